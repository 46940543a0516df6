import type {
  TAutoCapacityRule,
  TAutoShift,
  TAutoTask,
  TPageQuery,
  TSaveAutoShiftRequest,
  TSaveAutoTaskRequest,
} from '@mirante/contracts';
import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { autoShifts, autoTasks, capacities, reports } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

type Handle = Db | Tx;

const notFound = () => new AppError('auto_action_not_found');
const invalid = (field: string) =>
  new AppError('validation_failed', { errors: { [field]: ['field_invalid'] } });

/* Shifts ------------------------------------------------------------------------------------ */

const shiftColumns = {
  id: autoShifts.id,
  name: autoShifts.name,
  start_time: autoShifts.startTime,
  end_time: autoShifts.endTime,
};

export function listShifts(db: Handle, companyId: UnitId): Promise<TAutoShift[]> {
  return db
    .select(shiftColumns)
    .from(autoShifts)
    .where(eq(autoShifts.companyId, companyId))
    .orderBy(asc(autoShifts.startTime), asc(autoShifts.id));
}

export async function findShift(db: Handle, companyId: UnitId, id: number): Promise<TAutoShift> {
  const [row] = await db
    .select(shiftColumns)
    .from(autoShifts)
    .where(and(eq(autoShifts.companyId, companyId), eq(autoShifts.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function insertShift(db: Handle, companyId: UnitId, input: TSaveAutoShiftRequest) {
  const [row] = await db
    .insert(autoShifts)
    .values({ companyId, name: input.name, startTime: input.start_time, endTime: input.end_time })
    .returning(shiftColumns);
  return row as TAutoShift;
}

export async function updateShift(db: Handle, companyId: UnitId, id: number, input: TSaveAutoShiftRequest) {
  const [row] = await db
    .update(autoShifts)
    .set({ name: input.name, startTime: input.start_time, endTime: input.end_time, updatedAt: new Date() })
    .where(and(eq(autoShifts.companyId, companyId), eq(autoShifts.id, id)))
    .returning(shiftColumns);
  if (!row) throw notFound();
  return row;
}

export async function deleteShift(db: Handle, companyId: UnitId, id: number): Promise<void> {
  const rows = await db
    .delete(autoShifts)
    .where(and(eq(autoShifts.companyId, companyId), eq(autoShifts.id, id)))
    .returning({ id: autoShifts.id });
  if (rows.length === 0) throw notFound();
}

/** Every one of `ids` is a shift of the unit (else the field is invalid). */
export async function assertShiftsOfUnit(
  db: Handle,
  companyId: UnitId,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: autoShifts.id })
    .from(autoShifts)
    .where(and(eq(autoShifts.companyId, companyId), inArray(autoShifts.id, [...ids])));
  if (rows.length !== new Set(ids).size) throw invalid('shift_ids');
}

/* Tasks ------------------------------------------------------------------------------------- */

const taskColumns = {
  id: autoTasks.id,
  name: autoTasks.name,
  type: autoTasks.type,
  action: autoTasks.action,
  capacity_id: autoTasks.capacityId,
  capacity_name: capacities.name,
  size: autoTasks.size,
  report_id: autoTasks.reportId,
  report_title: reports.title,
  template_id: autoTasks.templateId,
};

function taskQuery(db: Handle) {
  return db
    .select(taskColumns)
    .from(autoTasks)
    .leftJoin(capacities, eq(capacities.id, autoTasks.capacityId))
    .leftJoin(reports, eq(reports.id, autoTasks.reportId));
}

/** The unit's tasks, searched by name, one page at a time. */
export async function listTasks(db: Handle, companyId: UnitId, query: TPageQuery) {
  const where = and(
    eq(autoTasks.companyId, companyId),
    query.search ? ilike(autoTasks.name, likeContains(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    taskQuery(db)
      .where(where)
      .orderBy(asc(autoTasks.name), asc(autoTasks.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(autoTasks).where(where),
  ]);
  return { data: rows as TAutoTask[], page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

export async function findTask(db: Handle, companyId: UnitId, id: number): Promise<TAutoTask> {
  const [row] = await taskQuery(db).where(and(eq(autoTasks.companyId, companyId), eq(autoTasks.id, id)));
  if (!row) throw notFound();
  return row as TAutoTask;
}

/** The capacity and report a task names belong to the unit and are live. */
async function assertTargets(db: Handle, companyId: UnitId, input: TSaveAutoTaskRequest): Promise<void> {
  if (input.type === 'capacity' && input.capacity_id !== null) {
    const [row] = await db
      .select({ id: capacities.id })
      .from(capacities)
      .where(
        and(
          eq(capacities.companyId, companyId),
          eq(capacities.id, input.capacity_id),
          isNull(capacities.deletedAt),
        ),
      );
    if (!row) throw invalid('capacity_id');
  }
  if ((input.type === 'report' || input.type === 'dataset') && input.report_id !== null) {
    const [row] = await db
      .select({ id: reports.id, kind: reports.kind, dataset: reports.providerDatasetId })
      .from(reports)
      .where(
        and(eq(reports.companyId, companyId), eq(reports.id, input.report_id), isNull(reports.deletedAt)),
      );
    if (!row || (input.type === 'dataset' && (row.kind !== 'powerbi' || !row.dataset)))
      throw invalid('report_id');
  }
}

/** Only the target of the task's type is kept. */
function taskValues(input: TSaveAutoTaskRequest) {
  return {
    name: input.name,
    type: input.type,
    action: input.action,
    capacityId: input.type === 'capacity' ? input.capacity_id : null,
    size: input.type === 'capacity' && input.action === 'scale' ? input.size : null,
    reportId: input.type === 'report' || input.type === 'dataset' ? input.report_id : null,
    templateId: input.type === 'notification' ? input.template_id : null,
  };
}

export async function insertTask(
  db: Handle,
  companyId: UnitId,
  input: TSaveAutoTaskRequest,
): Promise<number> {
  await assertTargets(db, companyId, input);
  const [row] = await db
    .insert(autoTasks)
    .values({ companyId, ...taskValues(input) })
    .returning({ id: autoTasks.id });
  return (row as { id: number }).id;
}

export async function updateTask(db: Handle, companyId: UnitId, id: number, input: TSaveAutoTaskRequest) {
  await findTask(db, companyId, id);
  await assertTargets(db, companyId, input);
  await db
    .update(autoTasks)
    .set({ ...taskValues(input), updatedAt: new Date() })
    .where(and(eq(autoTasks.companyId, companyId), eq(autoTasks.id, id)));
}

export async function deleteTask(db: Handle, companyId: UnitId, id: number): Promise<void> {
  const rows = await db
    .delete(autoTasks)
    .where(and(eq(autoTasks.companyId, companyId), eq(autoTasks.id, id)))
    .returning({ id: autoTasks.id });
  if (rows.length === 0) throw notFound();
}

export async function findTaskRow(db: Handle, companyId: UnitId, id: number) {
  const [row] = await db
    .select()
    .from(autoTasks)
    .where(and(eq(autoTasks.companyId, companyId), eq(autoTasks.id, id)));
  if (!row) throw notFound();
  return row;
}

/* Capacity rules ---------------------------------------------------------------------------- */

const ruleColumns = {
  id: capacities.id,
  name: capacities.name,
  state: capacities.state,
  force_stop: capacities.forceStop,
  auto_manage: capacities.autoManage,
  minutes_inactive: capacities.minutesInactive,
};

export function listCapacityRules(db: Handle, companyId: UnitId): Promise<TAutoCapacityRule[]> {
  return db
    .select(ruleColumns)
    .from(capacities)
    .where(and(eq(capacities.companyId, companyId), isNull(capacities.deletedAt)))
    .orderBy(asc(capacities.name));
}
