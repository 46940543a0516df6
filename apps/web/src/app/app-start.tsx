// First: zod's setting applies to the schemas the modules below build as they load.
import '../lib/zod-setup';
import { RouterProvider } from 'react-router';
import { setLogoutHandler } from '../lib/api';
import { loadScreenTexts } from '../lib/i18n';
import type { NavigateOptions } from '../lib/page-navigation';
import { type AppRouter, createAppRouter } from './router';
import { ROUTE_TABLE } from './route-table';
import { signOut } from './session';

/**
 * The whole app: the router (every route and its guard) with the session's logout. Created at
 * the current address; the first page shows the loader until it is ready.
 */
export function createApp(): AppRouter {
  const router = createAppRouter();
  setLogoutHandler((to) => {
    void signOut(router.navigate, to);
  });
  return router;
}

export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}

/** Resolves once the router has shown its first page and no navigation is under way. */
function settled(router: AppRouter): Promise<void> {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (ready()) {
      resolve();
      return;
    }
    const stop = router.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The app taking over from the sign-in shell: the router opens at `to` (its guards run as for any
 * navigation) and resolves once that page is ready, so the shell stays on screen meanwhile, as
 * the sign-in page does during a navigation of the router.
 */
export async function startAppAt(to: string | undefined, options?: NavigateOptions): Promise<AppRouter> {
  // The router starts at the wanted address rather than at sign-in and then moves on: sign-in's
  // route would load and run its guard for nothing.
  if (to !== undefined) {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
  }
  const router = createApp();
  await settled(router);
  return router;
}

/**
 * What a signed-in visitor needs next, fetched while the sign-in form is being filled in: the
 * layout, every screen's texts and the dashboard. Failures are left to the navigation itself.
 */
export function preloadAfterSignIn(): void {
  const dashboard = ROUTE_TABLE.find((entry) => entry.area === 'app' && entry.name === '');
  void Promise.all([import('./layout/app-layout'), loadScreenTexts(), dashboard?.screen()]).catch(
    () => undefined,
  );
}
