import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { memberships, scimGroups, userGroups } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';
import type { ScimPage, SearchableAttributes } from './scim-query';
import type { ScimGroupRow } from './scim-resources';

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
export async function groupMembers(
  db: Db | Tx,
  companyId: UnitId,
  groupIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({ groupId: memberships.groupId, id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
        inArray(memberships.groupId, groupIds),
      ),
    )
    .orderBy(asc(memberships.id));
  for (const row of rows) result.get(row.groupId!)?.push(row.id);
  return result;
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
  const [row] = await tx.insert(userGroups).values({ companyId, name }).returning({ id: userGroups.id });
  return row!.id;
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
  await tx
    .update(userGroups)
    .set({ name, updatedAt: new Date() })
    .where(and(liveInUnit(companyId), eq(userGroups.id, id)));
}

/**
 * Puts people of the unit in the group (a membership has one group, so they leave their previous
 * one) and takes others out of it (only those who are in it). Ids of memberships of another unit
 * match nothing.
 */
export async function setGroupMembers(
  tx: Tx,
  companyId: UnitId,
  groupId: number,
  changes: { add: number[]; remove: number[] },
): Promise<void> {
  if (changes.add.length > 0) {
    await tx
      .update(memberships)
      .set({ groupId })
      .where(
        and(
          eq(memberships.companyId, companyId),
          isNull(memberships.deletedAt),
          inArray(memberships.id, changes.add),
        ),
      );
  }
  if (changes.remove.length > 0) {
    await tx
      .update(memberships)
      .set({ groupId: null })
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.groupId, groupId),
          inArray(memberships.id, changes.remove),
        ),
      );
  }
}

/** Soft-deletes the group; its people go to "no group", as the group screen's delete does. */
export async function deleteScimGroup(tx: Tx, companyId: UnitId, id: number): Promise<void> {
  await tx.update(memberships).set({ groupId: null }).where(eq(memberships.groupId, id));
  await tx
    .update(userGroups)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(liveInUnit(companyId), eq(userGroups.id, id)));
  await tx.delete(scimGroups).where(eq(scimGroups.groupId, id));
}
