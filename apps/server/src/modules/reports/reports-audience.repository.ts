import type { TAudienceReport, TAudienceUser, TPageQuery } from '@mirante/contracts';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { memberships, reportAccess, reports, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { UnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';
import { membershipInGroup } from '../groups';
import { inMaintenanceSql } from './reports-columns.repository';

type Handle = Db | Tx;

/*
 * Who may open which report, seen from the unit's side (the notification center's "users by
 * report" and "reports by user", and the addressees of a maintenance notice). The same rule as
 * report-access.repository.ts: admins see every report of their unit, members the reports granted
 * to them or to any of their groups, never a hidden one.
 */

/** Members of the unit who may sign in to it: live, not deactivated, invitation accepted. */
function liveMember(companyId: UnitId): SQL {
  return and(
    eq(memberships.companyId, companyId),
    isNull(memberships.deletedAt),
    isNull(memberships.deactivatedAt),
    isNull(users.deactivatedAt),
    sql`(${memberships.invitedAt} is null or ${memberships.acceptedAt} is not null)`,
  ) as SQL;
}

/** The membership may open the report (joined to `memberships` and `reports`). */
const mayOpen = sql`(${memberships.profile} = 'admin' or (${reports.hidden} = false and exists (
  select 1 from ${reportAccess} where ${reportAccess.reportId} = ${reports.id}
    and ${reportAccess.companyId} = ${reports.companyId}
    and (${reportAccess.userId} = ${memberships.userId}
      or ${membershipInGroup(memberships.id, sql`${reportAccess.groupId}`)}))))`;

async function liveReport(db: Handle, companyId: UnitId, reportId: number) {
  const [row] = await db
    .select({ id: reports.id, title: reports.title })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.companyId, companyId), isNull(reports.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** The ids of everyone in the unit who may open a report (the addressees of its maintenance notice). */
export async function reportAudienceIds(db: Handle, companyId: UnitId, reportId: number): Promise<number[]> {
  await liveReport(db, companyId, reportId);
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(reports, and(eq(reports.id, reportId), eq(reports.companyId, companyId)))
    .where(and(liveMember(companyId), mayOpen));
  return rows.map((r) => r.id);
}

/** "Users by report": a page of who may open the report, searched by name or e-mail. */
export async function listReportAudience(
  db: Db,
  companyId: UnitId,
  reportId: number,
  query: TPageQuery,
): Promise<{ data: TAudienceUser[]; page: number; per_page: number; total: number }> {
  await liveReport(db, companyId, reportId);
  const search = query.search ? likeContains(query.search) : undefined;
  const where = and(
    liveMember(companyId),
    mayOpen,
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
  );
  const from = () =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        profile: sql<'admin' | 'user'>`${memberships.profile}`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(reports, and(eq(reports.id, reportId), eq(reports.companyId, companyId)))
      .where(where);
  const rows = await from()
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(reports, and(eq(reports.id, reportId), eq(reports.companyId, companyId)))
    .where(where);
  return { data: rows, page: query.page, per_page: query.per_page, total: count?.n ?? 0 };
}

/** "Reports by user": a page of the reports one member of the unit may open, searched by title. */
export async function listMemberReports(
  db: Db,
  companyId: UnitId,
  userId: number,
  query: TPageQuery,
): Promise<{ data: TAudienceReport[]; page: number; per_page: number; total: number }> {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(liveMember(companyId), eq(memberships.userId, userId)));
  if (!member) throw notFound();
  const where = and(
    eq(reports.companyId, companyId),
    isNull(reports.deletedAt),
    mayOpen,
    query.search ? ilike(reports.title, likeContains(query.search)) : undefined,
  );
  const base = () =>
    db
      .select({ id: reports.id, title: reports.title, in_maintenance: inMaintenanceSql })
      .from(reports)
      .innerJoin(memberships, and(eq(memberships.id, member.id)))
      .where(where);
  const rows = await base()
    .orderBy(asc(sql`lower(${reports.title})`), asc(reports.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .innerJoin(memberships, eq(memberships.id, member.id))
    .where(where);
  return {
    data: rows.map((r) => ({ ...r, in_maintenance: Boolean(r.in_maintenance) })),
    page: query.page,
    per_page: query.per_page,
    total: count?.n ?? 0,
  };
}

/** A live report's title in the unit (the texts' `report_title`). */
export async function reportTitle(db: Handle, companyId: UnitId, reportId: number): Promise<string> {
  return (await liveReport(db, companyId, reportId)).title;
}

/**
 * Scheduled maintenance windows open right now (across units: the background round that sends
 * their notices), for reports not already flagged in maintenance by hand.
 */
export async function openMaintenanceWindows(
  db: Handle,
): Promise<{ id: number; companyId: number; start: Date }[]> {
  const rows = await db
    .select({ id: reports.id, companyId: reports.companyId, start: reports.maintenanceStart })
    .from(reports)
    .where(
      and(
        isNull(reports.deletedAt),
        eq(reports.maintenance, false),
        sql`${reports.maintenanceStart} <= now() and now() < ${reports.maintenanceEnd}`,
      ),
    )
    .limit(200);
  return rows.flatMap((r) => (r.start ? [{ id: r.id, companyId: r.companyId, start: r.start }] : []));
}
