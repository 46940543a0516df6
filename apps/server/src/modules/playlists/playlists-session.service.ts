import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';

/**
 * The only calls a TV screen's session (`sessions.playlist_id`) may make: keep itself alive,
 * read its own config, show its playlist and embed that playlist's reports. Everything else
 * answers 403, whatever the profile of the device's creator. Paths as Fastify registers them.
 */
export const PLAYLIST_SESSION_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/logout',
  'POST /api/refresh/token',
  'POST /api/refresh/log/auth',
  'GET /api/auth/me',
  'GET /api/auth/config/getConfig',
  'GET /api/auth/themes/active',
  'GET /api/auth/playlists/:id/view',
  'POST /api/auth/report_view/embed',
]);

/** Throws 403 when a playlist session calls anything but its playlist and embed calls. */
export function assertPlaylistSessionMayCall(scope: Scope, method: string, url: string | undefined): void {
  if (!scope.playlistId) return;
  if (!url || !PLAYLIST_SESSION_ROUTES.has(`${method} ${url}`)) throw new AppError('no_functionality_access');
}
