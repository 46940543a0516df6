import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { scimGroups, userGroups } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';
import {
  addMembersToGroup,
  emptyGroup,
  insertGroupOf,
  membersOfGroups,
  removeMembersFromGroup,
  renameGroupOf,
  retireGroupOf,
} from '../groups';
import type { ScimPage, SearchableAttributes } from './scim-query.repository';
import type { ScimGroupRow } from './scim-resources.service';

const columns = {
  id: userGroups.id,
  name: userGroups.name,
  externalId: scimGroups.externalId,
  createdAt: userGroups.createdAt,
  updatedAt: userGroups.updatedAt,
};

export const GROUP_SEARCH: SearchableAttributes = {
  attributes: {
    id: { column: sql`${userGroups.id}::text`, caseExact: true },
    displayname: { column: sql`${userGroups.name}` },
    externalid: { column: sql`${scimGroups.externalId}`, caseExact: true },
  },
};

function liveInUnit(companyId: UnitId): SQL {
  return and(eq(userGroups.companyId, companyId), isNull(userGroups.deletedAt))!;
}

function base(db: Db | Tx) {
  return db.select(columns).from(userGroups).leftJoin(scimGroups, eq(scimGroups.groupId, userGroups.id));
}

export async function listScimGroups(
  db: Db,
  companyId: UnitId,
  where: SQL | undefined,
  page: ScimPage,
): Promise<{ rows: ScimGroupRow[]; total: number }> {
  const condition = and(liveInUnit(companyId), where);
  const [rows, total] = await Promise.all([
    page.count === 0
      ? Promise.resolve([])
      : base(db)
          .where(condition)
          .orderBy(asc(userGroups.id))
          .limit(page.count)
          .offset(page.startIndex - 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(userGroups)
      .leftJoin(scimGroups, eq(scimGroups.groupId, userGroups.id))
      .where(condition),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findScimGroup(
  db: Db | Tx,
  companyId: UnitId,
  id: number,
): Promise<ScimGroupRow | undefined> {
  const [row] = await base(db).where(and(liveInUnit(companyId), eq(userGroups.id, id)));
  return row;
}

/** The SCIM ids (membership ids) of the group's people, of each group asked for. */
export function groupMembers(
  db: Db | Tx,
  companyId: UnitId,
  groupIds: number[],
): Promise<Map<number, number[]>> {
  return membersOfGroups(db, companyId, groupIds);
}

/** Whether a live group of the unit has this name (ignoring case) or external id. */
export async function findGroupClash(
  db: Db | Tx,
  companyId: UnitId,
  field: 'name' | 'externalId',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const test =
    field === 'name' ? sql`lower(${userGroups.name}) = lower(${value})` : eq(scimGroups.externalId, value);
  const [row] = await base(db)
    .where(and(liveInUnit(companyId), test, exceptId === undefined ? undefined : ne(userGroups.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertScimGroup(tx: Tx, companyId: UnitId, name: string): Promise<number> {
  return insertGroupOf(tx, companyId, name);
}

export async function saveGroupIdentity(
  tx: Tx,
  values: { groupId: number; companyId: UnitId; externalId: string | null },
): Promise<void> {
  await tx
    .insert(scimGroups)
    .values(values)
    .onConflictDoUpdate({ target: scimGroups.groupId, set: { externalId: values.externalId } });
}

export async function renameScimGroup(tx: Tx, companyId: UnitId, id: number, name: string): Promise<void> {
  await renameGroupOf(tx, companyId, id, name);
}

/**
 * Puts people of the unit in the group and takes others out of it. A person may be in any number
 * of groups: joining this one leaves their others as they were. Ids of memberships of another
 * unit match nothing.
 */
export async function setGroupMembers(
  tx: Tx,
  companyId: UnitId,
  groupId: number,
  changes: { add: number[]; remove: number[] | 'all' },
): Promise<void> {
  await removeMembersFromGroup(tx, companyId, groupId, changes.remove);
  await addMembersToGroup(tx, companyId, groupId, changes.add);
}

/** Soft-deletes the group; its people leave it and keep their other groups. */
export async function deleteScimGroup(tx: Tx, companyId: UnitId, id: number): Promise<void> {
  await emptyGroup(tx, companyId, id);
  await retireGroupOf(tx, companyId, id);
  await tx.delete(scimGroups).where(eq(scimGroups.groupId, id));
}
