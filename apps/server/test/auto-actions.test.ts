import {
  type AnyRoute,
  autoActionRoutes as auto,
  notificationRoutes,
  notificationTemplateRoutes,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoRuns, autoShifts, autoTasks, autoTriggers, capacities, reports } from '../src/db/schema';
import {
  createProviderAccount,
  type FakeArm,
  insertCapacity,
  setTimezone,
  useFakeArm,
} from './capacities-fixtures';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  type RouteCall,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let arm: FakeArm;
let capacityId: number;
let reportId: number;
let other: { token: string; shiftId: number; taskId: number; triggerId: number; capacityId: number };

async function insertReport(companyId: number, title: string) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'external', title, externalUrl: 'https://example.com/' })
    .returning();
  return row!;
}

const shiftBody = (o: Record<string, unknown> = {}) => ({
  name: 'Morning',
  start_time: '08:00',
  end_time: '12:00',
  ...o,
});
const taskBody = (o: Record<string, unknown> = {}) => ({
  name: 'Pause at night',
  type: 'capacity',
  action: 'pause',
  capacity_id: capacityId,
  ...o,
});
const triggerBody = (taskId: number, o: Record<string, unknown> = {}) => ({
  name: 'Weekdays',
  task_id: taskId,
  frequency: 'weekly',
  weekdays: ['seg', 'sex'],
  trigger_time: '20:00',
  activation_start: '2026-01-01',
  ...o,
});

/**
 * Calls an automatic actions route as the token's holder. The parts are sent as written: a test
 * may send what the contract refuses, to see the server refuse it.
 */
const as = <R extends AnyRoute>(
  token: string | undefined,
  def: R,
  parts: { id?: number; query?: Record<string, unknown>; body?: unknown } = {},
) =>
  callRoute(ctx.app, def, {
    token,
    ...(parts.id !== undefined ? { params: { id: parts.id } } : {}),
    query: parts.query,
    body: parts.body,
  } as unknown as RouteCall<R>);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  ({ arm } = useFakeArm(ctx.app, ctx.secretBox));
  await setTimezone(ctx.db, world.company.id, 'America/Sao_Paulo');
  const account = await createProviderAccount(ctx.db, ctx.secretBox, world.company.id);
  capacityId = (
    await insertCapacity(ctx.db, { companyId: world.company.id, providerAccountId: account.id, name: 'cap1' })
  ).id;
  arm.set('cap1', 'Succeeded');
  reportId = (await insertReport(world.company.id, 'Sales')).id;

  const company = await createCompany(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
  const otherAccount = await createProviderAccount(ctx.db, ctx.secretBox, company.id);
  const otherCap = await insertCapacity(ctx.db, {
    companyId: company.id,
    providerAccountId: otherAccount.id,
    name: 'cap2',
  });
  const [shift] = await ctx.db
    .insert(autoShifts)
    .values({ companyId: company.id, name: 'S', startTime: '01:00', endTime: '02:00' })
    .returning();
  const [task] = await ctx.db
    .insert(autoTasks)
    .values({ companyId: company.id, name: 'T', type: 'capacity', action: 'pause', capacityId: otherCap.id })
    .returning();
  const [trigger] = await ctx.db
    .insert(autoTriggers)
    .values({
      companyId: company.id,
      taskId: task!.id,
      name: 'X',
      frequency: 'daily',
      triggerTime: '10:00',
      activationStart: '2026-01-01',
    })
    .returning();
  other = {
    token: await signIn(ctx.app, admin.email),
    shiftId: shift!.id,
    taskId: task!.id,
    triggerId: trigger!.id,
    capacityId: otherCap.id,
  };
});
afterAll(() => ctx.close());

