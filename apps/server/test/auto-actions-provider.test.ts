import type { AddressInfo } from 'node:net';
import {
  buildEmulator,
  DATASET_IDS,
  DEMO_APP,
  DEMO_CAPACITY,
  REPORT_IDS,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import { autoActionRoutes } from '@mirante/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerAccounts, reports, workspaces } from '../src/db/schema';
import { callRoute, createTestContext, createWorld, type TestContext, emulatorProvider } from './helpers';

// The dataset refresh task against the provider emulator over real HTTP.
let emulator: FastifyInstance;
let base: string;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  emulator = (await buildEmulator()).app;
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    provider: emulatorProvider(base),
  });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await emulator?.close();
});

async function refreshesOfSales(): Promise<{ refreshType: string }[]> {
  const token = await emulator.inject({
    method: 'POST',
    url: `/login/${DEMO_APP.tenantId}/oauth2/v2.0/token`,
    payload: `grant_type=client_credentials&client_id=${DEMO_APP.clientId}&client_secret=${DEMO_APP.clientSecret}&scope=${encodeURIComponent('https://analysis.windows.net/powerbi/api/.default')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const res = await emulator.inject({
    method: 'GET',
    url: `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/datasets/${DATASET_IDS.sales}/refreshes`,
    headers: { authorization: `Bearer ${token.json().access_token}` },
  });
  return res.json().value;
}

describe('dataset refresh task', () => {
  it("asks Power BI to refresh the report's dataset and records the run", async () => {
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
    const [workspace] = await ctx.db
      .insert(workspaces)
      .values({
        companyId,
        providerAccountId: account!.id,
        workspaceId: WORKSPACE_IDS.commercial,
        name: 'Commercial',
      })
      .returning();
    const [report] = await ctx.db
      .insert(reports)
      .values({
        companyId,
        kind: 'powerbi',
        title: 'Sales',
        workspaceId: workspace!.id,
        providerReportId: REPORT_IDS.salesOverview,
        providerDatasetId: DATASET_IDS.sales,
      })
      .returning();
    const t = world.tokens.admin;
    const before = (await refreshesOfSales()).length;
    const task = await callRoute(ctx.app, autoActionRoutes.createTask, {
      token: t,
      body: { name: 'Refresh sales', type: 'dataset', action: 'refresh', report_id: report!.id },
    });
    expect(task.statusCode).toBe(201);
    const trigger = await callRoute(ctx.app, autoActionRoutes.createTrigger, {
      token: t,
      body: {
        name: 'Mornings',
        task_id: task.data().id,
        frequency: 'daily',
        trigger_time: '06:00',
        activation_start: '2026-01-01',
      },
    });
    const run = await callRoute(ctx.app, autoActionRoutes.run, {
      token: t,
      params: { id: trigger.data().id },
    });
    expect(run.data()).toMatchObject({ status: 'success', error: null });
    const after = await refreshesOfSales();
    expect(after).toHaveLength(before + 1);
    expect(after[0]!.refreshType).toBe('ViaApi');
  });
});
