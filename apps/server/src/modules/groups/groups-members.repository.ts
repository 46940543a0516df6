import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { memberships, membershipGroups, userGroups } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';

/*
 * Who is in which user group of a unit. A person (a membership) may be in any number of the
 * unit's groups; what they may open is the union of what is granted to them and to each group.
 * Every write names the unit and touches only live groups and memberships of that unit, so an id
 * of another unit changes nothing.
 */

type Handle = Db | Tx;

/** A live group of the unit (the `user_groups` side of every write). */
function liveGroupsOf(companyId: UnitId, groupIds: number[]): SQL {
  return and(
    eq(userGroups.companyId, companyId),
    isNull(userGroups.deletedAt),
    inArray(userGroups.id, groupIds),
  ) as SQL;
}

/** Which of `groupIds` are live groups of the unit. */
export async function liveGroupIds(db: Handle, companyId: UnitId, groupIds: number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(liveGroupsOf(companyId, [...new Set(groupIds)]));
  return new Set(rows.map((r) => r.id));
}

/** The live groups (id and name, by name) of each membership asked for. */
export async function groupsOfMemberships(
  db: Handle,
  membershipIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>(membershipIds.map((id) => [id, []]));
  if (membershipIds.length === 0) return result;
  const rows = await db
    .select({ membershipId: membershipGroups.membershipId, id: userGroups.id, name: userGroups.name })
    .from(membershipGroups)
    .innerJoin(userGroups, and(eq(userGroups.id, membershipGroups.groupId), isNull(userGroups.deletedAt)))
    .where(inArray(membershipGroups.membershipId, [...new Set(membershipIds)]))
    .orderBy(asc(sql`lower(${userGroups.name})`), asc(userGroups.id));
  for (const row of rows) result.get(row.membershipId)?.push({ id: row.id, name: row.name });
  return result;
}

/** The live memberships (SCIM ids) in each of the unit's groups asked for, in id order. */
export async function membersOfGroups(
  db: Handle,
  companyId: UnitId,
  groupIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return result;
  const rows = await db
    .select({ groupId: membershipGroups.groupId, id: memberships.id })
    .from(membershipGroups)
    .innerJoin(memberships, eq(memberships.id, membershipGroups.membershipId))
    .where(
      and(
        eq(membershipGroups.companyId, companyId),
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
        inArray(membershipGroups.groupId, groupIds),
      ),
    )
    .orderBy(asc(memberships.id));
  for (const row of rows) result.get(row.groupId)?.push(row.id);
  return result;
}

/**
 * Puts memberships of the unit in one of its live groups. Memberships of another unit, removed
 * ones and groups that are not live in the unit are left out; those already in stay as they are.
 */
export async function addMembersToGroup(
  tx: Handle,
  companyId: UnitId,
  groupId: number,
  membershipIds: number[],
): Promise<void> {
  if (membershipIds.length === 0) return;
  await tx.execute(sql`
    insert into ${membershipGroups} (membership_id, group_id, company_id)
    select m.id, g.id, ${companyId}::int
    from ${memberships} m
    join ${userGroups} g on g.id = ${groupId} and g.company_id = ${companyId} and g.deleted_at is null
    where m.company_id = ${companyId} and m.deleted_at is null
      and m.id in (${sql.join(
        [...new Set(membershipIds)].map((id) => sql`${id}`),
        sql`, `,
      )})
    on conflict do nothing`);
}

/**
 * Puts memberships of the unit in its groups, in one statement: each pair names a membership and a
 * group. Pairs whose group is not a live group of the unit, or whose membership is not the unit's,
 * are left out; those already in stay as they are.
 */
export async function addMembershipsToGroups(
  tx: Handle,
  companyId: UnitId,
  pairs: { membershipId: number; groupId: number }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const rows = pairs.map((p) => ({ m: p.membershipId, g: p.groupId }));
  await tx.execute(sql`
    insert into ${membershipGroups} (membership_id, group_id, company_id)
    select p.m, p.g, ${companyId}::int
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(m int, g int)
    join ${userGroups} g on g.id = p.g and g.company_id = ${companyId} and g.deleted_at is null
    join ${memberships} m on m.id = p.m and m.company_id = ${companyId} and m.deleted_at is null
    on conflict do nothing`);
}

