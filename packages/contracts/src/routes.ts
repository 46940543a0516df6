import { auditRoutes, authRoutes, sessionRoutes } from './access';
import { accountRoutes, mfaRoutes, passwordRoutes } from './account';
import { analyzeRoutes } from './analyze';
import { autoActionRoutes } from './auto-actions';
import { billingRoutes } from './billing';
import { capacityRoutes } from './capacities';
import { catalogRoutes } from './catalogs';
import { clientRoutes } from './clients';
import { healthRoutes } from './common';
import { companyRoutes } from './companies';
import { customFieldRoutes } from './custom-fields';
import { domainRoutes } from './domains';
import { embedLinkRoutes, embeddedRoutes } from './embed-links';
import { faqRoutes } from './faq';
import { groupRoutes } from './groups';
import { helpDeskRoutes } from './help-desk';
import { notificationRoutes, notificationTemplateRoutes } from './notifications';
import { partnerRoutes } from './partners';
import { playlistRoutes } from './playlists';
import { providerRoutes } from './provider';
import { registrationRoutes } from './registration';
import { reportGroupRoutes } from './reports/groups';
import { reportAccessRoutes, reportHomeRoutes, reportRoutes, reportViewRoutes } from './reports/routes';
import { samlRoutes } from './saml';
import { scimTokenRoutes } from './scim';
import { configRoutes } from './settings';
import { questionnaireRoutes, remoteAccessRoutes, switchingRoutes } from './switching';
import { themeRoutes } from './themes';
import { userImportRoutes } from './user-import';
import { invitationRoutes, unitUserRoutes } from './users';
import type { AnyRoute } from './route-map';

/**
 * Every call of the API, by area: the server serves each of these and nothing else under /api,
 * the web client and the tests call through them, and the benchmarks read the list of GET calls
 * from here. An area's calls are declared beside its schemas (`<area>.ts`) and named here once.
 */
export const ROUTE_MAP = {
  account: accountRoutes,
  analyze: analyzeRoutes,
  audit: auditRoutes,
  auth: authRoutes,
  autoAction: autoActionRoutes,
  billing: billingRoutes,
  capacity: capacityRoutes,
  catalog: catalogRoutes,
  client: clientRoutes,
  company: companyRoutes,
  config: configRoutes,
  customField: customFieldRoutes,
  domain: domainRoutes,
  embedLink: embedLinkRoutes,
  embedded: embeddedRoutes,
  faq: faqRoutes,
  group: groupRoutes,
  health: healthRoutes,
  helpDesk: helpDeskRoutes,
  invitation: invitationRoutes,
  mfa: mfaRoutes,
  notification: notificationRoutes,
  notificationTemplate: notificationTemplateRoutes,
  partner: partnerRoutes,
  password: passwordRoutes,
  playlist: playlistRoutes,
  provider: providerRoutes,
  questionnaire: questionnaireRoutes,
  registration: registrationRoutes,
  remoteAccess: remoteAccessRoutes,
  reportAccess: reportAccessRoutes,
  reportGroup: reportGroupRoutes,
  reportHome: reportHomeRoutes,
  report: reportRoutes,
  reportView: reportViewRoutes,
  saml: samlRoutes,
  scimToken: scimTokenRoutes,
  session: sessionRoutes,
  switching: switchingRoutes,
  theme: themeRoutes,
  unitUser: unitUserRoutes,
  userImport: userImportRoutes,
} as const satisfies Record<string, Record<string, AnyRoute>>;

/** Every declared call, as `{ area, name, def }`. */
export function allRoutes(): { area: string; name: string; def: AnyRoute }[] {
  return Object.entries(ROUTE_MAP).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, def]) => ({ area, name, def: def as AnyRoute })),
  );
}
