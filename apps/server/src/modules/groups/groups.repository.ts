import type { TPageQuery, TUserGroup } from '@mirante/contracts';
import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import { userGroups } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import { type Db, executeNamed, type Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { isUniqueViolation, likeContains } from '../../platform/sql';
import { emptyGroup } from './groups-members.repository';

/**
 * Live members only: a membership softly removed from the unit no longer counts. Written with its
 * own aliases and the group's column spelled out: inside a select list Drizzle would print a bare
 * "id", which the subquery would read as its own.
 */
const membersCount = sql<number>`(select count(*)::int from membership_groups mg
  join memberships m on m.id = mg.membership_id
  where mg.group_id = "user_groups"."id" and m.deleted_at is null)`.mapWith(Number);

const columns = {
  id: userGroups.id,
  name: userGroups.name,
  description: userGroups.description,
  members_count: membersCount,
  createdAt: userGroups.createdAt,
};

function present({ createdAt, ...row }: { createdAt: Date } & Omit<TUserGroup, 'created_at'>): TUserGroup {
  return { ...row, created_at: createdAt.toISOString() };
}

function liveInCompany(companyId: UnitId) {
  return and(eq(userGroups.companyId, companyId), isNull(userGroups.deletedAt));
}

/** The unit's groups with their member counts, searched by name, one page at a time. */
export async function listGroups(db: Db, companyId: UnitId, query: TPageQuery) {
  const where = and(
    liveInCompany(companyId),
    query.search ? ilike(userGroups.name, likeContains(query.search)) : undefined,
  );
  // Named prepared statements (platform/db.ts `executeNamed`): planned once per connection.
  const [rows, [total]] = await Promise.all([
    executeNamed(
      db
        .select(columns)
        .from(userGroups)
        .where(where)
        .orderBy(asc(sql`lower(${userGroups.name})`), asc(userGroups.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
    ),
    executeNamed(db.select({ n: sql<number>`count(*)::int` }).from(userGroups).where(where)),
  ]);
  return { data: rows.map(present), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** One group of the unit; another unit's (or a deleted) group is not found. */
export async function findGroup(db: Db | Tx, companyId: UnitId, id: number): Promise<TUserGroup> {
  const [row] = await db
    .select(columns)
    .from(userGroups)
    .where(and(liveInCompany(companyId), eq(userGroups.id, id)));
  if (!row) throw new AppError('group_not_found');
  return present(row);
}

/** Names are unique per unit, ignoring case, among groups that are not deleted. */
async function assertNameFree(db: Db | Tx, companyId: UnitId, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        liveInCompany(companyId),
        eq(sql`lower(${userGroups.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(userGroups.id, exceptId),
      ),
    );
  if (clash) throw new AppError('group_name_exists', { errors: { name: ['group_name_exists'] } });
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('group_name_exists', { errors: { name: ['group_name_exists'] } });
    throw error;
  }
}

export async function createGroup(
  db: Db,
  companyId: UnitId,
  input: { name: string; description: string | null },
): Promise<TUserGroup> {
  await assertNameFree(db, companyId, input.name);
  const [row] = await guardUnique(() =>
    db
      .insert(userGroups)
      .values({ companyId, name: input.name, description: input.description })
      .returning({ id: userGroups.id }),
  );
  return findGroup(db, companyId, row!.id);
}

export async function updateGroup(
  db: Db,
  companyId: UnitId,
  id: number,
  input: { name: string; description: string | null },
): Promise<TUserGroup> {
  await findGroup(db, companyId, id);
  await assertNameFree(db, companyId, input.name, id);
  await guardUnique(() =>
    db
      .update(userGroups)
      .set({ name: input.name, description: input.description, updatedAt: new Date() })
      .where(and(liveInCompany(companyId), eq(userGroups.id, id))),
  );
  return findGroup(db, companyId, id);
}

/**
 * Soft-deletes a group. With members it is refused (naming how many) unless `moveMembers`,
 * in which case they leave it in the same transaction (keeping their other groups).
 */
export async function deleteGroup(
  db: Db,
  companyId: UnitId,
  id: number,
  moveMembers: boolean,
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const group = await findGroup(tx, companyId, id);
    if (group.members_count > 0 && !moveMembers) {
      throw new AppError('group_has_members', { params: { count: group.members_count } });
    }
    // Soft-removed memberships leave it too, so a restore never lands a user in a deleted
    // group; everyone keeps their other groups.
    await emptyGroup(tx, companyId, id);
    await tx
      .update(userGroups)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(liveInCompany(companyId), eq(userGroups.id, id)));
    return { moved: group.members_count };
  });
}

/** A new group of the unit named by a directory (SCIM), in the caller's transaction; its id. */
export async function insertGroupOf(tx: Tx, companyId: UnitId, name: string): Promise<number> {
  const [row] = await tx.insert(userGroups).values({ companyId, name }).returning({ id: userGroups.id });
  return row!.id;
}

/** Renames a live group of the unit, in the caller's transaction. */
export async function renameGroupOf(tx: Tx, companyId: UnitId, id: number, name: string): Promise<void> {
  await tx
    .update(userGroups)
    .set({ name, updatedAt: new Date() })
    .where(and(liveInCompany(companyId), eq(userGroups.id, id)));
}

/** Soft-deletes a live group of the unit, in the caller's transaction (its members leave it first). */
export async function retireGroupOf(tx: Tx, companyId: UnitId, id: number): Promise<void> {
  await tx
    .update(userGroups)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(liveInCompany(companyId), eq(userGroups.id, id)));
}
