import type {
  TAutoRun,
  TAutoTrigger,
  TPageQuery,
  TSaveAutoTriggerRequest,
  WeekdayCode,
} from '@mirante/contracts';
import { and, asc, desc, eq, ilike, inArray, lt, sql } from 'drizzle-orm';
import { autoRuns, autoShifts, autoTasks, autoTriggerShifts, autoTriggers } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';
import { assertShiftsOfUnit, findTask } from './auto-actions.repository';
import type { TriggerTiming } from './auto-actions-schedule.service';

type Handle = Db | Tx;

const notFound = () => new AppError('auto_action_not_found');

export type TriggerRow = typeof autoTriggers.$inferSelect;
export type RunRow = typeof autoRuns.$inferSelect;

export function presentRun(row: RunRow): TAutoRun {
  return {
    id: row.id,
    trigger_id: row.triggerId,
    kind: row.kind as TAutoRun['kind'],
    due_at: row.dueAt.toISOString(),
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    status: row.status as TAutoRun['status'],
    error: row.error,
  };
}

/** The trigger's shifts (their hours) for the due-time rules. */
async function shiftHours(db: Handle, triggerId: number) {
  return db
    .select({ startTime: autoShifts.startTime, endTime: autoShifts.endTime })
    .from(autoTriggerShifts)
    .innerJoin(autoShifts, eq(autoShifts.id, autoTriggerShifts.shiftId))
    .where(eq(autoTriggerShifts.triggerId, triggerId));
}

export async function timingOf(db: Handle, row: TriggerRow): Promise<TriggerTiming> {
  return {
    frequency: row.frequency,
    weekdays: row.weekdays,
    monthDay: row.monthDay,
    triggerTime: row.triggerTime,
    periods: row.periods,
    rangeStart: row.rangeStart,
    rangeEnd: row.rangeEnd,
    activationStart: row.activationStart,
    activationEnd: row.activationEnd,
    shifts: await shiftHours(db, row.id),
  };
}

async function lastRuns(db: Handle, ids: number[]): Promise<Map<number, TAutoRun>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([autoRuns.triggerId])
    .from(autoRuns)
    .where(inArray(autoRuns.triggerId, ids))
    .orderBy(autoRuns.triggerId, desc(autoRuns.startedAt), desc(autoRuns.id));
  return new Map(rows.map((r) => [r.triggerId, presentRun(r)]));
}

async function present(db: Handle, rows: (TriggerRow & { taskName: string })[]): Promise<TAutoTrigger[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db.select().from(autoTriggerShifts).where(inArray(autoTriggerShifts.triggerId, ids))
    : [];
  const runs = await lastRuns(db, ids);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    task_id: r.taskId,
    task_name: r.taskName,
    enabled: r.enabled,
    frequency: r.frequency as TAutoTrigger['frequency'],
    weekdays: r.weekdays as WeekdayCode[],
    month_day: r.monthDay,
    trigger_time: r.triggerTime,
    periods: r.periods,
    range_start: r.rangeStart,
    range_end: r.rangeEnd,
    activation_start: r.activationStart,
    activation_end: r.activationEnd,
    shift_ids: links
      .filter((l) => l.triggerId === r.id)
      .map((l) => l.shiftId)
      .sort((a, b) => a - b),
    last_run: runs.get(r.id) ?? null,
  }));
}

function triggerQuery(db: Handle) {
  return db
    .select({ trigger: autoTriggers, taskName: autoTasks.name })
    .from(autoTriggers)
    .innerJoin(autoTasks, eq(autoTasks.id, autoTriggers.taskId));
}

