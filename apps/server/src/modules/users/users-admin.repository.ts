import { type TUnitUser, type TUserListStatus, userStatusFromCode } from '@mirante/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { companies, memberships, users } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import { likeContains } from '../../platform/sql';
import { membershipInGroup } from '../groups';

/**
 * The name of the person's linked unit, looked up for the rows of the page only (a join read
 * every unit through the row policy to hash them: 0.5 ms for a page of a big unit).
 */
const linkedUnitName = sql<string | null>`(select linked_unit.name from ${companies} linked_unit
  where linked_unit.id = ${users.linkedCompanyId})`;

/** The membership waits for the person to accept an invitation. */
const pending = and(isNotNull(memberships.invitedAt), isNull(memberships.acceptedAt))!;
const accepted = or(isNull(memberships.invitedAt), isNotNull(memberships.acceptedAt))!;
/** Out of use in the unit, or the whole account out of use. */
const deactivated = or(isNotNull(memberships.deactivatedAt), isNotNull(users.deactivatedAt))!;
const inUse = and(accepted, isNull(memberships.deactivatedAt), isNull(users.deactivatedAt))!;

const STATUS_FILTER: Record<TUserListStatus, SQL> = {
  active: and(inUse, sql`${memberships.status} not in ('B', 'I', 'T')`)!,
  inactive: and(inUse, eq(memberships.status, 'I'))!,
  blocked: and(inUse, eq(memberships.status, 'B'))!,
  test: and(inUse, eq(memberships.status, 'T'))!,
  deactivated: and(accepted, deactivated)!,
  invited: pending,
};

const unitUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  department: users.department,
  position: users.position,
  userType: users.userType,
  authLevel: users.authLevel,
  avatar: users.avatar,
  language: users.language,
  status: memberships.status,
  deactivatedAt: memberships.deactivatedAt,
  accountDeactivatedAt: users.deactivatedAt,
  invitedAt: memberships.invitedAt,
  acceptedAt: memberships.acceptedAt,
  invitedName: memberships.invitedName,
  supportAgent: users.supportAgent,
  allowAdminRemote: users.allowAdminRemote,
  allowCreateNotifications: users.allowCreateNotifications,
  createdAt: memberships.createdAt,
  profile: memberships.profile,
  linkedCompanyId: users.linkedCompanyId,
  linkedCompanyName: linkedUnitName,
  membershipDeletedAt: memberships.deletedAt,
  membershipId: memberships.id,
};

type ColumnData<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;

export type UnitUserRow = {
  [K in keyof typeof unitUserColumns]: ColumnData<(typeof unitUserColumns)[K]> | null;
};

/** Whether a row is an invitation the person has not answered yet. */
export function isPendingRow(row: Pick<UnitUserRow, 'invitedAt' | 'acceptedAt'>): boolean {
  return row.invitedAt !== null && row.acceptedAt === null;
}

function listStatusOf(row: UnitUserRow): TUserListStatus {
  if (isPendingRow(row)) return 'invited';
  if (row.deactivatedAt || row.accountDeactivatedAt) return 'deactivated';
  const status = userStatusFromCode(row.status);
  return status === 'active' ? 'active' : status;
}

/**
 * The user as the unit's admin sees them. Until the person accepts an invitation, the account is
 * not the unit's: only the e-mail the admin typed and the name they gave are shown, nothing of
 * what the account holds (its phone, picture, other details).
 */
export function toUnitUser(
  row: UnitUserRow,
  customFields: Record<string, unknown> = {},
  policies: TUnitUser['policies'] = { edit_account: false },
  groups: TUnitUser['groups'] = [],
): TUnitUser {
  const invited = isPendingRow(row);
  const status = (['A', 'I', 'B', 'T'].includes(row.status ?? '') ? row.status : 'A') as TUnitUser['status'];
  return {
    id: row.id!,
    name: invited ? (row.invitedName ?? row.email!) : row.name!,
    email: row.email!,
    phone: invited ? null : row.phone,
    department: invited ? null : row.department,
    position: invited ? null : row.position,
    user_type: invited ? null : row.userType,
    auth_level: invited ? null : row.authLevel,
    avatar_url: !invited && row.avatar ? `/storage/${row.avatar}` : null,
    language: invited ? 'pt-BR' : (row.language ?? 'pt-BR'),
    profile: row.profile === 'admin' ? 'admin' : 'user',
    status,
    list_status: listStatusOf(row),
    groups,
    linked_company_id: invited ? null : row.linkedCompanyId,
    linked_company_name: invited ? null : row.linkedCompanyName,
    support_agent: invited ? false : (row.supportAgent ?? false),
    allow_admin_remote: invited ? false : (row.allowAdminRemote ?? false),
    allow_create_notifications: invited ? false : (row.allowCreateNotifications ?? false),
    removed: row.membershipDeletedAt !== null,
    custom_fields: customFields,
    created_at: (row.createdAt ?? new Date()).toISOString(),
    policies,
  };
}

function unitUsersQuery(db: Db | Tx) {
  return db.select(unitUserColumns).from(memberships).innerJoin(users, eq(users.id, memberships.userId));
}

