import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { loadScreenTexts } from '../lib/i18n';
import { guardLoader } from './guards';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { type AppRouteEntry, type RouteEntry, ROUTE_TABLE } from './route-table';

/** What every route carries in `handle`: its table entry (the layout reads it for permissions). */
export interface RouteHandle {
  entry: RouteEntry;
}

/** A screen module that shows once every screen's texts have arrived too. */
function withScreenTexts<T>(screen: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([screen(), loadScreenTexts()]).then(([module]) => module);
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const common = {
    id: `${entry.area}:${entry.name || 'dashboard'}`,
    loader: guardLoader(entry),
    lazy: entry.area === 'public' && entry.firstTexts ? entry.screen : withScreenTexts(entry.screen),
    handle: { entry } satisfies RouteHandle,
  };
  if (entry.area === 'app' && entry.name === '') return { ...common, index: true };
  return { ...common, path: entry.area === 'app' ? entry.name : entry.path };
}

/** The route objects of the app, built from the route table. */
export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const appRoutes = table.filter((entry): entry is AppRouteEntry => entry.area === 'app');
  // The catch-all lives inside the layout, so a signed-in visitor keeps the menu and the
  // layout can tell a route of another profile (permission message) from an unknown one.
  const isCatchAll = (entry: RouteEntry) => entry.area === 'public' && entry.path === '*';
  const publicRoutes = table.filter((entry) => entry.area === 'public' && !isCatchAll(entry));
  const catchAll = table.filter(isCatchAll).map((entry) => ({ ...toRouteObject(entry), path: '*' }));
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        ...publicRoutes.map(toRouteObject),
        {
          id: 'layout',
          path: '/',
          lazy: withScreenTexts(() =>
            import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
          ),
          children: [...appRoutes.map(toRouteObject), ...catchAll],
        },
      ],
    },
  ];
}

/** Created after storage and i18n are ready: the first navigation runs the guards at once. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
