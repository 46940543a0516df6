import type { TReport, TReportPolicies, ZReportListQuery } from '@mirante/contracts';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { reportFavorites, reportGroups, reports } from '../../db/schema';
import { type Db, executeNamed, type Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope, UnitId } from '../../platform/scope';
import { listedCondition, visibilityCondition } from './reports-access.repository';
import { groupOf, reportColumns, subgroupOf, groupJoin, subgroupJoin } from './reports-columns.repository';
import { presentReport } from './reports-present.service';
import { likeContains } from '../../platform/sql';

type Handle = Db | Tx;
export type ReportRow = typeof reports.$inferSelect;

/** A live report of the unit, whatever its visibility (management reads). */
export function liveInCompany(companyId: UnitId): SQL {
  return and(eq(reports.companyId, companyId), isNull(reports.deletedAt)) as SQL;
}

function listFilters(query: z.output<typeof ZReportListQuery>, userId: number): (SQL | undefined)[] {
  const search = query.search ? likeContains(query.search) : undefined;
  return [
    search ? or(ilike(reports.title, search), ilike(reports.description, search)) : undefined,
    query.group_id ? eq(reports.groupId, query.group_id) : undefined,
    query.subgroup_id ? eq(reports.subgroupId, query.subgroup_id) : undefined,
    query.kind ? eq(reports.kind, query.kind) : undefined,
    query.favorites
      ? sql`exists (select 1 from ${reportFavorites} where ${reportFavorites.reportId} = ${reports.id}
          and ${reportFavorites.userId} = ${userId})`
      : undefined,
  ];
}

/**
 * Reports the scope may see, searched and filtered, newest first, one page at a time. One
 * statement: the page, with the count of every match beside it (computed once, not per row);
 * only a page past the end, which has no row to carry it, counts on its own. The page runs as a
 * named prepared statement per shape (which filters are set).
 */
export async function listReports(
  db: Db,
  scope: Scope,
  q: z.output<typeof ZReportListQuery>,
  policies: TReportPolicies,
) {
  const where = and(
    await visibilityCondition(db, scope),
    // A list of the caller's favorites keeps what they chose, listed or not.
    q.favorites ? undefined : listedCondition(scope),
    ...listFilters(q, scope.userId),
  );
  const count = db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where);
  const rows = await executeNamed(
    db
      .select({ ...reportColumns(db, scope.userId), total: sql<number>`(${count})` })
      .from(reports)
      .leftJoin(groupOf, groupJoin)
      .leftJoin(subgroupOf, subgroupJoin)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) total = (await count)[0]?.n ?? 0;
  return {
    data: rows.map(({ total: _, ...row }) => presentReport(row)),
    page: q.page,
    per_page: q.per_page,
    total,
    policies,
  };
}

/** One report the scope may see, presented; anything else is not found. */
export async function findVisibleReport(db: Handle, scope: Scope, id: number): Promise<TReport> {
  const [row] = await db
    .select(reportColumns(db, scope.userId))
    .from(reports)
    .leftJoin(groupOf, groupJoin)
    .leftJoin(subgroupOf, subgroupJoin)
    .where(and(eq(reports.id, id), await visibilityCondition(db, scope)));
  if (!row) throw notFound();
  return presentReport(row);
}

/** The stored row of a live report of the unit (for writes); another unit's is not found. */
export async function findReportRow(db: Handle, companyId: UnitId, id: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(liveInCompany(companyId), eq(reports.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Checks a group and subgroup pair: the group a live top-level group of the unit, the
 * subgroup a live child of it. Unknown ones are 'This group does not exist!'.
 */
export async function assertGroupPair(
  db: Handle,
  companyId: UnitId,
  groupId: number | null,
  subgroupId: number | null,
): Promise<void> {
  const missing = (field: string) =>
    new AppError('group_not_found', { errors: { [field]: ['group_not_found'] } });
  if (groupId === null) {
    if (subgroupId !== null) throw missing('subgroup_id');
    return;
  }
  const rows = await db
    .select({ id: reportGroups.id, parentId: reportGroups.parentId })
    .from(reportGroups)
    .where(
      and(
        eq(reportGroups.companyId, companyId),
        isNull(reportGroups.deletedAt),
        or(eq(reportGroups.id, groupId), subgroupId === null ? undefined : eq(reportGroups.id, subgroupId)),
      ),
    );
  const group = rows.find((r) => r.id === groupId);
  if (!group || group.parentId !== null) throw missing('group_id');
  if (subgroupId !== null && rows.find((r) => r.id === subgroupId)?.parentId !== groupId) {
    throw missing('subgroup_id');
  }
}

export type ReportValues = Partial<Omit<typeof reports.$inferInsert, 'id' | 'companyId' | 'createdAt'>>;

export async function insertReport(
  db: Handle,
  companyId: UnitId,
  values: ReportValues & Pick<typeof reports.$inferInsert, 'kind' | 'title'>,
): Promise<number> {
  const [row] = await db
    .insert(reports)
    .values({ ...values, companyId })
    .returning({ id: reports.id });
  return row!.id;
}

export async function updateReportRow(db: Handle, companyId: UnitId, id: number, values: ReportValues) {
  const rows = await db
    .update(reports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(liveInCompany(companyId), eq(reports.id, id)))
    .returning({ id: reports.id });
  if (rows.length === 0) throw notFound();
}

/** The stored HTML body of an html report (management reads and the embed call). */
export async function reportHtml(db: Handle, companyId: UnitId, id: number): Promise<string | null> {
  const [row] = await db
    .select({ html: reports.htmlContent })
    .from(reports)
    .where(and(liveInCompany(companyId), eq(reports.id, id)));
  return row?.html ?? null;
}
