import { DEMO_APP, WORKSPACE_IDS } from '@mirante/emulator';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, providerAccounts } from '../src/db/schema';
import { call, createCompany, createUser, signIn } from './helpers';
import {
  ctx,
  demoAccount,
  get,
  newAccount,
  otherAdminToken,
  post,
  useProviderWorld,
  world,
} from './provider-fixtures';

useProviderWorld();

describe('report-provider accounts', () => {
  it('needs a session; only the unit admin changes accounts', async () => {
    expect((await get('/api/auth/powerbi/accounts')).statusCode).toBe(401);
    expect((await get('/api/auth/powerbi/accounts', world.tokens.master)).statusCode).toBe(403);
    // The profile is checked before the body.
    expect((await post('/api/auth/powerbi/accounts', world.tokens.user, {})).statusCode).toBe(403);
  });

  it("shows the unit's users its accounts and workspaces read-only, without secrets, and refuses their changes", async () => {
    const account = await newAccount();
    const workspace = await post('/api/auth/powerbi/workspaces', world.tokens.admin, {
      workspace_id: WORKSPACE_IDS.operations,
      name: 'Operations for users',
      provider_account_id: account.id,
    });
    expect(workspace.statusCode).toBe(201);
    const wsId = workspace.json().id as number;

    const list = await get('/api/auth/powerbi/accounts', world.tokens.user);
    expect(list.statusCode).toBe(200);
    expect(list.json().policies).toEqual({ manage: false });
    const listed = list.json().data.find((a: { id: number }) => a.id === account.id);
    expect(listed).toMatchObject({
      name: 'Emulated tenant',
      application_id: DEMO_APP.clientId,
      has_secret: true,
    });
    expect(Object.keys(listed)).not.toContain('secret');
    expect(list.body).not.toContain(DEMO_APP.clientSecret);
    const one = await get(`/api/auth/powerbi/accounts/${account.id}`, world.tokens.user);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(DEMO_APP.clientSecret);
    const spaces = await get('/api/auth/powerbi/workspaces', world.tokens.user);
    expect(spaces.statusCode).toBe(200);
    expect(spaces.json().policies).toEqual({ manage: false });
    expect(spaces.json().data.map((w: { id: number }) => w.id)).toContain(wsId);
    // The admin's answers say they may change them.
    expect((await get('/api/auth/powerbi/accounts', world.tokens.admin)).json().policies).toEqual({
      manage: true,
    });

    // Every write, and the live calls that use the secret, stay the admin's.
    for (const [method, url, body] of [
      ['POST', '/api/auth/powerbi/accounts', demoAccount],
      ['PUT', `/api/auth/powerbi/accounts/${account.id}`, demoAccount],
      ['DELETE', `/api/auth/powerbi/accounts/${account.id}`, undefined],
      ['POST', `/api/auth/powerbi/accounts/${account.id}/test`, undefined],
      ['GET', `/api/auth/powerbi/accounts/${account.id}/workspaces`, undefined],
      [
        'POST',
        '/api/auth/powerbi/workspaces',
        { workspace_id: WORKSPACE_IDS.commercial, name: 'x', provider_account_id: account.id },
      ],
      [
        'PUT',
        `/api/auth/powerbi/workspaces/${wsId}`,
        { workspace_id: WORKSPACE_IDS.operations, name: 'x', provider_account_id: account.id },
      ],
      ['DELETE', `/api/auth/powerbi/workspaces/${wsId}`, undefined],
      ['GET', `/api/auth/powerbi/workspaces/${wsId}/reports`, undefined],
      ['POST', `/api/auth/powerbi/workspaces/${wsId}/import`, { report_ids: [DEMO_APP.tenantId] }],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: world.tokens.user, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('no_functionality_access');
    }
    const [row] = await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.id, account.id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.name).toBe('Emulated tenant');
  });

  it("shows another unit's user none of the unit's accounts", async () => {
    const account = await newAccount();
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const stranger = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    const token = await signIn(ctx.app, stranger.email);
    expect((await get('/api/auth/powerbi/accounts', token)).json().data).toEqual([]);
    expect((await get(`/api/auth/powerbi/accounts/${account.id}`, token)).statusCode).toBe(404);
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

  it('refuses a resource group Azure would refuse', async () => {
    for (const value of ['Sales #1', 'sales.', 'x'.repeat(91)]) {
      const res = await post('/api/auth/powerbi/accounts', world.tokens.admin, {
        ...demoAccount,
        resource_group: value,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error_codes, value).toEqual({ resource_group: ['field_invalid'] });
    }
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
