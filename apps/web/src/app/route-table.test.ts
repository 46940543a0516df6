// @vitest-environment happy-dom
import { effectiveHiddenMenu, PROFILE_ROUTES, PROFILES, ROUTE_NAMES } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  menuFor,
  PUBLIC_ROUTES,
  ROUTE_TABLE,
  routeAccess,
  routeNameForPath,
} from './route-table';

const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('route table', () => {
  it('gives each profile a menu of exactly its own real routes', () => {
    expect(names(menuFor('admin'))).toEqual([
      '',
      'reports',
      'all/reports',
      'management/report',
      'powerbi',
      'powerbi/workspace',
      'powerbi/resources',
      'playlists',
      'catalogs',
      'group_users',
      'user',
      'whitelabels',
      'domain',
      'setting',
      'remote/authorization',
      'notifications',
      'auto_actions',
      'azure/saml',
      'azure/scim',
      'help_desk',
      'faq',
    ]);
    expect(names(menuFor('master'))).toEqual([
      '',
      'companies',
      'registration',
      'powerbi',
      'powerbi/workspace',
      'powerbi/resources',
      'group_users',
      'user',
      'whitelabels',
      'domain',
      'setting',
      'notifications',
      'azure/saml',
      'azure/scim',
      'billing/summary',
      'analyze',
      'help_desk',
      'faq',
    ]);
    expect(names(menuFor('user'))).toEqual([
      '',
      'reports',
      'all/reports',
      'powerbi',
      'powerbi/workspace',
      'powerbi/resources',
      'playlists',
      'catalogs',
      'setting',
      'remote/authorization',
      'notifications',
      'help_desk',
      'faq',
    ]);
    expect(names(menuFor('a2m'))).toEqual([
      'report/a2m',
      'partners',
      'client',
      'powerbi',
      'powerbi/workspace',
      'powerbi/resources',
      'domain',
      'notifications',
      'billing',
      'analyze',
    ]);
  });

  it('gives every route of every profile set a screen of its own', () => {
    const screens = new Set(APP_ROUTES.map((entry) => entry.name));
    for (const name of ROUTE_NAMES) expect(screens, name).toContain(name);
  });

  it("marks the screens of one unit's reports and catalogs, with a landing for records", () => {
    const unitScreens = APP_ROUTES.filter((entry) => entry.unit).map((entry) => [
      entry.name,
      entry.unit?.landing,
    ]);
    expect(Object.fromEntries(unitScreens)).toEqual({
      reports: undefined,
      'all/reports': undefined,
      'management/report': undefined,
      ':id/reports': '/reports',
      ':id/management/view': '/management/report',
      ':id/reports/view': '/all/reports',
      ':id/reports/external': '/all/reports',
      catalogs: undefined,
    });
  });

  it('never shows a profile a route outside its PROFILE_ROUTES set', () => {
    for (const profile of PROFILES) {
      for (const entry of menuFor(profile)) {
        expect(PROFILE_ROUTES[profile] as readonly string[]).toContain(entry.name);
      }
    }
  });

  it('takes the allowed profiles of each page from PROFILE_ROUTES', () => {
    const dashboard = APP_ROUTES.find((entry) => entry.name === '');
    const partners = APP_ROUTES.find((entry) => entry.name === 'partners');
    expect(dashboard?.profiles).toEqual(['master', 'admin', 'user']);
    expect(partners?.profiles).toEqual(['a2m']);
    for (const entry of APP_ROUTES) {
      expect(ROUTE_NAMES).toContain(entry.name);
      expect(entry.profiles.length).toBeGreaterThan(0);
    }
  });

  it("removes the company's hidden_menu routes from the menu", () => {
    const adminMenu = names(menuFor('admin'));
    expect(names(menuFor('a2m', ['partners']))).toEqual([
      'report/a2m',
      'client',
      'powerbi',
      'powerbi/workspace',
      'powerbi/resources',
      'domain',
      'notifications',
      'billing',
      'analyze',
    ]);
    expect(names(menuFor('admin', ['']))).toEqual(adminMenu.filter((name) => name !== ''));
    expect(names(menuFor('admin', ['partners', 'faq']))).toEqual(adminMenu.filter((name) => name !== 'faq'));
    expect(names(menuFor('admin', ['remote/authorization']))).toEqual(
      adminMenu.filter((name) => name !== 'remote/authorization'),
    );
  });

  it("closes the areas the unit's switches keep off: help desk, and SAML for admins", () => {
    const off = { hidden_menu: ['faq'], enable_helpdesk: 'N', allow_admin_saml: 'N' } as const;
    const on = { hidden_menu: [], enable_helpdesk: 'S', allow_admin_saml: 'S' } as const;
    for (const profile of ['admin', 'user'] as const) {
      expect(routeAccess(profile, 'help_desk', effectiveHiddenMenu(profile, off))).toBe('forbidden');
      expect(routeAccess(profile, 'help_desk/:id', effectiveHiddenMenu(profile, off))).toBe('forbidden');
      expect(routeAccess(profile, 'faq', effectiveHiddenMenu(profile, off))).toBe('forbidden');
      expect(routeAccess(profile, 'help_desk', effectiveHiddenMenu(profile, on))).toBe('allowed');
    }
    expect(routeAccess('admin', 'azure/saml', effectiveHiddenMenu('admin', off))).toBe('forbidden');
    expect(routeAccess('admin', 'azure/saml', effectiveHiddenMenu('admin', on))).toBe('allowed');
    // Partners keep their own areas whatever a unit says.
    expect(routeAccess('master', 'azure/saml', effectiveHiddenMenu('master', off))).toBe('allowed');
    expect(routeAccess('master', 'help_desk', effectiveHiddenMenu('master', off))).toBe('allowed');
  });

  it('allows, forbids or does not know a route name', () => {
    expect(routeAccess('a2m', 'partners')).toBe('allowed');
    expect(routeAccess('admin', 'partners')).toBe('forbidden');
    expect(routeAccess('user', 'partners')).toBe('forbidden');
    expect(routeAccess('a2m', '')).toBe('forbidden');
    expect(routeAccess('admin', '')).toBe('allowed');
    expect(routeAccess('a2m', 'partners', ['partners'])).toBe('forbidden');
    expect(routeAccess('admin', 'no-such-page')).toBe('unknown');
  });

  it('has unique paths and the public pages of the spec', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PUBLIC_ROUTES.map((entry) => entry.path)).toEqual([
      '/change/company/:token',
      '/embedded/:token',
      '/auth/playlist/:token',
      '/authorization/:token',
      '/signin',
      '/forgot',
      '/new/password/:token',
      '/invitation/:token',
      '/config/2fa/:token',
      '/redirect',
      '/domain/notfound',
      '/ip/notallowed',
      '/popup_blocked',
      '*',
    ]);
    expect(ROUTE_TABLE.every((entry) => typeof entry.screen === 'function')).toBe(true);
  });
});

describe('routeNameForPath', () => {
  it('recognises every profile route, with parameters, but not unknown paths', () => {
    expect(routeNameForPath('/group_users')).toBe('group_users');
    expect(routeNameForPath('/42/reports/view')).toBe(':id/reports/view');
    expect(routeNameForPath('/help_desk/7')).toBe('help_desk/:id');
    expect(routeNameForPath('/no/such/page')).toBeUndefined();
    expect(routeNameForPath('/')).toBeUndefined();
  });

  it('a user opening an admin-only route is forbidden, an unknown one is not', () => {
    expect(routeAccess('user', routeNameForPath('/group_users')!)).toBe('forbidden');
    expect(routeAccess('admin', routeNameForPath('/group_users')!)).toBe('allowed');
  });
});
