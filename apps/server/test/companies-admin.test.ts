import {
  authRoutes,
  companyRoutes,
  type RouteInput,
  type TCreateCompanyAdminRequest,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, companies, users } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createWorld,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

// An admin e-mail containing "fail-insert" makes the user insert fail inside the transaction,
// to show that nothing of the unit is left behind.
vi.mock('../src/modules/users/users.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/users/users.repository')>();
  return {
    ...original,
    insertAccounts: (...args: Parameters<typeof original.insertAccounts>) => {
      if (args[1].some((a) => a.email.includes('fail-insert'))) throw new Error('simulated failure');
      return original.insertAccounts(...args);
    },
  };
});

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

let seq = 0;
function unitBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Acme ${seq}`,
    subdomain: `acme-${seq}-${Date.now() % 100000}`,
    admin_name: 'Acme Admin',
    admin_email: `acme${seq}-${Date.now()}@example.test`,
    admin_password: TEST_PASSWORD,
    ...overrides,
  };
}

/** Some of the bodies sent are ones the contract refuses, on purpose. */
function create(body: Record<string, unknown>, token = world.tokens.master) {
  return callRoute(ctx.app, companyRoutes.create, {
    token,
    body: body as TCreateCompanyAdminRequest,
    lang: 'en-US',
  });
}

function list(query: RouteInput<typeof companyRoutes.list>['query']) {
  return callRoute(ctx.app, companyRoutes.list, { query, token: world.tokens.master });
}

describe('business units of a partner', () => {
  it('creates a unit with its first admin, who signs in on the unit host', async () => {
    const body = unitBody({
      document: '11.222.333/0001-81',
      user_limit: 10,
      bonus_users: 2,
      trial_ends_at: '2099-12-31',
      restrict_provider_accounts: true,
    });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const created = res.data();
    expect(created.generated_password).toBeNull();
    expect(created.company).toMatchObject({
      name: body.name,
      subdomain: body.subdomain,
      document: '11222333000181',
      user_limit: 10,
      bonus_users: 2,
      trial_ends_at: '2099-12-31',
      restrict_provider_accounts: true,
      allow_add_reports: true,
      active: true,
      deleted_at: null,
    });
    expect(created.company.client_name).toBe(body.name);
    const login = await callRoute(ctx.app, authRoutes.login, {
      headers: { host: `${body.subdomain}.mirante.test` },
      body: { email: body.admin_email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.data().user?.perfil_usuario).toBe('admin');
  });

  it('generates a password when none is given and shows it once', async () => {
    const body = unitBody({ admin_password: '', client_id: world.company.clientId });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const { generated_password: password, company } = res.data();
    expect(password).toEqual(expect.any(String));
    expect(company.client_id).toBe(world.company.clientId);
    const login = await callRoute(ctx.app, authRoutes.login, {
      headers: { host: `${body.subdomain}.mirante.test` },
      body: { email: body.admin_email, password: password! },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers field errors for invalid fields', async () => {
    const res = await create({
      name: '',
      subdomain: 'Not a subdomain!',
      document: '11.222.333/0001-00',
      admin_email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'subdomain', 'document', 'admin_name', 'admin_email']),
    );
  });

  it('refuses a last trial day that does not exist, on its field, writing nothing', async () => {
    const before = (await ctx.db.select().from(companies)).length;
    for (const trial_ends_at of ['2027-02-29', '2026-04-31', '2026-13-01', '0000-06-15']) {
      const res = await create(unitBody({ trial_ends_at }));
      expect(res.statusCode, trial_ends_at).toBe(400);
      expect(res.error().errors, trial_ends_at).toEqual({ trial_ends_at: ['trial_ends_at is invalid'] });
    }
    expect((await ctx.db.select().from(companies)).length).toBe(before);
    const leap = await create(unitBody({ trial_ends_at: '2028-02-29' }));
    expect(leap.data().company.trial_ends_at).toBe('2028-02-29');
  });

  it('refuses a weak admin password on its field', async () => {
    const res = await create(unitBody({ admin_password: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(res.error().errors?.admin_password).toBeDefined();
  });

  it('refuses a taken subdomain and a taken e-mail, writing nothing', async () => {
    const before = (await ctx.db.select().from(companies)).length;
    const taken = await create(unitBody({ subdomain: world.company.subdomain }));
    expect(taken.statusCode).toBe(409);
    expect(taken.error().code).toBe('subdomain_exists');
    const email = await create(unitBody({ admin_email: world.users.admin.email }), world.tokens.master);
    expect(email.statusCode).toBe(409);
    expect(email.error().message).toBe('This email already exists.');
    expect(email.error().errors?.admin_email).toBeDefined();
    expect((await ctx.db.select().from(companies)).length).toBe(before);
  });

  it('leaves no client or unit behind when the admin insert fails', async () => {
    const body = unitBody({ admin_email: `fail-insert-${Date.now()}@example.test` });
    const res = await create(body);
    expect(res.statusCode).toBe(500);
    expect(await ctx.db.select().from(companies).where(eq(companies.subdomain, body.subdomain))).toEqual([]);
    expect(await ctx.db.select().from(clients).where(eq(clients.name, body.name))).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.email, body.admin_email))).toEqual([]);
  });

  it("refuses another partner's client", async () => {
    const other = await createCompany(ctx.db);
    const res = await create(unitBody({ client_id: other.clientId }));
    expect(res.statusCode).toBe(400);
    expect(res.error().errors?.client_id).toBeDefined();
  });

  it('lists, searches and filters only its own units', async () => {
    const other = await createCompany(ctx.db, { name: 'Foreign Unit' });
    const res = await list({ per_page: 100 });
    expect(res.statusCode).toBe(200);
    const ids = res.data().data.map((c: { id: number }) => c.id);
    expect(ids).toContain(world.company.id);
    expect(ids).not.toContain(other.id);
    const search = await list({ search: world.company.name });
    expect(search.data().data.map((c: { id: number }) => c.id)).toEqual([world.company.id]);
    const inactive = await list({ status: 'inactive' });
    expect(inactive.data().total).toBe(0);
  });

  it("answers 404 for another partner's unit on every route", async () => {
    const other = await createCompany(ctx.db);
    const token = world.tokens.master;
    const params = { id: other.id };
    for (const [label, res] of [
      ['GET', await callRoute(ctx.app, companyRoutes.get, { token, params })],
      [
        'PUT',
        await callRoute(ctx.app, companyRoutes.update, {
          token,
          params,
          body: { name: 'X', subdomain: 'hijack' },
        }),
      ],
      ['DELETE', await callRoute(ctx.app, companyRoutes.remove, { token, params })],
      ['POST restore', await callRoute(ctx.app, companyRoutes.restore, { token, params })],
    ] as const) {
      expect(res.statusCode, label).toBe(404);
    }
  });

  it('edits a unit and keeps a single default unit in Azure', async () => {
    const a = (await create(unitBody({ azure_default: true }))).data().company;
    const b = (await create(unitBody())).data().company;
    const res = await callRoute(ctx.app, companyRoutes.update, {
      params: { id: b.id },
      token: world.tokens.master,
      body: {
        name: 'Renamed',
        subdomain: b.subdomain!,
        azure_default: true,
        standard_auth: 'password',
        trial_ends_at: null,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({ name: 'Renamed', azure_default: true, standard_auth: 'password' });
    const first = await callRoute(ctx.app, companyRoutes.get, {
      params: { id: a.id },
      token: world.tokens.master,
    });
    expect(first.data().azure_default).toBe(false);
    const clash = await callRoute(ctx.app, companyRoutes.update, {
      params: { id: b.id },
      token: world.tokens.master,
      body: { name: 'Renamed', subdomain: a.subdomain! },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('soft-deletes a unit: it stops resolving and signing in, and can be restored', async () => {
    const body = unitBody();
    const { company } = (await create(body)).data();
    const remove = () =>
      callRoute(ctx.app, companyRoutes.remove, { params: { id: company.id }, token: world.tokens.master });
    const del = await remove();
    expect(del.statusCode).toBe(204);

    const site = await callRoute(ctx.app, authRoutes.site, {
      headers: { host: `${body.subdomain}.mirante.test` },
    });
    expect(site.data()).toEqual({ kind: 'unknown', company: null, sso: false });
    const login = await callRoute(ctx.app, authRoutes.login, {
      headers: { host: `${body.subdomain}.mirante.test` },
      body: { email: body.admin_email, password: TEST_PASSWORD },
    });
    expect(login.error().code).toBe('domain_not_found');
    const platformLogin = await callRoute(ctx.app, authRoutes.login, {
      body: { email: body.admin_email, password: TEST_PASSWORD },
    });
    expect(platformLogin.statusCode).not.toBe(200);

    const active = await list({ per_page: 100 });
    expect(active.data().data.map((c: { id: number }) => c.id)).not.toContain(company.id);
    const deleted = await list({ status: 'deleted' });
    expect(deleted.data().data.map((c: { id: number }) => c.id)).toContain(company.id);
    const again = await remove();
    expect(again.statusCode).toBe(404);

    const restore = await callRoute(ctx.app, companyRoutes.restore, {
      params: { id: company.id },
      token: world.tokens.master,
    });
    expect(restore.statusCode).toBe(200);
    expect(restore.data()).toMatchObject({ deleted_at: null, active: true });
    const back = await callRoute(ctx.app, authRoutes.login, {
      headers: { host: `${body.subdomain}.mirante.test` },
      body: { email: body.admin_email, password: TEST_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('lists the partner clients for the picker', async () => {
    const otherPartner = await createPartner(ctx.db);
    await createCompany(ctx.db, { partnerId: otherPartner.id, name: 'Not Mine' });
    const res = await callRoute(ctx.app, companyRoutes.clients, { token: world.tokens.master });
    expect(res.statusCode).toBe(200);
    const names = res.data().map((c: { name: string }) => c.name);
    expect(names).toContain(world.company.name);
    expect(names).not.toContain('Not Mine');
  });
});
