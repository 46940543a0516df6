import { type Profile, profileHasRoute, ROUTE_NAMES } from '@mirante/contracts';
import {
  IconBuildingSkyscraper,
  IconBriefcase,
  IconBuildingStore,
  IconUserPlus,
  IconLayoutDashboard,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
  IconPalette,
  IconSettings,
  IconPlaylist,
  IconBooks,
  IconWorldWww,
  IconChartBar,
  IconFileAnalytics,
  IconReportAnalytics,
  IconLayoutGrid,
  IconServer,
  IconKey,
  IconFolders,
  IconPlugConnected,
  IconLifebuoy,
  IconCalendarTime,
  IconBell,
  IconHelpCircle,
  IconChartLine,
  IconFileInvoice,
} from '@tabler/icons-react';
import { matchPath } from 'react-router';
import { dashboardListsReports, dashboardQueryOptions } from '../features/dashboard/api/dashboard-api';
import { queryClient } from './query-client';
import {
  type AppRouteEntry,
  appRoute,
  type PublicRouteEntry,
  publicRoute,
  type RouteEntry,
} from './route-entry';

export type { AppRouteEntry, LazyScreen, MenuLabelKey, PublicRouteEntry, RouteEntry } from './route-entry';
export { profilesWithRoute } from './route-entry';

