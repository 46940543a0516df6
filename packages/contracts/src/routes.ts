import { analyzeRoutes } from './analyze';
import { catalogRoutes } from './catalogs';
import { embedLinkRoutes, embeddedRoutes } from './embed-links';
import { groupRoutes } from './groups';
import { playlistRoutes } from './playlists';
import { reportGroupRoutes } from './reports/groups';
import { reportAccessRoutes, reportHomeRoutes, reportRoutes, reportViewRoutes } from './reports/routes';
import type { AnyRoute } from './route-map';

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
  reportHome: reportHomeRoutes,
  reportAccess: reportAccessRoutes,
} as const satisfies Record<string, Record<string, AnyRoute>>;

/** Every declared call, as `{ area, name, def }`. */
export function allRoutes(): { area: string; name: string; def: AnyRoute }[] {
  return Object.entries(ROUTE_MAP).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, def]) => ({ area, name, def: def as AnyRoute })),
  );
}
