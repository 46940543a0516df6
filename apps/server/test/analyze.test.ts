import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacities } from '../src/db/schema';
import { countUnitSeats, rollupPageViews } from '../src/modules/analyze/analyze.rollup';
import { analyzeSummary } from '../src/modules/analyze/analyze.service';
import { scopeFromToken } from '../src/modules/auth/sessions.service';
import { type AnalyzeWorld, addViews, createAnalyzeWorld, daysAgo, get } from './analyze-fixtures';
import { createProviderAccount, insertCapacity } from './capacities-fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let w: AnalyzeWorld;
const period = () => `from=${daysAgo(29)}&to=${daysAgo(0)}`;

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

const ENDPOINTS = ['summary', 'units', 'reports', 'users', 'capacities', 'export/users'];

describe('who may call the analyze screen', () => {
  it.each(ENDPOINTS)('%s: 401 without a session, 403 for a unit admin or user', async (path) => {
    const url = `/api/auth/analyze/${path}?${period()}`;
    expect((await get(ctx, url)).statusCode).toBe(401);
    expect((await get(ctx, url, w.tokens.admin)).statusCode).toBe(403);
    expect((await get(ctx, url, w.tokens.user)).statusCode).toBe(403);
    expect((await get(ctx, '/api/auth/analyze/options', w.tokens.user)).statusCode).toBe(403);
  });

  it.each(ENDPOINTS)("%s: another tenant's unit, report or partner is not found", async (path) => {
    for (const filter of [
      `company_id=${w.stranger.company.id}`,
      `report_id=${w.reports.strangerReport.id}`,
      `partner_id=${w.stranger.partner.id}`,
    ]) {
      const res = await get(ctx, `/api/auth/analyze/${path}?${period()}&${filter}`, w.tokens.master);
      expect(res.statusCode, filter).toBe(404);
    }
    // The operator reaches every partner of its own, not another operator's.
    const res = await get(
      ctx,
      `/api/auth/analyze/${path}?${period()}&company_id=${w.stranger.company.id}`,
      w.tokens.a2m,
    );
    expect(res.statusCode).toBe(404);
  });

  it.each(ENDPOINTS)('%s: 400 with field errors for a bad period', async (path) => {
    const missing = await get(ctx, `/api/auth/analyze/${path}`, w.tokens.master);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['from', 'to']);
    const reversed = await get(
      ctx,
      `/api/auth/analyze/${path}?from=${daysAgo(0)}&to=${daysAgo(3)}`,
      w.tokens.master,
    );
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    const bad = await get(
      ctx,
      `/api/auth/analyze/${path}?from=2025-02-30&to=x&company_id=abc`,
      w.tokens.master,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['company_id', 'from', 'to']);
    const long = await get(ctx, `/api/auth/analyze/${path}?from=2020-01-01&to=2022-01-01`, w.tokens.master);
    expect(long.statusCode).toBe(400);
  });
});

describe('what the partner sees', () => {
  it('summary: views per day, seats idle for 7/30/90 days, reports never opened', async () => {
    const res = await get(ctx, `/api/auth/analyze/summary?${period()}`, w.tokens.master);
    expect(res.statusCode).toBe(200);
    const body = res.json();
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
    const res = await get(
      ctx,
      `/api/auth/analyze/summary?${period()}&report_id=${w.reports.report.id}`,
      w.tokens.master,
    );
    expect(res.json()).toMatchObject({ views: 3, report_viewers: 1 });
  });

  it('units: each unit of the partner with its views and seats', async () => {
    const res = await get(ctx, `/api/auth/analyze/units?${period()}`, w.tokens.master);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const first = body.data.find((u: { company_id: number }) => u.company_id === w.company.id);
    expect(first).toMatchObject({ views: 3, anonymous_views: 1, viewer_days: 2, users: 3, inactive_30: 2 });
    const second = body.data.find((u: { company_id: number }) => u.company_id === w.second.id);
    expect(second).toMatchObject({ views: 1, users: 1, inactive_30: 0 });
  });

  it('reports: most viewed first; or only those never opened', async () => {
    const res = await get(ctx, `/api/auth/analyze/reports?${period()}`, w.tokens.master);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data[0]).toMatchObject({
      report_id: w.reports.report.id,
      title: 'Sales',
      views: 3,
      viewers: 1,
      last_view_day: daysAgo(2),
    });
    const never = await get(ctx, `/api/auth/analyze/reports?${period()}&opened=never`, w.tokens.master);
    expect(never.json().data.map((r: { title: string }) => r.title)).toEqual(['Stock']);
  });

  it('users: views in the period, last view, and who never signed in', async () => {
    const res = await get(
      ctx,
      `/api/auth/analyze/users?${period()}&company_id=${w.company.id}`,
      w.tokens.master,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as {
      user_id: number;
      views: number;
      last_view_day: string | null;
      signed_in: boolean;
    }[];
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
    const idle = await get(
      ctx,
      `/api/auth/analyze/users?${period()}&inactive=never_signed_in`,
      w.tokens.master,
    );
    expect(idle.json().data.map((r: { user_id: number }) => r.user_id)).toEqual([w.idle.id]);
    const seven = await get(ctx, `/api/auth/analyze/users?${period()}&inactive=7`, w.tokens.master);
    expect(seven.json().total).toBe(2);
  });

  it('export: the list as CSV with the same filters', async () => {
    const res = await get(ctx, `/api/auth/analyze/export/reports?${period()}`, w.tokens.master);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('report_id,report,company,views,viewers,seconds,last_view_day');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',Sales,');
    const days = await get(ctx, `/api/auth/analyze/export/days?${period()}`, w.tokens.master);
    expect(days.body.trim().split('\r\n')).toHaveLength(4);
    expect((await get(ctx, `/api/auth/analyze/export/nope?${period()}`, w.tokens.master)).statusCode).toBe(
      400,
    );
  });
});

describe('what the operator sees', () => {
  it('every unit of its partners, and asks for a partner before listing reports or users', async () => {
    const summary = await get(ctx, `/api/auth/analyze/summary?${period()}`, w.tokens.a2m);
    expect(summary.json()).toMatchObject({ views: 4, users: 4 });
    const options = await get(ctx, '/api/auth/analyze/options', w.tokens.a2m);
    expect(options.json().partners).toEqual([{ id: w.partner.id, name: w.partner.name }]);
    const reports = await get(ctx, `/api/auth/analyze/reports?${period()}`, w.tokens.a2m);
    expect(reports.statusCode).toBe(400);
    expect(Object.keys(reports.json().errors)).toEqual(['partner_id']);
    const narrowed = await get(
      ctx,
      `/api/auth/analyze/reports?${period()}&partner_id=${w.partner.id}`,
      w.tokens.a2m,
    );
    expect(narrowed.json().total).toBe(3);
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
    const res = await get(ctx, `/api/auth/analyze/capacities?${period()}`, w.tokens.master);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
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
    const part = await get(
      ctx,
      `/api/auth/analyze/capacities?from=${daysAgo(2)}&to=${daysAgo(0)}`,
      w.tokens.master,
    );
    expect(part.json().data[0].running_hours).toBe(2);
    const csv = await get(ctx, `/api/auth/analyze/export/capacities?${period()}`, w.tokens.master);
    expect(csv.body).toContain(',cap1,');
  });
});
