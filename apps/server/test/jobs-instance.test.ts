// A server instance runs one job runner, holding every job of the product, started when the app
// is ready and stopped when it closes, listening for new jobs on one connection.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { JOBS_CHANNEL, JobRunner } from '../src/platform/jobs';
import { createTestContext } from './helpers';

const PRODUCT_JOBS = [
  'analytics.rollup',
  'auto-actions.tick',
  'billing-close-month',
  'capacities.poll',
  'capacities.rules',
  'help-desk-mail',
  'notification-mail',
  'user-import-resume',
];

afterAll(() => {
  vi.restoreAllMocks();
});

describe('the job runner of a server instance', () => {
  it('is one runner with every job of the product, started once when ready and stopped on close', async () => {
    const start = vi.spyOn(JobRunner.prototype, 'start');
    const stop = vi.spyOn(JobRunner.prototype, 'stop');
    const ctx = await createTestContext({ jobs: true });
    try {
      expect(start).toHaveBeenCalledTimes(1);
      expect(start.mock.contexts[0]).toBe(ctx.app.jobs);
      expect(ctx.app.jobs.running).toBe(true);
      expect([...ctx.app.jobs.names].sort()).toEqual(PRODUCT_JOBS);
      expect(ctx.app.hasPlugin('jobs')).toBe(true);
      if (ctx.database.kind === 'postgres') {
        // One connection listens for new jobs, whatever the number of areas with jobs.
        const result = await ctx.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query = ${`listen "${JOBS_CHANNEL}"`}`);
        const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
        expect(rows[0]?.n).toBe(1);
      }
      // The recurring jobs have their one row each.
      const recurring = await ctx.db.execute(sql`select name from jobs.jobs where key = '*' order by name`);
      const names = ((recurring as { rows?: { name: string }[] }).rows ?? []).map((r) => r.name);
      expect(names).toEqual([
        'analytics.rollup',
        'auto-actions.tick',
        'billing-close-month',
        'capacities.rules',
        'notification-mail',
      ]);
    } finally {
      await ctx.close();
    }
    expect(stop).toHaveBeenCalledTimes(1);
    expect(ctx.app.jobs.running).toBe(false);
  }, 120_000);

  it('is defined but not started in an app built without jobs', async () => {
    const start = vi.spyOn(JobRunner.prototype, 'start');
    start.mockClear();
    const ctx = await createTestContext();
    try {
      expect(start).not.toHaveBeenCalled();
      expect(ctx.app.jobs.running).toBe(false);
      expect([...ctx.app.jobs.names].sort()).toEqual(PRODUCT_JOBS);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
