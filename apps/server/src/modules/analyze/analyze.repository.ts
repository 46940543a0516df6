import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { likeContains } from '../../platform/sql';
import type { UnitId } from '../../platform/scope';
import { rowsOf } from './analyze-rollup.repository';

/*
 * The analyze screen's reads. They take the unit ids the caller's reach resolved to (never an id
 * from the request) and read only the rollup tables kept by analyze.rollup.ts, never the raw log.
 */

/** The units as one array parameter, so the statement's text does not grow with the reach. */
const unitsParam = (ids: readonly UnitId[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const intsParam = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface Period {
  from: string;
  to: string;
}

async function all<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export interface DayRow {
  day: string;
  views: number;
  viewers: number;
  anonymous_views: number;
}

/** Views per day of the units (or of one report). */
export async function daySeries(
  db: Db,
  units: readonly UnitId[],
  period: Period,
  reportId: number | null,
): Promise<DayRow[]> {
  if (reportId !== null) {
    return all<DayRow>(
      db,
      sql`select day::text as day, sum(views)::int as views, count(distinct user_id)::int as viewers,
          coalesce(sum(views) filter (where user_id is null), 0)::int as anonymous_views
        from page_view_days
        where report_id = ${reportId} and company_id = any(${unitsParam(units)})
          and day between ${period.from}::date and ${period.to}::date
        group by day order by day`,
    );
  }
  return all<DayRow>(
    db,
    sql`select day::text as day, sum(views)::int as views, sum(viewers)::int as viewers,
        sum(anonymous_views)::int as anonymous_views
      from page_view_unit_days
      where company_id = any(${unitsParam(units)}) and day between ${period.from}::date and ${period.to}::date
      group by day order by day`,
  );
}

/** Distinct signed-in viewers of one report in the period. */
export async function reportViewers(db: Db, reportId: number, period: Period): Promise<number> {
  const [row] = await all<{ n: number }>(
    db,
    sql`select count(distinct user_id)::int as n from page_view_days
      where report_id = ${reportId} and day between ${period.from}::date and ${period.to}::date`,
  );
  return row?.n ?? 0;
}

export interface UserCounts {
  users: number;
  d7: number;
  d30: number;
  d90: number;
  never_signed_in: number;
}

/** The units' seats (admin and user memberships) and how many saw nothing in each window. */
export async function userCounts(db: Db, units: readonly UnitId[], today: string): Promise<UserCounts> {
  const [row] = await all<UserCounts>(
    db,
    sql`select count(*)::int as users,
        count(*) filter (where l.last_day is null or l.last_day <= ${today}::date - 7)::int as d7,
        count(*) filter (where l.last_day is null or l.last_day <= ${today}::date - 30)::int as d30,
        count(*) filter (where l.last_day is null or l.last_day <= ${today}::date - 90)::int as d90,
        count(*) filter (where s.user_id is null)::int as never_signed_in
      from memberships m
      left join page_view_last_days l on l.company_id = m.company_id and l.user_id = m.user_id
      -- One hashed pass over the units' sessions rather than a lookup per seat.
      left join (select distinct user_id, company_id from sessions
          where impersonator_user_id is null and company_id = any(${unitsParam(units)})) s
        on s.user_id = m.user_id and s.company_id = m.company_id
      where m.company_id = any(${unitsParam(units)}) and m.perfil_usuario in ('admin', 'user')
        and m.deleted_at is null`,
  );
  return row ?? { users: 0, d7: 0, d30: 0, d90: 0, never_signed_in: 0 };
}

/** The seat counts the job kept per unit (countUnitSeats), summed over the units. */
export async function countedSeats(db: Db, units: readonly UnitId[]): Promise<UserCounts> {
  const [row] = await all<UserCounts>(
    db,
    sql`select coalesce(sum(users), 0)::int as users, coalesce(sum(idle_7), 0)::int as d7,
        coalesce(sum(idle_30), 0)::int as d30, coalesce(sum(idle_90), 0)::int as d90,
        coalesce(sum(never_signed_in), 0)::int as never_signed_in
      from page_view_unit_seats where company_id = any(${unitsParam(units)})`,
  );
  return row ?? { users: 0, d7: 0, d30: 0, d90: 0, never_signed_in: 0 };
}

/** The units' live reports and how many were never opened. */
export async function reportCounts(db: Db, units: readonly UnitId[]) {
  const [row] = await all<{ reports: number; never_opened: number }>(
    db,
    // The units' live reports are the counts the database keeps (unit_report_counts: about one
    // row per unit), less the live reports with a last view (one row per report): no read of
    // every report of the reach.
    sql`select t.n::int as reports, (t.n - o.n)::int as never_opened
      from (select coalesce(sum(c.n), 0) as n from unit_report_counts c
          where c.company_id = any(${unitsParam(units)})) t,
        (select count(*) as n from page_view_report_last_days l join reports r on r.id = l.report_id
          where r.company_id = any(${unitsParam(units)}) and r.deleted_at is null) o`,
  );
  return row ?? { reports: 0, never_opened: 0 };
}

export interface UnitStats {
  company_id: number;
  views: number;
  anonymous_views: number;
  viewer_days: number;
  users: number;
  inactive_30: number;
}

/**
 * Totals of a page of units in the period, with their seats and the seats idle for 30 days. A
 * unit's seats (its live admin and user memberships) are the count the database keeps
 * (billing_membership_counts, the unit's row); the idle ones are those less the members seen in
 * the last 30 days (page_view_last_days, one row per unit and person).
 */
export async function unitStats(
  db: Db,
  units: readonly UnitId[],
  period: Period,
  today: string,
): Promise<Map<number, UnitStats>> {
  const rows = await all<UnitStats>(
    db,
    sql`select u.id as company_id, coalesce(v.views, 0)::int as views,
        coalesce(v.anonymous_views, 0)::int as anonymous_views, coalesce(v.viewer_days, 0)::int as viewer_days,
        coalesce(m.users, 0)::int as users, coalesce(m.inactive_30, 0)::int as inactive_30
      from unnest(${unitsParam(units)}) as u(id)
      left join (select company_id, sum(views) as views, sum(anonymous_views) as anonymous_views,
          sum(viewers) as viewer_days
        from page_view_unit_days
        where company_id = any(${unitsParam(units)}) and day between ${period.from}::date and ${period.to}::date
        group by company_id) v on v.company_id = u.id
      left join (select c.company_id, c.n as users, c.n - coalesce(a.n, 0) as inactive_30
        from billing_membership_counts c
        left join (select l.company_id, count(*) as n from page_view_last_days l
            join memberships m on m.company_id = l.company_id and m.user_id = l.user_id
              and m.perfil_usuario in ('admin', 'user') and m.deleted_at is null
            where l.company_id = any(${unitsParam(units)}) and l.last_day > ${today}::date - 30
            group by l.company_id) a on a.company_id = c.company_id
        where c.company_id = any(${unitsParam(units)}) and c.partner_id is null) m on m.company_id = u.id`,
  );
  return new Map(rows.map((r) => [r.company_id, r]));
}

export interface ReportRow {
  report_id: number;
  title: string;
  company_name: string;
  views: number;
  viewers: number;
  seconds: number;
  last_view_day: string | null;
  total: number;
}

/** The units' reports with their views in the period, most viewed first; or only the never opened. */
export async function reportList(
  db: Db,
  opts: {
    units: readonly UnitId[];
    period: Period;
    reportId: number | null;
    neverOpened: boolean;
    search?: string;
    limit: number;
    offset: number;
  },
): Promise<ReportRow[]> {
  const { units, period } = opts;
  const filters = [
    sql`r.company_id = any(${unitsParam(units)})`,
    // The units named on the joined side too: each is read by its key, not by filtering all of them
    // (under a partner's row policy that filter costs a few microseconds a unit).
    sql`c.id = any(${unitsParam(units)})`,
    sql`r.deleted_at is null`,
    opts.reportId !== null ? sql`r.id = ${opts.reportId}` : undefined,
    opts.neverOpened ? sql`l.report_id is null` : undefined,
    opts.search ? sql`r.title ilike ${likeContains(opts.search)}` : undefined,
  ].filter((f): f is SQL => f !== undefined);
  const viewed = opts.neverOpened
    ? sql`(select null::int as report_id, 0 as views, 0 as seconds where false)`
    : sql`(select report_id, sum(views) as views, sum(seconds) as seconds
        from page_view_days
        where company_id = any(${unitsParam(units)}) and day between ${period.from}::date and ${period.to}::date
        group by report_id)`;
  // The distinct viewers are counted for the page's reports only (through the report index).
  return all<ReportRow>(
    db,
    sql`select p.*, (select count(distinct d.user_id) from page_view_days d where d.report_id = p.report_id
          and d.day between ${period.from}::date and ${period.to}::date)::int as viewers
      from (select r.id as report_id, r.title, c.name as company_name, coalesce(v.views, 0)::int as views,
          coalesce(v.seconds, 0)::bigint as seconds, l.last_day::text as last_view_day,
          count(*) over ()::int as total
        from reports r
        join companies c on c.id = r.company_id
        left join page_view_report_last_days l on l.report_id = r.id
        left join ${viewed} v on v.report_id = r.id
        where ${sql.join(filters, sql` and `)}
        order by coalesce(v.views, 0) desc, r.title, r.id
        limit ${opts.limit} offset ${opts.offset}) p
      order by p.views desc, p.title, p.report_id`,
  );
}

export interface UserRow {
  user_id: number;
  company_id: number;
  name: string;
  email: string;
  company_name: string;
  last_view_day: string | null;
  signed_in: boolean;
  total: number;
}

/** The units' seats, by name, optionally only the idle ones or those who never signed in. */
export async function userList(
  db: Db,
  opts: {
    units: readonly UnitId[];
    today: string;
    inactive?: '7' | '30' | '90' | 'never_signed_in';
    search?: string;
    limit: number;
    offset: number;
  },
): Promise<UserRow[]> {
  const signedIn = sql`exists (select 1 from sessions s where s.user_id = m.user_id
    and s.company_id = m.company_id and s.impersonator_user_id is null)`;
  const filters = [
    sql`m.company_id = any(${unitsParam(opts.units)})`,
    sql`c.id = any(${unitsParam(opts.units)})`,
    sql`m.perfil_usuario in ('admin', 'user')`,
    sql`m.deleted_at is null`,
    opts.inactive === 'never_signed_in' ? sql`not ${signedIn}` : undefined,
    opts.inactive && opts.inactive !== 'never_signed_in'
      ? sql`(l.last_day is null or l.last_day <= ${opts.today}::date - ${Number(opts.inactive)}::int)`
      : undefined,
    opts.search
      ? sql`(u.name ilike ${likeContains(opts.search)} or u.email ilike ${likeContains(opts.search)})`
      : undefined,
  ].filter((f): f is SQL => f !== undefined);
  return all<UserRow>(
    db,
    // Whether each person signed in is looked up for the page's rows only.
    sql`select p.user_id, p.company_id, p.name, p.email, p.company_name, p.last_view_day, p.total,
        exists (select 1 from sessions s where s.user_id = p.user_id and s.company_id = p.company_id
          and s.impersonator_user_id is null) as signed_in
      from (select u.id as user_id, m.company_id, u.name, u.email, c.name as company_name,
          l.last_day::text as last_view_day, count(*) over ()::int as total
        from memberships m
        join users u on u.id = m.user_id
        join companies c on c.id = m.company_id
        left join page_view_last_days l on l.company_id = m.company_id and l.user_id = m.user_id
        where ${sql.join(filters, sql` and `)}
        order by lower(u.name), u.id, m.company_id
        limit ${opts.limit} offset ${opts.offset}) p
      order by lower(p.name), p.user_id, p.company_id`,
  );
}

/** Views in the period of a page of users (in the given units, of one report when given). */
export async function userViews(
  db: Db,
  opts: { users: readonly number[]; units: readonly UnitId[]; period: Period; reportId: number | null },
): Promise<Map<string, number>> {
  if (opts.users.length === 0) return new Map();
  const rows = await all<{ user_id: number; company_id: number; views: number }>(
    db,
    sql`select user_id, company_id, sum(views)::int as views from page_view_days
      where user_id = any(${intsParam(opts.users)}) and company_id = any(${unitsParam(opts.units)})
        and day between ${opts.period.from}::date and ${opts.period.to}::date
        ${opts.reportId !== null ? sql`and report_id = ${opts.reportId}` : sql``}
      group by user_id, company_id`,
  );
  return new Map(rows.map((r) => [`${r.user_id}:${r.company_id}`, r.views]));
}

export interface CapacityRow {
  capacity_id: number;
  name: string;
  company_id: number;
  company_name: string;
  state: string | null;
  running_seconds: number;
}

/**
 * The units' capacities with the time they spent running (Succeeded) inside [start, end): each
 * stored state lasts until the next change, the last one until `end`.
 */
export async function capacityList(
  db: Db,
  units: readonly UnitId[],
  range: { start: Date; end: Date },
): Promise<CapacityRow[]> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  return all<CapacityRow>(
    db,
    sql`select k.id as capacity_id, k.name, k.company_id, c.name as company_name, k.state,
        coalesce((
          select sum(extract(epoch from least(x.until, ${end}::timestamptz)
            - greatest(x.changed_at, ${start}::timestamptz)))
          from (select s.state, s.changed_at,
              coalesce(lead(s.changed_at) over (order by s.changed_at, s.id), ${end}::timestamptz) as until
            from capacity_state_changes s where s.capacity_id = k.id and s.changed_at < ${end}::timestamptz) x
          where x.state = 'Succeeded' and x.until > ${start}::timestamptz
        ), 0)::float8 as running_seconds
      from capacities k join companies c on c.id = k.company_id
      where k.company_id = any(${unitsParam(units)}) and k.deleted_at is null
      order by c.name, k.name, k.id`,
  );
}
