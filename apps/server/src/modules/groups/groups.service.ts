import type { TUserGroup, TUserGroupQuery } from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import { resolveManagedUnit } from '../users/users-admin.service';
import { createGroup, deleteGroup, findGroup, listGroups, updateGroup } from './groups.repository';

type GroupInput = { name: string; description: string | null };

/** What the group screen's calls take: the database and the caller (an admin of the unit). */
interface GroupCall {
  db: Db;
  scope: Scope;
}

function auditGroup(tx: Tx, scope: Scope, event: string, id: number, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, details: { group_id: id, ...details } });
}

/** The groups of the caller's unit, or of the unit a partner names (one of its own). */
export async function listUnitGroups({ db, scope, query }: GroupCall & { query: TUserGroupQuery }) {
  return listGroups(db, await resolveManagedUnit(db, scope, query.company_id), query);
}

export function getUnitGroup({ db, scope, id }: GroupCall & { id: number }): Promise<TUserGroup> {
  return findGroup(db, unitOf(scope), id);
}

export function addUnitGroup({ db, scope, input }: GroupCall & { input: GroupInput }): Promise<TUserGroup> {
  return db.transaction(async (tx) => {
    const group = await createGroup(tx, unitOf(scope), input);
    await auditGroup(tx, scope, 'group.created', group.id, { name: group.name });
    return group;
  });
}

export function editUnitGroup({
  db,
  scope,
  id,
  input,
}: GroupCall & { id: number; input: GroupInput }): Promise<TUserGroup> {
  return db.transaction(async (tx) => {
    const group = await updateGroup(tx, unitOf(scope), id, input);
    await auditGroup(tx, scope, 'group.updated', group.id, { name: group.name });
    return group;
  });
}

/** Deletes a group; its members go to "no group" only when `moveMembers` says so. */
export function removeUnitGroup({
  db,
  scope,
  id,
  moveMembers,
}: GroupCall & { id: number; moveMembers: boolean }): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const result = await deleteGroup(tx, unitOf(scope), id, moveMembers);
    await auditGroup(tx, scope, 'group.deleted', id, result);
    return result;
  });
}
