import { and, asc, eq, inArray, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { memberships, scimMemberships, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';
import type { ScimPage, SearchableAttributes } from './scim-query.repository';

/** A unit's membership with its account, as the SCIM Users resource reads it. */
export interface ScimUserRow {
  membershipId: number;
  userId: number;
  name: string;
  email: string;
  department: string | null;
  language: string;
  /** The live user groups the person is in, within the unit. */
  groupIds: number[];
  deactivatedAt: Date | null;
  accountDeactivatedAt: Date | null;
  scimUserName: string | null;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  formattedName: string | null;
  preferredLanguage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const userName = sql<string>`coalesce(${scimMemberships.userName}, ${users.email})`;

const columns = {
  membershipId: memberships.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  department: users.department,
  language: users.language,
  // Spelled out with its own aliases: Drizzle prints a bare "id" inside a select list.
  groupIds: sql<number[]>`coalesce((select json_agg(mg.group_id order by mg.group_id)
    from membership_groups mg join user_groups g on g.id = mg.group_id and g.deleted_at is null
    where mg.membership_id = "memberships"."id"), '[]'::json)`,
  deactivatedAt: memberships.deactivatedAt,
  accountDeactivatedAt: users.deactivatedAt,
  scimUserName: scimMemberships.userName,
  externalId: scimMemberships.externalId,
  givenName: scimMemberships.givenName,
  familyName: scimMemberships.familyName,
  displayName: scimMemberships.displayName,
  formattedName: scimMemberships.formattedName,
  preferredLanguage: scimMemberships.preferredLanguage,
  createdAt: memberships.createdAt,
  updatedAt: users.updatedAt,
};

/**
 * A name as the User resource shows it: the directory's own value once the directory has written
 * the person (even when it cleared it), the account's name before that (presentUser does the same).
 */
const directoryOr = (value: SQLWrapper) =>
  sql`case when ${scimMemberships.membershipId} is null then ${users.name} else ${value} end`;

/** What a Users filter may name; the one e-mail an account has is its work and primary e-mail. */
export const USER_SEARCH: SearchableAttributes = {
  attributes: {
    id: { column: sql`${memberships.id}::text`, caseExact: true },
    username: { column: userName },
    externalid: { column: sql`${scimMemberships.externalId}`, caseExact: true },
    displayname: { column: directoryOr(scimMemberships.displayName) },
    'name.formatted': { column: directoryOr(scimMemberships.formattedName) },
    'name.givenname': { column: sql`${scimMemberships.givenName}` },
    'name.familyname': { column: sql`${scimMemberships.familyName}` },
    'emails.value': { column: sql`${users.email}` },
    emails: { column: sql`${users.email}` },
  },
  elements: {
    emails: {
      value: { column: sql`${users.email}` },
      type: { constant: 'work' },
      primary: { constant: true },
    },
  },
};

/** The unit's people: its admins and users not removed from it. */
function inUnit(companyId: UnitId): SQL {
  return and(
    eq(memberships.companyId, companyId),
    isNull(memberships.deletedAt),
    inArray(memberships.profile, ['admin', 'user']),
  )!;
}

function base(db: Db | Tx) {
  return db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimMemberships, eq(scimMemberships.membershipId, memberships.id));
}

export async function listScimUsers(
  db: Db,
  companyId: UnitId,
  where: SQL | undefined,
  page: ScimPage,
): Promise<{ rows: ScimUserRow[]; total: number }> {
  const condition = and(inUnit(companyId), where);
  const [rows, total] = await Promise.all([
    page.count === 0
      ? Promise.resolve([])
      : base(db)
          .where(condition)
          .orderBy(asc(memberships.id))
          .limit(page.count)
          .offset(page.startIndex - 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(scimMemberships, eq(scimMemberships.membershipId, memberships.id))
      .where(condition),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** One person of the unit by the SCIM id (the membership's id); another unit's is not found. */
export async function findScimUser(db: Db | Tx, companyId: UnitId, membershipId: number) {
  const [row] = await base(db).where(and(inUnit(companyId), eq(memberships.id, membershipId)));
  return row;
}

/** Whether the userName (or an account e-mail of the unit equal to it) is taken, ignoring case. */
export async function isUserNameTaken(
  db: Db | Tx,
  companyId: UnitId,
  name: string,
  exceptMembershipId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimMemberships, eq(scimMemberships.membershipId, memberships.id))
    .where(
      and(
        inUnit(companyId),
        sql`lower(${userName}) = lower(${name})`,
        exceptMembershipId === undefined ? undefined : ne(memberships.id, exceptMembershipId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function isExternalIdTaken(
  db: Db | Tx,
  companyId: UnitId,
  externalId: string,
  exceptMembershipId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: scimMemberships.membershipId })
    .from(scimMemberships)
    .where(
      and(
        eq(scimMemberships.companyId, companyId),
        eq(scimMemberships.externalId, externalId),
        exceptMembershipId === undefined ? undefined : ne(scimMemberships.membershipId, exceptMembershipId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Writes what the directory knows the membership by. */
export async function saveScimIdentity(
  tx: Tx,
  values: {
    membershipId: number;
    companyId: UnitId;
    userName: string;
    externalId: string | null;
    givenName: string | null;
    familyName: string | null;
    displayName: string | null;
    formattedName: string | null;
    preferredLanguage: string | null;
  },
): Promise<void> {
  const { membershipId: _id, companyId: _unit, ...fields } = values;
  await tx
    .insert(scimMemberships)
    .values(values)
    .onConflictDoUpdate({ target: scimMemberships.membershipId, set: fields });
}

/**
 * Whether the account belongs to this unit alone (no other unit or partner): only then may the
 * unit's directory change the account's own fields (name, e-mail, department, language).
 */
export async function isAccountOnlyHere(tx: Tx, userId: number, membershipId: number): Promise<boolean> {
  const n = await tx.$count(
    memberships,
    and(eq(memberships.userId, userId), ne(memberships.id, membershipId)),
  );
  return n === 0;
}

/** Forgets what the directory knew a membership by (it left the unit): its userName is free again. */
export async function deleteScimIdentity(tx: Tx, membershipId: number): Promise<void> {
  await tx.delete(scimMemberships).where(eq(scimMemberships.membershipId, membershipId));
}