describe('auto actions: who may call', () => {
  const routes = [
    auto.shifts,
    auto.createShift,
    auto.tasks,
    auto.createTask,
    auto.triggers,
    auto.createTrigger,
    auto.capacityRules,
  ];
  it('asks for a session (401) and refuses other profiles (403)', async () => {
    for (const def of routes) {
      const name = `${def.method} ${def.path}`;
      expect((await as(undefined, def, { body: {} })).statusCode, name).toBe(401);
      for (const token of [world.tokens.user, world.tokens.master, world.tokens.a2m]) {
        expect((await as(token, def, { body: {} })).statusCode, name).toBe(403);
      }
    }
  });

  it("answers 404 for another unit's shift, task, trigger and capacity", async () => {
    const t = world.tokens.admin;
    const checks = [
      await as(t, auto.updateShift, { id: other.shiftId, body: shiftBody() }),
      await as(t, auto.removeShift, { id: other.shiftId }),
      await as(t, auto.updateTask, { id: other.taskId, body: taskBody() }),
      await as(t, auto.removeTask, { id: other.taskId }),
      await as(t, auto.trigger, { id: other.triggerId }),
      await as(t, auto.updateTrigger, { id: other.triggerId, body: triggerBody(other.taskId) }),
      await as(t, auto.removeTrigger, { id: other.triggerId }),
      await as(t, auto.runs, { id: other.triggerId }),
      await as(t, auto.run, { id: other.triggerId }),
      await as(t, auto.preview, { id: other.triggerId }),
      await as(t, auto.patchCapacityRule, { id: other.capacityId, body: { force_stop: true } }),
    ];
    for (const res of checks) {
      expect(res.statusCode).toBe(404);
      expect(res.error().code).toBe('auto_action_not_found');
    }
    const [otherRow] = await ctx.db.select().from(capacities).where(eq(capacities.id, other.capacityId));
    expect(otherRow!.forceStop).toBe(false);
    // Another unit's capacity or shift cannot be named in this unit's task or trigger.
    const task = await as(t, auto.createTask, { body: taskBody({ capacity_id: other.capacityId }) });
    expect(task.statusCode).toBe(400);
    expect(task.error().errors?.capacity_id).toBeDefined();
    const trigger = await as(t, auto.createTrigger, { body: triggerBody(other.taskId) });
    expect(trigger.statusCode).toBe(400);
    expect(trigger.error().errors?.task_id).toBeDefined();
  });
});

