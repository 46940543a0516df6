import {
  ZCatalogBadge,
  ZCatalogList,
  ZCatalogReportParams,
  ZCatalogRequest,
  ZCatalogRequestPage,
  ZCatalogRequestParams,
  ZCatalogRequestQuery,
  ZCreateCatalogRequest,
  ZDenyCatalogRequest,
  ZGrantCatalogRequest,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { catalogPolicy } from './catalogs.policy';
import {
  catalogBadge,
  createRequest,
  denyRequest,
  grantRequest,
  listCatalog,
  listRequests,
  markSeen,
} from './catalogs.repository';

/** Profile first, so a caller without access gets 403 even when its body is wrong. */
function allow(rule: (scope: Scope) => boolean) {
  return async (request: FastifyRequest) => authorize(request.scope, rule);
}

export function catalogRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalogs'];
    const view = allow(catalogPolicy.view);
    const ask = allow(catalogPolicy.request);
    const decide = allow(catalogPolicy.decide);

    app.get(
      '/auth/catalogs',
      {
        preValidation: view,
        schema: {
          tags,
          summary: "The unit's catalog reports with the caller's access status",
          response: { 200: ZCatalogList },
        },
      },
      async (request) => ({
        data: await listCatalog(db, request.scope),
        policies: {
          request: catalogPolicy.request(request.scope),
          decide: catalogPolicy.decide(request.scope),
        },
      }),
    );
    app.get(
      '/auth/catalogs/badge',
      {
        preValidation: view,
        schema: {
          tags,
          summary: 'Pending requests (admins) and answers the caller has not seen',
          response: { 200: ZCatalogBadge },
        },
      },
      async (request) => catalogBadge(db, request.scope, catalogPolicy.decide(request.scope)),
    );
    app.post(
      '/auth/catalogs/seen',
      {
        preValidation: view,
        schema: {
          tags,
          summary: "Mark the caller's answered requests as seen",
          response: { 200: z.object({ seen: z.number().int() }) },
        },
      },
      async (request) => ({ seen: await markSeen(db, request.scope) }),
    );
    app.post(
      '/auth/catalogs/:reportId/requests',
      {
        preValidation: ask,
        schema: {
          tags,
          summary: 'Ask for access to a catalog report',
          params: ZCatalogReportParams,
          body: ZCreateCatalogRequest,
          response: { 201: ZCatalogRequest },
        },
      },
      async (request, reply) => {
        const created = await createRequest(db, request.scope, request.params.reportId, request.body.message);
        await audit(request.scope, 'catalog.requested', created.id, { report_id: created.report_id });
        return reply.status(201).send(created);
      },
    );
    app.get(
      '/auth/catalogs/requests',
      {
        preValidation: decide,
        schema: {
          tags,
          summary: "The unit's access requests (open ones first)",
          querystring: ZCatalogRequestQuery,
          response: { 200: ZCatalogRequestPage },
        },
      },
      async (request) => listRequests(db, request.scope.companyId as number, request.query),
    );
    app.post(
      '/auth/catalogs/requests/:id/grant',
      {
        preValidation: decide,
        schema: {
          tags,
          summary: 'Grant a request (with the requester’s filters, or without filters)',
          params: ZCatalogRequestParams,
          body: ZGrantCatalogRequest,
          response: { 200: ZCatalogRequest },
        },
      },
      async (request) => {
        const granted = await grantRequest(db, request.scope, request.params.id, request.body);
        await audit(request.scope, 'catalog.granted', granted.id, {
          report_id: granted.report_id,
          user_id: granted.user.id,
          mode: granted.grant_mode,
        });
        return granted;
      },
    );
    app.post(
      '/auth/catalogs/requests/:id/deny',
      {
        preValidation: decide,
        schema: {
          tags,
          summary: 'Deny a request with a reason',
          params: ZCatalogRequestParams,
          body: ZDenyCatalogRequest,
          response: { 200: ZCatalogRequest },
        },
      },
      async (request) => {
        const denied = await denyRequest(db, request.scope, request.params.id, request.body.reason);
        await audit(request.scope, 'catalog.denied', denied.id, {
          report_id: denied.report_id,
          user_id: denied.user.id,
        });
        return denied;
      },
    );

    function audit(scope: Scope, event: string, id: number, details: Record<string, unknown>) {
      return recordAudit(db, {
        event,
        outcome: 'success',
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        details: { catalog_request_id: id, ...details },
      });
    }
  };
}
