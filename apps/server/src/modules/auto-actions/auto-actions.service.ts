import type {
  TAutoShift,
  TPageQuery,
  TAutoTask,
  TAutoTrigger,
  TSaveAutoShiftRequest,
  TSaveAutoTaskRequest,
  TSaveAutoTriggerRequest,
} from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { CapacityAutomation } from '../capacities';
import { setCapacityAutomation } from '../capacities';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, unitOf } from '../../platform/scope';
import {
  deleteShift,
  deleteTask,
  findShift,
  findTask,
  insertShift,
  insertTask,
  listCapacityRules,
  listShifts,
  listTasks,
  updateShift,
  updateTask,
} from './auto-actions.repository';
import {
  deleteTrigger,
  findTrigger,
  insertTrigger,
  listTriggers,
  updateTrigger,
} from './auto-actions-triggers.repository';
import { getCompanyConfig } from '../identity';

/** What the scheduler screen's calls take: the database, the caller and the scheduler's clock. */
export interface AutoCall {
  db: Db;
  scope: Scope;
  now: () => Date;
}

function audit(tx: Tx, scope: Scope, event: string, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event: `auto_actions.${event}`, details });
}

/* Shifts */

export const listUnitShifts = async ({ db, scope }: AutoCall) => ({
  data: await listShifts(db, unitOf(scope)),
});
export const getUnitShift = ({ db, scope }: AutoCall, id: number) => findShift(db, unitOf(scope), id);

export function addUnitShift({ db, scope }: AutoCall, input: TSaveAutoShiftRequest): Promise<TAutoShift> {
  return db.transaction(async (tx) => {
    const shift = await insertShift(tx, unitOf(scope), input);
    await audit(tx, scope, 'shift_created', { shift_id: shift.id, name: shift.name });
    return shift;
  });
}

export function editUnitShift({ db, scope }: AutoCall, id: number, input: TSaveAutoShiftRequest) {
  return db.transaction(async (tx) => {
    const shift = await updateShift(tx, unitOf(scope), id, input);
    await audit(tx, scope, 'shift_updated', { shift_id: id, name: shift.name });
    return shift;
  });
}

export function removeUnitShift({ db, scope }: AutoCall, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteShift(tx, unitOf(scope), id);
    await audit(tx, scope, 'shift_deleted', { shift_id: id });
  });
}

/* Tasks */

export const listUnitTasks = ({ db, scope }: AutoCall, query: TPageQuery) =>
  listTasks(db, unitOf(scope), query);
export const getUnitTask = ({ db, scope }: AutoCall, id: number) => findTask(db, unitOf(scope), id);

export async function addUnitTask({ db, scope }: AutoCall, input: TSaveAutoTaskRequest): Promise<TAutoTask> {
  const id = await db.transaction(async (tx) => {
    const created = await insertTask(tx, unitOf(scope), input);
    await audit(tx, scope, 'task_created', { task_id: created, type: input.type, action: input.action });
    return created;
  });
  return findTask(db, unitOf(scope), id);
}

export async function editUnitTask({ db, scope }: AutoCall, id: number, input: TSaveAutoTaskRequest) {
  await db.transaction(async (tx) => {
    await updateTask(tx, unitOf(scope), id, input);
    await audit(tx, scope, 'task_updated', { task_id: id, type: input.type, action: input.action });
  });
  return findTask(db, unitOf(scope), id);
}

export function removeUnitTask({ db, scope }: AutoCall, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteTask(tx, unitOf(scope), id);
    await audit(tx, scope, 'task_deleted', { task_id: id });
  });
}

/* Triggers */

export async function listUnitTriggers({ db, scope }: AutoCall, query: TPageQuery) {
  const companyId = unitOf(scope);
  const [page, config] = await Promise.all([
    listTriggers(db, companyId, query),
    getCompanyConfig(db, companyId),
  ]);
  return { ...page, timezone: config.timezone || 'UTC' };
}

export const getUnitTrigger = ({ db, scope }: AutoCall, id: number) => findTrigger(db, unitOf(scope), id);

export async function addUnitTrigger(
  { db, scope, now }: AutoCall,
  input: TSaveAutoTriggerRequest,
): Promise<TAutoTrigger> {
  const id = await db.transaction(async (tx) => {
    const created = await insertTrigger(tx, unitOf(scope), input, now());
    await audit(tx, scope, 'trigger_created', { trigger_id: created, task_id: input.task_id });
    return created;
  });
  return findTrigger(db, unitOf(scope), id);
}

export async function editUnitTrigger(
  { db, scope, now }: AutoCall,
  id: number,
  input: TSaveAutoTriggerRequest,
) {
  await db.transaction(async (tx) => {
    await updateTrigger(tx, unitOf(scope), id, input, now());
    await audit(tx, scope, 'trigger_updated', { trigger_id: id, task_id: input.task_id });
  });
  return findTrigger(db, unitOf(scope), id);
}

export function removeUnitTrigger({ db, scope }: AutoCall, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteTrigger(tx, unitOf(scope), id);
    await audit(tx, scope, 'trigger_deleted', { trigger_id: id });
  });
}

/* Capacity rules */

export const listUnitCapacityRules = async ({ db, scope }: AutoCall) => ({
  data: await listCapacityRules(db, unitOf(scope)),
});

export function editUnitCapacityRule({ db, scope }: AutoCall, id: number, patch: CapacityAutomation) {
  return db.transaction(async (tx) => {
    const rule = await setCapacityAutomation(tx, unitOf(scope), id, patch);
    if (!rule) throw new AppError('auto_action_not_found');
    await audit(tx, scope, 'capacity_rule_updated', { capacity_id: id, ...patch });
    return rule;
  });
}
