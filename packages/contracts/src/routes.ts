import { analyzeRoutes } from './analyze';
import { catalogRoutes } from './catalogs';
import { embedLinkRoutes, embeddedRoutes } from './embed-links';
import { groupRoutes } from './groups';
import { playlistRoutes } from './playlists';
import { reportGroupRoutes } from './reports/groups';
import { auditRoutes, sessionRoutes } from './access';
import { mfaRoutes, passwordRoutes } from './account';
import { healthRoutes } from './common';
import { registrationRoutes } from './registration';
import { configRoutes } from './settings';
import { questionnaireRoutes, remoteAccessRoutes } from './switching';
import { autoActionRoutes } from './auto-actions';
import { billingRoutes } from './billing';
import { faqRoutes } from './faq';
import { helpDeskRoutes } from './help-desk';
import { notificationRoutes, notificationTemplateRoutes } from './notifications';
import { reportAccessRoutes, reportHomeRoutes, reportRoutes, reportViewRoutes } from './reports/routes';
import type { AnyRoute } from './route-map';
import { samlRoutes } from './saml';
import { scimTokenRoutes } from './scim';
import { userImportRoutes } from './user-import';
import { invitationRoutes, unitUserRoutes } from './users';
import { capacityRoutes } from './capacities';
import { clientRoutes } from './clients';
import { companyRoutes } from './companies';
import { customFieldRoutes } from './custom-fields';
import { domainRoutes } from './domains';
import { partnerRoutes } from './partners';
import { providerRoutes } from './provider';
import { themeRoutes } from './themes';

/**
 * Every call of the API, by area: the server serves each of these and nothing else under /api,
 * the web client and the tests call through them, and the benchmarks read the list of GET calls
 * from here. An area's calls are declared beside its schemas (`<area>.ts`) and named here once.
 */
export const ROUTE_MAP = {
  analyze: analyzeRoutes,
  catalogs: catalogRoutes,
  embedLinks: embedLinkRoutes,
  embedded: embeddedRoutes,
  groups: groupRoutes,
  playlists: playlistRoutes,
  reports: reportRoutes,
  reportView: reportViewRoutes,
  reportGroups: reportGroupRoutes,
  health: healthRoutes,
  audit: auditRoutes,
  questionnaire: questionnaireRoutes,
  registration: registrationRoutes,
  config: configRoutes,
  sessions: sessionRoutes,
  remoteAccess: remoteAccessRoutes,
  passwords: passwordRoutes,
  mfa: mfaRoutes,
  scimTokens: scimTokenRoutes,
  userImports: userImportRoutes,
  unitUsers: unitUserRoutes,
  invitations: invitationRoutes,
  saml: samlRoutes,
  customFields: customFieldRoutes,
  partners: partnerRoutes,
  clients: clientRoutes,
  companies: companyRoutes,
  themes: themeRoutes,
  domains: domainRoutes,
  autoActions: autoActionRoutes,
  billing: billingRoutes,
  faq: faqRoutes,
  helpDesk: helpDeskRoutes,
  capacities: capacityRoutes,
  provider: providerRoutes,
  notifications: notificationRoutes,
  notificationTemplates: notificationTemplateRoutes,
  reportHome: reportHomeRoutes,
  reportAccess: reportAccessRoutes,
} as const satisfies Record<string, Record<string, AnyRoute>>;

/** Every declared call, as `{ area, name, def }`. */
export function allRoutes(): { area: string; name: string; def: AnyRoute }[] {
  return Object.entries(ROUTE_MAP).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, def]) => ({ area, name, def: def as AnyRoute })),
  );
}
