import { defaultLandingPath, STORAGE_KEYS } from '@mirante/contracts';
import { type ApiError, isApiError, type LogoutTarget } from '../lib/api';
import { safeRedirectTarget } from '../lib/redirect';
import {
  type CachedUser,
  clearSessionRecords,
  getCachedUser,
  getStoredConfig,
  hasRecord,
} from '../lib/storage';
import { loadConfig } from '../lib/config';
import { logoutRequest } from '../features/auth/api/logout';
import { queryClient } from './query-client';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let signingOut = false;

/** True while a logout is navigating away, so screens do not start a navigation of their own. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Logout (spec §4): forget the cached user and config, tell the server, and go to `to`
 * whether the server call succeeds or not.
 */
export function signOut(navigate: Navigate, to: LogoutTarget = '/signin'): Promise<void> {
  const token = getCachedUser()?.token;
  signingOut = true;
  clearSessionRecords();
  queryClient.clear();
  if (token) void logoutRequest(token).catch(() => undefined);
  return Promise.resolve(navigate(to, { replace: true }))
    .then(() => undefined)
    .finally(() => {
      signingOut = false;
    });
}

/**
 * The session ended on the server (401, or its unit switched off) or the network is refused
 * (ip_not_allowed).
 */
export function isSessionEndError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    (error.status === 401 || error.code === 'ip_not_allowed' || error.code === 'company_disabled')
  );
}

/**
 * Makes sure `bi:config` is loaded for a logged-in session. Other failures (server down) leave the
 * config empty so the page still opens; the next navigation tries again.
 */
export async function ensureConfig(): Promise<void> {
  if (hasRecord(STORAGE_KEYS.config)) return;
  try {
    await loadConfig();
  } catch (error) {
    if (isSessionEndError(error)) throw error;
  }
}

/**
 * Where a logged-in user lands: the `redirect` wanted before sign-in, else the intended path of
 * the config, else the profile's default.
 */
export function landingPath(user: CachedUser, redirect?: string | null): string {
  const wanted = safeRedirectTarget(redirect);
  if (wanted && !wanted.startsWith('/signin')) return wanted;
  const intended = safeRedirectTarget(getStoredConfig().intended);
  if (intended && !intended.startsWith('/signin')) return intended;
  return defaultLandingPath(user.perfil_usuario);
}
