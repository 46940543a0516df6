import {
  translate,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZOkResponse,
  ZRefreshTokenResponse,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db';
import { type ClientInfo, currentUser, login, logout, refreshToken } from './auth.service';

/** Where a request comes from, as the sign-in rules see it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, host: request.headers.host };
}

export interface AuthRouteOptions {
  db: Db;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
  baseDomain: string;
}

export function authRoutes({ db, loginRateLimit, baseDomain }: AuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: {
          public: true,
          rateLimit: { max: loginRateLimit, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request) => {
        const {
          userId: _userId,
          sessionId: _sessionId,
          companyId: _companyId,
          ...answer
        } = await login({
          db,
          email: request.body.email,
          password: request.body.password,
          client: clientOf(request),
          baseDomain,
        });
        return answer;
      },
    );

    app.post(
      '/logout',
      { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: ZOkResponse } } },
      async (request) => {
        await logout({ db, scope: request.scope });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );

    app.post(
      '/refresh/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Replace the session token with a new one',
          response: { 200: ZRefreshTokenResponse },
        },
      },
      async (request) => refreshToken({ db, scope: request.scope, ip: request.ip }),
    );

    app.get(
      '/auth/me',
      { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZMeResponse } } },
      async (request) => ({ user: await currentUser({ db, scope: request.scope }) }),
    );

    app.get(
      '/csrf',
      { config: { public: true }, schema: { tags: ['auth'], summary: 'Hand out the XSRF-TOKEN cookie' } },
      async (_request, reply) => reply.status(204).send(),
    );
  };
}
