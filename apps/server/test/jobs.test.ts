// The job queue: payloads checked by each job's schema, a runner woken by the database's notice
// of a new job rather than by its slow poll, recurring jobs on a cron schedule in a time zone,
// and failed jobs tried again with growing pauses until they are given up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/platform/db';
import {
  defineJob,
  enqueue,
  ensureJobsSchema,
  JobRunner,
  listJobs,
  nextCronTime,
} from '../src/platform/jobs';
import { openTestDatabase } from './helpers';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await ensureJobsSchema(database.db);
});
afterAll(async () => {
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLog() {
  const lines: { level: 'warn' | 'error'; obj: object; msg: string }[] = [];
  return {
    lines,
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
  };
}

describe('typed payloads', () => {
  const received: { personId: number; greeting: string }[] = [];
  const greet = defineJob({
    name: 'typed.greet',
    payload: z.object({ personId: z.number().int(), greeting: z.string() }),
    async run(payload) {
      received.push(payload);
    },
  });

  it('type-checks and checks a payload when it is enqueued', async () => {
    // @ts-expect-error the payload lacks `greeting`
    await expect(enqueue(database.db, greet, { personId: 1 }, { key: 'a' })).rejects.toThrow();
    // @ts-expect-error `personId` is a number
    await expect(enqueue(database.db, greet, { personId: '1', greeting: 'hi' })).rejects.toThrow();
    expect(await listJobs(database.db, greet.name)).toEqual([]);
  });

  it('runs a job with its payload parsed by the schema', async () => {
    const runner = new JobRunner({ db: database.db }).define(greet);
    await enqueue(database.db, greet, { personId: 7, greeting: 'hello' }, { key: 'b' });
    expect(await runner.runDue()).toBe(1);
    expect(received).toEqual([{ personId: 7, greeting: 'hello' }]);
  });

  it('fails a job whose stored payload does not match, logged, without running it or throwing', async () => {
    received.length = 0;
    const log = recordingLog();
    const errors: unknown[] = [];
    const runner = new JobRunner({ db: database.db, log, onError: (e) => errors.push(e) }).define(greet);
    // Written by an older version, or by hand: not what the job's schema says. Due a second ago:
    // the database's clock counts microseconds, the runner's milliseconds.
    await database.db.execute(sql`
      insert into jobs.jobs (name, key, payload, run_at)
      values (${greet.name}, 'bad', ${JSON.stringify({ personId: 'seven' })}::jsonb, now() - interval '1 second')`);
    expect(await runner.runDue()).toBe(1);
    expect(received).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(log.lines).toMatchObject([{ level: 'error', obj: { job: greet.name, key: 'bad' } }]);
    const [job] = await listJobs(database.db, greet.name);
    expect(job).toMatchObject({ key: 'bad', attempts: 1 });
    expect(job!.failed_at).toBeInstanceOf(Date);
    expect(job!.last_error).toContain('personId');
    // It is not tried again.
    expect(await runner.runDue()).toBe(0);
    // Scheduled again with a good payload, it runs.
    await enqueue(database.db, greet, { personId: 8, greeting: 'again' }, { key: 'bad' });
    expect(await runner.runDue()).toBe(1);
    expect(received).toEqual([{ personId: 8, greeting: 'again' }]);
    expect(await listJobs(database.db, greet.name)).toEqual([]);
  });
});

describe('waking up', () => {
  const ran: string[] = [];
  const wake = defineJob({
    name: 'wake.up',
    payload: z.object({ label: z.string() }),
    async run({ label }) {
      ran.push(label);
    },
  });

  it('runs a new job as soon as the database announces it, not at the next poll', async () => {
    const runner = new JobRunner({ db: database.db, notices: database.notices, pollMs: 60_000 }).define(wake);
    await runner.start();
    try {
      // The first look finds nothing: the runner sleeps for the poll, a minute.
      await sleep(300);
      await enqueue(database.db, wake, { label: 'now' }, { key: 'now' });
      await expect.poll(() => ran.includes('now'), { timeout: 5000, interval: 50 }).toBe(true);

      // A job for later wakes the runner too: it sleeps until that job is due, not a whole poll.
      const at = Date.now() + 1000;
      await enqueue(database.db, wake, { label: 'later' }, { key: 'later', runAt: new Date(at) });
      await expect.poll(() => ran.includes('later'), { timeout: 6000, interval: 50 }).toBe(true);
      expect(Date.now()).toBeGreaterThanOrEqual(at);

      // Scheduled in a transaction, the job is announced (and runs) only once it commits.
      await database.db.transaction(async (tx) => {
        await enqueue(tx, wake, { label: 'committed' }, { key: 'committed' });
        await sleep(500);
        expect(ran).not.toContain('committed');
      });
      await expect.poll(() => ran.includes('committed'), { timeout: 5000, interval: 50 }).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  it('without notices, waits for its poll', async () => {
    const runner = new JobRunner({ db: database.db, pollMs: 60_000 }).define(wake);
    await runner.start();
    try {
      await sleep(300);
      await enqueue(database.db, wake, { label: 'unheard' }, { key: 'unheard' });
      await sleep(1500);
      expect(ran).not.toContain('unheard');
    } finally {
      await runner.stop();
    }
    await new JobRunner({ db: database.db }).define(wake).runDue();
    expect(ran).toContain('unheard');
  });
});

describe('cron schedules', () => {
  const newYork = (schedule: string) => ({ schedule, timeZone: 'America/New_York' });
  const next = (schedule: string, after: string) =>
    nextCronTime(newYork(schedule), new Date(after)).toISOString();

  it('works out the next time in the schedule’s time zone', () => {
    // 09:00 in São Paulo (UTC-3, no daylight saving) on Mondays.
    expect(
      nextCronTime(
        { schedule: '0 9 * * 1', timeZone: 'America/Sao_Paulo' },
        new Date('2026-03-07T12:00:00Z'),
      ),
    ).toEqual(new Date('2026-03-09T12:00:00Z'));
    // 02:30 in New York: 07:30 UTC in winter, 06:30 in summer.
    expect(next('30 2 * * *', '2026-03-06T12:00:00Z')).toBe('2026-03-07T07:30:00.000Z');
    expect(next('30 2 * * *', '2026-03-08T08:00:00Z')).toBe('2026-03-09T06:30:00.000Z');
  });

  it('across the changes of daylight saving', () => {
    // 8 March 2026: the clock jumps from 02:00 to 03:00, so 02:30 does not exist; it runs at 03:00.
    expect(next('30 2 * * *', '2026-03-07T12:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
    // 1 November 2026: 01:30 happens twice (EDT, then EST); it runs the first time only.
    expect(next('30 1 * * *', '2026-10-31T12:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(next('30 1 * * *', '2026-11-01T05:30:00Z')).toBe('2026-11-02T06:30:00.000Z');
  });

  it('rejects a pattern that is not one', () => {
    expect(() =>
      defineJob({
        name: 'cron.bad',
        payload: z.object({}),
        cron: { schedule: 'every day', timeZone: 'UTC' },
        run: async () => {},
      }),
    ).toThrow();
  });

  it('keeps one row per recurring job, written when a runner starts, moved on after each run', async () => {
    let now = new Date('2026-10-31T12:00:00Z');
    const runs: string[] = [];
    const nightly = defineJob({
      name: 'cron.nightly',
      payload: z.object({}),
      cron: newYork('30 1 * * *'),
      async run(_payload, ctx) {
        runs.push(ctx.now.toISOString());
      },
    });
    const runner = new JobRunner({ db: database.db, now: () => now }).define(nightly);
    expect(await runner.runDue()).toBe(0);
    const rows = async () =>
      (await listJobs(database.db, nightly.name)).map((j) => [j.key, j.run_at.toISOString()]);
    expect(await rows()).toEqual([['*', '2026-11-01T05:30:00.000Z']]);

    now = new Date('2026-11-01T05:30:00Z');
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual(['2026-11-01T05:30:00.000Z']);
    expect(await rows()).toEqual([['*', '2026-11-02T06:30:00.000Z']]);

    // Another instance starting keeps the row as it is.
    expect(await new JobRunner({ db: database.db, now: () => now }).define(nightly).runDue()).toBe(0);
    expect(await rows()).toEqual([['*', '2026-11-02T06:30:00.000Z']]);

    // The row is written when a runner starts, not on every round.
    await database.db.execute(sql`delete from jobs.jobs where name = ${nightly.name}`);
    now = new Date('2026-11-02T06:30:00Z');
    expect(await runner.runDue()).toBe(0);
    expect(await rows()).toEqual([]);
  });
});

describe('scheduled again while running', () => {
  it('runs again once done, at the time asked for', async () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const runs: string[] = [];
    const round = defineJob({
      name: 'again.round',
      payload: z.object({}),
      every: 60_000,
      async run(_payload, ctx) {
        runs.push(ctx.now.toISOString());
        // Something to send arrives while the round runs: it asks for a round now.
        if (runs.length === 1) await enqueue(database.db, round, {}, { runAt: now });
      },
    });
    const runner = new JobRunner({ db: database.db, now: () => now }).define(round);
    expect(await runner.runDue()).toBe(2);
    const [job] = await listJobs(database.db, round.name);
    expect(job!.run_at).toEqual(new Date('2026-05-01T10:01:00Z'));

    // Asked for later than the round's own next time while it runs: the earlier time stands.
    const poll = defineJob({
      name: 'again.poll',
      payload: z.object({}),
      async run() {
        runs.push('poll');
        if (runs.filter((r) => r === 'poll').length === 1)
          await enqueue(database.db, poll, {}, { key: '1', runAt: new Date(now.getTime() + 5000) });
      },
    });
    const polls = new JobRunner({ db: database.db, now: () => now }).define(poll);
    await enqueue(database.db, poll, {}, { key: '1', runAt: now });
    expect(await polls.runDue()).toBe(1);
    expect((await listJobs(database.db, poll.name))[0]!.run_at).toEqual(new Date('2026-05-01T10:00:05Z'));
    now = new Date('2026-05-01T10:00:05Z');
    expect(await polls.runDue()).toBe(1);
    expect(await listJobs(database.db, poll.name)).toEqual([]);
  });
});

describe('retries', () => {
  it('tries a failed job again after growing pauses, then gives it up, logged, keeping its error', async () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const log = recordingLog();
    const attempts: number[] = [];
    const flaky = defineJob({
      name: 'retry.flaky',
      payload: z.object({ to: z.string() }),
      retry: { attempts: 3, backoff: { baseMs: 10_000, maxMs: 15_000 } },
      async run(_payload, ctx) {
        attempts.push(ctx.attempt);
        throw new Error(`mail server down (${ctx.attempt})`);
      },
    });
    const runner = new JobRunner({ db: database.db, now: () => now, log }).define(flaky);
    await enqueue(database.db, flaky, { to: 'a@example.com' }, { key: '1', runAt: now });
    const job = async () => (await listJobs(database.db, flaky.name))[0]!;

    expect(await runner.runDue()).toBe(1);
    expect(await job()).toMatchObject({ attempts: 1, last_error: 'mail server down (1)', failed_at: null });
    expect((await job()).run_at).toEqual(new Date('2026-05-01T10:00:10Z'));
    expect(await runner.runDue()).toBe(0);

    now = new Date('2026-05-01T10:00:10Z');
    expect(await runner.runDue()).toBe(1);
    // Twice the pause: 20 s, held to the 15 s at most.
    expect((await job()).run_at).toEqual(new Date('2026-05-01T10:00:25Z'));

    now = new Date('2026-05-01T10:00:25Z');
    expect(await runner.runDue()).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await job()).toMatchObject({ attempts: 3, last_error: 'mail server down (3)' });
    expect((await job()).failed_at).toEqual(now);
    expect(log.lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'job failed, tried again later'],
      ['warn', 'job failed, tried again later'],
      ['error', 'job failed, given up'],
    ]);
    expect(log.lines[2]!.obj).toMatchObject({ job: flaky.name, key: '1', attempt: 3 });
    expect((log.lines[2]!.obj as { err: Error }).err.message).toBe('mail server down (3)');

    // Given up: never claimed again, however late.
    now = new Date('2026-06-01T00:00:00Z');
    expect(await runner.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up only the occurrence of a recurring job, which runs again at its next time', async () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const tick = defineJob({
      name: 'retry.tick',
      payload: z.object({}),
      every: 60_000,
      retry: { attempts: 1, backoff: { baseMs: 1000, maxMs: 1000 } },
      async run() {
        throw new Error('no');
      },
    });
    const runner = new JobRunner({ db: database.db, now: () => now }).define(tick);
    expect(await runner.runDue()).toBe(1);
    const [job] = await listJobs(database.db, tick.name);
    expect(job).toMatchObject({ key: '*', attempts: 0, failed_at: null });
    expect(job!.run_at).toEqual(new Date('2026-05-01T10:01:00Z'));
    now = new Date('2026-05-01T10:01:00Z');
    expect(await runner.runDue()).toBe(1);
  });
});
