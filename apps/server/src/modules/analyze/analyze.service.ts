import type {
  TAnalyzeCapacity,
  TAnalyzeFilters,
  TAnalyzeListQuery,
  TAnalyzeOptions,
  TAnalyzeReport,
  TAnalyzeReportQuery,
  TAnalyzeSummary,
  TAnalyzeUnit,
  TAnalyzeUser,
  TAnalyzeUserQuery,
} from '@mirante/contracts';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { readThrough } from '../../platform/tagged-cache';
import {
  REACH_DEPENDENCIES,
  reachCacheKey,
  requireNarrowed,
  resolveReach,
  unitReportOptions,
  unitsInReach,
} from './analyze-reach.repository';
import {
  capacityList,
  countedSeats,
  daySeries,
  reportCounts,
  reportList,
  reportViewers,
  unitStats,
  userCounts,
  userList,
  userViews,
} from './analyze.repository';

/** Today's date (UTC), the end of the inactivity windows. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

/**
 * Above this many units the seat counts come from the job's per-unit counts (at most one round
 * old) rather than from every seat; below it they are counted live.
 */
export const LIVE_SEATS_MAX_UNITS = 200;

/**
 * What a summary of a large reach is read from: the page-view rollup and the seats the jobs
 * count (each round that rewrites them announces it), the units' reports, and the reach itself.
 */
const SUMMARY_DEPENDENCIES = [
  'page_view_days',
  'page_view_unit_days',
  'page_view_report_last_days',
  'page_view_unit_seats',
  'reports',
  ...REACH_DEPENDENCIES,
];

/**
 * The totals, the day series and the seat counts of the caller's reach. A reach whose seats the
 * job counts (many units) reads only what the jobs write and the units' reports, so its summary
 * is kept in memory (change-feed cache) per reach, filters and day until one of them changes; a
 * small reach counts its seats live (sign-ins included) and is read every time.
 */
export async function analyzeSummary(opts: {
  db: Db;
  scope: Scope;
  filters: TAnalyzeFilters;
  now?: Date;
  liveSeatsMaxUnits?: number;
}): Promise<TAnalyzeSummary> {
  const { db, filters } = opts;
  const reach = await resolveReach(db, opts.scope, filters);
  const today = utcDay(opts.now ?? new Date());
  if (reach.units.length <= (opts.liveSeatsMaxUnits ?? LIVE_SEATS_MAX_UNITS)) {
    return readSummary(db, reach, filters, today, false);
  }
  return readThrough(
    db,
    'analyze-summary',
    JSON.stringify([reachCacheKey(opts.scope), filters, today]),
    SUMMARY_DEPENDENCIES,
    () => readSummary(db, reach, filters, today, true),
  );
}

async function readSummary(
  db: Db,
  reach: Awaited<ReturnType<typeof resolveReach>>,
  filters: TAnalyzeFilters,
  today: string,
  countedByJob: boolean,
): Promise<TAnalyzeSummary> {
  const ids = reach.units.map((u) => u.id);
  const period = { from: filters.from, to: filters.to };
  const [days, seats, counts, viewers] = await Promise.all([
    daySeries(db, ids, period, reach.reportId),
    countedByJob ? countedSeats(db, ids) : userCounts(db, ids, today),
    reportCounts(db, ids),
    reach.reportId !== null ? reportViewers(db, reach.reportId, period) : Promise.resolve(null),
  ]);
  const sum = (key: 'views' | 'viewers' | 'anonymous_views') => days.reduce((n, d) => n + d[key], 0);
  return {
    from: filters.from,
    to: filters.to,
    views: sum('views'),
    anonymous_views: sum('anonymous_views'),
    viewer_days: sum('viewers'),
    report_viewers: viewers,
    users: seats.users,
    inactive: { d7: seats.d7, d30: seats.d30, d90: seats.d90, never_signed_in: seats.never_signed_in },
    reports: counts.reports,
    reports_never_opened: counts.never_opened,
    days,
  };
}

/** The units of the reach, a page at a time by name, with their usage in the period. */
export async function analyzeUnits(opts: {
  db: Db;
  scope: Scope;
  query: TAnalyzeListQuery;
  now?: Date;
}): Promise<Page<TAnalyzeUnit>> {
  const { db, query } = opts;
  const reach = await resolveReach(db, opts.scope, query);
  const search = query.search?.toLowerCase();
  const matching = search ? reach.units.filter((u) => u.name.toLowerCase().includes(search)) : reach.units;
  const offset = (query.page - 1) * query.per_page;
  const page = matching.slice(offset, offset + query.per_page);
  const stats =
    page.length > 0
      ? await unitStats(
          db,
          page.map((u) => u.id),
          { from: query.from, to: query.to },
          utcDay(opts.now ?? new Date()),
        )
      : new Map();
  return {
    data: page.map((u) => {
      const s = stats.get(u.id);
      return {
        company_id: u.id,
        company_name: u.name,
        partner_name: u.partnerName,
        views: s?.views ?? 0,
        anonymous_views: s?.anonymous_views ?? 0,
        viewer_days: s?.viewer_days ?? 0,
        users: s?.users ?? 0,
        inactive_30: s?.inactive_30 ?? 0,
      };
    }),
    page: query.page,
    per_page: query.per_page,
    total: matching.length,
  };
}