/** Takes memberships of the unit out of one of its groups (those not in it are left alone). */
export async function removeMembersFromGroup(
  tx: Handle,
  companyId: UnitId,
  groupId: number,
  membershipIds: number[] | 'all',
): Promise<void> {
  if (membershipIds !== 'all' && membershipIds.length === 0) return;
  await tx
    .delete(membershipGroups)
    .where(
      and(
        eq(membershipGroups.companyId, companyId),
        eq(membershipGroups.groupId, groupId),
        membershipIds === 'all' ? undefined : inArray(membershipGroups.membershipId, membershipIds),
      ),
    );
}

/**
 * Sets the groups of one membership of the unit to exactly `groupIds` (its live groups in the unit;
 * callers check the ids first). Groups it keeps are left untouched.
 */
export async function setGroupsOfMembership(
  tx: Handle,
  companyId: UnitId,
  membershipId: number,
  groupIds: number[],
): Promise<void> {
  const wanted = [...new Set(groupIds)];
  await tx.delete(membershipGroups).where(
    and(
      eq(membershipGroups.companyId, companyId),
      eq(membershipGroups.membershipId, membershipId),
      wanted.length
        ? sql`${membershipGroups.groupId} not in (${sql.join(
            wanted.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  for (const groupId of wanted) await addMembersToGroup(tx, companyId, groupId, [membershipId]);
}

/** Adds one membership of the unit to each of `groupIds` (it keeps the groups it had). */
export async function addMembershipToGroups(
  tx: Handle,
  companyId: UnitId,
  membershipId: number,
  groupIds: number[],
): Promise<void> {
  for (const groupId of new Set(groupIds)) await addMembersToGroup(tx, companyId, groupId, [membershipId]);
}

/**
 * Brings one membership's place in the groups `managed` (those a directory's claims decide) in line
 * with `claimed`: in each claimed group, out of the other managed ones. Other groups are untouched.
 */
export async function syncMappedGroups(
  tx: Handle,
  companyId: UnitId,
  membershipId: number,
  groups: { managed: number[]; claimed: number[] },
): Promise<void> {
  const claimed = new Set(groups.claimed);
  const leave = [...new Set(groups.managed)].filter((id) => !claimed.has(id));
  if (leave.length > 0) {
    await tx
      .delete(membershipGroups)
      .where(
        and(
          eq(membershipGroups.companyId, companyId),
          eq(membershipGroups.membershipId, membershipId),
          inArray(membershipGroups.groupId, leave),
        ),
      );
  }
  await addMembershipToGroups(tx, companyId, membershipId, [...claimed]);
}

/** Empties a group (it is being deleted): its people keep their other groups. */
export async function emptyGroup(tx: Handle, companyId: UnitId, groupId: number): Promise<void> {
  await removeMembersFromGroup(tx, companyId, groupId, 'all');
}

/** Puts a person (by account) of the unit in one of its groups; for set-up and seeding. */
export async function addUserToGroup(
  db: Handle,
  companyId: UnitId | number,
  userId: number,
  groupId: number,
) {
  await db.execute(sql`
    insert into ${membershipGroups} (membership_id, group_id, company_id)
    select m.id, ${groupId}::int, m.company_id from ${memberships} m
    where m.user_id = ${userId} and m.company_id = ${companyId}
    on conflict do nothing`);
}

/**
 * SQL: the membership `membershipId` (a column or value) is in the live group `groupId` (a column).
 * For conditions such as "granted to one of the person's groups".
 */
export function membershipInGroup(membershipId: SQL | typeof memberships.id, groupId: SQL): SQL {
  return sql`exists (select 1 from ${membershipGroups} mg where mg.membership_id = ${membershipId} and mg.group_id = ${groupId})`;
}

/** SQL: the live groups the user is in within the unit (a subquery of group ids). */
export function groupsOfUserInUnit(
  userId: number | SQL | typeof memberships.userId,
  companyId: UnitId | SQL,
): SQL {
  return sql`(select mg.group_id from ${membershipGroups} mg join ${memberships} m on m.id = mg.membership_id
    where m.user_id = ${userId} and m.company_id = ${companyId} and m.deleted_at is null)`;
}
