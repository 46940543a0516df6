import { switchingRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { crossingOf } from '../../platform/db-reach';
import { clientOf } from '../../platform/request';
import { serve } from '../../platform/serve';
import { switchingPolicy } from './switching.policy';
import {
  backToPartner,
  changeCompany,
  type AskUnitConsent,
  enterUnitAsPartner,
  signInWithCompanyToken,
} from './switching.service';

export interface SwitchingRouteOptions {
  baseDomain: string;
  /** How a unit that requires consent is asked to let a partner in (remote access). */
  askConsent: AskUnitConsent;
}

/** Strips what the service keeps for itself (the session id) from a login answer. */
function present<T extends { sessionId?: number }>({ sessionId: _sessionId, ...answer }: T) {
  return answer;
}

export function switchingRoutes({ baseDomain, askConsent }: SwitchingRouteOptions): FastifyPluginAsync {
  return async (app) => {
    const tags = ['switching'];

    // Moving to another unit reads that unit's rules (IP, hours) and opens a session there: work
    // that crosses units, so it runs as the crossing role rather than in the current unit.
    serve(
      app,
      calls.changeCompany,
      { tags, config: { policy: switchingPolicy.changeCompany } },
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

    serve(app, calls.companyToken, { tags, config: { public: true, reach: 'crossing' } }, async (request) =>
      present(
        await signInWithCompanyToken({
          db: request.db,
          token: request.body.token,
          client: clientOf(request),
          baseDomain,
        }),
      ),
    );

    for (const [def, verify] of [
      [calls.enterUnit, true],
      [calls.enterUnitWithoutConsent, false],
    ] as const) {
      serve(app, def, { tags, config: { policy: switchingPolicy.enterUnit } }, async (request) =>
        present(
          await enterUnitAsPartner({
            db: request.db,
            scope: request.scope,
            companyId: request.body.company_id,
            profile: request.body.perfil_usuario,
            verify,
            client: clientOf(request),
            askConsent,
          }),
        ),
      );
    }

    serve(
      app,
      calls.backToPartner,
      { tags, config: { policy: switchingPolicy.backToPartner } },
      async (request) =>
        present(await backToPartner({ db: request.db, scope: request.scope, client: clientOf(request) })),
    );
  };
}
