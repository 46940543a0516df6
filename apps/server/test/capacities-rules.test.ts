import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capacityShifts } from '../src/db/schema';
import {
  applyCapacityRules,
  desiredPhase,
  ensureCapacityRunning,
  POLL_JOB,
  RULES_JOB,
} from '../src/modules/capacities/capacities.service';
import { capacityJobs } from '../src/modules/capacities/capacities.jobs';
import { insideShifts } from '../src/modules/capacities/capacities-schedule.service';
import { JobRunner, listJobs } from '../src/platform/jobs';
import {
  capacityRow,
  createProviderAccount,
  type FakeArm,
  insertCapacity,
  setTimezone,
  type TestClock,
  useFakeArm,
} from './capacities-fixtures';
import { createCompany, createTestContext, type TestContext } from './helpers';
import { trustedUnitId, type UnitId } from '../src/platform/scope';

let ctx: TestContext;
let arm: FakeArm;
let clock: TestClock;
let companyId: UnitId;
let accountId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ arm, clock } = useFakeArm(ctx.app, ctx.secretBox));
  companyId = trustedUnitId((await createCompany(ctx.db)).id);
  accountId = (await createProviderAccount(ctx.db, ctx.secretBox, companyId)).id;
  await setTimezone(ctx.db, companyId, 'America/Sao_Paulo');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  arm.calls.length = 0;
  // Each test sees only its own capacities: earlier ones are deleted.
  const { capacities } = await import('../src/db/schema');
  await ctx.db.update(capacities).set({ deletedAt: new Date() });
  const { sql } = await import('drizzle-orm');
  await ctx.db.execute(sql`delete from jobs.jobs`).catch(() => {});
});

async function capacity(
  state: string,
  values: Parameters<typeof insertCapacity>[1] extends infer T ? Partial<T> : never = {},
) {
  seq += 1;
  const name = `cap${seq}`;
  arm.set(name, state);
  return insertCapacity(ctx.db, {
    companyId,
    providerAccountId: accountId,
    name,
    state,
    stateCheckedAt: clock.now(),
    updatedAt: clock.now(),
    ...values,
  });
}

describe('a report opened on a paused capacity', () => {
  it('resumes it once, answers "starting" and records the view', async () => {
    const cap = await capacity('Paused');
    const results = await Promise.all([
      ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id }),
      ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id }),
    ]);
    expect(results).toEqual(['starting', 'starting']);
    expect(arm.count('resume', cap.name)).toBe(1);
    const row = await capacityRow(ctx.db, cap.id);
    expect(row.state).toBe('Resuming');
    expect(row.lastViewAt?.toISOString()).toBe(clock.now().toISOString());
    const polls = await listJobs(ctx.db, POLL_JOB);
    expect(polls.map((p) => p.key)).toEqual([String(cap.id)]);
  });

  it('answers "running" for a running capacity and "stopped" when kept stopped', async () => {
    const running = await capacity('Succeeded');
    expect(
      await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: running.id }),
    ).toBe('running');
    const stopped = await capacity('Paused', { forceStop: true });
    expect(
      await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: stopped.id }),
    ).toBe('stopped');
    expect(arm.count('resume')).toBe(0);
  });

  it('reads a stale state from Azure before deciding', async () => {
    const cap = await capacity('Paused', { stateCheckedAt: new Date(clock.now().getTime() - 60_000) });
    arm.set(cap.name, 'Succeeded');
    expect(
      await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id }),
    ).toBe('running');
    expect(arm.count('get', cap.name)).toBe(1);
    expect(arm.count('resume')).toBe(0);
  });

  it('does not block the report when Azure cannot be read', async () => {
    const cap = await capacity('Paused', { state: null, stateCheckedAt: null });
    arm.failNext = new Error('no rights on the subscription');
    expect(
      await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id }),
    ).toBe('running');
    expect(arm.count('resume')).toBe(0);
  });

  it('resumes a capacity that was pausing as soon as it has paused', async () => {
    clock.set('2026-03-02T13:00:00.000Z');
    const cap = await capacity('Suspending');
    const runner = new JobRunner({ db: ctx.db, now: clock.now }).define(
      ...capacityJobs({ db: ctx.db, runtime: ctx.app.capacityRuntime }),
    );
    expect(
      await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id }),
    ).toBe('starting');
    expect(arm.count('resume')).toBe(0);
    arm.settle();
    await runner.runDue();
    expect(arm.count('resume', cap.name)).toBe(1);
    expect((await capacityRow(ctx.db, cap.id)).state).toBe('Resuming');
  });

  it("does not touch another unit's capacity", async () => {
    const cap = await capacity('Paused');
    const elsewhere = trustedUnitId((await createCompany(ctx.db)).id);
    await expect(
      ensureCapacityRunning(ctx.app.capacityRuntime, {
        db: ctx.db,
        companyId: elsewhere,
        capacityId: cap.id,
      }),
    ).rejects.toThrow('not_found');
    expect(arm.count('resume')).toBe(0);
  });
});

