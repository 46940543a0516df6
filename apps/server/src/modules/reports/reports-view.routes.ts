import { reportViewRoutes as calls } from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/call-context';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { serve } from '../../platform/serve';
import type { ProviderService } from '../provider';
import type { FrameChecker } from './reports-frame-check.service';
import { embedReportForOperator, operatorReport } from './reports-operator-view.service';
import { type CapacityGate, embedReport } from './reports-embed.service';
import {
  checkReportExists,
  editPermissionFor,
  logReportPageView,
  reportLastUpdate,
  saveUserReportFilters,
  userReportFiltersOf,
} from './reports-view.service';
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

    const view = { tags, config: { policy: reportPolicy.view } };
    const check = { tags, config: { policy: reportPolicy.view, readOnly: true } };
    const acrossUnits = { tags, config: { policy: reportPolicy.viewAcrossUnits } };
    /** Where the portal's own frame page is, for embed calls that ask for a frame check. */
    const framingOf = (request: FastifyRequest, frame: boolean | undefined) =>
      frame
        ? { portalOrigin: `${request.protocol}://${request.host}`, checker: deps.frameChecker }
        : undefined;

    serve(app, calls.exists, check, (request) =>
      checkReportExists(request.db, request.scope, request.body.reportId),
    );
    serve(app, calls.editPermission, check, (request) =>
      editPermissionFor(request.db, request.scope, request.body.reportId),
    );
    serve(app, calls.embed, view, (request) =>
      embedReport({
        ...deps,
        ...contextOf(request as FastifyRequest),
        reportId: request.body.reportId,
        framing: framingOf(request as FastifyRequest, request.body.frame),
      }),
    );
    serve(app, calls.operatorReport, acrossUnits, (request) =>
      operatorReport(request.db, request.scope, request.params.id),
    );
    serve(app, calls.operatorEmbed, acrossUnits, (request) =>
      embedReportForOperator({
        ...deps,
        ...contextOf(request as FastifyRequest),
        reportId: request.body.reportId,
        framing: framingOf(request as FastifyRequest, request.body.frame),
      }),
    );
    serve(app, calls.logPageView, view, (request) =>
      logReportPageView(request.db, request.scope, request.body),
    );
    serve(app, calls.saveFilters, view, (request) =>
      saveUserReportFilters(request.db, request.scope, request.body.reportId, request.body.filters),
    );
    serve(app, calls.savedFilters, view, (request) =>
      userReportFiltersOf(request.db, request.scope, request.params.id),
    );
    serve(app, calls.lastUpdate, view, (request) =>
      reportLastUpdate({ ...deps, ...contextOf(request as FastifyRequest), reportId: request.params.id }),
    );
  };
}
