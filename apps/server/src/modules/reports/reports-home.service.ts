import {
  DASHBOARD_LIST_SIZE,
  effectiveHiddenMenu,
  PROFILE_ROUTES,
  type TDashboardResponse,
  type THomePageResponse,
  type TReportCard,
  unitHomePath,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, scopeCacheKey, sessionDependencies } from '../../platform/scope';
import { readThrough, scopeGeneration } from '../../platform/tagged-cache';
import { readReportAnswer } from './reports-cache.service';
import { getCompanyConfig } from '../identity';
import { findHomePage, setUserHomePage } from '../users';
import { canViewReport, visibilityCondition } from './reports-access.repository';
import {
  deleteFavorite,
  insertFavorite,
  listFavoriteCards,
  listLatestCards,
  listRecentCards,
} from './reports-home.repository';
import { presentCard } from './reports-present.service';
import { findViewableReport } from './reports-view.service';

/* Favorites -------------------------------------------------------------------------------- */

export async function addFavorite(db: Db, scope: Scope, reportId: number): Promise<{ favorite: true }> {
  const report = await findViewableReport(db, scope, reportId);
  await insertFavorite(db, scope.userId, reportId, report.companyId);
  return { favorite: true };
}

export async function removeFavorite(db: Db, scope: Scope, reportId: number): Promise<{ favorite: false }> {
  await findViewableReport(db, scope, reportId);
  await deleteFavorite(db, scope.userId, reportId);
  return { favorite: false };
}

/** The caller's favorite reports they still may see, the latest marked first. */
export async function listFavorites(db: Db, scope: Scope, limit?: number): Promise<TReportCard[]> {
  return (await listFavoriteCards(db, scope, limit)).map(presentCard);
}

/* Dashboard -------------------------------------------------------------------------------- */

/** Latest reports added, favorites, and the reports the caller viewed last. */
export function dashboardOf(db: Db, scope: Scope): Promise<TDashboardResponse> {
  const { userId } = scope;
  const extra = [`report_favorites:${userId}`, `report_page_views:${userId}`];
  return readReportAnswer(db, scope, 'dashboard', scopeCacheKey(scope), extra, () =>
    buildDashboard(db, scope),
  );
}

async function buildDashboard(db: Db, scope: Scope): Promise<TDashboardResponse> {
  const visible = await visibilityCondition(db, scope);
  const [latest, favorites, recent] = await Promise.all([
    listLatestCards(db, scope, visible),
    listFavorites(db, scope, DASHBOARD_LIST_SIZE),
    listRecentCards(db, scope, visible),
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
  const config = await getCompanyConfig(db, scope.companyId!);
  const hidden = effectiveHiddenMenu(scope.profile, config);
  const names = (PROFILE_ROUTES[scope.profile] as readonly string[]).filter(
    (name) => !name.includes(':') && !hidden.includes(name),
  );
  return {
    routes: names.map((name) => `/${name}`),
    hidden,
    fallback: unitHomePath(config),
  };
}

/** The caller's home page and the pages they may choose, kept per session like getConfig. */
export async function homePageOf(db: Db, scope: Scope): Promise<THomePageResponse> {
  return readThrough(
    db,
    'home-page',
    scopeCacheKey(scope),
    () => sessionDependencies(scope),
    () => buildHomePage(db, scope),
    undefined,
    scopeGeneration(scope),
  );
}

async function buildHomePage(db: Db, scope: Scope): Promise<THomePageResponse> {
  const homePage = await findHomePage(db, scope.userId);
  const { routes, fallback } = await homeRoutes(db, scope);
  return { home_page: homePage, default_home_page: fallback, routes };
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
  await setUserHomePage(db, scope.userId, homePage);
  // Read again, not from the copy of before the change (its notice may not be in yet).
  return buildHomePage(db, scope);
}
