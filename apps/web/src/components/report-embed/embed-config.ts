import type { TEmbedPowerBi } from '@mirante/contracts';
import { type IEmbedConfiguration, models } from 'powerbi-client';

/** Longest head start a token refresh takes before the token expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** Never refresh more often than this, however short the token. */
export const TOKEN_REFRESH_MIN_DELAY_MS = 5_000;

/**
 * When to fetch a new embed token: a quarter of the remaining life before it expires, at most five
 * minutes before, never sooner than five seconds from now.
 */
export function tokenRefreshDelay(expiration: string, now = Date.now()): number {
  const remaining = Date.parse(expiration) - now;
  if (Number.isNaN(remaining)) return TOKEN_REFRESH_MIN_DELAY_MS;
  const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, remaining / 4);
  return Math.max(TOKEN_REFRESH_MIN_DELAY_MS, Math.round(remaining - margin));
}

/** powerbi-client only embeds from Power BI's own hosts over HTTPS. */
export function isPowerBiUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && /(^|\.)powerbi\.com$/i.test(parsed.hostname);
  } catch {
    return false;
  }
}

/** An emulator embed URL served by this same server (mounted only when the emulator is on). */
export function isLocalEmulatorUrl(url: string, origin = window.location.origin): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.pathname.startsWith('/_emulator/embed') && isLoopbackOrSame(parsed, origin);
  } catch {
    return false;
  }
}