/** The reports of the reach, most viewed in the period first (or only those never opened). */
export async function analyzeReports(opts: {
  db: Db;
  scope: Scope;
  query: TAnalyzeReportQuery;
}): Promise<Page<TAnalyzeReport>> {
  const { db, query } = opts;
  const reach = await resolveReach(db, opts.scope, query);
  requireNarrowed(reach);
  const args = {
    units: reach.units.map((u) => u.id),
    period: { from: query.from, to: query.to },
    reportId: reach.reportId,
    neverOpened: query.opened === 'never',
    search: query.search,
  };
  const rows = await reportList(db, {
    ...args,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  // A page past the end has no row to carry the count: it is counted on its own (rare).
  const total =
    rows[0]?.total ??
    (query.page > 1 ? ((await reportList(db, { ...args, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    data: rows.map(({ total: _total, ...r }) => ({ ...r, seconds: Number(r.seconds) })),
    page: query.page,
    per_page: query.per_page,
    total,
  };
}

/** The seats of the reach with their last view, and their views in the period. */
export async function analyzeUsers(opts: {
  db: Db;
  scope: Scope;
  query: TAnalyzeUserQuery;
  now?: Date;
}): Promise<Page<TAnalyzeUser>> {
  const { db, query } = opts;
  const reach = await resolveReach(db, opts.scope, query);
  requireNarrowed(reach);
  const units = reach.units.map((u) => u.id);
  const base = {
    units,
    today: utcDay(opts.now ?? new Date()),
    inactive: query.inactive,
    search: query.search,
  };
  const rows = await userList(db, {
    ...base,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const views = await userViews(db, {
    users: rows.map((r) => r.user_id),
    units,
    period: { from: query.from, to: query.to },
    reportId: reach.reportId,
  });
  const total =
    rows[0]?.total ??
    (query.page > 1 ? ((await userList(db, { ...base, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    data: rows.map((r) => ({
      user_id: r.user_id,
      name: r.name,
      email: r.email,
      company_name: r.company_name,
      views: views.get(`${r.user_id}:${r.company_id}`) ?? 0,
      last_view_day: r.last_view_day,
      signed_in: r.signed_in,
    })),
    page: query.page,
    per_page: query.per_page,
    total,
  };
}

/** The capacities of the reach with their running hours inside the period (up to now). */
export async function analyzeCapacities(opts: {
  db: Db;
  scope: Scope;
  filters: TAnalyzeFilters;
  now?: Date;
}): Promise<{ data: TAnalyzeCapacity[] }> {
  const { db, filters } = opts;
  // A report filter narrows to its unit (a capacity serves the whole unit).
  const reach = await resolveReach(db, opts.scope, filters);
  const now = opts.now ?? new Date();
  const start = new Date(`${filters.from}T00:00:00Z`);
  const dayAfter = new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000);
  const end = dayAfter < now ? dayAfter : now;
  const rows =
    end > start
      ? await capacityList(
          db,
          reach.units.map((u) => u.id),
          { start, end },
        )
      : [];
  return {
    data: rows.map((r) => ({
      capacity_id: r.capacity_id,
      name: r.name,
      company_id: r.company_id,
      company_name: r.company_name,
      state: r.state,
      running_hours: Math.round((Number(r.running_seconds) / 3600) * 100) / 100,
    })),
  };
}

/**
 * The partners and units the caller may filter by. The answer is kept like the units in reach it
 * is made of (same key, dropped on any unit or partner change), so its text is worked out once.
 */
export function analyzeOptions(opts: { db: Db; scope: Scope }): Promise<TAnalyzeOptions> {
  return readThrough(opts.db, 'analyze-options', reachCacheKey(opts.scope), REACH_DEPENDENCIES, () =>
    buildAnalyzeOptions(opts),
  );
}

async function buildAnalyzeOptions(opts: { db: Db; scope: Scope }): Promise<TAnalyzeOptions> {
  const units = await unitsInReach(opts.db, opts.scope);
  const partners = new Map<number, string>();
  for (const u of units) partners.set(u.partnerId, u.partnerName);
  return {
    partners: [...partners].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    units: units.map((u) => ({ id: u.id, name: u.name, partner_id: u.partnerId })),
  };
}

/** The reports of one unit in reach, for the report filter. */
export async function analyzeReportOptions(opts: { db: Db; scope: Scope; companyId: number }) {
  const reach = await resolveReach(opts.db, opts.scope, { company_id: opts.companyId });
  const unit = reach.units[0]!;
  const data = await unitReportOptions(opts.db, unit.id);
  return { data };
}
