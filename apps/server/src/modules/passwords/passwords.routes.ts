import {
  translate,
  ZForgotPasswordRequest,
  ZOkResponse,
  ZPasswordConfigRequest,
  ZPasswordRules,
  ZResetPasswordRequest,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../platform/mail';
import { linkContextOf } from '../tenancy/link-origin';
import {
  passwordRulesFor,
  type RequestOrigin,
  requestPasswordRecovery,
  resetPasswordWithToken,
} from './passwords.service';

export interface PasswordRouteOptions {
  mailer: Mailer;
  baseDomain: string;
}

function originOf(request: FastifyRequest): RequestOrigin {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    host: request.headers.host,
    protocol: request.protocol,
  };
}

/** Password rules, recovery by e-mail and setting a new password: all before any session. */
export function passwordRoutes({ mailer, baseDomain }: PasswordRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/password/config',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['passwords'],
          summary: "The password rules of the token's user, else of the unit of the address",
          body: ZPasswordConfigRequest,
          response: { 200: ZPasswordRules },
        },
      },
      async (request) =>
        passwordRulesFor({
          db: request.db,
          token: request.body.token,
          host: request.headers.host,
          baseDomain,
        }),
    );

    app.post(
      '/password/forgot',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['passwords'],
          summary: 'Mail a single-use password recovery link (never tells whether the e-mail exists)',
          body: ZForgotPasswordRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await requestPasswordRecovery({
          db: request.db,
          mailer,
          email: request.body.email,
          origin: originOf(request),
          links: linkContextOf(request),
          log: request.log,
        });
        return { status: 'success' as const, message: translate('password_recovery_sent', request.lang) };
      },
    );

    app.post(
      '/password/reset',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['passwords'],
          summary: 'Set a new password with a recovery or forced-change token; ends every session',
          body: ZResetPasswordRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await resetPasswordWithToken({ db: request.db, input: request.body, origin: originOf(request) });
        return { status: 'success' as const, message: translate('password_changed', request.lang) };
      },
    );
  };
}
