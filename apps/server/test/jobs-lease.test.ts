// The claim of a running job: renewed while it runs, so a second instance never runs it at the
// same time, and short, so the job of a killed instance is taken up again soon.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db';
import { z } from 'zod';
import { DEFAULT_LEASE_MS, defineJob, enqueue, JobRunner } from '../src/platform/jobs';
import { openTestDatabase } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function lockedFor(name: string): Promise<number> {
  const result = await database.db.execute(
    sql`select extract(epoch from locked_until - now()) * 1000 as ms from jobs.jobs where name = ${name}`,
  );
  const rows = (result as { rows?: { ms: string }[] }).rows ?? (result as unknown as { ms: string }[]);
  return Number(rows[0]?.ms);
}

describe('job leases', () => {
  it('renews the claim of a job running longer than its lease, so no other instance runs it meanwhile', async () => {
    const starts: string[] = [];
    const job = (who: string) =>
      defineJob({
        name: 'lease.long',
        payload: z.object({}),
        async run() {
          starts.push(who);
          await sleep(1200);
        },
      });
    const one = new JobRunner({ db: database.db, leaseMs: 300 }).define(job('one'));
    const two = new JobRunner({ db: database.db, leaseMs: 300 }).define(job('two'));
    await enqueue(database.db, job('one'), {}, { key: '1' });
    const running = one.runDue();
    await sleep(200);
    for (let i = 0; i < 8; i++) {
      await two.runDue();
      await sleep(120);
    }
    expect(await running).toBe(1);
    expect(starts).toEqual(['one']);
  });

  it('claims for a minute, so the job of an instance killed mid-run is taken up again within one', async () => {
    expect(DEFAULT_LEASE_MS).toBeLessThanOrEqual(60_000);
    let seen = Number.NaN;
    const job = defineJob({
      name: 'lease.default',
      payload: z.object({}),
      async run() {
        seen = await lockedFor('lease.default');
        return { again: new Date(Date.now() + 3_600_000) };
      },
    });
    const runner = new JobRunner({ db: database.db }).define(job);
    await enqueue(database.db, job, {}, { key: '1' });
    expect(await runner.runDue()).toBe(1);
    expect(seen).toBeGreaterThan(50_000);
    expect(seen).toBeLessThanOrEqual(60_000);
  });
});