function isLoopbackOrSame(url: URL, origin: string): boolean {
  if (url.origin === origin) return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Whether the viewer shows its own page tabs instead of the report's navigation pane. */
export function usesOwnPageTabs(embed: Pick<TEmbedPowerBi, 'pages' | 'settings'>): boolean {
  return embed.pages !== null || embed.settings.show_hidden_pages;
}

/** Below Mantine's `sm` breakpoint (48em) a screen is a phone's. */
export const PHONE_MAX_WIDTH = 768;
/** A phone held sideways is wide but short. */
const PHONE_LANDSCAPE_MAX_HEIGHT = 500;

export interface ScreenSize {
  width: number;
  height: number;
}

/** A phone, held upright (narrow) or sideways (wide and short). */
export function isPhoneScreen({ width, height }: ScreenSize): boolean {
  return width < PHONE_MAX_WIDTH || (width > height && height < PHONE_LANDSCAPE_MAX_HEIGHT);
}

/** The layout a report opens in, and how its page fits the frame. */
export interface ReportLayout {
  layoutType: models.LayoutType;
  /** Only with the custom layout: how the master layout's page fits the frame. */
  displayOption?: models.DisplayOption;
}

/**
 * Which layout of the report to show. Power BI's mobile layout (portrait, or landscape when the
 * screen is held sideways) on a phone with orientation 'auto', and everywhere for a portrait
 * report; a report known to have no mobile layout shows its master layout instead, fitted to
 * the width on a phone so that nothing is cut. Orientation 'landscape' always keeps the master
 * layout. `hasMobileLayout` undefined: not known yet (the frame is asked once the report loads).
 */
export function layoutFor(
  orientation: TEmbedPowerBi['settings']['orientation'],
  screen: ScreenSize,
  hasMobileLayout?: boolean,
): ReportLayout {
  const phone = isPhoneScreen(screen);
  const wantsMobile = orientation === 'portrait' || (orientation === 'auto' && phone);
  if (wantsMobile && hasMobileLayout !== false) {
    const sideways = orientation === 'auto' && screen.width > screen.height;
    return {
      layoutType: sideways ? models.LayoutType.MobileLandscape : models.LayoutType.MobilePortrait,
    };
  }
  if (phone) {
    return { layoutType: models.LayoutType.Custom, displayOption: models.DisplayOption.FitToWidth };
  }
  return { layoutType: models.LayoutType.Master };
}

export function isMobileLayout(layoutType: models.LayoutType | undefined): boolean {
  return layoutType === models.LayoutType.MobilePortrait || layoutType === models.LayoutType.MobileLandscape;
}

/** The settings powerbi-client takes for a layout (also for `report.updateSettings`). */
export function layoutSettings(
  layout: ReportLayout,
  mobileBackground: boolean,
): Pick<models.ISettings, 'layoutType' | 'customLayout' | 'background'> {
  // On the mobile layout the report's own background shows only when the report asks for it;
  // otherwise the portal's shows through.
  const background =
    isMobileLayout(layout.layoutType) && !mobileBackground
      ? models.BackgroundType.Transparent
      : models.BackgroundType.Default;
  return {
    layoutType: layout.layoutType,
    ...(layout.displayOption !== undefined ? { customLayout: { displayOption: layout.displayOption } } : {}),
    background,
  };
}

/** What each report (by its Power BI id) said about its mobile layout, asked once per visit. */
const mobileLayouts = new Map<string, boolean>();

export function knownMobileLayout(providerReportId: string): boolean | undefined {
  return mobileLayouts.get(providerReportId.toLowerCase());
}

export function rememberMobileLayout(providerReportId: string, has: boolean): void {
  mobileLayouts.set(providerReportId.toLowerCase(), has);
}

export function screenSize(): ScreenSize {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The powerbi-client configuration for a report, from the server's embed answer. */
export function buildEmbedConfig(
  embed: TEmbedPowerBi,
  opts: {
    pageName?: string | null;
    editing?: boolean;
    /** The screen (default: the window's). */
    width?: number;
    height?: number;
    /** Whether the report has a mobile layout (default: what it said before, else unknown). */
    hasMobileLayout?: boolean;
  } = {},
): IEmbedConfiguration {
  const { settings } = embed;
  const canEdit = embed.permission_edit && settings.allow_editing;
  const ownTabs = usesOwnPageTabs(embed);
  const allowed = embed.pages;
  const pageName =
    opts.pageName && (!allowed || allowed.includes(opts.pageName)) ? opts.pageName : allowed?.[0];
  const layout = layoutFor(
    settings.orientation,
    { width: opts.width ?? window.innerWidth, height: opts.height ?? window.innerHeight },
    opts.hasMobileLayout ?? knownMobileLayout(embed.providerReportId),
  );
  return {
    type: 'report',
    id: embed.providerReportId,
    embedUrl: embed.embedUrl,
    accessToken: embed.accessToken,
    tokenType: models.TokenType.Embed,
    permissions: canEdit ? models.Permissions.ReadWrite : models.Permissions.Read,
    viewMode: canEdit && opts.editing ? models.ViewMode.Edit : models.ViewMode.View,
    ...(pageName ? { pageName } : {}),
    ...(embed.filters.length > 0 ? { filters: embed.filters as unknown as models.ReportLevelFilters[] } : {}),
    settings: {
      panes: {
        filters: { visible: settings.side_filter, expanded: false },
        pageNavigation: { visible: settings.nav_panel && !ownTabs },
      },
      visualSettings: { visualHeaders: [{ settings: { visible: settings.visual_headers } }] },
      ...layoutSettings(layout, settings.mobile_background),
    },
  };
}

/**
 * The shape the report's frame keeps, from its recommended resolution ('WIDTHxHEIGHT', turned
 * round to match a portrait or landscape orientation) or else its orientation; null: it takes
 * the whole space.
 */
export function reportAspect(
  resolution: string | null | undefined,
  orientation: string | undefined,
): { width: number; height: number } | null {
  const match = /^(\d+)x(\d+)$/.exec(resolution ?? '');
  if (match && Number(match[1]) > 0 && Number(match[2]) > 0) {
    let width = Number(match[1]);
    let height = Number(match[2]);
    if ((orientation === 'portrait' && width > height) || (orientation === 'landscape' && height > width)) {
      [width, height] = [height, width];
    }
    return { width, height };
  }
  if (orientation === 'portrait') return { width: 9, height: 16 };
  if (orientation === 'landscape') return { width: 16, height: 9 };
  return null;
}

/** "1920x1080" as a CSS aspect ratio, or undefined. */
export function aspectRatioOf(resolution: string | null): string | undefined {
  const match = resolution?.match(/^(\d{2,5})x(\d{2,5})$/);
  return match ? `${match[1]} / ${match[2]}` : undefined;
}
