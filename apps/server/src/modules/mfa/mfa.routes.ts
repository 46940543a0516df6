import { mfaRoutes as calls, translate } from '@mirante/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SecretBox } from '../../platform/crypto';
import { contextOf } from '../../platform/call-context';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import { loginRedirect } from '../auth';
import {
  completeTwoFactor,
  disableOwnTwoFactor,
  getOwnTwoFactor,
  getTwoFactorChallenge,
  regenerateRecoveryCodes,
  resetTwoFactor,
} from './mfa.service';
import { mfaPolicy } from './mfa.policy';

export interface MfaRouteOptions {
  /** Seals TOTP secrets at rest. */
  secretBox: SecretBox;
}

/** Answers that carry a secret or recovery codes must not linger in any cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function mfaRoutes({ secretBox }: MfaRouteOptions): FastifyPluginAsync {
  return async (app) => {
    const step = { tags: ['auth'], config: { public: true, reach: 'crossing' as const } };
    const manageOwn = { tags: ['mfa'], config: { policy: mfaPolicy.manageOwn } };

    serve(app, calls.challenge, step, (request, reply) => {
      noStore(reply);
      return getTwoFactorChallenge({ db: request.db, secretBox, token: request.params.token });
    });

    serve(app, calls.signIn, step, async (request, reply) => {
      noStore(reply);
      const answer = await completeTwoFactor({
        db: request.db,
        secretBox,
        input: request.body,
        client: clientOf(request),
      });
      return { ...answer, redirect: loginRedirect(answer, request.body.redirect, request.protocol) };
    });

    serve(app, calls.status, { tags: ['mfa'], config: { policy: mfaPolicy.read } }, (request) =>
      getOwnTwoFactor(contextOf(request)),
    );

    serve(app, calls.disable, manageOwn, async (request) => {
      await disableOwnTwoFactor(contextOf(request), { secretBox, proof: request.body ?? {} });
      return { status: 'success' as const, message: translate('done', request.lang) };
    });

    serve(app, calls.recoveryCodes, manageOwn, async (request, reply) => {
      noStore(reply);
      const codes = await regenerateRecoveryCodes(contextOf(request));
      return { recovery_codes: codes };
    });

    serve(app, calls.reset, { tags: ['mfa'], config: { policy: mfaPolicy.reset } }, async (request) => {
      await resetTwoFactor(contextOf(request), request.params.userId);
      return { status: 'success' as const, message: translate('done', request.lang) };
    });
  };
}
