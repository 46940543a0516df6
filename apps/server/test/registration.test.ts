import { authRoutes, registrationRoutes, type TRegistrationRequest } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, companies } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

function body(tag: string, overrides: { client?: object; company?: object } = {}) {
  return {
    client: {
      name: `Client ${tag}`,
      person_type: 'legal',
      document: '11.222.333/0001-81',
      fantasy_name: `Fantasy ${tag}`,
      business_email: `billing-${tag}@example.test`,
      commercial_phone: '+55 11 3333-4444',
      contact_name: 'Maria',
      ...overrides.client,
    },
    company: {
      name: `Unit ${tag}`,
      subdomain: `reg-${tag}`,
      admin_name: 'First Admin',
      admin_email: `admin-${tag}@example.test`,
      admin_password: TEST_PASSWORD,
      ...overrides.company,
    },
  };
}

function register(payload: unknown, token = world.tokens.master) {
  return callRoute(ctx.app, registrationRoutes.register, {
    token,
    body: payload as TRegistrationRequest,
    lang: 'en-US',
  });
}

describe('partner registration flow', () => {
  it('registers a client, its first unit and admin in one go', async () => {
    const res = await register(body('one'));
    expect(res.statusCode).toBe(201);
    const created = res.data();
    expect(created.sign_in_host).toBe('reg-one.mirante.test');
    expect(created.client.name).toBe('Client one');
    const [client] = await ctx.db.select().from(clients).where(eq(clients.id, created.client.id));
    expect(client).toMatchObject({
      partnerId: world.partner.id,
      personType: 'legal',
      document: '11222333000181',
      fantasyName: 'Fantasy one',
      contactName: 'Maria',
    });
    const login = await callRoute(ctx.app, authRoutes.login, {
      headers: { host: 'reg-one.mirante.test' },
      body: { email: 'admin-one@example.test', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks the document against the person type', async () => {
    const res = await register(body('two', { client: { person_type: 'physical' } }));
    expect(res.statusCode).toBe(400);
    expect(res.error().errors?.['client.document']).toBeDefined();
    const cpf = await register(
      body('three', { client: { person_type: 'physical', document: '529.982.247-25' } }),
    );
    expect(cpf.statusCode).toBe(201);
  });

  it('answers field errors for every part', async () => {
    const res = await register({ client: { name: '' }, company: { subdomain: 'BAD!' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(
      expect.arrayContaining([
        'client.name',
        'client.person_type',
        'company.subdomain',
        'company.admin_email',
      ]),
    );
  });

  it('writes nothing when the admin e-mail is taken', async () => {
    const res = await register(body('four', { company: { admin_email: world.users.user.email } }));
    expect(res.statusCode).toBe(409);
    expect(res.error().message).toBe('This email already exists.');
    expect(await ctx.db.select().from(clients).where(eq(clients.name, 'Client four'))).toEqual([]);
    expect(await ctx.db.select().from(companies).where(eq(companies.subdomain, 'reg-four'))).toEqual([]);
  });

  it('refuses an admin e-mail or a subdomain already used under another partner, writing nothing', async () => {
    const otherPartner = await createPartner(ctx.db);
    const otherUnit = await createCompany(ctx.db, { partnerId: otherPartner.id });
    const stranger = await createUser(ctx.db, { profile: 'admin', companyId: otherUnit.id });
    const email = await register(body('five', { company: { admin_email: stranger.email } }));
    expect(email.statusCode).toBe(409);
    // The unit's checks land on the registration form's own fields (under `company`).
    expect(Object.keys(email.error().errors ?? {})).toEqual(['company.admin_email']);
    const subdomain = await register(
      body('six', { company: { subdomain: otherUnit.subdomain!.toUpperCase() } }),
    );
    expect(subdomain.statusCode).toBeLessThan(500);
    expect(Object.keys(subdomain.error().errors ?? {})).toEqual(['company.subdomain']);
    const weak = await register(body('seven', { company: { admin_password: 'short' } }));
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.error().errors ?? {})).toEqual(['company.admin_password']);
    expect(weak.error().errors?.['company.admin_password']?.[0]).not.toContain('company.');
    for (const name of ['Client five', 'Client six', 'Client seven']) {
      expect(await ctx.db.select().from(clients).where(eq(clients.name, name))).toEqual([]);
    }
  });

  it('is for partners only', async () => {
    for (const profile of ['a2m', 'admin', 'user'] as const) {
      const res = await register(body(`p-${profile}`), world.tokens[profile]);
      expect(res.statusCode).toBe(403);
    }
  });
});
