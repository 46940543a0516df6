import { reportViewRoutes, reportRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacities, companies, providerAccounts, reports, workspaces } from '../src/db/schema';
import { createProviderAccount, createWorkspace, insertCapacity } from './capacities-fixtures';
import {
  createCompany,
  createPartner,
  createTestContext,
  createWorld,
  type TestContext,
  callRoute,
} from './helpers';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof createWorld>>;
let stranger: Awaited<ReturnType<typeof createWorld>>;
/** A second partner of the same operator, with one unit. */
let other: { partnerId: number; unitId: number };
let ids: {
  account: number;
  capacity: number;
  sales: number;
  html: number;
  otherReport: number;
  farReport: number;
};

async function report(companyId: number, title: string, workspaceId: number | null = null) {
  const [row] = await ctx.db
    .insert(reports)
    .values(
      workspaceId === null
        ? { companyId, kind: 'external', title, externalUrl: 'https://example.test' }
        : { companyId, kind: 'powerbi', title, workspaceId, providerReportId: 'r', providerDatasetId: 'd' },
    )
    .returning();
  return row!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx);
  stranger = await createWorld(ctx);
  const partner = await createPartner(ctx.db, { operatorId: w.operator.id, name: 'Beta Partner' });
  const unit = await createCompany(ctx.db, { partnerId: partner.id, name: 'Beta Unit' });
  other = { partnerId: partner.id, unitId: unit.id };

  const account = await createProviderAccount(ctx.db, ctx.secretBox, w.company.id, 'Alpha Azure');
  const capacity = await insertCapacity(ctx.db, {
    companyId: w.company.id,
    providerAccountId: account.id,
    name: 'alphacap',
    size: 'A2',
    state: 'Active',
  });
  const workspace = await createWorkspace(ctx.db, w.company.id, account.id, 'Sales space');
  await ctx.db.update(workspaces).set({ capacityId: capacity.id }).where(eq(workspaces.id, workspace.id));
  const sales = await report(w.company.id, 'Sales overview', workspace.id);
  const html = await report(w.company.id, 'Welcome page');
  const otherReport = await report(unit.id, 'Beta finance');
  const farReport = await report(stranger.company.id, 'Far away');
  ids = {
    account: account.id,
    capacity: capacity.id,
    sales: sales.id,
    html: html.id,
    otherReport: otherReport.id,
    farReport: farReport.id,
  };
});
afterAll(() => ctx.close());

/** The query as the test writes it (`?a=1&b=2`), bad values included. */
const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query)) as never;
const view = (token: string | undefined, query = '') =>
  callRoute(ctx.app, reportRoutes.acrossUnits, { token, query: queryOf(query) });
const filters = (token: string | undefined, query = '') =>
  callRoute(ctx.app, reportRoutes.acrossUnitsFilters, { token, query: queryOf(query) });

