import { authRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clientOf } from '../../platform/request';
import { NO_UNIT_ROUTE } from '../../platform/route-reach';
import { serve } from '../../platform/serve';
import { authPolicy } from './auth.policy';
import { login } from './auth.service';
import { describeSite, loginConfigFor } from './auth-login-config.service';
import { type LoginLimiter, LoginLockedError } from './auth-login-limiter.service';
import { loginRedirect } from './auth-redirects.service';
import { currentUser, logout, refreshToken } from './auth-sessions.service';

/**
 * How long after its expiry a session may still be refreshed: the playlist view refreshes on
 * 'Token is Expired' (spec §4), which needs the expired session to be recognised for a while.
 */
export const REFRESH_GRACE_MS = 60 * 60_000;

export interface AuthRouteOptions {
  /** Counts failed sign-ins per account and per address; none means no limit. */
  limiter?: LoginLimiter;
  /** Platform maintenance: only the operator may sign in. */
  maintenance?: boolean;
  baseDomain: string;
}

export function authRoutes({
  limiter,
  maintenance = false,
  baseDomain,
}: AuthRouteOptions): FastifyPluginAsync {
  return async (app) => {
    const tags = ['auth'];
    const open = { tags, config: { public: true, reach: 'crossing' as const } };
    const session = { tags, config: { policy: authPolicy.session } };

    serve(app, calls.login, open, async (request, reply) => {
      try {
        const {
          userId: _userId,
          sessionId: _sessionId,
          companyId: _companyId,
          ...answer
        } = await login({
          db: request.db,
          email: request.body.email,
          password: request.body.password,
          client: clientOf(request),
          baseDomain,
          limiter,
          maintenance,
        });
        return { ...answer, redirect: loginRedirect(answer, request.body.redirect, request.protocol) };
      } catch (error) {
        if (error instanceof LoginLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    });

    serve(app, calls.site, open, (request) => describeSite(request.db, request.headers.host, baseDomain));

    serve(app, calls.loginConfig, open, (request) =>
      loginConfigFor(request.db, request.headers.host, baseDomain),
    );

    serve(app, calls.logout, session, async (request) => {
      await logout({ db: request.db, scope: request.scope, client: clientOf(request) });
      return { status: 'success' as const, message: translate('done', request.lang) };
    });

    serve(
      app,
      calls.refreshToken,
      { tags, config: { policy: authPolicy.session, expiredGraceMs: REFRESH_GRACE_MS } },
      (request) =>
        refreshToken({
          db: request.db,
          scope: request.scope,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );

    serve(app, calls.me, session, async (request) => ({
      user: await currentUser({ db: request.db, scope: request.scope }),
    }));

    serve(app, calls.csrf, { tags, config: { public: true, reach: NO_UNIT_ROUTE } }, () => undefined);
  };
}
