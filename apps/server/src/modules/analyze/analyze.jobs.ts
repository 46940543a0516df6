import { z } from 'zod';
import type { Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { rollupPageViews } from './analyze-rollup.jobs';
import { countUnitSeats } from './analyze-rollup.repository';

/** The recurring rollup of the page-view log (one row of the jobs table, shared by every instance). */
export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';
/** How often the rollup runs unless ANALYTICS_ROLLUP_MS says otherwise. */
export const DEFAULT_ROLLUP_MS = 60_000;

export function analyticsJobs(deps: { db: Db; intervalMs?: number }) {
  return [
    defineJob({
      name: ANALYTICS_ROLLUP_JOB,
      payload: z.object({}),
      every: deps.intervalMs ?? DEFAULT_ROLLUP_MS,
      async run(_payload, { now }) {
        await rollupPageViews(deps.db);
        await countUnitSeats(deps.db, now.toISOString().slice(0, 10));
      },
    }),
  ];
}