describe('the operator’s report view', () => {
  it('shows each report with its unit, partner, provider account and capacity, and totals', async () => {
    const res = await view(w.tokens.a2m, '?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.data.map((r: { id: number }) => r.id).sort()).toEqual(
      [ids.sales, ids.html, ids.otherReport].sort(),
    );
    expect(body.data.find((r: { id: number }) => r.id === ids.sales)).toMatchObject({
      company_id: w.company.id,
      partner_id: w.partner.id,
      partner_name: w.partner.name,
      provider_account: { id: ids.account, name: 'Alpha Azure' },
      capacity: { id: ids.capacity, name: 'alphacap', size: 'A2', state: 'Active' },
    });
    expect(body.data.find((r: { id: number }) => r.id === ids.html)).toMatchObject({
      provider_account: null,
      capacity: null,
    });
    expect(body.totals).toEqual({ reports: 3, partners: 2, units: 2, provider_accounts: 1, capacities: 1 });
    expect(body.total).toBe(3);
  });

  it('filters by partner, unit, provider account and search, with totals of what matches', async () => {
    const byPartner = (await view(w.tokens.a2m, `?partner_id=${other.partnerId}`)).data();
    expect(byPartner.data.map((r: { id: number }) => r.id)).toEqual([ids.otherReport]);
    expect(byPartner.totals).toMatchObject({ reports: 1, partners: 1, units: 1, provider_accounts: 0 });
    const byUnit = (await view(w.tokens.a2m, `?company_id=${w.company.id}`)).data();
    expect(byUnit.total).toBe(2);
    const byAccount = (await view(w.tokens.a2m, `?provider_account_id=${ids.account}`)).data();
    expect(byAccount.data.map((r: { id: number }) => r.id)).toEqual([ids.sales]);
    const bySearch = (await view(w.tokens.a2m, '?search=alphacap')).data();
    expect(bySearch.data.map((r: { id: number }) => r.id)).toEqual([ids.sales]);
    const paged = (await view(w.tokens.a2m, '?per_page=1&page=2')).data();
    expect(paged).toMatchObject({ page: 2, per_page: 1, total: 3 });
    expect(paged.data).toHaveLength(1);
  });

  it('keeps a partner to its own units', async () => {
    const res = (await view(w.tokens.master, '?per_page=100')).data();
    expect(res.data.map((r: { id: number }) => r.id).sort()).toEqual([ids.sales, ids.html].sort());
    expect(res.totals.partners).toBe(1);
    expect((await view(w.tokens.master, `?partner_id=${other.partnerId}`)).statusCode).toBe(404);
  });

  it('answers 404 to a filter naming another operator’s partner, unit or provider account', async () => {
    expect((await view(stranger.tokens.a2m, `?partner_id=${w.partner.id}`)).statusCode).toBe(404);
    expect((await view(stranger.tokens.a2m, `?company_id=${w.company.id}`)).statusCode).toBe(404);
    expect((await view(stranger.tokens.a2m, `?provider_account_id=${ids.account}`)).statusCode).toBe(404);
    expect((await filters(stranger.tokens.a2m, `?partner_id=${w.partner.id}`)).statusCode).toBe(404);
    const own = (await view(stranger.tokens.a2m, '?per_page=100')).data();
    expect(own.data.map((r: { id: number }) => r.id)).toEqual([ids.farReport]);
  });

  it('answers 400 to bad filters, 403 to units’ members and 401 without a session', async () => {
    expect((await view(w.tokens.a2m, '?partner_id=abc')).statusCode).toBe(400);
    expect((await view(w.tokens.a2m, '?per_page=1000')).statusCode).toBe(400);
    expect((await filters(w.tokens.a2m, '?company_id=-1')).statusCode).toBe(400);
    for (const token of [w.tokens.admin, w.tokens.user]) {
      expect((await view(token)).statusCode).toBe(403);
      expect((await filters(token)).statusCode).toBe(403);
    }
    expect((await view(undefined)).statusCode).toBe(401);
    expect((await filters(undefined)).statusCode).toBe(401);
  });
});

describe('the view’s filter choices', () => {
  it('lists partners, units and provider accounts in reach, narrowed by the partner or unit picked', async () => {
    const all = (await filters(w.tokens.a2m)).data();
    expect(all.partners.map((p: { id: number }) => p.id).sort()).toEqual(
      [w.operator.id, w.partner.id, other.partnerId].sort(),
    );
    expect(all.units.map((u: { id: number }) => u.id).sort()).toEqual([w.company.id, other.unitId].sort());
    expect(all.provider_accounts).toEqual([
      { id: ids.account, name: 'Alpha Azure', company_id: w.company.id },
    ]);
    const narrowed = (await filters(w.tokens.a2m, `?partner_id=${other.partnerId}`)).data();
    expect(narrowed.units).toEqual([{ id: other.unitId, name: 'Beta Unit', partner_id: other.partnerId }]);
    expect(narrowed.provider_accounts).toEqual([]);
    const master = (await filters(w.tokens.master)).data();
    expect(master.partners).toEqual([{ id: w.partner.id, name: w.partner.name }]);
  });
});

