import type { TCapacity, TCapacityActionRequest, TCapacityList, TCapacityOptions } from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, unitOf } from '../../platform/scope';
import { capacityPolicy, reachOf } from './capacities.policy';
import {
  assignWorkspaces,
  type CapacityInput,
  capacityOptions,
  deleteCapacityRow,
  findCapacityRow,
  insertCapacity,
  listCapacities,
  presentCapacity,
  updateCapacityRow,
} from './capacities.repository';
import {
  type CapacityRuntime,
  pauseCapacity,
  refreshCapacityState,
  resumeCapacity,
  scaleCapacity,
} from './capacities.service';

/** What the capacity screen's calls work with: the request's handle and the caller. */
type CapacityCall = Pick<CallContext, 'db' | 'scope'>;

/** Records a change the unit's admin made to one capacity. */
function auditCapacity(
  tx: Tx,
  scope: Scope,
  event: string,
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, { ...successBy(scope), event, details: { capacity_id: id, ...details } });
}

/** The capacities the caller sees, with whether it may act on them. */
export async function listCapacitiesFor({ db, scope }: CapacityCall): Promise<TCapacityList> {
  return {
    data: await listCapacities(db, reachOf(scope)),
    policies: { manage: capacityPolicy.manage(scope) },
  };
}

/** One capacity the caller sees. */
export function getCapacity({ db, scope }: CapacityCall, id: number): Promise<TCapacity> {
  return presentCapacity(db, reachOf(scope), id);
}

/** The unit's provider accounts and workspaces, for the form. */
export function capacityFormOptions({ db, scope }: CapacityCall): Promise<TCapacityOptions> {
  return capacityOptions(db, unitOf(scope));
}

export async function createCapacity({ db, scope }: CapacityCall, input: CapacityInput): Promise<TCapacity> {
  const id = await db.transaction(async (tx) => {
    const created = await insertCapacity(tx, unitOf(scope), input);
    await auditCapacity(tx, scope, 'capacity.created', created, { name: input.name });
    return created;
  });
  return getCapacity({ db, scope }, id);
}

export async function updateCapacity(
  { db, scope }: CapacityCall,
  id: number,
  input: CapacityInput,
): Promise<TCapacity> {
  await db.transaction(async (tx) => {
    await updateCapacityRow(tx, unitOf(scope), id, input);
    await auditCapacity(tx, scope, 'capacity.updated', id, { name: input.name });
  });
  return getCapacity({ db, scope }, id);
}

export async function deleteCapacity({ db, scope }: CapacityCall, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteCapacityRow(tx, unitOf(scope), id);
    await auditCapacity(tx, scope, 'capacity.deleted', id, {});
  });
}

/** Points exactly these workspaces of the unit at the capacity. */
export async function setCapacityWorkspaces(
  { db, scope }: CapacityCall,
  id: number,
  workspaceIds: number[],
): Promise<TCapacity> {
  await db.transaction(async (tx) => {
    await assignWorkspaces(tx, unitOf(scope), id, workspaceIds);
    await auditCapacity(tx, scope, 'capacity.workspaces', id, { workspace_ids: workspaceIds });
  });
  return getCapacity({ db, scope }, id);
}

/** Reads the capacity's state from Azure now. */
export async function refreshCapacity(
  runtime: CapacityRuntime,
  { db, scope }: CapacityCall,
  id: number,
): Promise<TCapacity> {
  const row = await findCapacityRow(db, unitOf(scope), id);
  await refreshCapacityState(runtime, db, row);
  return getCapacity({ db, scope }, row.id);
}

/**
 * Pauses, resumes or scales the capacity in Azure, acting on the state Azure gives now rather
 * than the one last stored. A force-stopped capacity is not resumed by hand, and a capacity
 * already changing answers `capacity_busy` with the state just read. The audit record is stored
 * with what follows Azure's acceptance: the call to Azure is not part of any database transaction.
 */
export async function runCapacityAction(
  runtime: CapacityRuntime,
  { db, scope }: CapacityCall,
  id: number,
  action: TCapacityActionRequest,
): Promise<TCapacity> {
  const row = await refreshCapacityState(runtime, db, await findCapacityRow(db, unitOf(scope), id));
  const busy = () => new AppError('capacity_busy', { params: { state: row.state ?? '' } });
  const audit = (tx: Tx) =>
    auditCapacity(
      tx,
      scope,
      `capacity.${action.action}`,
      row.id,
      action.action === 'scale' ? { size: action.size } : {},
    );
  try {
    if (action.action === 'pause') {
      if (!(await pauseCapacity(runtime, db, row, audit))) throw busy();
    } else if (action.action === 'resume') {
      if (row.forceStop) throw new AppError('capacity_force_stopped');
      if (!(await resumeCapacity(runtime, db, row, audit))) throw busy();
    } else {
      await scaleCapacity(runtime, db, row, action.size, audit);
    }
  } catch (error) {
    // Azure's own "busy" answers carry no state: name the one just read.
    if (error instanceof AppError && error.code === 'capacity_busy') throw busy();
    throw error;
  }
  return getCapacity({ db, scope }, row.id);
}
