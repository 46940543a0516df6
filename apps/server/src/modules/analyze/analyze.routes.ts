import {
  ZAnalyzeCapacityList,
  ZAnalyzeExportParams,
  ZAnalyzeExportQuery,
  ZAnalyzeFilters,
  ZAnalyzeListQuery,
  ZAnalyzeOptions,
  ZAnalyzeReportOptions,
  ZAnalyzeReportOptionsQuery,
  ZAnalyzeReportPage,
  ZAnalyzeReportQuery,
  ZAnalyzeSummary,
  ZAnalyzeUnitPage,
  ZAnalyzeUserPage,
  ZAnalyzeUserQuery,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportAnalyze } from './analyze.export';
import { analyzePolicy } from './analyze.reach';
import {
  analyzeCapacities,
  analyzeOptions,
  analyzeReportOptions,
  analyzeReports,
  analyzeSummary,
  analyzeUnits,
  analyzeUsers,
} from './analyze.service';

const tags = ['analyze'];

/** Usage analytics of a partner's units (master) or of every partner's (a2m), from the daily rollup. */
export function analyzeRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const use = { policy: analyzePolicy.use };

    app.get(
      '/auth/analyze/options',
      {
        config: use,
        schema: { tags, summary: 'Partners and units to filter by', response: { 200: ZAnalyzeOptions } },
      },
      async (request) => analyzeOptions({ db: request.db, scope: request.scope }),
    );
    app.get(
      '/auth/analyze/report-options',
      {
        config: use,
        schema: {
          tags,
          summary: 'Reports of one unit, to filter by',
          querystring: ZAnalyzeReportOptionsQuery,
          response: { 200: ZAnalyzeReportOptions },
        },
      },
      async (request) =>
        analyzeReportOptions({ db: request.db, scope: request.scope, companyId: request.query.company_id }),
    );
    app.get(
      '/auth/analyze/summary',
      {
        config: use,
        schema: {
          tags,
          summary: 'Views per day, seats idle for 7/30/90 days, reports never opened',
          querystring: ZAnalyzeFilters,
          response: { 200: ZAnalyzeSummary },
        },
      },
      async (request) => analyzeSummary({ db: request.db, scope: request.scope, filters: request.query }),
    );
    app.get(
      '/auth/analyze/units',
      {
        config: use,
        schema: {
          tags,
          summary: 'Usage per unit',
          querystring: ZAnalyzeListQuery,
          response: { 200: ZAnalyzeUnitPage },
        },
      },
      async (request) => analyzeUnits({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/analyze/reports',
      {
        config: use,
        schema: {
          tags,
          summary: 'Views per report, or the reports never opened',
          querystring: ZAnalyzeReportQuery,
          response: { 200: ZAnalyzeReportPage },
        },
      },
      async (request) => analyzeReports({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/analyze/users',
      {
        config: use,
        schema: {
          tags,
          summary: 'Views per user, last view, idle seats',
          querystring: ZAnalyzeUserQuery,
          response: { 200: ZAnalyzeUserPage },
        },
      },
      async (request) => analyzeUsers({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/analyze/capacities',
      {
        config: use,
        schema: {
          tags,
          summary: 'Running hours of each capacity in the period',
          querystring: ZAnalyzeFilters,
          response: { 200: ZAnalyzeCapacityList },
        },
      },
      async (request) => analyzeCapacities({ db: request.db, scope: request.scope, filters: request.query }),
    );
    app.get(
      '/auth/analyze/export/:kind',
      {
        config: use,
        schema: {
          tags,
          summary: 'One list as CSV, with the same filters',
          params: ZAnalyzeExportParams,
          querystring: ZAnalyzeExportQuery,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const csv = await exportAnalyze({
          db: request.db,
          scope: request.scope,
          kind: request.params.kind,
          query: request.query,
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="analyze-${request.params.kind}-${request.query.from}-${request.query.to}.csv"`,
          )
          .send(`\uFEFF${csv}`);
      },
    );
  };
}
