import { passwordRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Mailer } from '../../platform/mail';
import { serve } from '../../platform/serve';
import { linkContextOf } from '../tenancy';
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

function originOf(request: Pick<FastifyRequest, 'ip' | 'headers' | 'protocol'>): RequestOrigin {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    host: request.headers.host,
    protocol: request.protocol,
  };
}

/** Password rules, recovery by e-mail and setting a new password: all before any session. */
export function passwordRoutes({ mailer, baseDomain }: PasswordRouteOptions): FastifyPluginAsync {
  return async (app) => {
    const open = { tags: ['passwords'], config: { public: true, reach: 'crossing' as const } };

    serve(app, calls.rules, open, (request) =>
      passwordRulesFor({
        db: request.db,
        token: request.body.token,
        host: request.headers.host,
        baseDomain,
      }),
    );

    serve(app, calls.forgot, open, async (request) => {
      await requestPasswordRecovery({
        db: request.db,
        mailer,
        email: request.body.email,
        origin: originOf(request),
        links: linkContextOf(request),
        log: request.log,
      });
      return { status: 'success' as const, message: translate('password_recovery_sent', request.lang) };
    });

    serve(app, calls.reset, open, async (request) => {
      await resetPasswordWithToken({ db: request.db, input: request.body, origin: originOf(request) });
      return { status: 'success' as const, message: translate('password_changed', request.lang) };
    });
  };
}
