import type { TReportFilter } from '@mirante/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { reportPageViews, reports, userReportFilters, workspaces } from '../../db/schema/index';
import { type Db, executeNamed } from '../../platform/db';
import type { Scope, UnitId } from '../../platform/scope';
import { visibilityCondition } from './reports-access.repository';

/** A report's row; its unit id is the unit of the scope it was read under. */
export type ReportRecord = Omit<typeof reports.$inferSelect, 'companyId'> & { companyId: UnitId };

/** The stored row of a report the scope may see, or undefined. */
export async function findVisibleReportRow(
  db: Db,
  scope: Scope,
  id: number,
): Promise<ReportRecord | undefined> {
  const visible = await visibilityCondition(db, scope);
  const [row] = await executeNamed(
    db
      .select()
      .from(reports)
      .where(and(eq(reports.id, id), visible)),
  );
  return row as ReportRecord | undefined;
}

export async function insertPageView(
  db: Db,
  values: Omit<typeof reportPageViews.$inferInsert, 'id' | 'createdAt'>,
): Promise<number> {
  const [row] = await db.insert(reportPageViews).values(values).returning({ id: reportPageViews.id });
  return row!.id;
}

export async function upsertUserReportFilters(
  db: Db,
  values: { userId: number; reportId: number; companyId: UnitId; filters: TReportFilter[]; updatedAt: Date },
): Promise<void> {
  await db
    .insert(userReportFilters)
    .values(values)
    .onConflictDoUpdate({
      target: [userReportFilters.userId, userReportFilters.reportId],
      set: { filters: values.filters, updatedAt: values.updatedAt },
    });
}

export async function findUserReportFilters(db: Db, userId: number, reportId: number) {
  const [row] = await db
    .select({ filters: userReportFilters.filters, updatedAt: userReportFilters.updatedAt })
    .from(userReportFilters)
    .where(and(eq(userReportFilters.userId, userId), eq(userReportFilters.reportId, reportId)));
  return row;
}

/** A live workspace of the unit, or undefined. */
export async function findLiveWorkspaceRow(db: Db, companyId: UnitId, workspaceId: number) {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(
      and(eq(workspaces.id, workspaceId), eq(workspaces.companyId, companyId), isNull(workspaces.deletedAt)),
    );
  return row;
}
