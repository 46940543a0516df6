/** What the auth module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { authRoutes } from './auth.routes';
export { openLoginCounters } from './auth-login-counters.service';
export { addressKey, LoginLimiter, pgCounterStore } from './auth-login-limiter.service';
export { loginRedirect, safeRedirect } from './auth-redirects.service';
export {
  auditOfScope,
  insertSession,
  listOpenSessions,
  revokeCompanySessions,
  revokeOtherSessions,
  revokePlaylistSessions,
  revokeSession,
  revokeSessionsByAgentPrefix,
  revokeUserSession,
  revokeUserSessions,
  revokeUserSessionsInUnit,
  rotateSessionToken,
  scopeFromToken,
  touchSession,
} from './auth-sessions.service';
export { assertSsoWorks, lockUnitWaysIn, unitAcceptsPasswords } from './auth-sign-in-ways.repository';
export { authRoutes } from './auth.routes';
export {
  assertMembershipMayEnter,
  assertUserMayEnter,
  companyPolicy,
  isPasswordExpired,
  isTwoFactorRequired,
  openSession,
  presentSessionUser,
  STEP_TOKEN_TTL_MS,
} from './auth.service';

/** The auth module: its routes, and what it needs of the instance. */
export const authModule = fp(
  async (app) => {
    await app.register(
      authRoutes({
        limiter: app.loginLimiter,
        maintenance: app.settings.maintenance ?? false,
        baseDomain: app.settings.baseDomain,
      }),
    );
  },
  { name: 'auth', fastify: '5.x', dependencies: ['settings', 'login-limiter'], encapsulate: true },
);