/**
 * Every screen of the app. Adding a page means adding an entry here: the router, the guard, the
 * permission check and the navbar all read this table.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  appRoute('', {
    screen: () => import('./screens/dashboard-screen').then((m) => ({ Component: m.DashboardScreen })),
    menu: { label: 'menu.dashboard', icon: IconLayoutDashboard },
    prefetch: (user) => {
      if (dashboardListsReports(user.perfil_usuario)) void queryClient.prefetchQuery(dashboardQueryOptions());
    },
  }),
  appRoute('reports', {
    unit: {},
    screen: () =>
      import('../features/reports/pages/report-groups-page').then((m) => ({ Component: m.ReportGroupsPage })),
    menu: { label: 'menu.reports', icon: IconLayoutGrid, profiles: ['admin', 'user'] },
  }),
  appRoute('all/reports', {
    unit: {},
    screen: () =>
      import('../features/reports/pages/all-reports-page').then((m) => ({ Component: m.AllReportsPage })),
    menu: { label: 'menu.allReports', icon: IconChartBar, profiles: ['admin', 'user'] },
  }),
  appRoute('management/report', {
    unit: {},
    screen: () =>
      import('./screens/management-report-screen').then((m) => ({ Component: m.ManagementReportScreen })),
    menu: { label: 'menu.managementReport', icon: IconFileAnalytics, profiles: ['admin'] },
  }),
  appRoute('report/a2m', {
    screen: () =>
      import('../features/reports/pages/operator-reports-page').then((m) => ({
        Component: m.OperatorReportsPage,
      })),
    menu: { label: 'menu.reportsA2m', icon: IconReportAnalytics },
  }),
  appRoute(':id/reports', {
    unit: { landing: '/reports' },
    screen: () =>
      import('../features/reports/pages/group-reports-page').then((m) => ({ Component: m.GroupReportsPage })),
  }),
  appRoute(':id/management/view', {
    unit: { landing: '/management/report', operator: true },
    screen: () =>
      import('./screens/report-details-screen').then((m) => ({ Component: m.ReportDetailsScreen })),
  }),
  appRoute(':id/reports/view', {
    unit: { landing: '/all/reports' },
    screen: () =>
      import('../features/reports/pages/report-view-page').then((m) => ({ Component: m.ReportViewPage })),
  }),
  appRoute(':id/reports/external', {
    unit: { landing: '/all/reports', operator: true },
    screen: () =>
      import('../features/reports/pages/report-external-page').then((m) => ({
        Component: m.ReportExternalPage,
      })),
  }),
  appRoute('partners', {
    // The operator keeps the platform's FAQ beside its partners (a2m has no `faq` route).
    screen: () => import('./screens/partners-screen').then((m) => ({ Component: m.PartnersScreen })),
    menu: { label: 'menu.partners', icon: IconBuildingStore },
  }),
  appRoute('client', {
    screen: () =>
      import('../features/clients/pages/clients-page').then((m) => ({ Component: m.ClientsPage })),
    menu: { label: 'menu.clients', icon: IconBriefcase },
  }),
  appRoute('companies', {
    screen: () =>
      import('../features/companies/pages/companies-page').then((m) => ({ Component: m.CompaniesPage })),
    menu: { label: 'menu.companies', icon: IconBuildingSkyscraper },
  }),
  appRoute('registration', {
    screen: () =>
      import('../features/registration/pages/registration-page').then((m) => ({
        Component: m.RegistrationPage,
      })),
    menu: { label: 'menu.registration', icon: IconUserPlus },
  }),
  appRoute('powerbi', {
    screen: () =>
      import('../features/provider/pages/provider-accounts-page').then((m) => ({
        Component: m.ProviderAccountsPage,
      })),
    menu: { label: 'menu.powerbi', icon: IconKey },
  }),
  appRoute('powerbi/workspace', {
    screen: () =>
      import('../features/provider/pages/embedded-workspaces-page').then((m) => ({
        Component: m.EmbeddedWorkspacesPage,
      })),
    menu: { label: 'menu.workspaces', icon: IconFolders },
  }),
  appRoute('powerbi/resources', {
    screen: () =>
      import('../features/capacities/pages/capacities-page').then((m) => ({ Component: m.CapacitiesPage })),
    menu: { label: 'menu.resources', icon: IconServer },
  }),
  appRoute('playlists', {
    screen: () =>
      import('../features/playlists/pages/playlists-page').then((m) => ({ Component: m.PlaylistsPage })),
    menu: { label: 'menu.playlists', icon: IconPlaylist, profiles: ['admin', 'user'] },
  }),
  appRoute(':id/playlist/view', {
    screen: () =>
      import('../features/playlists/pages/playlist-view-page').then((m) => ({
        Component: m.PlaylistViewPage,
      })),
  }),
  appRoute('catalogs', {
    unit: {},
    screen: () =>
      import('../features/catalogs/pages/catalogs-page').then((m) => ({ Component: m.CatalogsPage })),
    menu: { label: 'menu.catalogs', icon: IconBooks, profiles: ['admin', 'user'] },
  }),
  appRoute('group_users', {
    screen: () => import('./screens/group-users-screen').then((m) => ({ Component: m.GroupUsersScreen })),
    menu: { label: 'menu.groupUsers', icon: IconUsersGroup },
  }),
  appRoute('user', {
    screen: () => import('./screens/users-screen').then((m) => ({ Component: m.UsersScreen })),
    menu: { label: 'menu.users', icon: IconUsers },
  }),
  appRoute('whitelabels', {
    screen: () => import('../features/themes/pages/themes-page').then((m) => ({ Component: m.ThemesPage })),
    menu: { label: 'menu.whitelabels', icon: IconPalette },
  }),
  appRoute('domain', {
    screen: () =>
      import('../features/domains/pages/domains-page').then((m) => ({ Component: m.DomainsPage })),
    menu: { label: 'menu.domain', icon: IconWorldWww },
  }),
  appRoute('setting', {
    screen: () => import('./screens/settings-screen').then((m) => ({ Component: m.SettingsScreen })),
    menu: { label: 'menu.setting', icon: IconSettings },
  }),
  appRoute('remote/authorization', {
    screen: () =>
      import('../features/remote-access/pages/remote-authorization-page').then((m) => ({
        Component: m.RemoteAuthorizationPage,
      })),
    menu: { label: 'menu.remoteAuthorization', icon: IconShieldLock },
  }),
  appRoute('notifications', {
    screen: () =>
      import('../features/notifications/pages/notifications-page').then((m) => ({
        Component: m.NotificationsPage,
      })),
    menu: { label: 'menu.notifications', icon: IconBell },
  }),
  appRoute('auto_actions', {
    unit: {},
    screen: () => import('./screens/auto-actions-screen').then((m) => ({ Component: m.AutoActionsScreen })),
    menu: { label: 'menu.autoActions', icon: IconCalendarTime, profiles: ['admin'] },
  }),
  appRoute('azure/saml', {
    screen: () => import('../features/saml/pages/saml-page').then((m) => ({ Component: m.SamlPage })),
    menu: { label: 'menu.samlSso', icon: IconShieldLock },
  }),
  appRoute('azure/scim', {
    screen: () =>
      import('../features/scim/pages/scim-tokens-page').then((m) => ({ Component: m.ScimTokensPage })),
    menu: { label: 'menu.scim', icon: IconPlugConnected },
  }),
  appRoute('billing/summary', {
    screen: () =>
      import('../features/billing/pages/billing-summary-page').then((m) => ({
        Component: m.BillingSummaryPage,
      })),
    menu: { label: 'menu.billingSummary', icon: IconChartLine },
  }),
  appRoute('billing', {
    screen: () =>
      import('../features/billing/pages/billing-page').then((m) => ({ Component: m.BillingPage })),
    menu: { label: 'menu.billing', icon: IconFileInvoice },
  }),
  appRoute('analyze', {
    screen: () =>
      import('../features/analyze/pages/analyze-page').then((m) => ({ Component: m.AnalyzePage })),
    menu: { label: 'menu.analyze', icon: IconChartBar },
  }),
  appRoute('help_desk', {
    screen: () =>
      import('../features/help-desk/pages/help-desk-page').then((m) => ({ Component: m.HelpDeskPage })),
    menu: { label: 'menu.helpDesk', icon: IconLifebuoy },
  }),
  appRoute('help_desk/:id', {
    screen: () =>
      import('../features/help-desk/pages/ticket-page').then((m) => ({ Component: m.TicketPage })),
  }),
  appRoute('faq', {
    public: true,
    screen: () => import('../features/faq/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
    menu: { label: 'menu.faq', icon: IconHelpCircle },
  }),
  publicRoute('change_company', '/change/company/:token', {
    screen: () =>
      import('../features/switching/pages/change-company-page').then((m) => ({
        Component: m.ChangeCompanyPage,
      })),
  }),
  publicRoute('embedded', '/embedded/:token', {
    // A report framed on another site through its embed link: no session, no config, no layout.
    skipConfig: true,
    screen: () =>
      import('../features/embed-links/pages/embedded-page').then((m) => ({ Component: m.EmbeddedPage })),
  }),
  publicRoute('playlist_device', '/auth/playlist/:token', {
    // A TV screen signing in with its device link: no session yet, so no config to load.
    skipConfig: true,
    screen: () =>
      import('../features/playlists/pages/screen-sign-in-page').then((m) => ({
        Component: m.ScreenSignInPage,
      })),
  }),
  publicRoute('authorization', '/authorization/:token', {
    requiresLogin: true,
    screen: () =>
      import('../features/remote-access/pages/authorization-wait-page').then((m) => ({
        Component: m.AuthorizationWaitPage,
      })),
  }),
  publicRoute('signin', '/signin', {
    guestOnly: true,
    firstTexts: true,
    screen: () => import('../features/auth/pages/sign-in-route').then((m) => ({ Component: m.SignInRoute })),
  }),
  publicRoute('forgot', '/forgot', {
    guestOnly: true,
    screen: () => import('../features/password/pages/forgot-page').then((m) => ({ Component: m.ForgotPage })),
  }),
  publicRoute('new_password', '/new/password/:token', {
    screen: () =>
      import('../features/password/pages/new-password-page').then((m) => ({ Component: m.NewPasswordPage })),
  }),
  publicRoute('invitation', '/invitation/:token', {
    // Reached from an e-mail, before any session in the inviting unit.
    skipConfig: true,
    screen: () =>
      import('../features/invitations/pages/invitation-page').then((m) => ({ Component: m.InvitationPage })),
  }),
  publicRoute('config_2fa', '/config/2fa/:token', {
    // A step of the sign-in: no session yet, so no company config to load.
    skipConfig: true,
    screen: () =>
      import('../features/two-factor/pages/two-factor-page').then((m) => ({ Component: m.TwoFactorPage })),
  }),
  publicRoute('saml_redirect', '/redirect', {
    // The return of a SAML sign-in: no session yet, so no company config to load.
    skipConfig: true,
    screen: () =>
      import('../features/saml/pages/redirect-page').then((m) => ({ Component: m.SamlRedirectPage })),
  }),
  publicRoute('domain_notfound', '/domain/notfound', {
    screen: () =>
      import('../features/errors/pages/domain-not-found-page').then((m) => ({
        Component: m.DomainNotFoundPage,
      })),
  }),
  publicRoute('ip_notallowed', '/ip/notallowed', {
    screen: () =>
      import('../features/errors/pages/ip-not-allowed-page').then((m) => ({ Component: m.IpNotAllowedPage })),
  }),
  publicRoute('popup_blocked', '/popup_blocked', {
    screen: () =>
      import('../features/errors/pages/popup-blocked-page').then((m) => ({ Component: m.PopupBlockedPage })),
  }),
  publicRoute('not_found', '*', {
    requiresLogin: true,
    screen: () =>
      import('../features/errors/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  }),
];

export const APP_ROUTES = ROUTE_TABLE.filter((entry): entry is AppRouteEntry => entry.area === 'app');
export const PUBLIC_ROUTES = ROUTE_TABLE.filter(
  (entry): entry is PublicRouteEntry => entry.area === 'public',
);

/** The navbar of `profile`: its menu routes, minus the company's hidden_menu, in table order. */
export function menuFor(profile: Profile, hiddenMenu: readonly string[] = []): AppRouteEntry[] {
  return APP_ROUTES.filter(
    (entry) =>
      entry.menu &&
      (entry.menu.profiles?.includes(profile) ?? true) &&
      profileHasRoute(profile, entry.name, hiddenMenu),
  );
}

export type RouteAccess = 'allowed' | 'forbidden' | 'unknown';

/**
 * Whether `profile` may open the layout route `name`: 'forbidden' when another profile has it (or
 * hidden_menu removed it), 'unknown' when no profile has such a route.
 */
export function routeAccess(profile: Profile, name: string, hiddenMenu: readonly string[] = []): RouteAccess {
  if (profileHasRoute(profile, name, hiddenMenu)) return 'allowed';
  return ROUTE_NAMES.includes(name) ? 'forbidden' : 'unknown';
}

/**
 * The layout route name a path stands for, among every profile's route set (so a path with no
 * screen yet is still recognised), or undefined for a path no profile has.
 */
export function routeNameForPath(pathname: string): string | undefined {
  return ROUTE_NAMES.find((name) => name !== '' && matchPath({ path: `/${name}`, end: true }, pathname));
}
