import { analyzeRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacities, companies, partners, reports } from '../src/db/schema';
import { rollupPageViews } from '../src/modules/analyze/analyze-rollup.jobs';
import { countUnitSeats } from '../src/modules/analyze/analyze-rollup.repository';
import { analyzeSummary } from '../src/modules/analyze/analyze.service';
import { scopeFromToken } from '../src/modules/auth/auth-sessions.service';
import { changeFeedOf } from '../src/platform/change-feed';
import { cacheOf } from '../src/platform/tagged-cache';
import { type AnalyzeWorld, addViews, createAnalyzeWorld, daysAgo } from './analyze-fixtures';
import { createProviderAccount, insertCapacity } from './capacities-fixtures';
import { callRoute, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let w: AnalyzeWorld;
const period = () => ({ from: daysAgo(29), to: daysAgo(0) });

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createAnalyzeWorld(ctx);
  const { company, second, users, reports, stranger } = w;
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
      at: `${daysAgo(2)}T09:00:00Z`,
    },
    {
      companyId: company.id,
      reportId: reports.report.id,
      userId: users.admin.id,
      at: `${daysAgo(40)}T09:00:00Z`,
    },
    { companyId: company.id, reportId: reports.report.id, userId: null, at: `${daysAgo(2)}T10:00:00Z` },
    {
      companyId: second.id,
      reportId: reports.secondReport.id,
      userId: w.secondUser.id,
      at: `${daysAgo(1)}T09:00:00Z`,
    },
    {
      companyId: stranger.company.id,
      reportId: reports.strangerReport.id,
      userId: stranger.users.user.id,
      at: `${daysAgo(1)}T09:00:00Z`,
    },
  ]);
  await rollupPageViews(ctx.db);
});
afterAll(() => ctx.close());

const ENDPOINTS = ['summary', 'units', 'reports', 'users', 'capacities', 'export/users'] as const;

/** Calls one of the screen's lists with a query of the test's own (bad ones included). */
function list(path: (typeof ENDPOINTS)[number], query: Record<string, unknown>, token?: string) {
  const input = { ...(token ? { token } : {}), query: query as never };
  if (path === 'export/users') {
    return callRoute(ctx.app, analyzeRoutes.export, { ...input, params: { kind: 'users' } });
  }
  return callRoute(ctx.app, analyzeRoutes[path], input);
}

describe('who may call the analyze screen', () => {
  it.each(ENDPOINTS)('%s: 401 without a session, 403 for a unit admin or user', async (path) => {
    expect((await list(path, period())).statusCode).toBe(401);
    expect((await list(path, period(), w.tokens.admin)).statusCode).toBe(403);
    expect((await list(path, period(), w.tokens.user)).statusCode).toBe(403);
    expect((await callRoute(ctx.app, analyzeRoutes.options, { token: w.tokens.user })).statusCode).toBe(403);
  });

  it.each(ENDPOINTS)("%s: another tenant's unit, report or partner is not found", async (path) => {
    for (const filter of [
      { company_id: w.stranger.company.id },
      { report_id: w.reports.strangerReport.id },
      { partner_id: w.stranger.partner.id },
    ]) {
      const res = await list(path, { ...period(), ...filter }, w.tokens.master);
      expect(res.statusCode, JSON.stringify(filter)).toBe(404);
    }
    // The operator reaches every partner of its own, not another operator's.
    const res = await list(path, { ...period(), company_id: w.stranger.company.id }, w.tokens.a2m);
    expect(res.statusCode).toBe(404);
  });

  it.each(ENDPOINTS)('%s: 400 with field errors for a bad period', async (path) => {
    const missing = await list(path, {}, w.tokens.master);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.error().errors ?? {}).sort()).toEqual(['from', 'to']);
    const reversed = await list(path, { from: daysAgo(0), to: daysAgo(3) }, w.tokens.master);
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.error().errors ?? {})).toEqual(['to']);
    const bad = await list(path, { from: '2025-02-30', to: 'x', company_id: 'abc' }, w.tokens.master);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual(['company_id', 'from', 'to']);
    const long = await list(path, { from: '2020-01-01', to: '2022-01-01' }, w.tokens.master);
    expect(long.statusCode).toBe(400);
  });
});

