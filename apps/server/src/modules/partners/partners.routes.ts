import { partnerRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { partnerPolicy } from './partners.policy';
import { listPartners } from './partners.repository';
import { createPartner, setPartnerActive, updatePartner } from './partners.service';

export function partnerRoutes(): FastifyPluginAsync {
  return async (app) => {
    const tags = ['partners'];
    const manage = { tags, config: { policy: partnerPolicy.manage } };
    serve(app, calls.list, { tags, config: { policy: partnerPolicy.list } }, (request) =>
      listPartners(request.db, request.scope, request.query),
    );
    serve(app, calls.create, manage, (request) => createPartner(contextOf(request), request.body));
    serve(app, calls.update, manage, (request) =>
      updatePartner(contextOf(request), request.params.id, request.body),
    );
    serve(app, calls.deactivate, manage, (request) =>
      setPartnerActive(contextOf(request), request.params.id, false),
    );
    serve(app, calls.reactivate, manage, (request) =>
      setPartnerActive(contextOf(request), request.params.id, true),
    );
  };
}
