import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';

/** Unit-days rebuilt per transaction. */
const BATCH_DAYS = 2000;

export const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * Rebuilds one batch of out-of-date unit-days from the raw log, in one transaction: the days are
 * taken off the dirty list first, so a view committed meanwhile marks its day again (its insert
 * waits on this delete) and the next round counts it. Rebuilding a day replaces its rows whole,
 * which is why running it twice changes nothing and a late view updates its day.
 * Returns how many unit-days were rebuilt (0: nothing left to do).
 */
export async function rollupBatch(db: Db, batch = BATCH_DAYS): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = rowsOf<{ company_id: number; day: string }>(
      await tx.execute(sql`
        delete from page_view_dirty_days
        where (company_id, day) in (
          select company_id, day from page_view_dirty_days order by day desc
          limit ${batch} for update skip locked)
        returning company_id, day::text as day`),
    );
    if (taken.length === 0) return 0;
    const days = sql`(select * from jsonb_to_recordset(${JSON.stringify(taken)}::jsonb)
      as t(company_id integer, day date))`;
    await tx.execute(sql`
      delete from page_view_days d using ${days} t
      where d.company_id = t.company_id and d.day = t.day`);
    await tx.execute(sql`
      insert into page_view_days (company_id, day, report_id, user_id, source, views, seconds)
      select v.company_id, t.day, v.report_id, v.user_id, v.source, count(*)::int,
        coalesce(sum(v.duration_seconds), 0)::bigint
      from ${days} t
      -- Lateral, kept apart by "offset 0": each day is read through the log's (company_id,
      -- started_at) index; as a join the planner, not knowing how few days there are, may scan
      -- the whole log.
      cross join lateral (select l.company_id, l.report_id, l.user_id, l.source, l.duration_seconds
        from report_page_views l
        where l.company_id = t.company_id
          and l.started_at >= (t.day::timestamp at time zone 'UTC')
          and l.started_at < ((t.day + 1)::timestamp at time zone 'UTC')
        offset 0) v
      group by v.company_id, t.day, v.report_id, v.user_id, v.source
      order by v.company_id, t.day`);
    await tx.execute(sql`
      delete from page_view_unit_days d using ${days} t
      where d.company_id = t.company_id and d.day = t.day`);
    await tx.execute(sql`
      insert into page_view_unit_days (company_id, day, views, viewers, anonymous_views, seconds)
      select d.company_id, d.day, sum(d.views)::int, count(distinct d.user_id)::int,
        coalesce(sum(d.views) filter (where d.user_id is null), 0)::int, sum(d.seconds)::bigint
      from page_view_days d join ${days} t on d.company_id = t.company_id and d.day = t.day
      group by d.company_id, d.day`);
    await tx.execute(sql`
      insert into page_view_last_days (company_id, user_id, last_day)
      select d.company_id, d.user_id, max(d.day)
      from page_view_days d join ${days} t on d.company_id = t.company_id and d.day = t.day
      where d.user_id is not null
      group by d.company_id, d.user_id
      on conflict (company_id, user_id)
        do update set last_day = greatest(page_view_last_days.last_day, excluded.last_day)`);
    await tx.execute(sql`
      insert into page_view_report_last_days (report_id, company_id, last_day)
      select d.report_id, d.company_id, max(d.day)
      from page_view_days d join ${days} t on d.company_id = t.company_id and d.day = t.day
      group by d.report_id, d.company_id
      on conflict (report_id)
        do update set last_day = greatest(page_view_report_last_days.last_day, excluded.last_day)`);
    return taken.length;
  });
}

/**
 * Rebuilds the whole rollup from the log in one pass (set-based): the first round after a large
 * backlog (an installation upgraded with millions of views) would otherwise re-read the log day
 * by day. Views committed meanwhile keep their days marked, so the next round recounts them.
 */