describe('what the partner sees', () => {
  it('summary: views per day, seats idle for 7/30/90 days, reports never opened', async () => {
    const res = await callRoute(ctx.app, analyzeRoutes.summary, { token: w.tokens.master, query: period() });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    // The partner's two units; the stranger's view and the 40-day-old one are outside.
    expect(body).toMatchObject({ views: 4, anonymous_views: 1, viewer_days: 3, report_viewers: null });
    expect(body.days).toEqual([
      { day: daysAgo(3), views: 1, viewers: 1, anonymous_views: 0 },
      { day: daysAgo(2), views: 2, viewers: 1, anonymous_views: 1 },
      { day: daysAgo(1), views: 1, viewers: 1, anonymous_views: 0 },
    ]);
    // Seats: admin, user, idle (unit 1) and the second unit's user.
    expect(body.users).toBe(4);
    expect(body.inactive).toEqual({ d7: 2, d30: 2, d90: 1, never_signed_in: 1 });
    expect(body).toMatchObject({ reports: 3, reports_never_opened: 1 });
  });

  it('the seat counts the job keeps per unit give the same totals as counting every seat', async () => {
    await countUnitSeats(ctx.db, daysAgo(0));
    const scope = await scopeFromToken(ctx.db, w.tokens.master, '127.0.0.1');
    const filters = { from: daysAgo(29), to: daysAgo(0) };
    const live = await analyzeSummary({ db: ctx.db, scope, filters });
    const counted = await analyzeSummary({ db: ctx.db, scope, filters, liveSeatsMaxUnits: 0 });
    expect(counted.users).toBe(4);
    expect(counted.inactive).toEqual(live.inactive);
    expect(counted).toEqual(live);
  });

  it('summary of one report counts its distinct viewers', async () => {
    const res = await callRoute(ctx.app, analyzeRoutes.summary, {
      token: w.tokens.master,
      query: { ...period(), report_id: w.reports.report.id },
    });
    expect(res.data()).toMatchObject({ views: 3, report_viewers: 1 });
  });

  it('units: each unit of the partner with its views and seats', async () => {
    const res = await callRoute(ctx.app, analyzeRoutes.units, { token: w.tokens.master, query: period() });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.total).toBe(2);
    const first = body.data.find((u) => u.company_id === w.company.id);
    expect(first).toMatchObject({ views: 3, anonymous_views: 1, viewer_days: 2, users: 3, inactive_30: 2 });
    const second = body.data.find((u) => u.company_id === w.second.id);
    expect(second).toMatchObject({ views: 1, users: 1, inactive_30: 0 });
  });

  it('reports: most viewed first; or only those never opened', async () => {
    const res = await callRoute(ctx.app, analyzeRoutes.reports, { token: w.tokens.master, query: period() });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.total).toBe(3);
    expect(body.data[0]).toMatchObject({
      report_id: w.reports.report.id,
      title: 'Sales',
      views: 3,
      viewers: 1,
      last_view_day: daysAgo(2),
    });
    const never = await callRoute(ctx.app, analyzeRoutes.reports, {
      token: w.tokens.master,
      query: { ...period(), opened: 'never' },
    });
    expect(never.data().data.map((r) => r.title)).toEqual(['Stock']);
  });

  it('users: views in the period, last view, and who never signed in', async () => {
    const res = await callRoute(ctx.app, analyzeRoutes.users, {
      token: w.tokens.master,
      query: { ...period(), company_id: w.company.id },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.data().data;
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.user_id === w.users.user.id)).toMatchObject({
      views: 2,
      last_view_day: daysAgo(2),
      signed_in: true,
    });
    expect(rows.find((r) => r.user_id === w.users.admin.id)).toMatchObject({
      views: 0,
      last_view_day: daysAgo(40),
    });
    const idle = await callRoute(ctx.app, analyzeRoutes.users, {
      token: w.tokens.master,
      query: { ...period(), inactive: 'never_signed_in' },
    });
    expect(idle.data().data.map((r) => r.user_id)).toEqual([w.idle.id]);
    const seven = await callRoute(ctx.app, analyzeRoutes.users, {
      token: w.tokens.master,
      query: { ...period(), inactive: '7' },
    });
    expect(seven.data().total).toBe(2);
  });

  it('export: the list as CSV with the same filters', async () => {
    const exported = (kind: string) =>
      callRoute(ctx.app, analyzeRoutes.export, {
        token: w.tokens.master,
        params: { kind: kind as never },
        query: period(),
      });
    const res = await exported('reports');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('report_id,report,company,views,viewers,seconds,last_view_day');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',Sales,');
    const days = await exported('days');
    expect(days.data().trim().split('\r\n')).toHaveLength(4);
    expect((await exported('nope')).statusCode).toBe(400);
  });
});