export interface UnitUserFilters {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: TUserListStatus | undefined;
  group_id?: number | undefined;
  removed?: boolean | undefined;
  /** A condition on the user's custom field values (built by the custom-fields service). */
  customField?: SQL | undefined;
}

/** How the list sorts and searches by name: an unanswered invitation by the name the admin gave. */
const shownName = sql`case when ${pending} then coalesce(${memberships.invitedName}, ${users.email}) else ${users.name} end`;

/** The users' id column, which a filter of the unit's people (a custom field) correlates with. */
export const unitUserIdColumn = users.id;

/**
 * Users of one business unit, searched and filtered, one page at a time. An invitation not yet
 * accepted is found only by what the admin typed (name, e-mail), never by the account's own data.
 */
export async function listUnitUsers(
  db: Db,
  companyId: UnitId,
  query: UnitUserFilters,
): Promise<{ rows: UnitUserRow[]; total: number }> {
  const term = query.search ? likeContains(query.search) : undefined;
  const where = and(
    eq(memberships.companyId, companyId),
    query.removed ? isNotNull(memberships.deletedAt) : isNull(memberships.deletedAt),
    term
      ? or(
          and(pending, or(ilike(memberships.invitedName, term), ilike(users.email, term))),
          and(
            accepted,
            or(
              ilike(users.name, term),
              ilike(users.email, term),
              ilike(users.phone, term),
              ilike(users.department, term),
            ),
          ),
        )
      : undefined,
    query.status ? STATUS_FILTER[query.status] : undefined,
    query.group_id ? membershipInGroup(memberships.id, sql`${query.group_id}::int`) : undefined,
    query.customField,
  );
  const [rows, [total]] = await Promise.all([
    unitUsersQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${shownName})`), asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One user of the unit (removed ones included when `withRemoved`), else undefined. */
export async function findUnitUser(db: Db | Tx, companyId: UnitId, userId: number, withRemoved = false) {
  const [row] = await unitUsersQuery(db)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        withRemoved ? undefined : isNull(memberships.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Whether another account already uses the e-mail (case-insensitive) or the phone. */
/** Whether another account has the address; read across units, as addresses are unique platform-wide. */
export async function emailTaken(db: Db | Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await crossingRead(db, (reader) =>
    reader
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = lower(${email.trim()})`,
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1),
  );
  return row !== undefined;
}

/** Whether another account has the phone number; read across units, like `emailTaken`. */
export async function phoneTaken(db: Db | Tx, phone: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await crossingRead(db, (reader) =>
    reader
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1),
  );
  return row !== undefined;
}

/** Every membership of the accounts named, with whether it is an invitation still unanswered. */
export async function listAccountMemberships(db: Db | Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      companyId: memberships.companyId,
      partnerId: memberships.partnerId,
      pending: sql<boolean>`${pending}`,
    })
    .from(memberships)
    .where(inArray(memberships.userId, userIds));
}

/**
 * The business units a person administers: those where they are an admin in good standing, and
 * every unit of the partners they act for as master.
 */
export async function listAdministeredUnitIds(db: Db | Tx, userId: number): Promise<number[]> {
  // One after the other: a transaction's client runs one query at a time.
  const asAdmin = await db
    .select({ id: memberships.companyId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.profile, 'admin'),
        inUse,
        isNull(memberships.deletedAt),
        sql`${memberships.status} not in ('B', 'I')`,
      ),
    );
  const asPartner = await db
    .select({ id: companies.id })
    .from(memberships)
    .innerJoin(companies, eq(companies.partnerId, memberships.partnerId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.profile, 'master'),
        inUse,
        isNull(memberships.deletedAt),
      ),
    );
  return [...new Set([...asAdmin, ...asPartner].flatMap((r) => (r.id === null ? [] : [r.id])))];
}

/** A membership by id with its person, for the answer to an invitation. */
export async function findInvitationMembership(db: Db | Tx, membershipId: number) {
  const [row] = await db
    .select({
      id: memberships.id,
      userId: memberships.userId,
      companyId: memberships.companyId,
      profile: memberships.profile,
      invitedAt: memberships.invitedAt,
      acceptedAt: memberships.acceptedAt,
      deletedAt: memberships.deletedAt,
      unitName: companies.name,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.id, membershipId))
    .limit(1);
  return row;
}

export async function setMembershipRemoved(tx: Tx, membershipId: number, removed: boolean): Promise<void> {
  await tx
    .update(memberships)
    .set({ deletedAt: removed ? sql`now()` : null })
    .where(eq(memberships.id, membershipId));
}

/**
 * The units a user of `companyId` may be linked to: the other live units of the same client, or
 * for a master every other live unit of its partner.
 */
export async function listLinkableUnits(db: Db | Tx, companyId: UnitId, wholePartner: boolean) {
  const [unit] = await db
    .select({ clientId: companies.clientId, partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!unit) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.partnerId, unit.partnerId),
        wholePartner ? undefined : eq(companies.clientId, unit.clientId),
        ne(companies.id, companyId),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

/** Stores (or clears) a user's picture file name; returns the previous one to delete. */
export async function setUserAvatar(db: Db | Tx, userId: number, avatar: string | null) {
  const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).limit(1);
  await db.update(users).set({ avatar, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return before?.avatar ?? null;
}
