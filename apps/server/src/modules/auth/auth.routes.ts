import {
  translate,
  ZLoginConfigRequest,
  ZLoginConfigResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZOkResponse,
  ZRefreshTokenResponse,
  ZSiteResponse,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request';
import { login } from './auth.service';
import { loginRedirect } from './redirects';
import { describeSite, loginConfigFor } from './login-config';
import { currentUser, logout, refreshToken } from './sessions.service';
import { type LoginLimiter, LoginLockedError } from './login-limiter';
import { authPolicy } from './auth.policy';
import { NO_UNIT_ROUTE } from '../../platform/route-reach';

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
}: AuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request, reply) => {
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
      },
    );

    app.get(
      '/site',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['auth'],
          summary: 'The business unit of the request host (unknown hosts: /domain/notfound)',
          response: { 200: ZSiteResponse },
        },
      },
      async (request) => describeSite(request.db, request.headers.host, baseDomain),
    );

    app.post(
      '/login/config',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['auth'],
          summary:
            "The sign-in page's configuration for the request host: unit, single sign-on, passwords, theme",
          body: ZLoginConfigRequest,
          response: { 200: ZLoginConfigResponse },
        },
      },
      async (request) => loginConfigFor(request.db, request.headers.host, baseDomain),
    );

    app.post(
      '/logout',
      {
        config: { policy: authPolicy.session },
        schema: { tags: ['auth'], summary: 'End the current session', response: { 200: ZOkResponse } },
      },
      async (request) => {
        await logout({ db: request.db, scope: request.scope, client: clientOf(request) });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );

    app.post(
      '/refresh/token',
      {
        config: { policy: authPolicy.session, expiredGraceMs: REFRESH_GRACE_MS },
        schema: {
          tags: ['auth'],
          summary: 'Replace the session token with a new one (also shortly after it expired)',
          response: { 200: ZRefreshTokenResponse },
        },
      },
      async (request) =>
        refreshToken({
          db: request.db,
          scope: request.scope,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );

    app.get(
      '/auth/me',
      {
        config: { policy: authPolicy.session },
        schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZMeResponse } },
      },
      async (request) => ({ user: await currentUser({ db: request.db, scope: request.scope }) }),
    );

    app.get(
      '/csrf',
      {
        config: { public: true, reach: NO_UNIT_ROUTE },
        schema: { tags: ['auth'], summary: 'Hand out the XSRF-TOKEN cookie' },
      },
      async (_request, reply) => reply.status(204).send(),
    );
  };
}