describe('what the operator sees', () => {
  it('every unit of its partners, and asks for a partner before listing reports or users', async () => {
    const summary = await callRoute(ctx.app, analyzeRoutes.summary, { token: w.tokens.a2m, query: period() });
    expect(summary.data()).toMatchObject({ views: 4, users: 4 });
    const options = await callRoute(ctx.app, analyzeRoutes.options, { token: w.tokens.a2m });
    expect(options.data().partners).toEqual([{ id: w.partner.id, name: w.partner.name }]);
    const reports = await callRoute(ctx.app, analyzeRoutes.reports, { token: w.tokens.a2m, query: period() });
    expect(reports.statusCode).toBe(400);
    expect(Object.keys(reports.error().errors ?? {})).toEqual(['partner_id']);
    const narrowed = await callRoute(ctx.app, analyzeRoutes.reports, {
      token: w.tokens.a2m,
      query: { ...period(), partner_id: w.partner.id },
    });
    expect(narrowed.data().total).toBe(3);
  });
});

describe('the units in reach, kept in memory', () => {
  it('follow a unit renamed, a partner renamed and a unit removed at once', async () => {
    const options = async () =>
      (await callRoute(ctx.app, analyzeRoutes.options, { token: w.tokens.a2m })).data();
    const before = await options();
    expect(before.units.map((u) => u.id)).toContain(w.second.id);
    await ctx.db.update(companies).set({ name: 'Renamed unit' }).where(eq(companies.id, w.second.id));
    await ctx.db.update(partners).set({ name: 'Renamed partner' }).where(eq(partners.id, w.partner.id));
    const renamed = await options();
    expect(renamed.units.find((u) => u.id === w.second.id)?.name).toBe('Renamed unit');
    expect(renamed.partners).toEqual([{ id: w.partner.id, name: 'Renamed partner' }]);
    await ctx.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, w.second.id));
    expect((await options()).units.map((u) => u.id)).not.toContain(w.second.id);
    const units = await callRoute(ctx.app, analyzeRoutes.units, { token: w.tokens.a2m, query: period() });
    expect(units.data().data.map((u) => u.company_id)).not.toContain(w.second.id);
    await ctx.db
      .update(companies)
      .set({ deletedAt: null, name: w.second.name })
      .where(eq(companies.id, w.second.id));
    await ctx.db.update(partners).set({ name: w.partner.name }).where(eq(partners.id, w.partner.id));
    expect(await options()).toEqual(before);
  });
});

