import type { TReportAccessGrant, TReportFilter, ZSaveReportAccessRequest } from '@mirante/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { memberships, reportAccess, userGroups, users } from '../../db/schema/index';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findReportRow } from './reports.repository';

type SaveInput = z.output<typeof ZSaveReportAccessRequest>;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Every grant of a report of the unit, users first, by name. */
export async function listReportGrants(
  db: Db,
  companyId: UnitId,
  reportId: number,
): Promise<TReportAccessGrant[]> {
  await findReportRow(db, companyId, reportId);
  const rows = await db
    .select({
      id: reportAccess.id,
      user_id: reportAccess.userId,
      group_id: reportAccess.groupId,
      userName: users.name,
      email: users.email,
      groupName: userGroups.name,
      can_edit: reportAccess.canEdit,
      pages: reportAccess.pages,
      rls_roles: reportAccess.rlsRoles,
      filters: reportAccess.filters,
    })
    .from(reportAccess)
    .leftJoin(users, eq(users.id, reportAccess.userId))
    .leftJoin(userGroups, eq(userGroups.id, reportAccess.groupId))
    .where(and(eq(reportAccess.companyId, companyId), eq(reportAccess.reportId, reportId)))
    .orderBy(asc(reportAccess.groupId), asc(reportAccess.id));
  return rows.map((r) => ({
    id: r.id,
    grantee: r.user_id !== null ? ('user' as const) : ('group' as const),
    user_id: r.user_id,
    group_id: r.group_id,
    name: (r.user_id !== null ? r.userName : r.groupName) ?? '',
    email: r.user_id !== null ? (r.email ?? null) : null,
    can_edit: r.can_edit,
    pages: Array.isArray(r.pages) ? strings(r.pages) : null,
    rls_roles: strings(r.rls_roles),
    filters: (Array.isArray(r.filters) ? r.filters : []) as TReportFilter[],
  }));
}

/** Grantees must be live members or live user groups of the unit, each named once. */
async function assertGrantees(db: Db, companyId: UnitId, input: SaveInput): Promise<void> {
  const errors: Record<string, ['field_invalid']> = {};
  const userIds = input.grants.flatMap((g) => (g.user_id === null ? [] : [g.user_id]));
  const groupIds = input.grants.flatMap((g) => (g.group_id === null ? [] : [g.group_id]));
  // One after the other: a transaction's client runs one query at a time.
  const members =
    userIds.length === 0
      ? []
      : await db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.companyId, companyId),
              isNull(memberships.deletedAt),
              inArray(memberships.userId, userIds),
            ),
          );
  const groups =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: userGroups.id })
          .from(userGroups)
          .where(
            and(
              eq(userGroups.companyId, companyId),
              isNull(userGroups.deletedAt),
              inArray(userGroups.id, groupIds),
            ),
          );
  const memberIds = new Set(members.map((m) => m.id));
  const liveGroupIds = new Set(groups.map((g) => g.id));
  const seen = new Set<string>();
  input.grants.forEach((g, i) => {
    const key = g.user_id !== null ? `u${g.user_id}` : `g${g.group_id}`;
    const field = g.user_id !== null ? `grants.${i}.user_id` : `grants.${i}.group_id`;
    const known = g.user_id !== null ? memberIds.has(g.user_id) : liveGroupIds.has(g.group_id as number);
    if (!known || seen.has(key)) errors[field] = ['field_invalid'];
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
}

/** Replaces every grant of a report in one transaction. */
export async function saveReportGrants(
  db: Db,
  companyId: UnitId,
  reportId: number,
  input: SaveInput,
): Promise<TReportAccessGrant[]> {
  await findReportRow(db, companyId, reportId);
  await assertGrantees(db, companyId, input);
  await db.transaction(async (tx) => {
    await tx
      .delete(reportAccess)
      .where(and(eq(reportAccess.companyId, companyId), eq(reportAccess.reportId, reportId)));
    if (input.grants.length === 0) return;
    await tx.insert(reportAccess).values(
      input.grants.map((g) => ({
        companyId,
        reportId,
        userId: g.user_id,
        groupId: g.group_id,
        canEdit: g.can_edit,
        pages: g.pages,
        rlsRoles: g.rls_roles,
        filters: g.filters,
      })),
    );
  });
  return listReportGrants(db, companyId, reportId);
}

/**
 * Gives a person a report, inside the caller's transaction: a new grant row with the narrowing
 * given, or, when they hold one already, its roles and filters replaced by the narrowing (none
 * given: the grant stays as it is).
 */
export async function grantReportToUser(
  tx: Tx,
  grant: {
    companyId: UnitId;
    reportId: number;
    userId: number;
    narrowing?: { rlsRoles: string[]; filters: TReportFilter[] };
  },
): Promise<void> {
  const narrowing = grant.narrowing ?? {};
  const [existing] = await tx
    .select({ id: reportAccess.id })
    .from(reportAccess)
    .where(and(eq(reportAccess.reportId, grant.reportId), eq(reportAccess.userId, grant.userId)));
  if (existing) {
    if (grant.narrowing) await tx.update(reportAccess).set(narrowing).where(eq(reportAccess.id, existing.id));
  } else {
    await tx
      .insert(reportAccess)
      .values({ companyId: grant.companyId, reportId: grant.reportId, userId: grant.userId, ...narrowing });
  }
}
