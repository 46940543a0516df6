import {
  DASHBOARD_LIST_SIZE,
  DEFAULT_HOME_PAGE,
  PROFILE_ROUTES,
  type TDashboardResponse,
  type THomePageResponse,
  type TReportCard,
} from '@mirante/contracts';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { reportFavorites, reportPageViews, reports, users } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { getCompanyConfig } from '../config/config.service';
import { canViewReport, visibilityCondition } from './report-access';
import { cardColumns, groupOf, presentCard, subgroupOf } from './report-present';
import { findViewableReport } from './report-view.service';

/* Favorites -------------------------------------------------------------------------------- */

export async function addFavorite(db: Db, scope: Scope, reportId: number): Promise<{ favorite: true }> {
  const report = await findViewableReport(db, scope, reportId);
  await db
    .insert(reportFavorites)
    .values({ userId: scope.userId, reportId, companyId: report.companyId })
    .onConflictDoNothing();
  return { favorite: true };
}

export async function removeFavorite(db: Db, scope: Scope, reportId: number): Promise<{ favorite: false }> {
  await findViewableReport(db, scope, reportId);
  await db
    .delete(reportFavorites)
    .where(and(eq(reportFavorites.userId, scope.userId), eq(reportFavorites.reportId, reportId)));
  return { favorite: false };
}

function cardsQuery(db: Db, scope: Scope) {
  return db
    .select(cardColumns(db, scope.userId))
    .from(reports)
    .leftJoin(groupOf, eq(groupOf.id, reports.groupId))
    .leftJoin(subgroupOf, eq(subgroupOf.id, reports.subgroupId));
}

/** The caller's favorite reports they still may see, the latest marked first. */
export async function listFavorites(db: Db, scope: Scope, limit?: number): Promise<TReportCard[]> {
  const query = cardsQuery(db, scope)
    .innerJoin(
      reportFavorites,
      and(eq(reportFavorites.reportId, reports.id), eq(reportFavorites.userId, scope.userId)),
    )
    .where(await visibilityCondition(db, scope))
    .orderBy(desc(reportFavorites.createdAt), desc(reports.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(presentCard);
}

/* Dashboard -------------------------------------------------------------------------------- */

/** Latest reports added, favorites, and the reports the caller viewed last. */
export async function dashboardOf(db: Db, scope: Scope): Promise<TDashboardResponse> {
  const visible = await visibilityCondition(db, scope);
  const lastViews = db
    .select({ reportId: reportPageViews.reportId, viewedAt: max(reportPageViews.createdAt).as('viewed_at') })
    .from(reportPageViews)
    .where(eq(reportPageViews.userId, scope.userId))
    .groupBy(reportPageViews.reportId)
    .as('last_views');
  const [latest, favorites, recent] = await Promise.all([
    cardsQuery(db, scope)
      .where(visible)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(DASHBOARD_LIST_SIZE),
    listFavorites(db, scope, DASHBOARD_LIST_SIZE),
    db
      .select({ ...cardColumns(db, scope.userId), viewedAt: lastViews.viewedAt })
      .from(reports)
      .innerJoin(lastViews, eq(lastViews.reportId, reports.id))
      .leftJoin(groupOf, eq(groupOf.id, reports.groupId))
      .leftJoin(subgroupOf, eq(subgroupOf.id, reports.subgroupId))
      .where(visible)
      .orderBy(desc(sql`${lastViews.viewedAt}`), desc(reports.id))
      .limit(DASHBOARD_LIST_SIZE),
  ]);
  return {
    latest: latest.map(presentCard),
    favorites,
    recent: recent.map(({ viewedAt, ...row }) => ({
      ...presentCard(row),
      viewed_at: new Date(viewedAt as Date | string).toISOString(),
    })),
  };
}

/* Home page -------------------------------------------------------------------------------- */

/** Report routes a home page may point at, as `/{id}/...`. */
const REPORT_ROUTE = /^\/(\d{1,9})\/(reports\/view|reports\/external|reports)$/;

/** Plain routes (no parameters) the caller's profile opens, minus the unit's hidden menu. */
async function homeRoutes(
  db: Db,
  scope: Scope,
): Promise<{ routes: string[]; hidden: string[]; fallback: string }> {
  const config = await getCompanyConfig(db, scope.companyId as number);
  const names = (PROFILE_ROUTES[scope.profile] as readonly string[]).filter(
    (name) => !name.includes(':') && !config.hidden_menu.includes(name),
  );
  return {
    routes: names.map((name) => `/${name}`),
    hidden: config.hidden_menu,
    fallback: config.home_page || DEFAULT_HOME_PAGE,
  };
}

export async function homePageOf(db: Db, scope: Scope): Promise<THomePageResponse> {
  const [user] = await db.select({ homePage: users.homePage }).from(users).where(eq(users.id, scope.userId));
  const { routes, fallback } = await homeRoutes(db, scope);
  return { home_page: user?.homePage ?? null, default_home_page: fallback, routes };
}

/** Sets (or clears, with null) the caller's landing page, which must be a page they may open. */
export async function setHomePage(db: Db, scope: Scope, homePage: string | null): Promise<THomePageResponse> {
  if (homePage !== null) {
    const { routes, hidden } = await homeRoutes(db, scope);
    const invalid = () => new AppError('validation_failed', { errors: { home_page: ['field_invalid'] } });
    const path = homePage.replace(/\/+$/, '') || '/';
    const report = REPORT_ROUTE.exec(path);
    if (report) {
      const name = `:id/${report[2]}`;
      const profileRoutes = PROFILE_ROUTES[scope.profile] as readonly string[];
      if (!profileRoutes.includes(name) || hidden.includes(name)) throw invalid();
      if (!(await canViewReport(db, scope, Number(report[1])))) throw invalid();
    } else if (!routes.includes(path)) {
      throw invalid();
    }
    homePage = path;
  }
  await db.update(users).set({ homePage, updatedAt: new Date() }).where(eq(users.id, scope.userId));
  return homePageOf(db, scope);
}
