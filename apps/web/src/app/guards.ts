import { defaultLandingPath, effectiveHiddenMenu, playlistViewPath } from '@mirante/contracts';
import { type LoaderFunction, redirect } from 'react-router';
import { screenPath } from '../features/playlists/lib/screen';
import { signinPath } from '../lib/redirect';
import { getCachedUser, getStoredConfig } from '../lib/storage';
import type { RouteEntry } from './route-table';
import { routeAccess } from './route-table';
import { ensureConfig, isSessionEndError, landingPath } from './session';

/**
 * The loader every route gets from its table entry: sends unauthenticated visitors of protected
 * pages to sign-in (with the wanted path), sends logged-in visitors away from guest pages, and
 * loads the company config before a logged-in page unless the entry skips it (embedded pages).
 */
export function guardLoader(entry: RouteEntry): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const user = getCachedUser();
    if (!user?.token) {
      const needsLogin = entry.area === 'app' ? !entry.public : entry.requiresLogin === true;
      if (needsLogin) throw redirect(signinPath(`${url.pathname}${url.search}`));
      return null;
    }
    // A TV screen (session of one playlist) stays on that playlist: a menu link, a typed address
    // or the back button bring it back there before any other page shows. Another device link
    // may still sign it in anew.
    if (user.playlist_id) {
      const home = playlistViewPath(user.playlist_id);
      const own = url.pathname.replace(/\/$/, '') === home;
      const deviceLink = entry.area === 'public' && entry.name === 'playlist_device';
      if (!own && !deviceLink) throw redirect(screenPath(home));
    }
    if (entry.area === 'public' && entry.guestOnly) {
      throw redirect(landingPath(user, url.searchParams.get('redirect')));
    }
    // The screen's data is read beside the config (a route of another profile reads nothing).
    if (
      entry.area === 'app' &&
      entry.prefetch &&
      routeAccess(user.perfil_usuario, entry.name) === 'allowed'
    ) {
      entry.prefetch(user);
    }
    if (!entry.skipConfig) {
      try {
        await ensureConfig();
      } catch (error) {
        // The API client has already ended the session; just do not render this page meanwhile.
        if (isSessionEndError(error)) {
          throw redirect(error.code === 'ip_not_allowed' ? '/ip/notallowed' : '/signin');
        }
        throw error;
      }
    }
    // A profile without a dashboard (a2m) opening the root goes to its own landing page.
    if (entry.area === 'app' && entry.name === '') {
      const hidden = effectiveHiddenMenu(user.perfil_usuario, getStoredConfig());
      if (routeAccess(user.perfil_usuario, '', hidden) !== 'allowed') {
        const target = landingPath(user);
        const fallback = defaultLandingPath(user.perfil_usuario);
        const to = target !== '/' ? target : fallback;
        if (to !== '/') throw redirect(to);
      }
    }
    return null;
  };
}
