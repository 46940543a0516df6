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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

export function catalogRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalogs'];

    app.get(
      '/auth/catalogs',
      {
        config: { policy: catalogPolicy.view },
        schema: {
          tags,
          summary: "The unit's catalog reports with the caller's access status",
          response: { 200: ZCatalogList },
        },
      },
      async (request) => catalogOf({ db: request.db, scope: request.scope }),
    );
    app.get(
      '/auth/catalogs/badge',
      {
        config: { policy: catalogPolicy.view },
        schema: {
          tags,
          summary: 'Pending requests (admins) and answers the caller has not seen',
          response: { 200: ZCatalogBadge },
        },
      },
      async (request) => catalogBadgeOf({ db: request.db, scope: request.scope }),
    );
    app.post(
      '/auth/catalogs/seen',
      {
        config: { policy: catalogPolicy.view },
        schema: {
          tags,
          summary: "Mark the caller's answered requests as seen",
          response: { 200: z.object({ seen: z.number().int() }) },
        },
      },
      async (request) => ({ seen: await markCatalogSeen({ db: request.db, scope: request.scope }) }),
    );
    app.post(
      '/auth/catalogs/:reportId/requests',
      {
        config: { policy: catalogPolicy.request },
        schema: {
          tags,
          summary: 'Ask for access to a catalog report',
          params: ZCatalogReportParams,
          body: ZCreateCatalogRequest,
          response: { 201: ZCatalogRequest },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await askForReport({
            db: request.db,
            scope: request.scope,
            reportId: request.params.reportId,
            message: request.body.message,
          }),
        ),
    );
    app.get(
      '/auth/catalogs/requests',
      {
        config: { policy: catalogPolicy.decide },
        schema: {
          tags,
          summary: "The unit's access requests (open ones first)",
          querystring: ZCatalogRequestQuery,
          response: { 200: ZCatalogRequestPage },
        },
      },
      async (request) => listCatalogRequests({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.post(
      '/auth/catalogs/requests/:id/grant',
      {
        config: { policy: catalogPolicy.decide },
        schema: {
          tags,
          summary: 'Grant a request (with the requester’s filters, or without filters)',
          params: ZCatalogRequestParams,
          body: ZGrantCatalogRequest,
          response: { 200: ZCatalogRequest },
        },
      },
      async (request) =>
        grantCatalogRequest({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          input: request.body,
        }),
    );
    app.post(
      '/auth/catalogs/requests/:id/deny',
      {
        config: { policy: catalogPolicy.decide },
        schema: {
          tags,
          summary: 'Deny a request with a reason',
          params: ZCatalogRequestParams,
          body: ZDenyCatalogRequest,
          response: { 200: ZCatalogRequest },
        },
      },
      async (request) =>
        denyCatalogRequest({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          reason: request.body.reason,
        }),
    );
  };
}
