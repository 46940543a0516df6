import type { AddressInfo } from 'node:net';
import {
  buildEmulator,
  DATASET_IDS,
  DEMO_APP,
  type EmulatorHandle,
  REPORT_IDS,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, providerAccounts, reports } from '../src/db/schema';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let emulator: FastifyInstance;
let handle: EmulatorHandle;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherAdminToken: string;

beforeAll(async () => {
  const built = await buildEmulator();
  emulator = built.app;
  handle = built.handle;
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    provider: {
      loginUrl: `${base}/login`,
      apiUrl: `${base}/powerbi`,
      armUrl: `${base}/arm`,
      emulator: false,
      emulatorEmbedBase: undefined,
    },
  });
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
});
afterAll(async () => {
  await ctx.close();
  await emulator.close();
});

const demoAccount = {
  name: 'Emulated tenant',
  application_id: DEMO_APP.clientId,
  tenant_id: DEMO_APP.tenantId,
  secret: DEMO_APP.clientSecret,
  subscription_id: '00000000-0000-4000-8000-00000000c0de',
  resource_group: 'mirante-demo',
};

function post(url: string, token: string | undefined, body?: unknown) {
  return call(ctx.app, { method: 'POST', url, token, body });
}
function get(url: string, token?: string) {
  return call(ctx.app, { method: 'GET', url, token });
}

