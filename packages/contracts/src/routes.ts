import { auditRoutes, authRoutes, sessionRoutes } from './access';
import { accountRoutes, mfaRoutes, passwordRoutes } from './account';
import { healthRoutes } from './common';
import { groupRoutes } from './groups';
import { registrationRoutes } from './registration';
import { configRoutes } from './settings';
import { questionnaireRoutes, remoteAccessRoutes, switchingRoutes } from './switching';
import type { AnyRoute } from './route-map';

/**
 * Every call of the API, by area: the server serves each of these and nothing else under /api,
 * the web client and the tests call through them, and the benchmarks read the list of GET calls
 * from here. An area's calls are declared beside its schemas (`<area>.ts`) and named here once.
 */
export const ROUTE_MAP = {
  groups: groupRoutes,
  health: healthRoutes,
  audit: auditRoutes,
  questionnaire: questionnaireRoutes,
  registration: registrationRoutes,
  config: configRoutes,
  sessions: sessionRoutes,
  remoteAccess: remoteAccessRoutes,
  passwords: passwordRoutes,
  mfa: mfaRoutes,
  switching: switchingRoutes,
  auth: authRoutes,
  account: accountRoutes,
} as const satisfies Record<string, Record<string, AnyRoute>>;

/** Every declared call, as `{ area, name, def }`. */
export function allRoutes(): { area: string; name: string; def: AnyRoute }[] {
  return Object.entries(ROUTE_MAP).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, def]) => ({ area, name, def: def as AnyRoute })),
  );
}
