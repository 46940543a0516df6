import { analyzeRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { exportAnalyze } from './analyze-export.service';
import { analyzePolicy } from './analyze-reach.repository';
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
export function analyzeRoutes(): FastifyPluginAsync {
  return async (app) => {
    const use = { tags, config: { policy: analyzePolicy.use } };

    serve(app, calls.options, use, (request) => analyzeOptions(contextOf(request)));
    serve(app, calls.reportOptions, use, (request) =>
      analyzeReportOptions({ ...contextOf(request), companyId: request.query.company_id }),
    );
    serve(app, calls.summary, use, (request) =>
      analyzeSummary({ ...contextOf(request), filters: request.query }),
    );
    serve(app, calls.units, use, (request) => analyzeUnits({ ...contextOf(request), query: request.query }));
    serve(app, calls.reports, use, (request) =>
      analyzeReports({ ...contextOf(request), query: request.query }),
    );
    serve(app, calls.users, use, (request) => analyzeUsers({ ...contextOf(request), query: request.query }));
    serve(app, calls.capacities, use, (request) =>
      analyzeCapacities({ ...contextOf(request), filters: request.query }),
    );
    serve(app, calls.export, use, async (request, reply) => {
      const csv = await exportAnalyze({
        ...contextOf(request),
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
    });
  };
}
