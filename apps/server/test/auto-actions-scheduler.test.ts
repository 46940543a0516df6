import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoRuns, autoShifts, autoTasks, autoTriggerShifts, autoTriggers } from '../src/db/schema';
import { runDueTriggers } from '../src/modules/auto-actions/auto-actions-scheduler.jobs';
import {
  latestDueTime,
  nextDueTimes,
  type TriggerTiming,
  wallClock,
} from '../src/modules/auto-actions/auto-actions-schedule.service';
import {
  createProviderAccount,
  type FakeArm,
  insertCapacity,
  setTimezone,
  TestClock,
  useFakeArm,
} from './capacities-fixtures';
import { createTestContext, createWorld, type TestContext } from './helpers';

const SP = 'America/Sao_Paulo';
const LISBON = 'Europe/Lisbon';

const timing = (o: Partial<TriggerTiming> = {}): TriggerTiming => ({
  frequency: 'daily',
  weekdays: [],
  monthDay: null,
  triggerTime: '00:00',
  periods: null,
  rangeStart: null,
  rangeEnd: null,
  activationStart: '2018-01-01',
  activationEnd: null,
  shifts: [],
  ...o,
});

const walls = (dates: Date[], zone: string) => dates.map((d) => wallClock(d, zone));

describe('due times in the unit timezone', () => {
  it('runs a time skipped by spring-forward at the next valid minute (Sao Paulo, 2018-11-04)', () => {
    const runs = nextDueTimes(timing({ triggerTime: '00:00' }), SP, new Date('2018-11-02T12:00:00Z'), 3);
    expect(walls(runs, SP)).toEqual(['2018-11-03 00:00', '2018-11-04 01:00', '2018-11-05 00:00']);
    expect(runs[1]!.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    const half = nextDueTimes(timing({ triggerTime: '00:30' }), SP, new Date('2018-11-03T12:00:00Z'), 1);
    expect(walls(half, SP)).toEqual(['2018-11-04 01:00']);
  });

  it('runs a repeated time once on fall-back (Sao Paulo, 2019-02-17)', () => {
    // 2019-02-17 00:00 (-02) went back to 2019-02-16 23:00 (-03): 23:00-23:59 of the 16th happened twice.
    const every = timing({ triggerTime: '23:00', periods: 15, rangeStart: '23:00', rangeEnd: '23:45' });
    const runs = nextDueTimes(every, SP, new Date('2019-02-16T12:00:00Z'), 5);
    expect(walls(runs, SP)).toEqual([
      '2019-02-16 23:00',
      '2019-02-16 23:15',
      '2019-02-16 23:30',
      '2019-02-16 23:45',
      '2019-02-17 23:00',
    ]);
    expect(runs[0]!.toISOString()).toBe('2019-02-17T01:00:00.000Z');
    // Seen from after the second 23:30, the latest due time is still the first one.
    const latest = latestDueTime(
      timing({ triggerTime: '23:30' }),
      SP,
      new Date('2019-02-17T02:45:00Z'),
      new Date('2019-02-16T12:00:00Z'),
    );
    expect(latest!.toISOString()).toBe('2019-02-17T01:30:00.000Z');
    const again = latestDueTime(
      timing({ triggerTime: '23:30' }),
      SP,
      new Date('2019-02-17T02:45:00Z'),
      latest!,
    );
    expect(again).toBeNull();
  });

  it('follows Lisbon daylight saving both ways', () => {
    const spring = nextDueTimes(
      timing({ triggerTime: '01:30' }),
      LISBON,
      new Date('2026-03-28T12:00:00Z'),
      2,
    );
    expect(walls(spring, LISBON)).toEqual(['2026-03-29 02:00', '2026-03-30 01:30']);
    const halfHourly = timing({ triggerTime: '00:30', periods: 30, rangeStart: '00:30', rangeEnd: '02:00' });
    const fall = nextDueTimes(halfHourly, LISBON, new Date('2026-10-24T23:00:00Z'), 4);
    expect(walls(fall, LISBON)).toEqual([
      '2026-10-25 00:30',
      '2026-10-25 01:00',
      '2026-10-25 01:30',
      '2026-10-25 02:00',
    ]);
    expect(fall.map((d) => d.toISOString())).toEqual([
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  it('keeps to weekdays, the day of the month, activation dates and shifts', () => {
    const weekly = nextDueTimes(
      timing({ frequency: 'weekly', weekdays: ['seg', 'qua'], triggerTime: '08:00' }),
      LISBON,
      new Date('2026-11-24T12:00:00Z'),
      3,
    );
    expect(walls(weekly, LISBON)).toEqual(['2026-11-25 08:00', '2026-11-30 08:00', '2026-12-02 08:00']);
    const monthly = nextDueTimes(
      timing({ frequency: 'monthly', monthDay: 31, triggerTime: '09:00' }),
      SP,
      new Date('2026-01-01T00:00:00Z'),
      3,
    );
    expect(walls(monthly, SP)).toEqual(['2026-01-31 09:00', '2026-03-31 09:00', '2026-05-31 09:00']);
    const bounded = nextDueTimes(
      timing({ activationStart: '2026-02-10', activationEnd: '2026-02-11', triggerTime: '07:00' }),
      SP,
      new Date('2026-01-01T00:00:00Z'),
      5,
    );
    expect(walls(bounded, SP)).toEqual(['2026-02-10 07:00', '2026-02-11 07:00']);
    const shifted = timing({
      periods: 60,
      rangeStart: '06:00',
      rangeEnd: '23:00',
      shifts: [
        { startTime: '08:00', endTime: '10:00' },
        { startTime: '22:00', endTime: '02:00' },
      ],
    });
    expect(walls(nextDueTimes(shifted, SP, new Date('2026-03-02T03:00:00Z'), 4), SP)).toEqual([
      '2026-03-02 08:00',
      '2026-03-02 09:00',
      '2026-03-02 22:00',
      '2026-03-02 23:00',
    ]);
  });
});

describe('scheduler rounds', () => {
  let ctx: TestContext;
  let arm: FakeArm;
  let clock: TestClock;
  let companyId: number;
  let capacityId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const world = await createWorld(ctx);
    companyId = world.company.id;
    clock = new TestClock(new Date('2018-11-01T12:00:00Z'));
    ({ arm } = useFakeArm(ctx.app, ctx.secretBox, clock));
    await setTimezone(ctx.db, companyId, SP);
    const account = await createProviderAccount(ctx.db, ctx.secretBox, companyId);
    capacityId = (await insertCapacity(ctx.db, { companyId, providerAccountId: account.id, name: 'nightly' }))
      .id;
  });
  afterAll(() => ctx.close());

  async function addTrigger(values: Partial<typeof autoTriggers.$inferInsert>) {
    const [task] = await ctx.db
      .insert(autoTasks)
      .values({ companyId, name: 'pause', type: 'capacity', action: 'pause', capacityId })
      .returning();
    const [trigger] = await ctx.db
      .insert(autoTriggers)
      .values({
        companyId,
        taskId: task!.id,
        name: 't',
        frequency: 'daily',
        triggerTime: '00:00',
        activationStart: '2018-01-01',
        lastDueAt: clock.now(),
        ...values,
      })
      .returning();
    return trigger!;
  }
  const runsOf = (triggerId: number) =>
    ctx.db.select().from(autoRuns).where(eq(autoRuns.triggerId, triggerId)).orderBy(autoRuns.dueAt);

  it('runs a missed trigger once after downtime, at its latest due time, and not again', async () => {
    clock.set('2018-11-01T12:00:00Z');
    arm.set('nightly', 'Succeeded');
    const trigger = await addTrigger({ triggerTime: '00:00' });
    // Down for a week, across the spring-forward night.
    clock.set('2018-11-08T12:00:00Z');
    const ran = await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    expect(ran.filter((r) => r.triggerId === trigger.id)).toHaveLength(1);
    const runs = await runsOf(trigger.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ kind: 'scheduled', status: 'success', error: null });
    expect(wallClock(runs[0]!.dueAt, SP)).toBe('2018-11-08 00:00');
    expect(arm.count('suspend', 'nightly')).toBe(1);
    clock.advance(60_000);
    await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    expect(await runsOf(trigger.id)).toHaveLength(1);
    // The next night it runs again.
    clock.set('2018-11-09T02:00:30Z');
    await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    expect((await runsOf(trigger.id)).map((r) => wallClock(r.dueAt, SP))).toEqual([
      '2018-11-08 00:00',
      '2018-11-09 00:00',
    ]);
    await ctx.db.update(autoTriggers).set({ enabled: false }).where(eq(autoTriggers.id, trigger.id));
  });

  it('closes as interrupted a run its server left running, and leaves a recent one alone', async () => {
    clock.set('2018-12-01T12:00:00Z');
    const trigger = await addTrigger({ enabled: false });
    const started = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000);
    await ctx.db.insert(autoRuns).values([
      {
        companyId,
        triggerId: trigger.id,
        kind: 'manual',
        dueAt: started(60),
        startedAt: started(60),
        status: 'running',
      },
      {
        companyId,
        triggerId: trigger.id,
        kind: 'manual',
        dueAt: started(1),
        startedAt: started(1),
        status: 'running',
      },
    ]);
    await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    const runs = await runsOf(trigger.id);
    expect(runs.map((r) => [r.status, r.error])).toEqual([
      ['failed', 'auto_run_interrupted'],
      ['running', null],
    ]);
    expect(runs[0]!.finishedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('runs the skipped midnight of 2018-11-04 at 01:00 and the repeated 23:30 of 2019-02-16 once', async () => {
    clock.set('2018-11-03T12:00:00Z');
    const spring = await addTrigger({ triggerTime: '00:00' });
    clock.set('2018-11-04T02:59:00Z');
    await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    expect(await runsOf(spring.id)).toHaveLength(0);
    clock.set('2018-11-04T03:00:10Z');
    await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    expect((await runsOf(spring.id)).map((r) => r.dueAt.toISOString())).toEqual(['2018-11-04T03:00:00.000Z']);
    await ctx.db.update(autoTriggers).set({ enabled: false }).where(eq(autoTriggers.id, spring.id));

    clock.set('2019-02-16T12:00:00Z');
    const fall = await addTrigger({ triggerTime: '23:30' });
    for (const at of [
      '2019-02-17T01:30:05Z',
      '2019-02-17T02:00:00Z',
      '2019-02-17T02:30:05Z',
      '2019-02-17T02:59:00Z',
    ]) {
      clock.set(at);
      await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    }
    expect((await runsOf(fall.id)).map((r) => r.dueAt.toISOString())).toEqual(['2019-02-17T01:30:00.000Z']);
    await ctx.db.update(autoTriggers).set({ enabled: false }).where(eq(autoTriggers.id, fall.id));
  });

  it('runs a trigger once when two instances do the same round', async () => {
    clock.set('2019-03-01T12:00:00Z');
    arm.set('nightly', 'Succeeded');
    const trigger = await addTrigger({ triggerTime: '10:00' });
    clock.set('2019-03-02T13:00:30Z');
    const [a, b] = await Promise.all([
      runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now }),
      runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now }),
    ]);
    const mine = [...a, ...b].filter((r) => r.triggerId === trigger.id);
    expect(mine).toHaveLength(1);
    expect(await runsOf(trigger.id)).toHaveLength(1);
    expect(arm.count('suspend', 'nightly')).toBeGreaterThanOrEqual(1);
    // An instance whose view of the trigger is stale still finds the run taken.
    await ctx.db
      .update(autoTriggers)
      .set({ lastDueAt: new Date('2019-03-01T12:00:00Z') })
      .where(eq(autoTriggers.id, trigger.id));
    await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    expect(await runsOf(trigger.id)).toHaveLength(1);
    await ctx.db.update(autoTriggers).set({ enabled: false }).where(eq(autoTriggers.id, trigger.id));
  });

  it('runs only inside the chosen shifts', async () => {
    clock.set('2019-04-01T00:00:00Z');
    const trigger = await addTrigger({
      triggerTime: '00:00',
      periods: 60,
      rangeStart: '00:00',
      rangeEnd: '23:00',
    });
    const [shift] = await ctx.db
      .insert(autoShifts)
      .values({ companyId, name: 'Lunch', startTime: '12:00', endTime: '13:00' })
      .returning();
    await ctx.db.insert(autoTriggerShifts).values({ triggerId: trigger.id, shiftId: shift!.id });
    for (const at of ['2019-04-01T14:30:00Z', '2019-04-01T15:30:00Z', '2019-04-01T16:30:00Z']) {
      clock.set(at);
      await runDueTriggers({ db: ctx.db, tasks: ctx.app.autoActionTasks, now: clock.now });
    }
    expect((await runsOf(trigger.id)).map((r) => wallClock(r.dueAt, SP))).toEqual(['2019-04-01 12:00']);
  });
});