describe('inactivity', () => {
  it('pauses a capacity with no views for minutes_inactive, not before', async () => {
    const cap = await capacity('Succeeded', {
      minutesInactive: 30,
      lastViewAt: new Date(clock.now().getTime() - 29 * 60_000),
    });
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([]);
    clock.advance(2 * 60_000);
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([
      { id: cap.id, action: 'pause' },
    ]);
    expect(arm.count('suspend', cap.name)).toBe(1);
    expect((await capacityRow(ctx.db, cap.id)).state).toBe('Suspending');
  });

  it('leaves a capacity alone when it is not managed automatically', async () => {
    await capacity('Succeeded', { autoManage: false, lastViewAt: new Date(0) });
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([]);
    expect(arm.count('suspend')).toBe(0);
  });

  it('keeps a force-stopped capacity paused', async () => {
    const cap = await capacity('Succeeded', { forceStop: true, lastViewAt: clock.now() });
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([
      { id: cap.id, action: 'pause' },
    ]);
  });
});

describe('shifts', () => {
  async function withShift(state: string, extra: Record<string, unknown> = {}) {
    const cap = await capacity(state, { scheduleEnabled: true, autoManage: false, ...extra });
    await ctx.db.insert(capacityShifts).values({
      capacityId: cap.id,
      companyId,
      name: 'Office',
      startTime: '08:00',
      endTime: '18:00',
      weekdays: ['seg', 'ter', 'qua', 'qui', 'sex'],
    });
    return cap;
  }

  it("resumes inside a shift and pauses outside, in the unit's timezone", async () => {
    // Monday 2026-03-02 10:00 in São Paulo (UTC-3) is 13:00 UTC.
    clock.set('2026-03-02T13:00:00.000Z');
    const paused = await withShift('Paused');
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([
      { id: paused.id, action: 'resume' },
    ]);

    // 07:30 in São Paulo is 10:30 UTC, outside the shift although 08:00-18:00 UTC would hold it.
    clock.set('2026-03-02T10:30:00.000Z');
    const running = await withShift('Succeeded');
    const acted = await applyCapacityRules(ctx.app.capacityRuntime, ctx.db);
    expect(acted).toContainEqual({ id: running.id, action: 'pause' });
  });

  it('pauses on a weekday the shift does not name', async () => {
    clock.set('2026-03-07T15:00:00.000Z'); // Saturday 12:00 in São Paulo
    const cap = await withShift('Succeeded');
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([
      { id: cap.id, action: 'pause' },
    ]);
  });

  it('force stop wins over a shift', async () => {
    clock.set('2026-03-02T13:00:00.000Z');
    const cap = await withShift('Succeeded', { forceStop: true });
    expect(await applyCapacityRules(ctx.app.capacityRuntime, ctx.db)).toEqual([
      { id: cap.id, action: 'pause' },
    ]);
  });

  it('knows shifts that cross midnight', () => {
    const night = [{ startTime: '22:00', endTime: '06:00', weekdays: ['sex'] }];
    expect(insideShifts(night, new Date('2026-03-06T23:30:00Z'), 'UTC')).toBe(true); // Friday 23:30
    expect(insideShifts(night, new Date('2026-03-07T05:59:00Z'), 'UTC')).toBe(true); // Saturday 05:59
    expect(insideShifts(night, new Date('2026-03-07T06:00:00Z'), 'UTC')).toBe(false);
    expect(insideShifts(night, new Date('2026-03-05T23:30:00Z'), 'UTC')).toBe(false); // Thursday
  });

  it('lets a recent view keep an automatic capacity running outside its shifts', () => {
    const now = new Date('2026-03-02T23:00:00Z');
    const base = { forceStop: false, scheduleEnabled: true, minutesInactive: 30, updatedAt: new Date(0) };
    expect(desiredPhase({ ...base, autoManage: true, lastViewAt: now }, { now, inShift: false })).toBeNull();
    expect(desiredPhase({ ...base, autoManage: false, lastViewAt: now }, { now, inShift: false })).toBe(
      'paused',
    );
    expect(desiredPhase({ ...base, autoManage: true, lastViewAt: null }, { now, inShift: true })).toBe(
      'running',
    );
  });
});

