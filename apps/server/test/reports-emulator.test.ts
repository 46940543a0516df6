import { reportViewRoutes, reportAccessRoutes, type TEmbedPowerBi } from '@mirante/contracts';
import type { AddressInfo } from 'node:net';
import { setCompanySettings } from './switching-fixtures';
import {
  buildEmulator,
  DATASET_IDS,
  DEMO_APP,
  DEMO_CAPACITY,
  type EmbedGrant,
  RLS_ROLES,
  REPORT_IDS,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capacities, providerAccounts, reportAccess, reports, workspaces } from '../src/db/schema';
import { createTestContext, createWorld, type TestContext, emulatorProvider, callRoute } from './helpers';

function grantOf(token: string): EmbedGrant {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as EmbedGrant;
}

let emulator: FastifyInstance;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  emulator = (await buildEmulator()).app;
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    provider: emulatorProvider(base),
  });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await emulator?.close();
});

async function providerReport(opts: {
  workspace: string;
  report: string;
  dataset: string;
  capacity?: boolean;
  filterMode?: 'none' | 'rls';
}) {
  const companyId = world.company.id;
  const [account] = await ctx.db
    .insert(providerAccounts)
    .values({
      companyId,
      name: 'Emulated',
      applicationId: DEMO_APP.clientId,
      tenantId: DEMO_APP.tenantId,
      secretEnc: ctx.secretBox.seal(DEMO_APP.clientSecret),
      subscriptionId: DEMO_CAPACITY.subscriptionId,
      resourceGroup: DEMO_CAPACITY.resourceGroup,
    })
    .returning();
  const [capacity] = opts.capacity
    ? await ctx.db
        .insert(capacities)
        .values({
          companyId,
          providerAccountId: account!.id,
          name: DEMO_CAPACITY.name,
          resourceGroup: DEMO_CAPACITY.resourceGroup,
          subscriptionId: DEMO_CAPACITY.subscriptionId,
          size: 'A1',
        })
        .returning()
    : [undefined];
  // One live row per workspace in a unit: retire the one an earlier test embedded.
  await ctx.db
    .update(workspaces)
    .set({ deletedAt: new Date() })
    .where(and(eq(workspaces.companyId, companyId), eq(workspaces.workspaceId, opts.workspace)));
  const [workspace] = await ctx.db
    .insert(workspaces)
    .values({
      companyId,
      providerAccountId: account!.id,
      workspaceId: opts.workspace,
      name: 'Emulated workspace',
      capacityId: capacity?.id ?? null,
    })
    .returning();
  const [report] = await ctx.db
    .insert(reports)
    .values({
      companyId,
      kind: 'powerbi',
      title: 'Emulated report',
      workspaceId: workspace!.id,
      providerReportId: opts.report,
      providerDatasetId: opts.dataset,
      // Null: the embed call reads it from the provider.
      embedUrl: null,
      filterMode: opts.filterMode ?? 'rls',
      showLastUpdate: true,
    })
    .returning();
  return report!;
}

