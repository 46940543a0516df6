import {
  ZLogReportPageViewRequest,
  ZLogReportPageViewResponse,
  ZReportEditPermissionResponse,
  ZReportEmbedRequest,
  ZReportEmbedResponse,
  ZReportExistsResponse,
  ZReportIdRequest,
  ZReportLastUpdateResponse,
  ZPartnerReport,
  ZReportParams,
  ZSaveUserReportFiltersRequest,
  ZUserReportFiltersResponse,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { ProviderService } from '../provider/provider.service';
import type { FrameChecker } from './frame-check';
import { embedReportForOperator, operatorReport } from './operator-view.service';
import { type CapacityGate, embedReport } from './report-embed.service';
import {
  checkReportExists,
  editPermissionFor,
  logReportPageView,
  reportLastUpdate,
  saveUserReportFilters,
  userReportFiltersOf,
} from './report-view.service';
import { reportPolicy } from './reports.policy';

export interface ReportViewDeps {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
  capacityGate?: CapacityGate;
  /** Asks external sites whether the portal may frame them (embed calls with `frame: true`). */
  frameChecker: FrameChecker;
}

/** The viewer's calls: checks, the embed configuration, page views, saved filters, last update. */
export function reportViewRoutes(deps: ReportViewDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['report viewer'];

    app.post(
      '/auth/report_view/check/exist/report',
      {
        config: { policy: reportPolicy.view, readOnly: true },
        schema: {
          tags,
          summary: 'Whether the caller may open a report',
          body: ZReportIdRequest,
          response: { 200: ZReportExistsResponse },
        },
      },
      async (request) => checkReportExists(request.db, request.scope, request.body.reportId),
    );
    app.post(
      '/auth/report_view/check/permission/edit/report',
      {
        config: { policy: reportPolicy.view, readOnly: true },
        schema: {
          tags,
          summary: 'Whether the caller may edit the report in the viewer',
          body: ZReportIdRequest,
          response: { 200: ZReportEditPermissionResponse },
        },
      },
      async (request) => editPermissionFor(request.db, request.scope, request.body.reportId),
    );
    app.post(
      '/auth/report_view/embed',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Embed configuration of a report (token, HTML or link) with the viewer settings',
          body: ZReportEmbedRequest,
          response: { 200: ZReportEmbedResponse },
        },
      },
      async (request) =>
        embedReport({
          ...deps,
          db: request.db,
          scope: request.scope,
          reportId: request.body.reportId,
          framing: request.body.frame
            ? { portalOrigin: `${request.protocol}://${request.host}`, checker: deps.frameChecker }
            : undefined,
        }),
    );
    app.get(
      '/auth/reports/a2m/:id',
      {
        config: { policy: reportPolicy.viewAcrossUnits },
        schema: {
          tags,
          summary: 'One report of the units the operator reaches, as its list across units shows it',
          params: ZReportParams,
          response: { 200: ZPartnerReport },
        },
      },
      async (request) => operatorReport(request.db, request.scope, request.params.id),
    );
    app.post(
      '/auth/reports/a2m/embed',
      {
        config: { policy: reportPolicy.viewAcrossUnits },
        schema: {
          tags,
          summary: 'Embed configuration of a report of any unit the operator reaches (read-only)',
          body: ZReportEmbedRequest,
          response: { 200: ZReportEmbedResponse },
        },
      },
      async (request) =>
        embedReportForOperator({
          ...deps,
          db: request.db,
          scope: request.scope,
          reportId: request.body.reportId,
          framing: request.body.frame
            ? { portalOrigin: `${request.protocol}://${request.host}`, checker: deps.frameChecker }
            : undefined,
        }),
    );
    app.post(
      '/auth/log/report/page/view',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Record a visit to a page of a report',
          body: ZLogReportPageViewRequest,
          response: { 201: ZLogReportPageViewResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await logReportPageView(request.db, request.scope, request.body)),
    );
    app.post(
      '/auth/report_view/save/user-report-filters',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: "Save the caller's filters on a report (when the unit saves filters)",
          body: ZSaveUserReportFiltersRequest,
          response: { 200: ZUserReportFiltersResponse },
        },
      },
      async (request) =>
        saveUserReportFilters(request.db, request.scope, request.body.reportId, request.body.filters),
    );
    app.get(
      '/auth/report_view/user-report-filters/:id',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: "The caller's saved filters on a report, to restore",
          params: ZReportParams,
          response: { 200: ZUserReportFiltersResponse },
        },
      },
      async (request) => userReportFiltersOf(request.db, request.scope, request.params.id),
    );
    app.get(
      '/auth/report_view/last-update/:id',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: "When the report's data was last refreshed (if shown)",
          params: ZReportParams,
          response: { 200: ZReportLastUpdateResponse },
        },
      },
      async (request) =>
        reportLastUpdate({ ...deps, db: request.db, scope: request.scope, reportId: request.params.id }),
    );
  };
}
