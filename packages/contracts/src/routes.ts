import { capacityRoutes } from './capacities';
import { clientRoutes } from './clients';
import { companyRoutes } from './companies';
import { customFieldRoutes } from './custom-fields';
import { domainRoutes } from './domains';
import { groupRoutes } from './groups';
import { partnerRoutes } from './partners';
import { providerRoutes } from './provider';
import type { AnyRoute } from './route-map';
import { themeRoutes } from './themes';

/**
 * Every call of the API, by area: the server serves each of these and nothing else under /api,
 * the web client and the tests call through them, and the benchmarks read the list of GET calls
 * from here. An area's calls are declared beside its schemas (`<area>.ts`) and named here once.
 */
export const ROUTE_MAP = {
  groups: groupRoutes,
  customFields: customFieldRoutes,
  partners: partnerRoutes,
  clients: clientRoutes,
  companies: companyRoutes,
  themes: themeRoutes,
  domains: domainRoutes,
  capacities: capacityRoutes,
  provider: providerRoutes,
} as const satisfies Record<string, Record<string, AnyRoute>>;

/** Every declared call, as `{ area, name, def }`. */
export function allRoutes(): { area: string; name: string; def: AnyRoute }[] {
  return Object.entries(ROUTE_MAP).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, def]) => ({ area, name, def: def as AnyRoute })),
  );
}