describe('durable jobs', () => {
  it('follows an operation until the capacity settles, then drops the job', async () => {
    clock.set('2026-03-02T13:00:00.000Z');
    const cap = await capacity('Paused', { autoManage: true });
    const runner = new JobRunner({ db: ctx.db, now: clock.now }).define(
      ...capacityJobs({ db: ctx.db, runtime: ctx.app.capacityRuntime }),
    );
    expect(
      await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id }),
    ).toBe('starting');

    // Not due yet.
    await runner.runDue();
    expect((await listJobs(ctx.db, POLL_JOB)).length).toBe(1);

    clock.advance(6000);
    await runner.runDue();
    expect((await capacityRow(ctx.db, cap.id)).state).toBe('Resuming');
    const [next] = await listJobs(ctx.db, POLL_JOB);
    expect(next!.run_at.getTime()).toBeGreaterThan(clock.now().getTime());

    arm.settle();
    clock.advance(6000);
    await runner.runDue();
    expect((await capacityRow(ctx.db, cap.id)).state).toBe('Succeeded');
    expect(await listJobs(ctx.db, POLL_JOB)).toEqual([]);
  });

  it('runs the rules once per round however many instances run them', async () => {
    clock.set('2026-03-02T13:00:00.000Z');
    const cap = await capacity('Succeeded', { lastViewAt: new Date(0) });
    const instances = [1, 2, 3].map(() =>
      new JobRunner({ db: ctx.db, now: clock.now }).define(
        ...capacityJobs({ db: ctx.db, runtime: ctx.app.capacityRuntime }),
      ),
    );
    await Promise.all(instances.map((runner) => runner.runDue()));
    expect(arm.count('suspend', cap.name)).toBe(1);
    const [rules] = await listJobs(ctx.db, RULES_JOB);
    expect(rules!.run_at.getTime()).toBe(clock.now().getTime() + 60_000);

    // Running again (resumed by hand): the next round is due only a minute later.
    const { capacities } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    arm.set(cap.name, 'Succeeded');
    await ctx.db.update(capacities).set({ state: 'Succeeded' }).where(eq(capacities.id, cap.id));
    await Promise.all(instances.map((runner) => runner.runDue()));
    expect(arm.count('suspend', cap.name)).toBe(1);
    clock.advance(61_000);
    await Promise.all(instances.map((runner) => runner.runDue()));
    expect(arm.count('suspend', cap.name)).toBe(2);
  });

  it('retries a failed job later instead of losing it', async () => {
    clock.set('2026-03-02T13:00:00.000Z');
    const cap = await capacity('Paused', { autoManage: true });
    const errors: unknown[] = [];
    const runner = new JobRunner({ db: ctx.db, now: clock.now, onError: (e) => errors.push(e) }).define(
      ...capacityJobs({ db: ctx.db, runtime: ctx.app.capacityRuntime }),
    );
    await ensureCapacityRunning(ctx.app.capacityRuntime, { db: ctx.db, companyId, capacityId: cap.id });
    clock.advance(6000);
    arm.failNext = new Error('Azure down');
    await runner.runDue();
    expect(errors).toHaveLength(1);
    const [job] = await listJobs(ctx.db, POLL_JOB);
    expect(job).toMatchObject({ key: String(cap.id), last_error: 'Azure down' });
    expect(job!.run_at.getTime()).toBeGreaterThan(clock.now().getTime());
  });
});

describe('the job runner in the server', () => {
  it('is inert unless the app is built with jobs, and then runs the rules until closed', async () => {
    const inert = await createTestContext();
    expect(await listJobs(inert.db, RULES_JOB)).toEqual([]);
    await inert.close();

    const running = await createTestContext({ jobs: true });
    try {
      await expect
        .poll(async () => (await listJobs(running.db, RULES_JOB)).map((j) => j.key), { timeout: 10_000 })
        .toEqual(['*']);
      // The first round ran at start: the next one is due a minute later.
      await expect
        .poll(async () => (await listJobs(running.db, RULES_JOB))[0]!.run_at.getTime() - Date.now(), {
          timeout: 10_000,
        })
        .toBeGreaterThan(30_000);
    } finally {
      await running.close();
    }
    // Two more databases to open and migrate: slow on the embedded one.
  }, 120_000);
});
