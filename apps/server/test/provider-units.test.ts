import { providerRoutes, type RouteInput } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRoute,
  createCompany,
  createOperator,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

/*
 * Report-provider accounts and embedded workspaces across units, read-only: a partner sees its
 * own units' rows, the operator its partners' units' rows, and nobody else's.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** A second unit of the world's partner, a unit of another partner, and another operator's. */
let sibling: { id: number; name: string };
let foreign: { id: number; name: string };
let remote: { id: number; name: string };
let tokens: { siblingAdmin: string; foreignAdmin: string; foreignMaster: string; remoteAdmin: string };

const SECRET = 'never-leaves-the-server';
type UnitsQuery = RouteInput<typeof providerRoutes.unitsAccounts>['query'];

/** The accounts across units, as `token` sees them (none: no session). */
function accountsOf(token?: string, query: UnitsQuery = {}) {
  return callRoute(ctx.app, providerRoutes.unitsAccounts, { token, query });
}

/** The embedded workspaces across units, as `token` sees them (none: no session). */
function workspacesOf(token?: string, query: UnitsQuery = {}) {
  return callRoute(ctx.app, providerRoutes.unitsWorkspaces, { token, query });
}

let guid = 0;
function nextGuid() {
  guid += 1;
  return `00000000-0000-4000-8000-${String(guid).padStart(12, '0')}`;
}

/** An account (through the unit admin's own API, so its secret is sealed) with its workspaces. */
async function addAccount(adminToken: string, name: string, workspaceNames: string[]) {
  const res = await callRoute(ctx.app, providerRoutes.createAccount, {
    token: adminToken,
    body: { name, application_id: nextGuid(), tenant_id: nextGuid(), secret: SECRET },
  });
  expect(res.statusCode).toBe(201);
  const account = res.data();
  for (const workspace of workspaceNames) {
    const ws = await callRoute(ctx.app, providerRoutes.createWorkspace, {
      token: adminToken,
      body: { name: workspace, workspace_id: nextGuid(), provider_account_id: account.id },
    });
    expect(ws.statusCode).toBe(201);
  }
  return account;
}

type Row = { name: string; company_id: number; company_name: string; partner_name: string };
const names = (body: { data: Row[] }) => body.data.map((row) => row.name).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  sibling = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Sibling Unit' });
  const otherPartner = await createPartner(ctx.db, { operatorId: world.operator.id, name: 'Other Partner' });
  foreign = await createCompany(ctx.db, { partnerId: otherPartner.id, name: 'Foreign Unit' });
  const otherOperator = await createOperator(ctx.db);
  const remotePartner = await createPartner(ctx.db, { operatorId: otherOperator.id, name: 'Remote Partner' });
  remote = await createCompany(ctx.db, { partnerId: remotePartner.id, name: 'Remote Unit' });

  const admin = async (companyId: number) =>
    signIn(ctx.app, (await createUser(ctx.db, { profile: 'admin', companyId })).email);
  tokens = {
    siblingAdmin: await admin(sibling.id),
    foreignAdmin: await admin(foreign.id),
    remoteAdmin: await admin(remote.id),
    foreignMaster: await signIn(
      ctx.app,
      (await createUser(ctx.db, { profile: 'master', partnerId: otherPartner.id })).email,
    ),
  };

  await addAccount(world.tokens.admin, 'Own analytics', ['Own sales', 'Own finance']);
  await addAccount(tokens.siblingAdmin, 'Sibling analytics', ['Sibling ops']);
  await addAccount(tokens.foreignAdmin, 'Foreign analytics', ['Foreign ops']);
  await addAccount(tokens.remoteAdmin, 'Remote analytics', ['Remote ops']);
});
afterAll(async () => {
  await ctx.close();
});

