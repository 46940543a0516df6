import type { TUserGroup, TUserGroupQuery } from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { Tx } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import { readThrough } from '../../platform/tagged-cache';
import { resolveManagedUnit } from '../identity';
import { createGroup, deleteGroup, findGroup, listGroups, updateGroup } from './groups.repository';

type GroupInput = { name: string; description: string | null };

/** What the group screen's calls work with: the request's handle and the caller. */
type GroupCall = Pick<CallContext, 'db' | 'scope'>;

function auditGroup(tx: Tx, scope: Scope, event: string, id: number, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, details: { group_id: id, ...details } });
}

/**
 * The groups of the caller's unit, or of the unit a partner names (one of its own). A page is kept
 * in memory (change-feed cache) until the unit's groups or any membership change: adding or
 * removing a group's member, and removing a membership, are announced as membership changes.
 */
export async function listUnitGroups({ db, scope }: GroupCall, query: TUserGroupQuery) {
  const unit = await resolveManagedUnit(db, scope, query.company_id);
  return readThrough(
    db,
    'unit-groups',
    JSON.stringify([unit, query.page, query.per_page, query.search ?? null]),
    [`user_groups:${unit}`, 'memberships'],
    () => listGroups(db, unit, query),
  );
}

export function getUnitGroup({ db, scope }: GroupCall, id: number): Promise<TUserGroup> {
  return findGroup(db, unitOf(scope), id);
}

export function addUnitGroup({ db, scope }: GroupCall, input: GroupInput): Promise<TUserGroup> {
  return db.transaction(async (tx) => {
    const group = await createGroup(tx, unitOf(scope), input);
    await auditGroup(tx, scope, 'group.created', group.id, { name: group.name });
    return group;
  });
}

export function editUnitGroup({ db, scope }: GroupCall, id: number, input: GroupInput): Promise<TUserGroup> {
  return db.transaction(async (tx) => {
    const group = await updateGroup(tx, unitOf(scope), id, input);
    await auditGroup(tx, scope, 'group.updated', group.id, { name: group.name });
    return group;
  });
}

/** Deletes a group; its members leave it only when `moveMembers` says so. */
export function removeUnitGroup(
  { db, scope }: GroupCall,
  id: number,
  moveMembers: boolean,
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const result = await deleteGroup(tx, unitOf(scope), id, moveMembers);
    await auditGroup(tx, scope, 'group.deleted', id, result);
    return result;
  });
}
