import { configRoutes, type TLoginResponse } from '@mirante/contracts';
import { markAfterLogin } from './after-login';
import { api } from './api';
import { safeRedirectTarget } from './redirect';
import {
  type CachedUser,
  clearStoredConfig,
  clearStoredTheme,
  setCachedUser,
  setStoredConfig,
} from './storage';

/** A login answer that carries a session (status 'success' with its user). */
export function hasSession(
  answer: TLoginResponse,
): answer is TLoginResponse & { user: NonNullable<TLoginResponse['user']>; expires_at: string } {
  return answer.status === 'success' && Boolean(answer.user) && Boolean(answer.expires_at);
}

/**
 * Makes the session of a login answer the current one (sign-in, company change, partner switch,
 * back to partner): the previous unit's config and theme go, the new user is cached, and the new
 * config is loaded so the menu and the landing path are right at once. A failed config load is
 * left to the next page's guard, which loads it again.
 */
export async function adoptSession(answer: TLoginResponse): Promise<CachedUser | null> {
  if (!hasSession(answer)) return null;
  clearStoredConfig();
  clearStoredTheme();
  const user: CachedUser = { ...answer.user, token: answer.token, expires_at: answer.expires_at };
  setCachedUser(user);
  try {
    setStoredConfig(await api.call(configRoutes.get, {}));
  } catch {
    // The guard of the next page tries again.
  }
  return user;
}

/** Where a login answer that is not a session sends the browser next, if anywhere. */
export function stepPath(answer: TLoginResponse): string | null {
  const token = encodeURIComponent(answer.token);
  if (answer.status === 'user_change_password') return `/new/password/${token}`;
  if (answer.status === 'redirect_two_factor') return `/config/2fa/${token}`;
  if (answer.status === 'wait_authorization') return `/authorization/${token}`;
  return null;
}

/** The address on another host that signs in with a company-change token. */
export function companyChangeUrl(answer: TLoginResponse, protocol = window.location.protocol): string | null {
  // Only a bare host (and port) is followed, never a path or another scheme.
  if (answer.status !== 'change' || !answer.domain || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(answer.domain)) {
    return null;
  }
  return `${protocol}//${answer.domain}/change/company/${encodeURIComponent(answer.token)}`;
}

/**
 * The address on another site a login answer sends the browser to (`change`: the unit's own
 * domain, where the sign-in continues): the answer's `redirect` when it is that domain's page,
 * else the company-change address built from the domain.
 */
export function otherSiteUrl(answer: TLoginResponse, protocol = window.location.protocol): string | null {
  const built = companyChangeUrl(answer, protocol);
  if (!built) return null;
  try {
    const told = new URL(answer.redirect ?? '');
    const sameSite = told.host === answer.domain && /^https?:$/.test(told.protocol);
    return sameSite && told.pathname.startsWith('/change/company/') ? told.href : built;
  } catch {
    return built;
  }
}

/**
 * Makes the new session the current one as a sign-in does (spec §4: cached config and
 * theme cleared, user cached, config loaded, the afterLogin flag for the questionnaire set) and
 * answers where to go: the `redirect` asked for before sign-in, else the intended path.
 */
export async function startSession(answer: TLoginResponse, redirect: string | null): Promise<string> {
  if (await adoptSession(answer)) markAfterLogin();
  const wanted = safeRedirectTarget(redirect);
  if (wanted && !wanted.startsWith('/signin')) return wanted;
  return safeRedirectTarget(answer.data.intended) ?? '/';
}