describe('provider accounts and workspaces across units', () => {
  it('need a session', async () => {
    expect((await accountsOf()).statusCode).toBe(401);
    expect((await workspacesOf()).statusCode).toBe(401);
  });

  it("are the partner's and the operator's only: unit members get 403, before any validation", async () => {
    for (const token of [world.tokens.admin, world.tokens.user]) {
      for (const res of [
        await accountsOf(token),
        await workspacesOf(token),
        await accountsOf(token, { page: 0 }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.error().code).toBe('no_functionality_access');
      }
    }
  });

  it("list the partner's units' accounts with their unit and partner, never a secret", async () => {
    const res = await accountsOf(world.tokens.master);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    const body = res.data();
    expect(names(body)).toEqual(['Own analytics', 'Sibling analytics']);
    expect(body.total).toBe(2);
    const own = body.data.find((row: Row) => row.name === 'Own analytics');
    expect(own).toMatchObject({
      company_id: world.company.id,
      company_name: world.company.name,
      partner_id: world.partner.id,
      partner_name: world.partner.name,
      has_secret: true,
      workspaces_count: 2,
    });
    expect(Object.keys(own ?? {})).not.toContain('secret');
    expect(Object.keys(own ?? {})).not.toContain('secret_enc');
  });

  it("list the partner's units' workspaces with their account, unit and partner", async () => {
    const res = await workspacesOf(world.tokens.master);
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(names(body)).toEqual(['Own finance', 'Own sales', 'Sibling ops']);
    expect(body.data.find((row: Row) => row.name === 'Sibling ops')).toMatchObject({
      company_id: sibling.id,
      company_name: 'Sibling Unit',
      partner_name: world.partner.name,
      provider_account_name: 'Sibling analytics',
      capacity_id: null,
      capacity_name: null,
      reports_count: 0,
    });
  });

  it("never show a partner another partner's units, and answer 404 for such a unit", async () => {
    const other = await accountsOf(tokens.foreignMaster);
    expect(names(other.data())).toEqual(['Foreign analytics']);
    const otherWs = await workspacesOf(tokens.foreignMaster);
    expect(names(otherWs.data())).toEqual(['Foreign ops']);

    for (const list of [accountsOf, workspacesOf]) {
      const res = await list(world.tokens.master, { company_id: foreign.id });
      expect(res.statusCode).toBe(404);
      expect(res.error().code).toBe('not_found');
      expect((await list(tokens.foreignMaster, { company_id: world.company.id })).statusCode).toBe(404);
      expect((await list(world.tokens.master, { company_id: 999999 })).statusCode).toBe(404);
    }
    // A search never reaches past the partner either.
    const searched = await accountsOf(world.tokens.master, { search: 'Foreign' });
    expect(searched.data().data).toEqual([]);
  });

  it("give the operator every unit of its partners, with the partner named, and no other operator's", async () => {
    const accounts = await accountsOf(world.tokens.a2m, { per_page: 100 });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.body).not.toContain(SECRET);
    expect(names(accounts.data())).toEqual(['Foreign analytics', 'Own analytics', 'Sibling analytics']);
    expect(accounts.data().data.find((row: Row) => row.name === 'Foreign analytics')?.partner_name).toBe(
      'Other Partner',
    );
    const spaces = await workspacesOf(world.tokens.a2m, { per_page: 100 });
    expect(names(spaces.data())).toEqual(['Foreign ops', 'Own finance', 'Own sales', 'Sibling ops']);
    expect((await accountsOf(world.tokens.a2m, { company_id: remote.id })).statusCode).toBe(404);
    const unit = await workspacesOf(world.tokens.a2m, { company_id: foreign.id });
    expect(names(unit.data())).toEqual(['Foreign ops']);
  });

  it('search by account, unit or partner name, and paginate', async () => {
    const byUnit = await workspacesOf(world.tokens.master, { search: 'sibling unit' });
    expect(names(byUnit.data())).toEqual(['Sibling ops']);
    const byPartner = await accountsOf(world.tokens.a2m, { search: 'other partner' });
    expect(names(byPartner.data())).toEqual(['Foreign analytics']);
    // Wildcards are taken literally.
    expect((await accountsOf(world.tokens.master, { search: '%' })).data().total).toBe(0);

    const first = (await workspacesOf(world.tokens.master, { per_page: 2, page: 1 })).data();
    const second = (await workspacesOf(world.tokens.master, { per_page: 2, page: 2 })).data();
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    // Ordered by unit, then name: no row shows twice across pages.
    const seen = [...first.data, ...second.data].map((row: Row) => row.name);
    expect(new Set(seen).size).toBe(3);
  });

  it('refuse a malformed query with field errors', async () => {
    for (const query of [
      { page: 0 },
      { per_page: 1000 },
      { company_id: 'abc' },
      { search: 'x'.repeat(201) },
    ]) {
      const res = await accountsOf(world.tokens.master, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.error().code).toBe('validation_failed');
      expect(Object.keys(res.error().errors ?? {})).toEqual(Object.keys(query));
    }
    const res = await workspacesOf(world.tokens.a2m, { page: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.error().errors?.page).toBeDefined();
  });
});
