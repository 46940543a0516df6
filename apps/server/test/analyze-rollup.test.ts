import { reportViewRoutes } from '@mirante/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewDays, pageViewDirtyDays, pageViewLastDays, pageViewUnitDays } from '../src/db/schema';
import { rollupPageViews } from '../src/modules/analyze/analyze-rollup.jobs';
import { rowsOf } from '../src/modules/analyze/analyze-rollup.repository';
import { type AnalyzeWorld, addViews, createAnalyzeWorld, daysAgo } from './analyze-fixtures';
import { callRoute, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let w: AnalyzeWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createAnalyzeWorld(ctx);
});
afterAll(() => ctx.close());

/** The raw log counted the way the rollup must count it. */
async function rawCounts() {
  return rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      select company_id, (started_at at time zone 'UTC')::date::text as day, report_id, user_id, source,
        count(*)::int as views, sum(duration_seconds)::int as seconds
      from report_page_views group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4 nulls first, 5`),
  );
}

async function rolledUp() {
  const rows = await ctx.db
    .select()
    .from(pageViewDays)
    .orderBy(
      asc(pageViewDays.companyId),
      asc(pageViewDays.day),
      asc(pageViewDays.reportId),
      sql`${pageViewDays.userId} nulls first`,
      asc(pageViewDays.source),
    );
  return rows.map((r) => ({
    company_id: r.companyId,
    day: r.day,
    report_id: r.reportId,
    user_id: r.userId,
    source: r.source,
    views: r.views,
    seconds: Number(r.seconds),
  }));
}

describe('daily rollup of the page-view log', () => {
  it('rolls every view into daily rows equal to a count of the raw log', async () => {
    const { company, second, users, reports } = w;
    await addViews(ctx, [
      {
        companyId: company.id,
        reportId: reports.report.id,
        userId: users.user.id,
        at: `${daysAgo(3)}T09:00:00Z`,
      },
      {
        companyId: company.id,
        reportId: reports.report.id,
        userId: users.user.id,
        at: `${daysAgo(3)}T23:59:59Z`,
      },
      {
        companyId: company.id,
        reportId: reports.report.id,
        userId: users.admin.id,
        at: `${daysAgo(3)}T10:00:00Z`,
      },
      {
        companyId: company.id,
        reportId: reports.report.id,
        userId: users.user.id,
        at: `${daysAgo(2)}T00:00:00Z`,
      },
      { companyId: company.id, reportId: reports.report.id, userId: null, at: `${daysAgo(2)}T12:00:00Z` },
      {
        companyId: second.id,
        reportId: reports.secondReport.id,
        userId: w.secondUser.id,
        at: `${daysAgo(1)}T08:00:00Z`,
        seconds: 90,
      },
    ]);
    expect(await ctx.db.$count(pageViewDirtyDays)).toBe(3);
    expect(await rollupPageViews(ctx.db)).toBe(3);
    expect(await ctx.db.$count(pageViewDirtyDays)).toBe(0);
    const rows = await rolledUp();
    expect(rows).toEqual(await rawCounts());
    expect(rows.find((r) => r.day === daysAgo(3) && r.user_id === users.user.id)?.views).toBe(2);
    expect(rows.find((r) => r.user_id === null)).toMatchObject({ source: 'public', views: 1 });

    const unitDays = await ctx.db.select().from(pageViewUnitDays).orderBy(asc(pageViewUnitDays.day));
    expect(
      unitDays
        .filter((d) => d.companyId === company.id)
        .map((d) => [d.day, d.views, d.viewers, d.anonymousViews]),
    ).toEqual([
      [daysAgo(3), 3, 2, 0],
      [daysAgo(2), 2, 1, 1],
    ]);
  });

  it('is idempotent: a second round, or rebuilding every day again, changes nothing', async () => {
    const before = await rolledUp();
    expect(await rollupPageViews(ctx.db)).toBe(0);
    expect(await rolledUp()).toEqual(before);
    await ctx.db.execute(sql`
      insert into page_view_dirty_days (company_id, day)
      select distinct company_id, day from page_view_days on conflict do nothing`);
    expect(await rollupPageViews(ctx.db)).toBe(3);
    expect(await rolledUp()).toEqual(before);
    expect(await ctx.db.$count(pageViewUnitDays)).toBe(3);
  });

  it('counts a late view on the day it happened, and keeps the last day of each viewer', async () => {
    const { company, users, reports } = w;
    const lastBefore = await ctx.db.select().from(pageViewLastDays);
    expect(lastBefore.find((l) => l.userId === users.user.id)?.lastDay).toBe(daysAgo(2));
    // Logged today, seen five days ago (a page left open, a view sent late).
    await addViews(ctx, [
      {
        companyId: company.id,
        reportId: reports.report.id,
        userId: users.user.id,
        at: `${daysAgo(5)}T15:00:00Z`,
      },
      {
        companyId: company.id,
        reportId: reports.report.id,
        userId: users.admin.id,
        at: `${daysAgo(3)}T18:00:00Z`,
      },
    ]);
    expect(await rollupPageViews(ctx.db)).toBe(2);
    const rows = await rolledUp();
    expect(rows).toEqual(await rawCounts());
    expect(rows.find((r) => r.day === daysAgo(3) && r.user_id === users.admin.id)?.views).toBe(2);
    expect(rows.find((r) => r.day === daysAgo(5))?.views).toBe(1);
    const last = await ctx.db.select().from(pageViewLastDays);
    expect(last.find((l) => l.userId === users.user.id)?.lastDay).toBe(daysAgo(2));
  });

  it('counts a view recorded through the report screen', async () => {
    const { users, reports } = w;
    await ctx.db.execute(
      sql`insert into report_access (company_id, report_id, user_id) values (${w.company.id}, ${reports.report.id}, ${users.user.id})`,
    );
    const res = await callRoute(ctx.app, reportViewRoutes.logPageView, {
      token: w.tokens.user,
      body: {
        reportId: reports.report.id,
        page_name: 'p1',
        started_at: `${daysAgo(0)}T00:00:01Z`,
        duration_seconds: 30,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await rollupPageViews(ctx.db)).toBe(1);
    const today = (await rolledUp()).filter((r) => r.day === daysAgo(0));
    expect(today).toEqual([
      {
        company_id: w.company.id,
        day: daysAgo(0),
        report_id: reports.report.id,
        user_id: users.user.id,
        source: 'user',
        views: 1,
        seconds: 30,
      },
    ]);
  });

  it('rebuilds everything in one pass after a large backlog, to the same rows', async () => {
    const before = await rolledUp();
    await ctx.db.execute(sql`
      insert into page_view_dirty_days (company_id, day)
      select distinct company_id, day from page_view_days on conflict do nothing`);
    const lastBefore = await ctx.db.select().from(pageViewLastDays).orderBy(asc(pageViewLastDays.userId));
    expect(await rollupPageViews(ctx.db, { fullRebuildAt: 1 })).toBeGreaterThan(1);
    expect(await ctx.db.$count(pageViewDirtyDays)).toBe(0);
    expect(await rolledUp()).toEqual(before);
    expect(await ctx.db.select().from(pageViewLastDays).orderBy(asc(pageViewLastDays.userId))).toEqual(
      lastBefore,
    );
  });

  it('takes out the views of a deleted report on the next round', async () => {
    await ctx.db.execute(sql`delete from reports where id = ${w.reports.secondReport.id}`);
    await rollupPageViews(ctx.db);
    expect(await rolledUp()).toEqual(await rawCounts());
    const unitDays = await ctx.db.select().from(pageViewUnitDays);
    expect(unitDays.some((d) => d.companyId === w.second.id)).toBe(false);
  });
});
