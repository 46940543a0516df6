import {
  REPORT_COVER_CONTENT_TYPES,
  REPORT_COVER_MAX_BYTES,
  REPORT_HTML_MAX_BYTES,
  ZCheckReportHtmlRequest,
  ZCheckReportHtmlResponse,
  ZCreateReportRequest,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import { assertHtmlImportable } from './html-import';
import { listPartnerReports } from './partner-reports.repository';
import { auditReports } from './report-audit';
import { listReports } from './reports.repository';
import { reportPolicy } from './reports.policy';
import {
  createReport,
  deleteReport,
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
export function reportRoutes(opts: { db: Db; storageDir: string }): FastifyPluginAsyncZod {
  const { db, storageDir } = opts;
  return async (app) => {
    const tags = ['reports'];
    const audit = auditReports(db);

    const acrossUnits: FastifyPluginAsyncZod = async (scoped) => {
      scoped.addHook('preValidation', async (request) =>
        authorize(request.scope, reportPolicy.readAcrossUnits),
      );
      scoped.get(
        '/auth/reports/a2m',
        {
          schema: {
            tags,
            summary: 'Reports across the units the operator or partner reaches (read-only)',
            querystring: ZPartnerReportListQuery,
            response: { 200: ZPartnerReportPage },
          },
        },
        async (request) => listPartnerReports(db, request.scope, request.query),
      );
    };

    const viewing: FastifyPluginAsyncZod = async (scoped) => {
      scoped.addHook('preValidation', async (request) => authorize(request.scope, reportPolicy.view));
      scoped.get(
        '/auth/reports',
        {
          schema: {
            tags,
            summary: 'Reports the caller may see (admins: every report of the unit)',
            querystring: ZReportListQuery,
            response: { 200: ZReportPage },
          },
        },
        async (request) =>
          listReports(db, request.scope, request.query, { manage: reportPolicy.manage(request.scope) }),
      );
      scoped.get(
        '/auth/reports/:id',
        {
          schema: { tags, summary: 'One report', params: ZReportParams, response: { 200: ZReportResponse } },
        },
        async (request) => presentReportFor(db, request.scope, request.params.id),
      );
    };

    const managing: FastifyPluginAsyncZod = async (scoped) => {
      scoped.addHook('preValidation', async (request) => authorize(request.scope, reportPolicy.manage));
      scoped.post(
        '/auth/reports',
        {
          bodyLimit: REPORT_BODY_LIMIT,
          schema: {
            tags,
            summary: 'Add an HTML or external-link report',
            body: ZCreateReportRequest,
            response: { 201: ZReport },
          },
        },
        async (request, reply) => {
          const report = await createReport({
            db,
            scope: request.scope,
            input: request.body,
            lang: request.lang,
          });
          await audit(request.scope, 'report.created', { report_id: report.id, kind: report.kind });
          return reply.status(201).send(report);
        },
      );
      scoped.post(
        '/auth/reports/html/check',
        {
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
      scoped.put(
        '/auth/reports/:id',
        {
          bodyLimit: REPORT_BODY_LIMIT,
          schema: {
            tags,
            summary: 'Edit a report (any kind)',
            params: ZReportParams,
            body: ZUpdateReportRequest,
            response: { 200: ZReport },
          },
        },
        async (request) => {
          const report = await updateReport({
            db,
            scope: request.scope,
            id: request.params.id,
            input: request.body,
            lang: request.lang,
          });
          await audit(request.scope, 'report.updated', { report_id: report.id });
          return report;
        },
      );
      scoped.put(
        '/auth/reports/:id/hidden',
        {
          schema: {
            tags,
            summary: 'Hide or unhide a report (hidden reports are seen by admins only)',
            params: ZReportParams,
            body: ZReportHiddenRequest,
            response: { 200: ZReport },
          },
        },
        async (request) => {
          const report = await setReportHidden(db, request.scope, request.params.id, request.body.hidden);
          await audit(request.scope, 'report.hidden', { report_id: report.id, hidden: report.hidden });
          return report;
        },
      );
      scoped.put(
        '/auth/reports/:id/maintenance',
        {
          schema: {
            tags,
            summary: 'Maintenance now and/or a scheduled maintenance window',
            params: ZReportParams,
            body: ZReportMaintenanceRequest,
            response: { 200: ZReport },
          },
        },
        async (request) => {
          const report = await setReportMaintenance(db, request.scope, request.params.id, request.body);
          await audit(request.scope, 'report.maintenance', {
            report_id: report.id,
            maintenance: report.maintenance,
            start: report.maintenance_start,
            end: report.maintenance_end,
          });
          return report;
        },
      );
      scoped.delete(
        '/auth/reports/:id',
        {
          schema: {
            tags,
            summary: 'Delete a report',
            params: ZReportParams,
            response: { 200: z.object({ deleted: z.literal(true) }) },
          },
        },
        async (request) => {
          await deleteReport(db, request.scope, request.params.id);
          await audit(request.scope, 'report.deleted', { report_id: request.params.id });
          return { deleted: true as const };
        },
      );
      scoped.delete(
        '/auth/reports/:id/cover',
        {
          schema: {
            tags,
            summary: "Remove a report's cover",
            params: ZReportParams,
            response: { 200: ZReport },
          },
        },
        async (request) => removeReportCover({ db, storageDir, scope: request.scope, id: request.params.id }),
      );
      // The cover arrives as the raw picture (its content type), not wrapped in JSON.
      scoped.addContentTypeParser(
        [...REPORT_COVER_CONTENT_TYPES],
        { parseAs: 'buffer', bodyLimit: REPORT_COVER_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      scoped.put(
        '/auth/reports/:id/cover',
        {
          bodyLimit: REPORT_COVER_MAX_BYTES,
          schema: {
            tags,
            summary: 'Upload a cover picture (raw PNG, JPEG or WebP body)',
            params: ZReportParams,
            response: { 200: ZReport },
          },
        },
        async (request) => {
          const report = await setReportCover({
            db,
            storageDir,
            scope: request.scope,
            id: request.params.id,
            contentType: request.headers['content-type'],
            body: request.body,
          });
          await audit(request.scope, 'report.cover', { report_id: report.id });
          return report;
        },
      );
    };

    await app.register(acrossUnits);
    await app.register(viewing);
    await app.register(managing);
  };
}
