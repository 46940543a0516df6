import {
  zText,
  ZDisableTwoFactorRequest,
  translate,
  ZMfaStatusResponse,
  ZMfaUserParams,
  ZOkResponse,
  ZRecoveryCodesResponse,
  ZTwoFactorChallengeResponse,
  ZTwoFactorLoginRequest,
  ZTwoFactorLoginResponse,
} from '@mirante/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto';
import { clientOf } from '../../platform/request';
import { loginRedirect } from '../auth/redirects';
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

const ZStepTokenParams = z.object({ token: zText().min(1).max(128) });

/** Answers that carry a secret or recovery codes must not linger in any cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function mfaRoutes({ secretBox }: MfaRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/login/2fa/:token',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['auth'],
          summary: 'The second step of a sign-in: the secret to enrol, or that a code is due',
          params: ZStepTokenParams,
          response: { 200: ZTwoFactorChallengeResponse },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return getTwoFactorChallenge({ db: request.db, secretBox, token: request.params.token });
      },
    );

    app.post(
      '/login/2fa',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with the second factor: a code from the app or a recovery code',
          body: ZTwoFactorLoginRequest,
          response: { 200: ZTwoFactorLoginResponse },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const answer = await completeTwoFactor({
          db: request.db,
          secretBox,
          input: request.body,
          client: clientOf(request),
        });
        return { ...answer, redirect: loginRedirect(answer, request.body.redirect, request.protocol) };
      },
    );

    app.get(
      '/auth/mfa',
      {
        config: { policy: mfaPolicy.read },
        schema: {
          tags: ['mfa'],
          summary: "The caller's own second factor",
          response: { 200: ZMfaStatusResponse },
        },
      },
      async (request) => getOwnTwoFactor({ db: request.db, scope: request.scope }),
    );

    app.delete(
      '/auth/mfa',
      {
        config: { policy: mfaPolicy.manageOwn },
        schema: {
          tags: ['mfa'],
          summary: 'Turn off the caller’s voluntary second factor (with their password or a code)',
          body: ZDisableTwoFactorRequest.nullish(),
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await disableOwnTwoFactor({
          db: request.db,
          secretBox,
          scope: request.scope,
          proof: request.body ?? {},
          client: clientOf(request),
        });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );

    app.post(
      '/auth/mfa/recovery-codes',
      {
        config: { policy: mfaPolicy.manageOwn },
        schema: {
          tags: ['mfa'],
          summary: 'New recovery codes for the caller; the previous ones stop working',
          response: { 200: ZRecoveryCodesResponse },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const codes = await regenerateRecoveryCodes({
          db: request.db,
          scope: request.scope,
          client: clientOf(request),
        });
        return { recovery_codes: codes };
      },
    );

    app.post(
      '/auth/mfa/reset/:userId',
      {
        config: { policy: mfaPolicy.reset },
        schema: {
          tags: ['mfa'],
          summary: "Clear a user's second factor and end their sessions (admin of the unit, partner)",
          params: ZMfaUserParams,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await resetTwoFactor({
          db: request.db,
          scope: request.scope,
          userId: request.params.userId,
          client: clientOf(request),
        });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );
  };
}
