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
} from '../catalogs';
import { route } from '../route-map';
import { z } from 'zod';

/** The catalog screen's calls. */
export const catalogRoutes = {
  list: route('GET /auth/catalogs', {
    summary: "The unit's catalog reports with the caller's access status",
    response: ZCatalogList,
  }),
  badge: route('GET /auth/catalogs/badge', {
    summary: 'Pending requests (admins) and answers the caller has not seen',
    response: ZCatalogBadge,
  }),
  markSeen: route('POST /auth/catalogs/seen', {
    summary: "Mark the caller's answered requests as seen",
    response: z.object({ seen: z.number().int() }),
  }),
  ask: route('POST /auth/catalogs/:reportId/requests', {
    summary: 'Ask for access to a catalog report',
    params: ZCatalogReportParams,
    body: ZCreateCatalogRequest,
    response: ZCatalogRequest,
    status: 201,
  }),
  requests: route('GET /auth/catalogs/requests', {
    summary: "The unit's access requests (open ones first)",
    query: ZCatalogRequestQuery,
    response: ZCatalogRequestPage,
  }),
  grant: route('POST /auth/catalogs/requests/:id/grant', {
    summary: 'Grant a request (with the requester’s filters, or without filters)',
    params: ZCatalogRequestParams,
    body: ZGrantCatalogRequest,
    response: ZCatalogRequest,
  }),
  deny: route('POST /auth/catalogs/requests/:id/deny', {
    summary: 'Deny a request with a reason',
    params: ZCatalogRequestParams,
    body: ZDenyCatalogRequest,
    response: ZCatalogRequest,
  }),
} as const;
