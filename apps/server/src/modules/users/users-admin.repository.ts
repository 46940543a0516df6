import type { TUnitUser, TUnitUserPage, TUserListStatus } from '@mirante/contracts';
import { and, asc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, memberships, userGroups, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { getCustomFieldValues } from '../custom-fields/custom-fields.service';

const linkedUnit = alias(companies, 'linked_unit');

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const STATUS_FILTER: Record<TUserListStatus, SQL | undefined> = {
  active: and(eq(users.status, 'A'), isNull(users.deactivatedAt)),
  inactive: and(eq(users.status, 'I'), isNull(users.deactivatedAt)),
  blocked: and(eq(users.status, 'B'), isNull(users.deactivatedAt)),
  deactivated: isNotNull(users.deactivatedAt),
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
  status: users.status,
  deactivatedAt: users.deactivatedAt,
  supportAgent: users.supportAgent,
  allowAdminRemote: users.allowAdminRemote,
  allowCreateNotifications: users.allowCreateNotifications,
  createdAt: users.createdAt,
  profile: memberships.profile,
  groupId: memberships.groupId,
  groupName: userGroups.name,
  linkedCompanyId: users.linkedCompanyId,
  linkedCompanyName: linkedUnit.name,
  membershipDeletedAt: memberships.deletedAt,
  membershipId: memberships.id,
};

type UnitUserRow = {
  [K in keyof typeof unitUserColumns]: (typeof unitUserColumns)[K]['_']['data'] | null;
};

export function toUnitUser(row: UnitUserRow, customFields: Record<string, unknown> = {}): TUnitUser {
  const status = (row.status ?? 'A') as TUnitUser['status'];
  const listStatus: TUserListStatus = row.deactivatedAt
    ? 'deactivated'
    : status === 'I'
      ? 'inactive'
      : status === 'B'
        ? 'blocked'
        : 'active';
  return {
    id: row.id!,
    name: row.name!,
    email: row.email!,
    phone: row.phone,
    department: row.department,
    position: row.position,
    user_type: row.userType,
    auth_level: row.authLevel,
    avatar_url: row.avatar ? `/storage/${row.avatar}` : null,
    language: row.language ?? 'pt-BR',
    profile: row.profile === 'admin' ? 'admin' : 'user',
    status,
    list_status: listStatus,
    group_id: row.groupId,
    group_name: row.groupName,
    linked_company_id: row.linkedCompanyId,
    linked_company_name: row.linkedCompanyName,
    support_agent: row.supportAgent ?? false,
    allow_admin_remote: row.allowAdminRemote ?? false,
    allow_create_notifications: row.allowCreateNotifications ?? false,
    removed: row.membershipDeletedAt !== null,
    custom_fields: customFields,
    created_at: (row.createdAt ?? new Date()).toISOString(),
  };
}

function unitUsersQuery(db: Db | Tx) {
  return db
    .select(unitUserColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userGroups, and(eq(userGroups.id, memberships.groupId), isNull(userGroups.deletedAt)))
    .leftJoin(linkedUnit, eq(linkedUnit.id, users.linkedCompanyId));
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

/** Users of one business unit, searched and filtered, one page at a time. */
export async function listUnitUsers(
  db: Db,
  companyId: number,
  query: UnitUserFilters,
): Promise<TUnitUserPage> {
  const term = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    eq(memberships.companyId, companyId),
    query.removed ? isNotNull(memberships.deletedAt) : isNull(memberships.deletedAt),
    term
      ? or(
          ilike(users.name, term),
          ilike(users.email, term),
          ilike(users.phone, term),
          ilike(users.department, term),
        )
      : undefined,
    query.status ? STATUS_FILTER[query.status] : undefined,
    query.group_id ? eq(memberships.groupId, query.group_id) : undefined,
    query.customField,
  );
  const [rows, [total]] = await Promise.all([
    unitUsersQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  const values = await getCustomFieldValues(db, { companyId, userIds: rows.map((r) => r.id) });
  return {
    data: rows.map((row) => toUnitUser(row, values.get(row.id))),
    page: query.page,
    per_page: query.per_page,
    total: total?.n ?? 0,
  };
}

/** One user of the unit (removed ones included when `withRemoved`), else undefined. */
export async function findUnitUser(db: Db | Tx, companyId: number, userId: number, withRemoved = false) {
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

/** A unit of the partner that is not deleted, for a master working on it. */
export async function findPartnerUnit(db: Db, partnerId: number, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.partnerId, partnerId), isNull(companies.deletedAt)))
    .limit(1);
  return row;
}

export async function groupBelongsToUnit(db: Db | Tx, companyId: number, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), eq(userGroups.companyId, companyId), isNull(userGroups.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** Whether another account already uses the e-mail (case-insensitive) or the phone. */
export async function emailTaken(db: Db | Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email.trim()})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function phoneTaken(db: Db | Tx, phone: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
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
export async function listLinkableUnits(db: Db | Tx, companyId: number, wholePartner: boolean) {
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
