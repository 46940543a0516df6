import { domainRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Scope } from '../../platform/scope';
import { serve } from '../../platform/serve';
import { type DomainReach, domainPolicy, reachOf } from './domains.policy';
import {
  changeSubdomain,
  getDomainBilling,
  getDomainFee,
  getUnitDomain,
  listDomainsFor,
  registerDomain,
  removeDomain,
  setDomainFee,
} from './domains.service';

const tags = ['domains'];

/** The caller's reach; the routes' policies let only a session with its tenant through. */
function reach(scope: Scope): DomainReach {
  return reachOf(scope) as DomainReach;
}

export function domainRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsync {
  return async (app) => {
    const view = { tags, config: { policy: domainPolicy.view } };
    const manage = { tags, config: { policy: domainPolicy.manage } };
    serve(app, calls.list, view, (request) =>
      listDomainsFor({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        query: request.query,
        baseDomain,
      }),
    );
    serve(app, calls.fee, { tags, config: { policy: domainPolicy.viewFee } }, (request) =>
      getDomainFee(request.db),
    );
    serve(app, calls.setFee, { tags, config: { policy: domainPolicy.setFee } }, (request) =>
      setDomainFee(request.db, request.scope, request.body.monthly_fee_cents),
    );
    serve(app, calls.billing, manage, (request) => getDomainBilling(request.db, reach(request.scope)));
    serve(app, calls.get, view, (request) =>
      getUnitDomain(request.db, reach(request.scope), request.params.id),
    );
    serve(app, calls.setSubdomain, manage, (request) =>
      changeSubdomain({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        id: request.params.id,
        subdomain: request.body.subdomain,
      }),
    );
    serve(app, calls.register, manage, (request) =>
      registerDomain({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        id: request.params.id,
        domain: request.body.domain,
        baseDomain,
      }),
    );
    serve(app, calls.remove, manage, (request) =>
      removeDomain({
        db: request.db,
        scope: request.scope,
        reach: reach(request.scope),
        id: request.params.id,
      }),
    );
  };
}
