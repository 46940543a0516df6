import { auditRoutes, authRoutes, sessionRoutes } from './calls/access';
import { accountRoutes, mfaRoutes, passwordRoutes } from './calls/account';
import { analyzeRoutes } from './calls/analyze';
import { autoActionRoutes } from './calls/auto-actions';
import { billingRoutes } from './calls/billing';
import { capacityRoutes } from './calls/capacities';
import { catalogRoutes } from './calls/catalogs';
import { clientRoutes } from './calls/clients';
import { healthRoutes } from './calls/common';
import { companyRoutes } from './calls/companies';
import { customFieldRoutes } from './calls/custom-fields';
import { domainRoutes } from './calls/domains';
import { embedLinkRoutes, embeddedRoutes } from './calls/embed-links';
import { faqRoutes } from './calls/faq';
import { groupRoutes } from './calls/groups';
import { helpDeskRoutes } from './calls/help-desk';
import { notificationRoutes, notificationTemplateRoutes } from './calls/notifications';
import { partnerRoutes } from './calls/partners';
import { playlistRoutes } from './calls/playlists';
import { providerRoutes } from './calls/provider';
import { registrationRoutes } from './calls/registration';
import { reportGroupRoutes } from './calls/reports-groups';
import { samlRoutes } from './calls/saml';
import { searchRoutes } from './calls/search';
import { scimTokenRoutes } from './calls/scim';
import { configRoutes } from './calls/settings';
import { questionnaireRoutes, remoteAccessRoutes, switchingRoutes } from './calls/switching';
import { themeRoutes } from './calls/themes';
import { userImportRoutes } from './calls/user-import';
import { invitationRoutes, unitUserRoutes } from './calls/users';
import { reportAccessRoutes, reportHomeRoutes, reportRoutes, reportViewRoutes } from './reports/routes';
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
  search: searchRoutes,
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
