import { PROFILE_ROUTES, PROFILES, type Profile, type RouteName } from '@mirante/contracts';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { CachedUser } from '../lib/storage';
import type { AppTexts } from './texts/pt-BR';

// The shape of the route table's entries and the two builders its entries are written with.

/** A screen module, loaded only when its route is first visited. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export type MenuLabelKey = `menu.${keyof AppTexts['menu'] & string}`;

interface RouteEntryBase {
  /** Full path as the browser shows it ('/' for the dashboard, '*' for the catch-all). */
  path: string;
  screen: LazyScreen;
  /** Do not load the company config (bi:config) before showing the page: embedded pages. */
  skipConfig?: boolean;
}

/** A page inside the authenticated layout: login required, open to the profiles listing its name. */
export interface AppRouteEntry extends RouteEntryBase {
  area: 'app';
  /** Name as in PROFILE_ROUTES and in the company's hidden_menu ('' is the dashboard). */
  name: RouteName;
  /** Profiles whose route set holds `name` (from PROFILE_ROUTES; hidden_menu still applies). */
  profiles: readonly Profile[];
  /**
   * Shown in the navbar with this label and icon; routes with parameters leave it out. `profiles`
   * narrows the navbar entry to the profiles for which the screen works outside a business unit
   * (a partner reaches report screens by entering a unit); the route itself stays open.
   */
  menu?: { label: MenuLabelKey; icon: Icon; profiles?: readonly Profile[] };
  /**
   * The screen shows one business unit's data, so a session outside a unit (a partner or the
   * operator) gets the unit picker instead. `landing` is where the partner goes once inside when
   * this path names a record of some unit (by default, this same path). `operator`: the operator
   * has a screen of its own there (a report of any unit it reaches), so it gets no picker.
   */
  unit?: { landing?: string; operator?: boolean };
  /**
   * Starts reading the screen's data for `user` while its guard and code load, so the screen's
   * queries find it under way instead of starting once it renders.
   */
  prefetch?: (user: CachedUser) => void;
  /** Open to visitors without a session too, in a layout without the account's menus (faq, spec §2). */
  public?: boolean;
}

/** A page outside the layout (sign-in, error pages, token links). */
export interface PublicRouteEntry extends RouteEntryBase {
  area: 'public';
  name: string;
  /** Unauthenticated visitors go to sign-in first (the catch-all, remote authorization). */
  requiresLogin?: boolean;
  /** Logged-in visitors are sent on to their landing page (sign-in). */
  guestOnly?: boolean;
  /**
   * The screen reads only the texts loaded before the first render (sign-in), so it shows without
   * waiting for the other screens' texts.
   */
  firstTexts?: boolean;
}

export type RouteEntry = AppRouteEntry | PublicRouteEntry;

/** The profiles whose route set names `name`. */
export function profilesWithRoute(name: string): Profile[] {
  return PROFILES.filter((profile) => (PROFILE_ROUTES[profile] as readonly string[]).includes(name));
}

export function appRoute(
  name: RouteName,
  entry: {
    screen: LazyScreen;
    menu?: AppRouteEntry['menu'];
    skipConfig?: boolean;
    unit?: AppRouteEntry['unit'];
    prefetch?: AppRouteEntry['prefetch'];
    public?: boolean;
  },
): AppRouteEntry {
  return { area: 'app', name, path: `/${name}`, profiles: profilesWithRoute(name), ...entry };
}

export function publicRoute(
  name: string,
  path: string,
  entry: Omit<PublicRouteEntry, 'area' | 'name' | 'path'>,
) {
  return { area: 'public', name, path, ...entry } satisfies PublicRouteEntry;
}
