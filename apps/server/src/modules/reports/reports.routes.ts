import {
  REPORT_COVER_CONTENT_TYPES,
  REPORT_COVER_MAX_BYTES,
  REPORT_HTML_MAX_BYTES,
  ZCheckReportHtmlRequest,
  ZCheckReportHtmlResponse,
  ZCreateReportRequest,
  ZPartnerReportFilters,
  ZPartnerReportFiltersQuery,
  ZPartnerReportListQuery,
  ZPartnerReportPage,
  ZReport,
  ZReportHiddenRequest,
  ZReportListQuery,
  ZReportMaintenanceRequest,
  ZReportPage,
  ZReportParams,
  ZReportResponse,
  ZUpdateReportRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertHtmlImportable } from './html-import';
import { linkContextOf } from '../tenancy/link-origin';
import { reportPolicy } from './reports.policy';
import {
  createReport,
  deleteReport,
  listReportsAcrossUnits,
  reportFiltersAcrossUnits,
  listReportsFor,
  presentReportFor,
  removeReportCover,
  setReportCover,
  setReportHidden,
  setReportMaintenance,
  updateReport,
} from './reports.service';

/** An HTML body of the largest size, with room for the rest of the form. */
const REPORT_BODY_LIMIT = REPORT_HTML_MAX_BYTES * 2 + 64 * 1024;

/** Reports: lists for members, management for admins, a read-only list across units. */
export function reportRoutes(opts: { storageDir: string }): FastifyPluginAsyncZod {
  const { storageDir } = opts;
  return async (app) => {
    const tags = ['reports'];

    app.get(
      '/auth/reports/a2m',
      {
        config: { policy: reportPolicy.readAcrossUnits },
        schema: {
          tags,
          summary: 'Reports across the units the operator or partner reaches (read-only)',
          querystring: ZPartnerReportListQuery,
          response: { 200: ZPartnerReportPage },
        },
      },
      async (request) => listReportsAcrossUnits(request.db, request.scope, request.query),
    );
    app.get(
      '/auth/reports/a2m/filters',
      {
        config: { policy: reportPolicy.readAcrossUnits },
        schema: {
          tags,
          summary: 'Partners, units and provider accounts the across-units view filters by',
          querystring: ZPartnerReportFiltersQuery,
          response: { 200: ZPartnerReportFilters },
        },
      },
      async (request) => reportFiltersAcrossUnits(request.db, request.scope, request.query),
    );
    app.get(
      '/auth/reports',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Reports the caller may see (admins: every report of the unit)',
          querystring: ZReportListQuery,
          response: { 200: ZReportPage },
        },
      },
      async (request) => listReportsFor(request.db, request.scope, request.query),
    );
    app.get(
      '/auth/reports/:id',
      {
        config: { policy: reportPolicy.view },
        schema: { tags, summary: 'One report', params: ZReportParams, response: { 200: ZReportResponse } },
      },
      async (request) => presentReportFor(request.db, request.scope, request.params.id),
    );
    // The managing routes take a cover as the raw picture (its content type), not wrapped in JSON.
    await app.register(async (scoped) => {
      scoped.addContentTypeParser(
        [...REPORT_COVER_CONTENT_TYPES],
        { parseAs: 'buffer', bodyLimit: REPORT_COVER_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      const managing = scoped.withTypeProvider<ZodTypeProvider>();
      managing.post(
        '/auth/reports',
        {
          config: { policy: reportPolicy.manage },
          bodyLimit: REPORT_BODY_LIMIT,
          schema: {
            tags,
            summary: 'Add an HTML or external-link report',
            body: ZCreateReportRequest,
            response: { 201: ZReport },
          },
        },
        async (request, reply) =>
          reply.status(201).send(
            await createReport({
              db: request.db,
              scope: request.scope,
              input: request.body,
              lang: request.lang,
            }),
          ),
      );
      managing.post(
        '/auth/reports/html/check',
        {
          config: { policy: reportPolicy.manage },
          bodyLimit: REPORT_BODY_LIMIT,
          schema: {
            tags,
            summary: 'Check an HTML body against the import rules',
            body: ZCheckReportHtmlRequest,
            response: { 200: ZCheckReportHtmlResponse },
          },
        },
        async (request) => {
          assertHtmlImportable(request.body.html_content, request.lang);
          return { ok: true as const };
        },
      );
      managing.put(
        '/auth/reports/:id',
        {
          config: { policy: reportPolicy.manage },
          bodyLimit: REPORT_BODY_LIMIT,
          schema: {
            tags,
            summary: 'Edit a report (any kind)',
            params: ZReportParams,
            body: ZUpdateReportRequest,
            response: { 200: ZReport },
          },
        },
        async (request) =>
          updateReport({
            db: request.db,
            scope: request.scope,
            id: request.params.id,
            input: request.body,
            lang: request.lang,
          }),
      );
      managing.put(
        '/auth/reports/:id/hidden',
        {
          config: { policy: reportPolicy.manage },
          schema: {
            tags,
            summary: 'Hide or unhide a report (hidden reports are seen by admins only)',
            params: ZReportParams,
            body: ZReportHiddenRequest,
            response: { 200: ZReport },
          },
        },
        async (request) => setReportHidden(request.db, request.scope, request.params.id, request.body.hidden),
      );
      managing.put(
        '/auth/reports/:id/maintenance',
        {
          config: { policy: reportPolicy.manage },
          schema: {
            tags,
            summary: 'Maintenance now and/or a scheduled maintenance window',
            params: ZReportParams,
            body: ZReportMaintenanceRequest,
            response: { 200: ZReport },
          },
        },
        async (request) =>
          setReportMaintenance(
            request.db,
            request.scope,
            request.params.id,
            request.body,
            linkContextOf(request),
          ),
      );
      managing.delete(
        '/auth/reports/:id',
        {
          config: { policy: reportPolicy.manage },
          schema: {
            tags,
            summary: 'Delete a report',
            params: ZReportParams,
            response: { 200: z.object({ deleted: z.literal(true) }) },
          },
        },
        async (request) => {
          await deleteReport(request.db, request.scope, request.params.id);
          return { deleted: true as const };
        },
      );
      managing.delete(
        '/auth/reports/:id/cover',
        {
          config: { policy: reportPolicy.manage },
          schema: {
            tags,
            summary: "Remove a report's cover",
            params: ZReportParams,
            response: { 200: ZReport },
          },
        },
        async (request) =>
          removeReportCover({ db: request.db, storageDir, scope: request.scope, id: request.params.id }),
      );
      managing.put(
        '/auth/reports/:id/cover',
        {
          config: { policy: reportPolicy.manage },
          bodyLimit: REPORT_COVER_MAX_BYTES,
          schema: {
            tags,
            summary: 'Upload a cover picture (raw PNG, JPEG or WebP body)',
            params: ZReportParams,
            response: { 200: ZReport },
          },
        },
        async (request) =>
          setReportCover({
            db: request.db,
            storageDir,
            scope: request.scope,
            id: request.params.id,
            contentType: request.headers['content-type'],
            body: request.body,
          }),
      );
    });
  };
}
