import { autoActionRoutes } from './auto-actions';
import { billingRoutes } from './billing';
import { faqRoutes } from './faq';
import { groupRoutes } from './groups';
import { helpDeskRoutes } from './help-desk';
import { notificationRoutes, notificationTemplateRoutes } from './notifications';
import type { AnyRoute } from './route-map';

/**
 * Every call of the API, by area: the server serves each of these and nothing else under /api,
 * the web client and the tests call through them, and the benchmarks read the list of GET calls
 * from here. An area's calls are declared beside its schemas (`<area>.ts`) and named here once.
 */
export const ROUTE_MAP = {
  autoActions: autoActionRoutes,
  billing: billingRoutes,
  faq: faqRoutes,
  groups: groupRoutes,
  helpDesk: helpDeskRoutes,
  notifications: notificationRoutes,
  notificationTemplates: notificationTemplateRoutes,
} as const satisfies Record<string, Record<string, AnyRoute>>;

/** Every declared call, as `{ area, name, def }`. */
export function allRoutes(): { area: string; name: string; def: AnyRoute }[] {
  return Object.entries(ROUTE_MAP).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, def]) => ({ area, name, def: def as AnyRoute })),
  );
}