describe('embedding provider reports through the emulator', () => {
  it('answers a token carrying the user identity and RLS roles of the grant, and the last refresh', async () => {
    // The unit shows the last refresh on the reports that ask for it.
    await setCompanySettings(ctx.db, world.company.id, {
      last_update: 'S',
      mostrar_ultima_atualizacao_relatorio: true,
    });
    const report = await providerReport({
      workspace: WORKSPACE_IDS.commercial,
      report: REPORT_IDS.regional,
      dataset: DATASET_IDS.sales,
    });
    await ctx.db.insert(reportAccess).values({
      companyId: world.company.id,
      reportId: report.id,
      userId: world.users.user.id,
      rlsRoles: [RLS_ROLES.north],
      pages: ['ReportSection1'],
    });
    const res = await callRoute(ctx.app, reportViewRoutes.embed, {
      token: world.tokens.user,
      body: { reportId: report.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.data() as TEmbedPowerBi;
    expect(body).toMatchObject({
      status: 'ready',
      kind: 'powerbi',
      providerReportId: REPORT_IDS.regional,
      pages: ['ReportSection1'],
      show_last_update: true,
    });
    expect(body.embedUrl).toContain(`reportId=${REPORT_IDS.regional}`);
    expect(Date.parse(body.expiration)).toBeGreaterThan(Date.now());
    const grant = grantOf(body.accessToken);
    expect(grant.reports).toEqual([{ id: REPORT_IDS.regional, allowEdit: false }]);
    expect(grant.identities).toEqual([
      { username: world.users.user.email, roles: [RLS_ROLES.north], datasets: [DATASET_IDS.sales] },
    ]);

    const pages = await callRoute(ctx.app, reportAccessRoutes.pages, {
      token: world.tokens.admin,
      params: { id: report.id },
    });
    expect(pages.statusCode, pages.body).toBe(200);
    expect(pages.data().data).toEqual([
      { name: 'ReportSection1', display_name: 'Regions', order: expect.any(Number) },
      { name: 'ReportSection2', display_name: 'Detail', order: expect.any(Number) },
    ]);
    const [html] = await ctx.db
      .insert(reports)
      .values({ companyId: world.company.id, kind: 'html', title: 'Doc', htmlContent: '<p>x</p>' })
      .returning();
    const none = await callRoute(ctx.app, reportAccessRoutes.pages, {
      token: world.tokens.admin,
      params: { id: html!.id },
    });
    expect(none.data()).toEqual({ data: [] });

    const last = await callRoute(ctx.app, reportViewRoutes.lastUpdate, {
      token: world.tokens.user,
      params: { id: report.id },
    });
    expect(last.statusCode).toBe(200);
    expect(last.data().show).toBe(true);
    expect(last.data().last_update).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("gives the unit's admin the union of the roles granted on an RLS report", async () => {
    const report = await providerReport({
      workspace: WORKSPACE_IDS.commercial,
      report: REPORT_IDS.regional,
      dataset: DATASET_IDS.sales,
    });
    await ctx.db.insert(reportAccess).values([
      {
        companyId: world.company.id,
        reportId: report.id,
        userId: world.users.user.id,
        rlsRoles: [RLS_ROLES.north],
      },
      {
        companyId: world.company.id,
        reportId: report.id,
        userId: world.users.admin.id,
        rlsRoles: [RLS_ROLES.south],
      },
    ]);
    const res = await callRoute(ctx.app, reportViewRoutes.embed, {
      token: world.tokens.admin,
      body: { reportId: report.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(grantOf((res.data() as TEmbedPowerBi).accessToken).identities).toEqual([
      {
        username: world.users.admin.email,
        roles: [RLS_ROLES.north, RLS_ROLES.south].sort(),
        datasets: [DATASET_IDS.sales],
      },
    ]);
  });

  it('starts from a running capacity and records the view on it', async () => {
    // A dataset without row-level security: no identity is sent.
    const report = await providerReport({
      workspace: WORKSPACE_IDS.operations,
      report: REPORT_IDS.operations,
      dataset: DATASET_IDS.operations,
      capacity: true,
      filterMode: 'none',
    });
    const res = await callRoute(ctx.app, reportViewRoutes.embed, {
      token: world.tokens.admin,
      body: { reportId: report.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data()).toMatchObject({ status: 'ready', kind: 'powerbi', permission_edit: false });
    const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, report.workspaceId!));
    const [capacity] = await ctx.db
      .select()
      .from(capacities)
      .where(eq(capacities.id, workspace!.capacityId!));
    expect(capacity!.lastViewAt).not.toBeNull();
  });
});

describe('the operator opening a report of a unit it reaches', () => {
  it('answers a read-only token without identity, and refuses a report read under members’ roles', async () => {
    const report = await providerReport({
      workspace: WORKSPACE_IDS.operations,
      report: REPORT_IDS.operations,
      dataset: DATASET_IDS.operations,
      filterMode: 'none',
    });
    const res = await callRoute(ctx.app, reportViewRoutes.operatorEmbed, {
      token: world.tokens.a2m,
      body: { reportId: report.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.data() as TEmbedPowerBi;
    expect(body).toMatchObject({
      status: 'ready',
      kind: 'powerbi',
      providerReportId: REPORT_IDS.operations,
      permission_edit: false,
      save_filter: false,
      pages: null,
      filters: [],
      settings: { allow_editing: false },
    });
    const grant = grantOf(body.accessToken);
    expect(grant.reports).toEqual([{ id: REPORT_IDS.operations, allowEdit: false }]);
    expect(grant.identities ?? []).toEqual([]);

    // Under RLS only the unit's members, with their roles, can read it: said, not a provider error.
    const rls = await providerReport({
      workspace: WORKSPACE_IDS.commercial,
      report: REPORT_IDS.regional,
      dataset: DATASET_IDS.sales,
    });
    const refused = await callRoute(ctx.app, reportViewRoutes.operatorEmbed, {
      token: world.tokens.a2m,
      body: { reportId: rls.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.error().code).toBe('report_identity_required');
  });
});
