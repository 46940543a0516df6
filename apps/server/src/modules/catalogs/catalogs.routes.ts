import { catalogRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { linkContextOf } from '../tenancy';
import { catalogPolicy } from './catalogs.policy';
import {
  askForReport,
  catalogBadgeOf,
  catalogOf,
  denyCatalogRequest,
  grantCatalogRequest,
  listCatalogRequests,
  markCatalogSeen,
} from './catalogs.service';

export function catalogRoutes(): FastifyPluginAsync {
  return async (app) => {
    const tags = ['catalogs'];
    const view = { tags, config: { policy: catalogPolicy.view } };
    const decide = { tags, config: { policy: catalogPolicy.decide } };

    serve(app, calls.list, view, (request) => catalogOf(contextOf(request)));
    serve(app, calls.badge, view, (request) => catalogBadgeOf(contextOf(request)));
    serve(app, calls.markSeen, view, async (request) => ({
      seen: await markCatalogSeen(contextOf(request)),
    }));
    serve(app, calls.ask, { tags, config: { policy: catalogPolicy.request } }, (request) =>
      askForReport({
        ...contextOf(request),
        links: linkContextOf(request),
        reportId: request.params.reportId,
        message: request.body.message,
      }),
    );
    serve(app, calls.requests, decide, (request) =>
      listCatalogRequests({ ...contextOf(request), query: request.query }),
    );
    serve(app, calls.grant, decide, (request) =>
      grantCatalogRequest({
        ...contextOf(request),
        links: linkContextOf(request),
        id: request.params.id,
        input: request.body,
      }),
    );
    serve(app, calls.deny, decide, (request) =>
      denyCatalogRequest({
        ...contextOf(request),
        links: linkContextOf(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
    );
  };
}
