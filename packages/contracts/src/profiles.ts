import type { TCompanyConfig } from './config';

/** User profiles (`perfil_usuario`). `master` is shown as "partner", `a2m` is the operator. */
export const PROFILES = ['a2m', 'master', 'admin', 'user'] as const;
export type Profile = (typeof PROFILES)[number];

/** Profiles that act on a partner (and its units) rather than on one business unit. */
export const PARTNER_PROFILES = ['a2m', 'master'] as const satisfies readonly Profile[];
export function isPartnerProfile(profile: Profile): profile is 'a2m' | 'master' {
  return profile === 'a2m' || profile === 'master';
}

/**
 * Route names each profile may open inside the authenticated layout, exactly as the product
 * specification lists them. The empty name is the dashboard (root). A per-company
 * `hidden_menu` removes names from these sets.
 */
export const PROFILE_ROUTES = {
  admin: [
    '',
    'notifications',
    'auto_actions',
    'remote/authorization',
    'playlists',
    'domain',
    'whitelabels',
    'setting',
    'azure/saml',
    // The SCIM provisioning tokens of the unit, beside its SAML sign-in.
    'azure/scim',
    'powerbi',
    'powerbi/resources',
    'powerbi/workspace',
    'reports',
    'all/reports',
    'management/report',
    ':id/management/view',
    ':id/reports',
    ':id/reports/view',
    ':id/reports/external',
    ':id/playlist/view',
    'group_users',
    'user',
    'help_desk',
    'help_desk/:id',
    'catalogs',
    'faq',
  ],
  master: [
    '',
    'notifications',
    'auto_actions',
    'domain',
    'setting',
    'azure/saml',
    'azure/scim',
    'billing/summary',
    'registration',
    'management/report',
    ':id/management/view',
    'all/reports',
    'powerbi',
    'powerbi/resources',
    'powerbi/workspace',
    'companies',
    'analyze',
    ':id/reports',
    ':id/reports/view',
    ':id/reports/external',
    'whitelabels',
    'reports',
    'group_users',
    'user',
    'help_desk',
    'help_desk/:id',
    'catalogs',
    'faq',
  ],
  user: [
    '',
    'notifications',
    'playlists',
    'remote/authorization',
    'reports',
    'setting',
    'powerbi',
    'powerbi/resources',
    'powerbi/workspace',
    'management/report',
    ':id/management/view',
    'all/reports',
    ':id/reports',
    ':id/playlist/view',
    ':id/reports/external',
    ':id/reports/view',
    'help_desk',
    'help_desk/:id',
    'catalogs',
    'faq',
  ],
  a2m: [
    'partners',
    'notifications',
    'domain',
    'billing',
    'client',
    'report/a2m',
    ':id/management/view',
    ':id/reports/external',
    'powerbi',
    'powerbi/resources',
    'powerbi/workspace',
    'analyze',
    'help_desk/:id',
  ],
} as const satisfies Record<Profile, readonly string[]>;
export type RouteName = (typeof PROFILE_ROUTES)[Profile][number];

/** Every route name any profile can have (the universe `hidden_menu` entries are drawn from). */
export const ROUTE_NAMES: readonly string[] = [...new Set(Object.values(PROFILE_ROUTES).flat())];

/** Whether `profile` may open route `name`, once the company's hidden menu is applied. */
export function profileHasRoute(profile: Profile, name: string, hiddenMenu: readonly string[] = []): boolean {
  return (PROFILE_ROUTES[profile] as readonly string[]).includes(name) && !hiddenMenu.includes(name);
}

/** The unit switches that open or close areas of the app (spec §3, §6). */
export type AreaSwitches = Partial<Pick<TCompanyConfig, 'enable_helpdesk' | 'allow_admin_saml'>>;

/**
 * Route names a unit's switches take away from a profile, on top of its hidden_menu: the help
 * desk while enable_helpdesk is not 'S' (for the unit's admins and users), SAML single sign-on
 * for admins while allow_admin_saml is not 'S'. Partners and the operator keep theirs.
 */
export function routesClosedBySettings(profile: Profile, config: AreaSwitches): string[] {
  const closed: string[] = [];
  if (profile !== 'admin' && profile !== 'user') return closed;
  if (config.enable_helpdesk !== 'S') closed.push('help_desk', 'help_desk/:id');
  if (profile === 'admin' && config.allow_admin_saml !== 'S') closed.push('azure/saml');
  return closed;
}

/** hidden_menu plus the routes the unit's switches close (routesClosedBySettings). */
export function effectiveHiddenMenu(
  profile: Profile,
  config: AreaSwitches & { hidden_menu?: readonly string[] },
): string[] {
  return [...(config.hidden_menu ?? []), ...routesClosedBySettings(profile, config)];
}

/** Where a profile lands when its company sets no home page: a2m has no dashboard. */
export function defaultLandingPath(profile: Profile): string {
  return profile === 'a2m' ? '/partners' : '/';
}
