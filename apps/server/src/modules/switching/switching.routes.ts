import {
  ZChangeCompanyRequest,
  ZLoginResponse,
  ZOauthCompanyRequest,
  ZPartnerSwitchRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crossingOf } from '../../platform/db-reach';
import { clientOf } from '../../platform/request';
import { switchingPolicy } from './switching.policy';
import {
  backToPartner,
  changeCompany,
  enterUnitAsPartner,
  signInWithCompanyToken,
} from './switching.service';

export interface SwitchingRouteOptions {
  baseDomain: string;
}

/** Strips what the service keeps for itself (the session id) from a login answer. */
function present<T extends { sessionId?: number }>({ sessionId: _sessionId, ...answer }: T) {
  return answer;
}

export function switchingRoutes({ baseDomain }: SwitchingRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/change/companies',
      {
        config: { policy: switchingPolicy.changeCompany },
        schema: {
          tags: ['switching'],
          summary: 'Move the session to another business unit of the user',
          body: ZChangeCompanyRequest,
          response: { 200: ZLoginResponse },
        },
      },
      // Moving to another unit reads that unit's rules (IP, hours) and opens a session there: work
      // that crosses units, so it runs as the crossing role rather than in the current unit.
      async (request) =>
        present(
          await changeCompany({
            db: crossingOf(request.db),
            scope: request.scope,
            companyId: request.body.company_id,
            client: clientOf(request),
            baseDomain,
          }),
        ),
    );

    app.post(
      '/oauth/company',
      {
        config: { public: true, reach: 'crossing' },
        schema: {
          tags: ['switching'],
          summary: 'Sign in on the other domain with the token of a company change',
          body: ZOauthCompanyRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request) =>
        present(
          await signInWithCompanyToken({
            db: request.db,
            token: request.body.token,
            client: clientOf(request),
            baseDomain,
          }),
        ),
    );

    for (const [url, verify] of [
      ['/auth/change/partner/to/admin', true],
      ['/auth/change/partner/to/admin/no/verify', false],
    ] as const) {
      app.post(
        url,
        {
          config: { policy: switchingPolicy.enterUnit },
          schema: {
            tags: ['switching'],
            summary: verify
              ? 'A partner enters one of its units, waiting for consent when the unit requires it'
              : 'A partner enters one of its units that does not require consent',
            body: ZPartnerSwitchRequest,
            response: { 200: ZLoginResponse },
          },
        },
        async (request) =>
          present(
            await enterUnitAsPartner({
              db: request.db,
              scope: request.scope,
              companyId: request.body.company_id,
              profile: request.body.perfil_usuario,
              verify,
              client: clientOf(request),
            }),
          ),
      );
    }

    app.post(
      '/auth/change/back/partner',
      {
        config: { policy: switchingPolicy.backToPartner },
        schema: {
          tags: ['switching'],
          summary: 'Leave a unit entered as partner and return to the partner session',
          response: { 200: ZLoginResponse },
        },
      },
      async (request) =>
        present(await backToPartner({ db: request.db, scope: request.scope, client: clientOf(request) })),
    );
  };
}
