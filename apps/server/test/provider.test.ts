import { DEMO_APP, WORKSPACE_IDS } from '@mirante/emulator';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, providerAccounts } from '../src/db/schema';
import { createCompany, createUser, signIn } from './helpers';
import {
  ctx,
  demoAccount,
  newAccount,
  otherAdminToken,
  pbi,
  useProviderWorld,
  world,
} from './provider-fixtures';

useProviderWorld();

describe('report-provider accounts', () => {
  it('needs a session; only the unit admin changes accounts', async () => {
    expect((await pbi.accounts()).statusCode).toBe(401);
    expect((await pbi.accounts(world.tokens.master)).statusCode).toBe(403);
    // The profile is checked before the body.
    expect((await pbi.createAccount(world.tokens.user, {})).statusCode).toBe(403);
  });

  it("shows the unit's users its accounts and workspaces read-only, without secrets, and refuses their changes", async () => {
    const account = await newAccount();
    const workspace = await pbi.createWorkspace(world.tokens.admin, {
      workspace_id: WORKSPACE_IDS.operations,
      name: 'Operations for users',
      provider_account_id: account.id,
    });
    expect(workspace.statusCode).toBe(201);
    const wsId = workspace.data().id;

    const list = await pbi.accounts(world.tokens.user);
    expect(list.statusCode).toBe(200);
    expect(list.data().policies).toEqual({ manage: false });
    const listed = list.data().data.find((a: { id: number }) => a.id === account.id);
    expect(listed).toMatchObject({
      name: 'Emulated tenant',
      application_id: DEMO_APP.clientId,
      has_secret: true,
    });
    expect(Object.keys(listed ?? {})).not.toContain('secret');
    expect(list.body).not.toContain(DEMO_APP.clientSecret);
    const one = await pbi.account(world.tokens.user, account.id);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(DEMO_APP.clientSecret);
    const spaces = await pbi.workspaces(world.tokens.user);
    expect(spaces.statusCode).toBe(200);
    expect(spaces.data().policies).toEqual({ manage: false });
    expect(spaces.data().data.map((w: { id: number }) => w.id)).toContain(wsId);
    // The admin's answers say they may change them.
    expect((await pbi.accounts(world.tokens.admin)).data().policies).toEqual({
      manage: true,
    });

    // Every write, and the live calls that use the secret, stay the admin's.
    const user = world.tokens.user;
    for (const [label, res] of [
      ['POST accounts', await pbi.createAccount(user, demoAccount)],
      ['PUT account', await pbi.updateAccount(user, account.id, demoAccount)],
      ['DELETE account', await pbi.removeAccount(user, account.id)],
      ['POST account test', await pbi.testAccount(user, account.id)],
      ['GET account workspaces', await pbi.remoteWorkspaces(user, account.id)],
      [
        'POST workspaces',
        await pbi.createWorkspace(user, {
          workspace_id: WORKSPACE_IDS.commercial,
          name: 'x',
          provider_account_id: account.id,
        }),
      ],
      [
        'PUT workspace',
        await pbi.updateWorkspace(user, wsId, {
          workspace_id: WORKSPACE_IDS.operations,
          name: 'x',
          provider_account_id: account.id,
        }),
      ],
      ['DELETE workspace', await pbi.removeWorkspace(user, wsId)],
      ['GET workspace reports', await pbi.remoteReports(user, wsId)],
      ['POST workspace import', await pbi.importReports(user, wsId, { report_ids: [DEMO_APP.tenantId] })],
    ] as const) {
      expect(res.statusCode, label).toBe(403);
      expect(res.error().code).toBe('no_functionality_access');
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
    expect((await pbi.accounts(token)).data().data).toEqual([]);
    expect((await pbi.account(token, account.id)).statusCode).toBe(404);
  });

  it('registers an account with its secret sealed and never sent back', async () => {
    const res = await pbi.createAccount(world.tokens.admin, demoAccount);
    expect(res.statusCode).toBe(201);
    const account = res.data();
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

    const list = await pbi.accounts(world.tokens.admin);
    expect(list.data().data.map((a: { id: number }) => a.id)).toContain(account.id);
    expect(list.body).not.toContain(DEMO_APP.clientSecret);
  });

  it('answers 400 with the fields that are wrong', async () => {
    const res = await pbi.createAccount(world.tokens.admin, {
      name: '',
      application_id: 'not-a-guid',
      tenant_id: DEMO_APP.tenantId,
      subscription_id: 'also-bad',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {}).sort()).toEqual([
      'application_id',
      'name',
      'secret',
      'subscription_id',
    ]);
  });

  it('refuses a resource group Azure would refuse', async () => {
    for (const value of ['Sales #1', 'sales.', 'x'.repeat(91)]) {
      const res = await pbi.createAccount(world.tokens.admin, {
        ...demoAccount,
        resource_group: value,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.error().error_codes, value).toEqual({ resource_group: ['field_invalid'] });
    }
  });

  it('keeps the secret when the edit leaves it blank and replaces it when given', async () => {
    const account = await newAccount();
    const keep = await pbi.updateAccount(world.tokens.admin, account.id, {
      ...demoAccount,
      name: 'Renamed',
      secret: '',
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.data().name).toBe('Renamed');
    const sealed = async () =>
      (await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.id, account.id)))[0]
        ?.secretEnc ?? '';
    expect(ctx.secretBox.open(await sealed())).toBe(DEMO_APP.clientSecret);
    const change = await pbi.updateAccount(world.tokens.admin, account.id, {
      ...demoAccount,
      secret: 'rotated-secret',
    });
    expect(change.statusCode).toBe(200);
    expect(ctx.secretBox.open(await sealed())).toBe('rotated-secret');
  });

  it("does not find another unit's account", async () => {
    const account = await newAccount();
    for (const [label, res] of [
      ['GET', await pbi.account(otherAdminToken, account.id)],
      ['DELETE', await pbi.removeAccount(otherAdminToken, account.id)],
      ['POST test', await pbi.testAccount(otherAdminToken, account.id)],
      ['GET workspaces', await pbi.remoteWorkspaces(otherAdminToken, account.id)],
    ] as const) {
      expect(res.statusCode, label).toBe(404);
    }
    const put = await pbi.updateAccount(otherAdminToken, account.id, demoAccount);
    expect(put.statusCode).toBe(404);
    const list = await pbi.accounts(otherAdminToken);
    expect(list.data().data).toEqual([]);
  });

  it('tests the connection: a token and the workspaces, remembered on the account', async () => {
    const account = await newAccount();
    const res = await pbi.testAccount(world.tokens.admin, account.id);
    expect(res.statusCode).toBe(200);
    expect(res.data().workspaces.map((w: { id: string }) => w.id)).toEqual([
      WORKSPACE_IDS.commercial,
      WORKSPACE_IDS.operations,
    ]);
    const stored = (await pbi.account(world.tokens.admin, account.id)).data();
    expect(stored.last_test_ok).toBe(true);
    expect(stored.last_tested_at).not.toBeNull();

    const wrong = await newAccount(world.tokens.admin, { ...demoAccount, secret: 'wrong' });
    const failed = await pbi.testAccount(world.tokens.admin, wrong.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.error().code).toBe('provider_authorization_failed');
    expect((await pbi.account(world.tokens.admin, wrong.id)).data().last_test_ok).toBe(false);
  });

  it('shows an admin only their own accounts when the unit restricts them', async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const first = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const second = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const firstToken = await signIn(ctx.app, first.email);
    const secondToken = await signIn(ctx.app, second.email);
    const mine = await newAccount(firstToken);
    expect((await pbi.accounts(secondToken)).data().data).toHaveLength(1);
    await ctx.db
      .update(companies)
      .set({ restrictProviderAccounts: true })
      .where(eq(companies.id, company.id));
    expect((await pbi.accounts(secondToken)).data().data).toEqual([]);
    expect((await pbi.account(secondToken, mine.id)).statusCode).toBe(404);
    expect((await pbi.accounts(firstToken)).data().data).toHaveLength(1);
    // Nor can the other admin hang a workspace on it.
    const ws = await pbi.createWorkspace(secondToken, {
      workspace_id: WORKSPACE_IDS.commercial,
      name: 'Commercial',
      provider_account_id: mine.id,
    });
    expect(ws.statusCode).toBe(400);
    expect(ws.error().errors?.provider_account_id).toBeDefined();
  });
});
