import { DASHBOARD_LIST_SIZE } from '@mirante/contracts';
import { and, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import { reportFavorites, reportPageViews, reports } from '../../db/schema/index';
import { type Db, executeNamed } from '../../platform/db';
import type { Scope, UnitId } from '../../platform/scope';
import { listedCondition, visibilityCondition } from './reports-access.repository';
import { cardColumns, groupOf, subgroupOf, groupJoin, subgroupJoin } from './reports-columns.repository';

export async function insertFavorite(db: Db, userId: number, reportId: number, companyId: UnitId) {
  await db.insert(reportFavorites).values({ userId, reportId, companyId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, userId: number, reportId: number) {
  await db
    .delete(reportFavorites)
    .where(and(eq(reportFavorites.userId, userId), eq(reportFavorites.reportId, reportId)));
}

function cardsQuery(db: Db, scope: Scope) {
  return db
    .select(cardColumns(db, scope.userId))
    .from(reports)
    .leftJoin(groupOf, groupJoin)
    .leftJoin(subgroupOf, subgroupJoin);
}

/** Card rows of the caller's favorite reports they still may see, the latest marked first. */
export async function listFavoriteCards(db: Db, scope: Scope, limit?: number) {
  const query = cardsQuery(db, scope)
    .innerJoin(
      reportFavorites,
      and(eq(reportFavorites.reportId, reports.id), eq(reportFavorites.userId, scope.userId)),
    )
    .where(await visibilityCondition(db, scope))
    .orderBy(desc(reportFavorites.createdAt), desc(reports.id));
  return limit === undefined ? await query : await executeNamed(query.limit(limit));
}

/** Card rows of the reports added last that the caller's lists show. */
export function listLatestCards(db: Db, scope: Scope, visible: SQL) {
  // The latest added is a list of the unit's reports; favorites and recent views are the
  // caller's own choices and keep what they opened.
  return executeNamed(
    cardsQuery(db, scope)
      .where(and(visible, listedCondition(scope)))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(DASHBOARD_LIST_SIZE),
  );
}

/** Card rows of the reports the caller viewed last, with when. */
export function listRecentCards(db: Db, scope: Scope, visible: SQL) {
  const lastViews = db
    .select({ reportId: reportPageViews.reportId, viewedAt: max(reportPageViews.createdAt).as('viewed_at') })
    .from(reportPageViews)
    .where(eq(reportPageViews.userId, scope.userId))
    .groupBy(reportPageViews.reportId)
    .as('last_views');
  return executeNamed(
    db
      .select({ ...cardColumns(db, scope.userId), viewedAt: lastViews.viewedAt })
      .from(reports)
      .innerJoin(lastViews, eq(lastViews.reportId, reports.id))
      .leftJoin(groupOf, groupJoin)
      .leftJoin(subgroupOf, subgroupJoin)
      .where(visible)
      .orderBy(desc(sql`${lastViews.viewedAt}`), desc(reports.id))
      .limit(DASHBOARD_LIST_SIZE),
  );
}