describe('auto actions: shifts, tasks, triggers', () => {
  it('adds, edits and deletes a shift', async () => {
    const t = world.tokens.admin;
    expect(
      (await as(t, auto.createShift, { body: shiftBody({ start_time: '25:00' }) })).error().errors
        ?.start_time,
    ).toBeDefined();
    const created = await as(t, auto.createShift, { body: shiftBody() });
    expect(created.statusCode).toBe(201);
    const id = created.data().id;
    const edited = await as(t, auto.updateShift, {
      id,
      body: shiftBody({ name: 'Night', start_time: '22:00', end_time: '06:00' }),
    });
    expect(edited.data()).toMatchObject({ name: 'Night', start_time: '22:00', end_time: '06:00' });
    const [row] = await ctx.db.select().from(autoShifts).where(eq(autoShifts.id, id));
    expect(row).toMatchObject({ companyId: world.company.id, name: 'Night', startTime: '22:00' });
    expect((await as(t, auto.shifts)).data().data.map((s: { id: number }) => s.id)).toContain(id);
    expect((await as(t, auto.removeShift, { id })).statusCode).toBe(200);
    expect(await ctx.db.select().from(autoShifts).where(eq(autoShifts.id, id))).toHaveLength(0);
  });

  it('checks a task names what its type and action need', async () => {
    const t = world.tokens.admin;
    const bad = await as(t, auto.createTask, {
      body: {
        name: 'x',
        type: 'capacity',
        action: 'scale',
        capacity_id: capacityId,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.size).toBeDefined();
    const mismatch = await as(t, auto.createTask, {
      body: {
        name: 'x',
        type: 'report',
        action: 'pause',
        report_id: reportId,
      },
    });
    expect(mismatch.error().errors?.action).toBeDefined();
    const noDataset = await as(t, auto.createTask, {
      body: {
        name: 'x',
        type: 'dataset',
        action: 'refresh',
        report_id: reportId,
      },
    });
    expect(noDataset.error().errors?.report_id).toBeDefined();
    const ok = await as(t, auto.createTask, {
      body: {
        name: 'Maintenance',
        type: 'report',
        action: 'maintenance_on',
        report_id: reportId,
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.data()).toMatchObject({
      type: 'report',
      action: 'maintenance_on',
      report_title: 'Sales',
      capacity_id: null,
    });
    const edited = await as(t, auto.updateTask, {
      id: ok.data().id,
      body: taskBody({ action: 'scale', size: 'A2' }),
    });
    expect(edited.data()).toMatchObject({
      type: 'capacity',
      size: 'A2',
      capacity_name: 'cap1',
      report_id: null,
    });
    const [row] = await ctx.db.select().from(autoTasks).where(eq(autoTasks.id, ok.data().id));
    expect(row).toMatchObject({ capacityId, size: 'A2', reportId: null });
    expect((await as(t, auto.removeTask, { id: ok.data().id })).statusCode).toBe(200);
  });

  it('adds a trigger with shifts, previews it, edits it and deletes it', async () => {
    const t = world.tokens.admin;
    const task = (await as(t, auto.createTask, { body: taskBody() })).data();
    const shift = (
      await as(t, auto.createShift, { body: shiftBody({ start_time: '19:00', end_time: '23:00' }) })
    ).data();
    const weekly = await as(t, auto.createTrigger, { body: triggerBody(task.id, { weekdays: [] }) });
    expect(weekly.error().errors?.weekdays).toBeDefined();
    const range = await as(t, auto.createTrigger, { body: triggerBody(task.id, { periods: 30 }) });
    expect(range.error().errors?.range_start).toBeDefined();
    const dates = await as(t, auto.createTrigger, {
      body: triggerBody(task.id, { activation_end: '2025-01-01' }),
    });
    expect(dates.error().errors?.activation_end).toBeDefined();
    const created = await as(t, auto.createTrigger, {
      body: triggerBody(task.id, { shift_ids: [shift.id] }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.data()).toMatchObject({
      task_name: 'Pause at night',
      shift_ids: [shift.id],
      last_run: null,
    });
    const id = created.data().id;
    const preview = (await as(t, auto.preview, { id })).data();
    expect(preview.timezone).toBe('America/Sao_Paulo');
    expect(preview.runs).toHaveLength(10);
    for (const run of preview.runs) {
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Sao_Paulo',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(run));
      expect(local).toMatch(/^(Mon|Fri) 20:00$/);
    }
    const edited = await as(t, auto.updateTrigger, {
      id,
      body: triggerBody(task.id, { frequency: 'monthly', month_day: 15, enabled: false }),
    });
    expect(edited.data()).toMatchObject({
      frequency: 'monthly',
      month_day: 15,
      weekdays: [],
      shift_ids: [],
      enabled: false,
    });
    const [row] = await ctx.db.select().from(autoTriggers).where(eq(autoTriggers.id, id));
    expect(row).toMatchObject({ monthDay: 15, enabled: false, companyId: world.company.id });
    const list = (await as(t, auto.triggers)).data();
    expect(list.timezone).toBe('America/Sao_Paulo');
    expect(list.data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await as(t, auto.removeTrigger, { id })).statusCode).toBe(200);
    expect(await ctx.db.select().from(autoTriggers).where(eq(autoTriggers.id, id))).toHaveLength(0);
  });

  it('refuses days, times and shift hours that do not exist, on the field, and stores nothing', async () => {
    const t = world.tokens.admin;
    const task = (await as(t, auto.createTask, { body: taskBody() })).data();
    const triggersBefore = await ctx.db.select().from(autoTriggers);
    const cases: [Record<string, unknown>, string][] = [
      [{ activation_start: '2023-02-29' }, 'activation_start'],
      [{ activation_start: '2024-02-30' }, 'activation_start'],
      [{ activation_end: '2027-02-29' }, 'activation_end'],
      [{ activation_start: '2026-13-01' }, 'activation_start'],
      [{ activation_start: '2026-01-00' }, 'activation_start'],
      [{ trigger_time: '24:00' }, 'trigger_time'],
      [{ trigger_time: '23:60' }, 'trigger_time'],
      [{ periods: 30, range_start: '08:00', range_end: '24:00' }, 'range_end'],
    ];
    for (const [change, field] of cases) {
      const res = await as(t, auto.createTrigger, { body: triggerBody(task.id, change) });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.error().error_codes, JSON.stringify(change)).toEqual({ [field]: ['field_invalid'] });
    }
    expect(await ctx.db.select().from(autoTriggers)).toHaveLength(triggersBefore.length);
    // 29 February of a leap year is a day like any other.
    const leap = await as(t, auto.createTrigger, {
      body: triggerBody(task.id, { activation_start: '2028-02-29' }),
    });
    expect(leap.statusCode).toBe(201);
    expect(leap.data().activation_start).toBe('2028-02-29');
    const edit = await as(t, auto.updateTrigger, {
      id: leap.data().id,
      body: triggerBody(task.id, { activation_end: '2029-02-29' }),
    });
    expect(edit.error().error_codes).toEqual({ activation_end: ['field_invalid'] });
    const [row] = await ctx.db.select().from(autoTriggers).where(eq(autoTriggers.id, leap.data().id));
    expect(row).toMatchObject({ activationStart: '2028-02-29', activationEnd: null });

    const shift = await as(t, auto.createShift, { body: shiftBody({ end_time: '23:60' }) });
    expect(shift.error().error_codes).toEqual({ end_time: ['field_invalid'] });
  });

  it('runs a trigger now: the capacity pauses and the history shows the run', async () => {
    const t = world.tokens.admin;
    arm.set('cap1', 'Succeeded');
    const task = (await as(t, auto.createTask, { body: taskBody() })).data();
    const trigger = (await as(t, auto.createTrigger, { body: triggerBody(task.id) })).data();
    const run = await as(t, auto.run, { id: trigger.id });
    expect(run.statusCode).toBe(200);
    expect(run.data()).toMatchObject({ kind: 'manual', status: 'success', error: null });
    expect(arm.count('suspend', 'cap1')).toBe(1);
    arm.settle();
    const history = (await as(t, auto.runs, { id: trigger.id })).data();
    expect(history).toMatchObject({ total: 1, data: [{ id: run.data().id, status: 'success' }] });
    expect((await as(t, auto.trigger, { id: trigger.id })).data().last_run?.id).toBe(run.data().id);
    // Run again: already paused is what was asked; a failure is recorded, not thrown.
    expect((await as(t, auto.run, { id: trigger.id })).data().status).toBe('success');
    arm.failNext = new Error('Azure says no');
    const failed = (await as(t, auto.run, { id: trigger.id })).data();
    expect(failed).toMatchObject({ status: 'failed', error: 'Azure says no' });
    expect(await ctx.db.select().from(autoRuns).where(eq(autoRuns.triggerId, trigger.id))).toHaveLength(3);
  });

  it('puts a report in maintenance from a task', async () => {
    const t = world.tokens.admin;
    const task = (
      await as(t, auto.createTask, {
        body: {
          name: 'M',
          type: 'report',
          action: 'maintenance_on',
          report_id: reportId,
        },
      })
    ).data();
    const trigger = (
      await as(t, auto.createTrigger, { body: triggerBody(task.id, { frequency: 'daily' }) })
    ).data();
    expect((await as(t, auto.run, { id: trigger.id })).data().status).toBe('success');
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row!.maintenance).toBe(true);
  });

  it('sends one of the unit’s templates to everyone in it, and fails on a template it does not have', async () => {
    const t = world.tokens.admin;
    const created = await callRoute(ctx.app, notificationTemplateRoutes.create, {
      token: t,
      body: {
        name: 'Nightly',
        texts: {
          'pt-BR': { subject: 'Boa noite, {{ user_name }}', body: '<p>Relatórios de {{ unit }}</p>' },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const run = async (templateId: number) => {
      const task = (
        await as(t, auto.createTask, {
          body: {
            name: `Notify ${templateId}`,
            type: 'notification',
            action: 'send_template',
            template_id: templateId,
          },
        })
      ).data();
      const trigger = (
        await as(t, auto.createTrigger, { body: triggerBody(task.id, { frequency: 'daily' }) })
      ).data();
      return (await as(t, auto.run, { id: trigger.id })).data();
    };

    expect(await run(created.data().id)).toMatchObject({ status: 'success' });
    const inbox = await callRoute(ctx.app, notificationRoutes.inbox, { token: world.tokens.user });
    expect(inbox.data().data[0]).toMatchObject({
      subject: `Boa noite, ${world.users.user.name}`,
      kind: 'scheduled',
    });

    expect(await run(created.data().id + 1000)).toMatchObject({
      status: 'failed',
      error: 'notification_template_not_found',
    });
  });

  it('searches and pages the triggers and the tasks', async () => {
    const t = world.tokens.admin;
    const task = (await as(t, auto.createTask, { body: taskBody({ name: 'Zebra task' }) })).data();
    for (const name of ['Zeta one', 'Zeta two', 'Other']) {
      expect((await as(t, auto.createTrigger, { body: triggerBody(task.id, { name }) })).statusCode).toBe(
        201,
      );
    }
    const page = (await as(t, auto.triggers, { query: { search: 'zeta', per_page: 1, page: 2 } })).data();
    expect(page).toMatchObject({ total: 2, page: 2, per_page: 1, timezone: 'America/Sao_Paulo' });
    expect(page.data.map((x: { name: string }) => x.name)).toEqual(['Zeta two']);
    const tasks = (await as(t, auto.tasks, { query: { search: 'zebra' } })).data();
    expect(tasks.data.map((x: { id: number }) => x.id)).toEqual([task.id]);
    expect((await as(t, auto.triggers, { query: { per_page: 0 } })).statusCode).toBe(400);
  });

  it('shows and changes only the named capacity rules', async () => {
    const t = world.tokens.admin;
    const list = (await as(t, auto.capacityRules)).data();
    expect(list.data).toEqual([expect.objectContaining({ id: capacityId, name: 'cap1', auto_manage: true })]);
    const bad = await as(t, auto.patchCapacityRule, { id: capacityId, body: { minutes_inactive: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.minutes_inactive).toBeDefined();
    const res = await as(t, auto.patchCapacityRule, { id: capacityId, body: { minutes_inactive: 45 } });
    expect(res.data()).toMatchObject({ minutes_inactive: 45, auto_manage: true, force_stop: false });
    const [row] = await ctx.db.select().from(capacities).where(eq(capacities.id, capacityId));
    expect(row).toMatchObject({ minutesInactive: 45, autoManage: true, forceStop: false });
  });
});