async function newAccount(token = world.tokens.admin, body: Record<string, unknown> = demoAccount) {
  const res = await post('/api/auth/powerbi/accounts', token, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

describe('report-provider accounts', () => {
  it('needs a session and the unit admin profile', async () => {
    expect((await get('/api/auth/powerbi/accounts')).statusCode).toBe(401);
    expect((await get('/api/auth/powerbi/accounts', world.tokens.user)).statusCode).toBe(403);
    expect((await get('/api/auth/powerbi/accounts', world.tokens.master)).statusCode).toBe(403);
    // The profile is checked before the body.
    expect((await post('/api/auth/powerbi/accounts', world.tokens.user, {})).statusCode).toBe(403);
  });

  it('registers an account with its secret sealed and never sent back', async () => {
    const res = await post('/api/auth/powerbi/accounts', world.tokens.admin, demoAccount);
    expect(res.statusCode).toBe(201);
    const account = res.json();
    expect(account).toMatchObject({
      name: 'Emulated tenant',
      application_id: DEMO_APP.clientId,
      tenant_id: DEMO_APP.tenantId,
      object_id: null,
      resource_group: 'mirante-demo',
      has_secret: true,
      workspaces_count: 0,
      last_test_ok: null,
    });
    expect(JSON.stringify(account)).not.toContain(DEMO_APP.clientSecret);
    const [row] = await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.id, account.id));
    expect(row?.companyId).toBe(world.company.id);
    expect(row?.createdByUserId).toBe(world.users.admin.id);
    expect(row?.secretEnc).not.toContain(DEMO_APP.clientSecret);
    expect(ctx.secretBox.open(row?.secretEnc ?? '')).toBe(DEMO_APP.clientSecret);

    const list = await get('/api/auth/powerbi/accounts', world.tokens.admin);
    expect(list.json().data.map((a: { id: number }) => a.id)).toContain(account.id);
    expect(list.body).not.toContain(DEMO_APP.clientSecret);
  });

  it('answers 400 with the fields that are wrong', async () => {
    const res = await post('/api/auth/powerbi/accounts', world.tokens.admin, {
      name: '',
      application_id: 'not-a-guid',
      tenant_id: DEMO_APP.tenantId,
      subscription_id: 'also-bad',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'application_id',
      'name',
      'secret',
      'subscription_id',
    ]);
  });

  it('keeps the secret when the edit leaves it blank and replaces it when given', async () => {
    const account = await newAccount();
    const keep = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/powerbi/accounts/${account.id}`,
      token: world.tokens.admin,
      body: { ...demoAccount, name: 'Renamed', secret: '' },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().name).toBe('Renamed');
    const sealed = async () =>
      (await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.id, account.id)))[0]
        ?.secretEnc ?? '';
    expect(ctx.secretBox.open(await sealed())).toBe(DEMO_APP.clientSecret);
    const change = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/powerbi/accounts/${account.id}`,
      token: world.tokens.admin,
      body: { ...demoAccount, secret: 'rotated-secret' },
    });
    expect(change.statusCode).toBe(200);
    expect(ctx.secretBox.open(await sealed())).toBe('rotated-secret');
  });

  it("does not find another unit's account", async () => {
    const account = await newAccount();
    for (const [method, url] of [
      ['GET', `/api/auth/powerbi/accounts/${account.id}`],
      ['DELETE', `/api/auth/powerbi/accounts/${account.id}`],
      ['POST', `/api/auth/powerbi/accounts/${account.id}/test`],
      ['GET', `/api/auth/powerbi/accounts/${account.id}/workspaces`],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: otherAdminToken });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/powerbi/accounts/${account.id}`,
      token: otherAdminToken,
      body: demoAccount,
    });
    expect(put.statusCode).toBe(404);
    const list = await get('/api/auth/powerbi/accounts', otherAdminToken);
    expect(list.json().data).toEqual([]);
  });

  it('tests the connection: a token and the workspaces, remembered on the account', async () => {
    const account = await newAccount();
    const res = await post(`/api/auth/powerbi/accounts/${account.id}/test`, world.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().workspaces.map((w: { id: string }) => w.id)).toEqual([
      WORKSPACE_IDS.commercial,
      WORKSPACE_IDS.operations,
    ]);
    const stored = (await get(`/api/auth/powerbi/accounts/${account.id}`, world.tokens.admin)).json();
    expect(stored.last_test_ok).toBe(true);
    expect(stored.last_tested_at).not.toBeNull();

    const wrong = await newAccount(world.tokens.admin, { ...demoAccount, secret: 'wrong' });
    const failed = await post(`/api/auth/powerbi/accounts/${wrong.id}/test`, world.tokens.admin);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('provider_authorization_failed');
    expect(
      (await get(`/api/auth/powerbi/accounts/${wrong.id}`, world.tokens.admin)).json().last_test_ok,
    ).toBe(false);
  });

  it('shows an admin only their own accounts when the unit restricts them', async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const first = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const second = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const firstToken = await signIn(ctx.app, first.email);
    const secondToken = await signIn(ctx.app, second.email);
    const mine = await newAccount(firstToken);
    expect((await get('/api/auth/powerbi/accounts', secondToken)).json().data).toHaveLength(1);
    await ctx.db
      .update(companies)
      .set({ restrictProviderAccounts: true })
      .where(eq(companies.id, company.id));
    expect((await get('/api/auth/powerbi/accounts', secondToken)).json().data).toEqual([]);
    expect((await get(`/api/auth/powerbi/accounts/${mine.id}`, secondToken)).statusCode).toBe(404);
    expect((await get('/api/auth/powerbi/accounts', firstToken)).json().data).toHaveLength(1);
    // Nor can the other admin hang a workspace on it.
    const ws = await post('/api/auth/powerbi/workspaces', secondToken, {
      workspace_id: WORKSPACE_IDS.commercial,
      name: 'Commercial',
      provider_account_id: mine.id,
    });
    expect(ws.statusCode).toBe(400);
    expect(ws.json().errors.provider_account_id).toBeDefined();
  });
});

describe('embedded workspaces and import', () => {
  it('adds a workspace, browses its reports live and imports chosen ones in one step', async () => {
    const account = await newAccount();
    expect(
      (await get(`/api/auth/powerbi/accounts/${account.id}/workspaces`, world.tokens.admin)).json().data,
    ).toHaveLength(2);
    const created = await post('/api/auth/powerbi/workspaces', world.tokens.admin, {
      workspace_id: WORKSPACE_IDS.commercial.toUpperCase(),
      name: 'Commercial',
      provider_account_id: account.id,
    });
    expect(created.statusCode).toBe(201);
    const workspace = created.json();
    expect(workspace).toMatchObject({
      workspace_id: WORKSPACE_IDS.commercial,
      name: 'Commercial',
      provider_account_id: account.id,
      provider_account_name: demoAccount.name,
      reports_count: 0,
    });

    const twice = await post('/api/auth/powerbi/workspaces', world.tokens.admin, {
      workspace_id: WORKSPACE_IDS.commercial,
      name: 'Again',
      provider_account_id: account.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.workspace_id).toBeDefined();

    const live = await get(`/api/auth/powerbi/workspaces/${workspace.id}/reports`, world.tokens.admin);
    expect(live.statusCode).toBe(200);
    const sales = live.json().data.find((r: { id: string }) => r.id === REPORT_IDS.salesOverview);
    expect(sales).toMatchObject({
      name: 'Sales overview',
      dataset_id: DATASET_IDS.sales,
      imported_report_id: null,
    });

    const imported = await post(`/api/auth/powerbi/workspaces/${workspace.id}/import`, world.tokens.admin, {
      report_ids: [REPORT_IDS.salesOverview],
    });
    expect(imported.statusCode).toBe(200);
    const [one] = imported.json().imported;
    expect(one).toMatchObject({ title: 'Sales overview', provider_report_id: REPORT_IDS.salesOverview });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, one.id));
    expect(row).toMatchObject({
      companyId: world.company.id,
      kind: 'powerbi',
      title: 'Sales overview',
      workspaceId: workspace.id,
      providerReportId: REPORT_IDS.salesOverview,
      providerDatasetId: DATASET_IDS.sales,
      createdByUserId: world.users.admin.id,
    });
    expect(row?.embedUrl).toBe(sales.embed_url);

    const again = await post(`/api/auth/powerbi/workspaces/${workspace.id}/import`, world.tokens.admin, {
      report_ids: [REPORT_IDS.salesOverview, REPORT_IDS.regional],
    });
    expect(again.json().skipped).toEqual([REPORT_IDS.salesOverview]);
    expect(again.json().imported.map((r: { title: string }) => r.title)).toEqual(['Regional performance']);
    const after = await get(`/api/auth/powerbi/workspaces/${workspace.id}/reports`, world.tokens.admin);
    expect(
      after.json().data.every((r: { imported_report_id: number | null }) => r.imported_report_id !== null),
    ).toBe(true);
    const count = await ctx.db.$count(reports, and(eq(reports.workspaceId, workspace.id)));
    expect(count).toBe(2);

    // In use: neither the workspace (reports) nor the account (workspace) can go.
    const delWs = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/powerbi/workspaces/${workspace.id}`,
      token: world.tokens.admin,
    });
    expect(delWs.statusCode).toBe(409);
    expect(delWs.json().code).toBe('workspace_in_use');
    const delAccount = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/powerbi/accounts/${account.id}`,
      token: world.tokens.admin,
    });
    expect(delAccount.statusCode).toBe(409);
    expect(delAccount.json().code).toBe('provider_account_in_use');
  });

  it('refuses report IDs the workspace does not have and bad bodies', async () => {
    const account = await newAccount();
    const workspace = (
      await post('/api/auth/powerbi/workspaces', world.tokens.admin, {
        workspace_id: WORKSPACE_IDS.operations,
        name: 'Operations',
        provider_account_id: account.id,
      })
    ).json();
    const unknown = await post(`/api/auth/powerbi/workspaces/${workspace.id}/import`, world.tokens.admin, {
      report_ids: [REPORT_IDS.salesOverview],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.report_ids).toBeDefined();
    const empty = await post(`/api/auth/powerbi/workspaces/${workspace.id}/import`, world.tokens.admin, {
      report_ids: [],
    });
    expect(empty.statusCode).toBe(400);
    const bad = await post('/api/auth/powerbi/workspaces', world.tokens.admin, {
      workspace_id: 'x',
      name: '',
      provider_account_id: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'provider_account_id', 'workspace_id']);
  });

  it('edits and deletes a workspace, then the account it freed', async () => {
    const account = await newAccount();
    const workspace = (
      await post('/api/auth/powerbi/workspaces', world.tokens.admin, {
        workspace_id: '1a000000-0000-4000-8000-0000000000aa',
        name: 'Temp',
        provider_account_id: account.id,
      })
    ).json();
    const edited = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/powerbi/workspaces/${workspace.id}`,
      token: world.tokens.admin,
      body: {
        workspace_id: '1a000000-0000-4000-8000-0000000000aa',
        name: 'Temporary',
        provider_account_id: account.id,
      },
    });
    expect(edited.json().name).toBe('Temporary');
    for (const [method, url] of [
      ['GET', `/api/auth/powerbi/workspaces/${workspace.id}/reports`],
      ['DELETE', `/api/auth/powerbi/workspaces/${workspace.id}`],
    ] as const) {
      expect((await call(ctx.app, { method, url, token: otherAdminToken })).statusCode).toBe(404);
    }
    expect(
      (
        await post(`/api/auth/powerbi/workspaces/${workspace.id}/import`, otherAdminToken, {
          report_ids: [REPORT_IDS.finance],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: `/api/auth/powerbi/workspaces/${workspace.id}`,
          token: otherAdminToken,
          body: {
            workspace_id: '1a000000-0000-4000-8000-0000000000aa',
            name: 'X',
            provider_account_id: account.id,
          },
        })
      ).statusCode,
    ).toBe(404);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/powerbi/workspaces/${workspace.id}`,
      token: world.tokens.admin,
    });
    expect(del.statusCode).toBe(204);
    const list = (await get('/api/auth/powerbi/workspaces', world.tokens.admin)).json().data;
    expect(list.map((w: { id: number }) => w.id)).not.toContain(workspace.id);
    const delAccount = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/powerbi/accounts/${account.id}`,
      token: world.tokens.admin,
    });
    expect(delAccount.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.id, account.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('maps a provider that is down to a catalogued error, never a raw 500', async () => {
    const account = await newAccount();
    handle.addFault({ pathPattern: '^/powerbi/v1.0/myorg/groups$', status: 503, times: 0 });
    try {
      const res = await get(`/api/auth/powerbi/accounts/${account.id}/workspaces`, world.tokens.admin);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('provider_unavailable');
    } finally {
      handle.reset();
    }
  });
});