describe('the view kept in memory', () => {
  it('follows a capacity, provider account, workspace or unit changed, and a maintenance window turning, at once', async () => {
    const sales = async () =>
      ((await view(w.tokens.a2m, '?per_page=100')).data().data as { id: number }[]).find(
        (r) => r.id === ids.sales,
      ) as Record<string, unknown>;
    expect(await sales()).toMatchObject({ capacity: { state: 'Active' }, in_maintenance: false });
    await ctx.db.update(capacities).set({ state: 'Paused' }).where(eq(capacities.id, ids.capacity));
    expect(await sales()).toMatchObject({ capacity: { state: 'Paused' } });
    await ctx.db
      .update(providerAccounts)
      .set({ name: 'Renamed Azure' })
      .where(eq(providerAccounts.id, ids.account));
    expect(await sales()).toMatchObject({ provider_account: { id: ids.account, name: 'Renamed Azure' } });
    expect((await filters(w.tokens.a2m)).data().provider_accounts).toEqual([
      { id: ids.account, name: 'Renamed Azure', company_id: w.company.id },
    ]);
    await ctx.db.update(companies).set({ name: 'Renamed unit' }).where(eq(companies.id, w.company.id));
    expect(await sales()).toMatchObject({ company_name: 'Renamed unit' });
    const [{ workspaceId } = { workspaceId: null }] = await ctx.db
      .select({ workspaceId: reports.workspaceId })
      .from(reports)
      .where(eq(reports.id, ids.sales));
    await ctx.db.update(workspaces).set({ capacityId: null }).where(eq(workspaces.id, workspaceId!));
    expect(await sales()).toMatchObject({ capacity: null });

    // A window opening in a moment: the kept page turns when it opens, with no change announced.
    const start = new Date(Date.now() + 1500);
    await ctx.db
      .update(reports)
      .set({ maintenanceStart: start, maintenanceEnd: new Date(start.getTime() + 3_600_000) })
      .where(eq(reports.id, ids.sales));
    expect(await sales()).toMatchObject({ in_maintenance: false });
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 100));
    expect(await sales()).toMatchObject({ in_maintenance: true });

    await ctx.db
      .update(reports)
      .set({ maintenanceStart: null, maintenanceEnd: null })
      .where(eq(reports.id, ids.sales));
    await ctx.db.update(workspaces).set({ capacityId: ids.capacity }).where(eq(workspaces.id, workspaceId!));
    await ctx.db.update(companies).set({ name: w.company.name }).where(eq(companies.id, w.company.id));
    await ctx.db
      .update(providerAccounts)
      .set({ name: 'Alpha Azure' })
      .where(eq(providerAccounts.id, ids.account));
    await ctx.db.update(capacities).set({ state: 'Active' }).where(eq(capacities.id, ids.capacity));
    expect(await sales()).toMatchObject({
      company_name: w.company.name,
      provider_account: { name: 'Alpha Azure' },
      capacity: { state: 'Active' },
      in_maintenance: false,
    });
  });
});

describe('the operator opening one report', () => {
  const one = (token: string | undefined, id: number) =>
    callRoute(ctx.app, reportViewRoutes.operatorReport, { token, params: { id } });
  const embed = (token: string | undefined, body: unknown) =>
    callRoute(ctx.app, reportViewRoutes.operatorEmbed, { token, body: body as never });

  it('reads any report of the units it reaches, with its unit and partner, and no other', async () => {
    const res = await one(w.tokens.a2m, ids.otherReport);
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({
      id: ids.otherReport,
      title: 'Beta finance',
      company_id: other.unitId,
      company_name: 'Beta Unit',
      partner_id: other.partnerId,
      partner_name: 'Beta Partner',
    });
    expect((await one(w.tokens.a2m, ids.sales)).data().capacity).toMatchObject({ name: 'alphacap' });
    // Another operator's unit, or no report at all: not found.
    expect((await one(w.tokens.a2m, ids.farReport)).statusCode).toBe(404);
    expect((await one(w.tokens.a2m, 999_999)).statusCode).toBe(404);
    expect((await embed(w.tokens.a2m, { reportId: ids.farReport })).statusCode).toBe(404);
  });

  it('shows an external link and imported HTML as their unit shows them, read-only', async () => {
    const link = await embed(w.tokens.a2m, { reportId: ids.otherReport });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.data()).toMatchObject({
      status: 'ready',
      kind: 'external',
      url: 'https://example.test',
      report: { id: ids.otherReport, title: 'Beta finance' },
      permission_edit: false,
    });
    const [html] = await ctx.db
      .insert(reports)
      .values({ companyId: other.unitId, kind: 'html', title: 'Beta notes', htmlContent: '<p>Beta</p>' })
      .returning();
    const page = await embed(w.tokens.a2m, { reportId: html!.id });
    expect(page.data()).toMatchObject({ kind: 'html', html: '<p>Beta</p>', save_filter: false });
  });

  it('is the operator’s alone: 403 to partners and members, 401 without a session, 400 to a bad body', async () => {
    for (const token of [w.tokens.master, w.tokens.admin, w.tokens.user]) {
      expect((await one(token, ids.sales)).statusCode).toBe(403);
      expect((await embed(token, { reportId: ids.sales })).statusCode).toBe(403);
    }
    expect((await one(undefined, ids.sales)).statusCode).toBe(401);
    expect((await embed(undefined, { reportId: ids.sales })).statusCode).toBe(401);
    const bad = await embed(w.tokens.a2m, { reportId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(['reportId']);
    expect((await one(w.tokens.a2m, -1)).statusCode).toBe(400);
  });
});