describe('the summary of a large reach, kept in memory', () => {
  it('follows views rolled up, seats counted and a report removed, and outlives a round that changed nothing', async () => {
    const feed = changeFeedOf(ctx.db)!;
    const scope = await scopeFromToken(ctx.db, w.tokens.a2m, '127.0.0.1');
    const filters = { from: daysAgo(29), to: daysAgo(0) };
    // Seats counted by the job, as for an operator's thousand units.
    const summary = async () => {
      await feed.settle();
      return analyzeSummary({ db: ctx.db, scope, filters, liveSeatsMaxUnits: 0 });
    };
    await countUnitSeats(ctx.db, daysAgo(0));
    const before = await summary();
    expect(await summary()).toBe(before);
    expect(cacheOf(ctx.db, 'analyze-summary')!.size).toBe(1);

    // Counted again with nothing moved: nothing is written, the copy stays.
    await countUnitSeats(ctx.db, daysAgo(0));
    expect(await summary()).toBe(before);

    await addViews(ctx, [
      {
        companyId: w.second.id,
        reportId: w.reports.secondReport.id,
        userId: w.secondUser.id,
        at: `${daysAgo(4)}T09:00:00Z`,
      },
    ]);
    // Not in the rollup yet: the summary is the rollup's.
    expect((await summary()).views).toBe(before.views);
    await rollupPageViews(ctx.db);
    expect((await summary()).views).toBe(before.views + 1);

    await ctx.db
      .update(reports)
      .set({ deletedAt: new Date() })
      .where(eq(reports.id, w.reports.secondReport.id));
    expect((await summary()).reports).toBe(before.reports - 1);
    await ctx.db.update(reports).set({ deletedAt: null }).where(eq(reports.id, w.reports.secondReport.id));

    const users = (await summary()).users;
    await ctx.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, w.second.id));
    expect((await summary()).users).toBeLessThan(users);
    await ctx.db.update(companies).set({ deletedAt: null }).where(eq(companies.id, w.second.id));
    expect((await summary()).reports).toBe(before.reports);
  });
});

describe('capacity running hours', () => {
  it('sums the time each capacity spent running inside the period from its state changes', async () => {
    const account = await createProviderAccount(ctx.db, ctx.secretBox, w.company.id);
    const cap = await insertCapacity(ctx.db, {
      companyId: w.company.id,
      providerAccountId: account.id,
      name: 'cap1',
    });
    const at = (iso: string) => new Date(iso);
    const setState = (state: string, iso: string) =>
      ctx.db
        .update(capacities)
        .set({ state, stateCheckedAt: at(iso) })
        .where(eq(capacities.id, cap.id));
    await setState('Succeeded', `${daysAgo(5)}T08:00:00Z`);
    await setState('Pausing', `${daysAgo(5)}T18:00:00Z`);
    await setState('Paused', `${daysAgo(5)}T18:05:00Z`);
    await setState('Succeeded', `${daysAgo(3)}T22:00:00Z`);
    await setState('Paused', `${daysAgo(2)}T02:00:00Z`);
    // Checked again without a change: not a new entry.
    await ctx.db.update(capacities).set({ state: 'Paused' }).where(eq(capacities.id, cap.id));
    const res = await callRoute(ctx.app, analyzeRoutes.capacities, {
      token: w.tokens.master,
      query: period(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.data().data).toEqual([
      {
        capacity_id: cap.id,
        name: 'cap1',
        company_id: w.company.id,
        company_name: w.company.name,
        state: 'Paused',
        running_hours: 14,
      },
    ]);
    // A period that starts in the middle of a running stretch counts from its start.
    const part = await callRoute(ctx.app, analyzeRoutes.capacities, {
      token: w.tokens.master,
      query: { from: daysAgo(2), to: daysAgo(0) },
    });
    expect(part.data().data[0]?.running_hours).toBe(2);
    const csv = await callRoute(ctx.app, analyzeRoutes.export, {
      token: w.tokens.master,
      params: { kind: 'capacities' },
      query: period(),
    });
    expect(csv.data()).toContain(',cap1,');
  });
});