/** The unit's triggers, searched by name, one page at a time. */
export async function listTriggers(db: Handle, companyId: UnitId, query: TPageQuery) {
  const where = and(
    eq(autoTriggers.companyId, companyId),
    query.search ? ilike(autoTriggers.name, likeContains(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    triggerQuery(db)
      .where(where)
      .orderBy(asc(autoTriggers.name), asc(autoTriggers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(autoTriggers).where(where),
  ]);
  const data = await present(
    db,
    rows.map((r) => ({ ...r.trigger, taskName: r.taskName })),
  );
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

export async function findTriggerRow(db: Handle, companyId: UnitId, id: number): Promise<TriggerRow> {
  const [row] = await db
    .select()
    .from(autoTriggers)
    .where(and(eq(autoTriggers.companyId, companyId), eq(autoTriggers.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function findTrigger(db: Handle, companyId: UnitId, id: number): Promise<TAutoTrigger> {
  const [row] = await triggerQuery(db).where(
    and(eq(autoTriggers.companyId, companyId), eq(autoTriggers.id, id)),
  );
  if (!row) throw notFound();
  const [out] = await present(db, [{ ...row.trigger, taskName: row.taskName }]);
  return out as TAutoTrigger;
}

function triggerValues(input: TSaveAutoTriggerRequest) {
  return {
    name: input.name,
    taskId: input.task_id,
    enabled: input.enabled,
    frequency: input.frequency,
    weekdays: input.frequency === 'weekly' ? [...new Set(input.weekdays)] : [],
    monthDay: input.frequency === 'monthly' ? input.month_day : null,
    triggerTime: input.trigger_time,
    periods: input.periods,
    rangeStart: input.range_start,
    rangeEnd: input.range_end,
    activationStart: input.activation_start,
    activationEnd: input.activation_end,
  };
}

async function checkReferences(db: Handle, companyId: UnitId, input: TSaveAutoTriggerRequest) {
  try {
    await findTask(db, companyId, input.task_id);
  } catch {
    throw new AppError('validation_failed', { errors: { task_id: ['field_invalid'] } });
  }
  await assertShiftsOfUnit(db, companyId, input.shift_ids);
}

async function linkShifts(tx: Tx, triggerId: number, shiftIds: readonly number[]) {
  await tx.delete(autoTriggerShifts).where(eq(autoTriggerShifts.triggerId, triggerId));
  const unique = [...new Set(shiftIds)];
  if (unique.length)
    await tx.insert(autoTriggerShifts).values(unique.map((shiftId) => ({ triggerId, shiftId })));
}

/** A new trigger: due times before `now` are never run. */
export async function insertTrigger(tx: Tx, companyId: UnitId, input: TSaveAutoTriggerRequest, now: Date) {
  await checkReferences(tx, companyId, input);
  const [row] = await tx
    .insert(autoTriggers)
    .values({ companyId, ...triggerValues(input), lastDueAt: now })
    .returning({ id: autoTriggers.id });
  const id = (row as { id: number }).id;
  await linkShifts(tx, id, input.shift_ids);
  return id;
}

/** An edited trigger starts over from `now`: a time moved into the past does not run at once. */
export async function updateTrigger(
  tx: Tx,
  companyId: UnitId,
  id: number,
  input: TSaveAutoTriggerRequest,
  now: Date,
) {
  await findTriggerRow(tx, companyId, id);
  await checkReferences(tx, companyId, input);
  await tx
    .update(autoTriggers)
    .set({
      ...triggerValues(input),
      lastDueAt: sql`greatest(${autoTriggers.lastDueAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(and(eq(autoTriggers.companyId, companyId), eq(autoTriggers.id, id)));
  await linkShifts(tx, id, input.shift_ids);
}

export async function deleteTrigger(db: Handle, companyId: UnitId, id: number): Promise<void> {
  const rows = await db
    .delete(autoTriggers)
    .where(and(eq(autoTriggers.companyId, companyId), eq(autoTriggers.id, id)))
    .returning({ id: autoTriggers.id });
  if (rows.length === 0) throw notFound();
}

/** Every enabled trigger of every unit (the scheduler's round). */
export function enabledTriggers(db: Handle): Promise<TriggerRow[]> {
  return db.select().from(autoTriggers).where(eq(autoTriggers.enabled, true)).orderBy(asc(autoTriggers.id));
}

/**
 * Claims the scheduled run of `dueAt`: inserts its row and moves the trigger's last due time,
 * together. Null when the run already exists (another instance has it).
 */
export async function claimScheduledRun(
  db: Db,
  trigger: TriggerRow,
  dueAt: Date,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(autoRuns)
      .values({
        companyId: trigger.companyId,
        triggerId: trigger.id,
        kind: 'scheduled',
        dueAt,
        startedAt: now,
        status: 'running',
      })
      .onConflictDoNothing()
      .returning({ id: autoRuns.id });
    if (!row) return null;
    await tx
      .update(autoTriggers)
      .set({ lastDueAt: sql`greatest(${autoTriggers.lastDueAt}, ${dueAt.toISOString()}::timestamptz)` })
      .where(eq(autoTriggers.id, trigger.id));
    return row.id;
  });
}

export async function insertManualRun(db: Handle, trigger: TriggerRow, now: Date): Promise<number> {
  const [row] = await db
    .insert(autoRuns)
    .values({
      companyId: trigger.companyId,
      triggerId: trigger.id,
      kind: 'manual',
      dueAt: now,
      startedAt: now,
      status: 'running',
    })
    .returning({ id: autoRuns.id });
  return (row as { id: number }).id;
}

export async function finishRun(db: Handle, id: number, outcome: { at: Date; error: string | null }) {
  await db
    .update(autoRuns)
    .set({
      finishedAt: outcome.at,
      status: outcome.error === null ? 'success' : 'failed',
      error: outcome.error,
    })
    .where(eq(autoRuns.id, id));
}

/**
 * Closes the runs still marked running that started before `before`: their server stopped
 * while running them (a task takes seconds, not this long).
 */
export async function closeInterruptedRuns(db: Handle, before: Date, at: Date): Promise<number> {
  const closed = await db
    .update(autoRuns)
    .set({ finishedAt: at, status: 'failed', error: 'auto_run_interrupted' })
    .where(and(eq(autoRuns.status, 'running'), lt(autoRuns.startedAt, before)))
    .returning({ id: autoRuns.id });
  return closed.length;
}

export async function findRun(db: Handle, id: number): Promise<TAutoRun> {
  const [row] = await db.select().from(autoRuns).where(eq(autoRuns.id, id));
  if (!row) throw notFound();
  return presentRun(row);
}

/** A trigger's runs, newest first, one page at a time. */
export async function listRuns(db: Handle, companyId: UnitId, triggerId: number, query: TPageQuery) {
  const where = and(eq(autoRuns.companyId, companyId), eq(autoRuns.triggerId, triggerId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(autoRuns)
      .where(where)
      .orderBy(desc(autoRuns.startedAt), desc(autoRuns.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(autoRuns).where(where),
  ]);
  return { data: rows.map(presentRun), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