export async function rebuildAllPageViewDays(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // One grouping of the whole log: room to hash it rather than sort it on disk.
    await tx.execute(sql`set local work_mem = '128MB'`);
    const [marked] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`with gone as (delete from page_view_dirty_days returning 1) select count(*)::int as n from gone`,
      ),
    );
    await tx.execute(sql`delete from page_view_days`);
    await tx.execute(sql`
      insert into page_view_days (company_id, day, report_id, user_id, source, views, seconds)
      select company_id, (started_at at time zone 'UTC')::date, report_id, user_id, source, count(*)::int,
        coalesce(sum(duration_seconds), 0)::bigint
      from report_page_views group by 1, 2, 3, 4, 5
      -- Stored in the order the analyze screen reads them (a unit's days), so a period of many
      -- units reads a few pages rather than one page per row.
      order by 1, 2`);
    await tx.execute(sql`delete from page_view_unit_days`);
    await tx.execute(sql`
      insert into page_view_unit_days (company_id, day, views, viewers, anonymous_views, seconds)
      select company_id, day, sum(views)::int, count(distinct user_id)::int,
        coalesce(sum(views) filter (where user_id is null), 0)::int, sum(seconds)::bigint
      from page_view_days group by company_id, day`);
    await tx.execute(sql`delete from page_view_last_days`);
    await tx.execute(sql`
      insert into page_view_last_days (company_id, user_id, last_day)
      select company_id, user_id, max(day) from page_view_days where user_id is not null
      group by company_id, user_id`);
    await tx.execute(sql`delete from page_view_report_last_days`);
    await tx.execute(sql`
      insert into page_view_report_last_days (report_id, company_id, last_day)
      select report_id, min(company_id), max(day) from page_view_days group by report_id`);
    return marked?.n ?? 0;
  });
}

/** How many unit-days are marked out of date, counted up to `cap` (enough to compare with a limit). */
export async function countDirtyDays(db: Db, cap: number): Promise<number> {
  const [backlog] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from
      (select 1 from page_view_dirty_days limit ${cap}) d`),
  );
  return backlog?.n ?? 0;
}

/**
 * Counts every unit's seats and the idle ones (as of `today`, UTC) into page_view_unit_seats, in
 * one pass over the memberships, their last views and their sessions. Units without seats keep
 * no row. Only the rows whose counts moved are written (counted_at: when they last moved), so a
 * round that changes nothing announces nothing and the summaries kept from them stay.
 */
export async function countUnitSeats(db: Db, today: string): Promise<void> {
  await db.execute(sql`
    with counted as (
      select m.company_id, count(*)::int as users,
        count(*) filter (where l.last_day is null or l.last_day <= ${today}::date - 7)::int as idle_7,
        count(*) filter (where l.last_day is null or l.last_day <= ${today}::date - 30)::int as idle_30,
        count(*) filter (where l.last_day is null or l.last_day <= ${today}::date - 90)::int as idle_90,
        count(*) filter (where s.user_id is null)::int as never_signed_in
      from memberships m
      left join page_view_last_days l on l.company_id = m.company_id and l.user_id = m.user_id
      left join (select distinct user_id, company_id from sessions
          where impersonator_user_id is null and company_id is not null) s
        on s.user_id = m.user_id and s.company_id = m.company_id
      where m.company_id is not null and m.perfil_usuario in ('admin', 'user') and m.deleted_at is null
      group by m.company_id),
    emptied as (
      delete from page_view_unit_seats p
      where not exists (select 1 from counted c where c.company_id = p.company_id))
    insert into page_view_unit_seats as p (company_id, users, idle_7, idle_30, idle_90, never_signed_in, counted_at)
    select company_id, users, idle_7, idle_30, idle_90, never_signed_in, now() from counted
    on conflict (company_id) do update
      set users = excluded.users, idle_7 = excluded.idle_7, idle_30 = excluded.idle_30,
        idle_90 = excluded.idle_90, never_signed_in = excluded.never_signed_in, counted_at = excluded.counted_at
      where (p.users, p.idle_7, p.idle_30, p.idle_90, p.never_signed_in)
        is distinct from (excluded.users, excluded.idle_7, excluded.idle_30, excluded.idle_90, excluded.never_signed_in)`);
}
