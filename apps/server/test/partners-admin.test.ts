import { partnerRoutes, type RouteInput, type TPartnerInput } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, partners, users } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createOperator,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let foreignPartnerId: number;

const VALID = {
  name: 'Norte Revendas',
  document: '11.222.333/0001-81',
  email: 'contato@norte.example',
  phone: '+55 11 3333-4444',
  contact_name: 'Ana Souza',
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const elsewhere = await createOperator(ctx.db);
  foreignPartnerId = (await createPartner(ctx.db, { operatorId: elsewhere.id })).id;
});
afterAll(() => ctx.close());

function create(body: TPartnerInput, token = world.tokens.a2m) {
  return callRoute(ctx.app, partnerRoutes.create, { token, body, lang: 'en-US' });
}

function update(id: number, body: TPartnerInput, token = world.tokens.a2m) {
  return callRoute(ctx.app, partnerRoutes.update, { token, params: { id }, body, lang: 'en-US' });
}

function switchTo(action: 'deactivate' | 'reactivate', id: number, token = world.tokens.a2m) {
  return callRoute(ctx.app, partnerRoutes[action], { token, params: { id }, lang: 'en-US' });
}

async function stored(id: number) {
  const [row] = await ctx.db.select().from(partners).where(eq(partners.id, id));
  return row!;
}

describe('POST /api/auth/partners', () => {
  it('adds a partner under the operator, document stored as digits, and audits it', async () => {
    const res = await create(VALID);
    expect(res.statusCode).toBe(201);
    const body = res.data();
    expect(body).toMatchObject({
      name: 'Norte Revendas',
      kind: 'partner',
      document: '11222333000181',
      email: 'contato@norte.example',
      contact_name: 'Ana Souza',
      active: true,
      companies_count: 0,
    });
    const row = await stored(body.id);
    expect(row).toMatchObject({ parentId: world.operator.id, kind: 'partner', document: '11222333000181' });
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.event, 'partner_created'));
    expect(audits.some((a) => (a.details as { partner_id?: number }).partner_id === body.id)).toBe(true);
  });

  it('stores blank optional fields as null and accepts a CPF', async () => {
    const res = await create({ name: 'Pessoa Física', document: '529.982.247-25', email: ' ' });
    expect(res.statusCode).toBe(201);
    expect(res.data()).toMatchObject({
      document: '52998224725',
      email: null,
      phone: null,
      contact_name: null,
    });
  });

  it('answers 400 with field errors for a bad document, e-mail and a missing name', async () => {
    const res = await create({ ...VALID, name: '', document: '11.222.333/0001-82', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const { code, errors = {} } = res.error();
    expect(code).toBe('validation_failed');
    expect(Object.keys(errors).sort()).toEqual(['document', 'email', 'name']);
    expect(errors.name?.[0]).toMatch(/required/i);
    expect(errors.document?.[0]).toMatch(/invalid/i);
  });

  it('answers 400 when the document is all the same digit', async () => {
    const res = await create({ ...VALID, document: '111.111.111-11' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['document']);
  });
});

describe('PUT /api/auth/partners/:id', () => {
  it("changes the operator's own partner", async () => {
    const { id } = (await create(VALID)).data();
    const res = await update(id, { ...VALID, name: 'Norte BI', phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({ id, name: 'Norte BI', phone: null });
    expect(await stored(id)).toMatchObject({ name: 'Norte BI', phone: null });
  });

  it("answers 404 for another operator's partner and leaves it untouched", async () => {
    const before = await stored(foreignPartnerId);
    const res = await update(foreignPartnerId, VALID);
    expect(res.statusCode).toBe(404);
    expect(res.error().code).toBe('not_found');
    expect((await stored(foreignPartnerId)).name).toBe(before.name);
  });

  it('answers 404 for the operator record itself and for an unknown id', async () => {
    expect((await update(world.operator.id, VALID)).statusCode).toBe(404);
    expect((await update(999999, VALID)).statusCode).toBe(404);
  });

  it('answers 400 for an invalid body', async () => {
    const res = await update(world.partner.id, { name: 'X', document: '123' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['document']);
  });
});

describe('deactivate / reactivate', () => {
  it('deactivates a partner without active users in its units, then reactivates it', async () => {
    const partner = await createPartner(ctx.db, { operatorId: world.operator.id });
    const unit = await createCompany(ctx.db, { partnerId: partner.id });
    // A deactivated user does not hold the partner back.
    const gone = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));

    const off = await switchTo('deactivate', partner.id);
    expect(off.statusCode).toBe(200);
    expect(off.data().active).toBe(false);
    expect((await stored(partner.id)).active).toBe(false);

    const on = await switchTo('reactivate', partner.id);
    expect(on.statusCode).toBe(200);
    expect((await stored(partner.id)).active).toBe(true);
  });

  it('refuses to deactivate a partner whose units still have active users, naming them', async () => {
    const res = await switchTo('deactivate', world.partner.id);
    expect(res.statusCode).toBe(409);
    const body = res.error();
    expect(body.code).toBe('partner_has_active_users');
    // The world's unit has its admin and its user.
    expect(body.message).toContain('1 business unit(s) still have 2 active user(s)');
    expect((await stored(world.partner.id)).active).toBe(true);
  });

  it("answers 404 for another operator's partner", async () => {
    expect((await switchTo('deactivate', foreignPartnerId)).statusCode).toBe(404);
    expect((await switchTo('reactivate', foreignPartnerId)).statusCode).toBe(404);
    expect((await stored(foreignPartnerId)).active).toBe(true);
  });
});

describe('GET /api/auth/partners filters', () => {
  it('filters by status and searches by document', async () => {
    const quiet = await createPartner(ctx.db, { operatorId: world.operator.id, name: 'Quiet Partner' });
    await switchTo('deactivate', quiet.id);
    const list = (query: RouteInput<typeof partnerRoutes.list>['query']) =>
      callRoute(ctx.app, partnerRoutes.list, { query, token: world.tokens.a2m });

    const inactive = (await list({ status: 'inactive', per_page: 100 })).data();
    expect(inactive.data.map((p: { name: string }) => p.name)).toContain('Quiet Partner');
    expect(inactive.data.every((p: { active: boolean }) => !p.active)).toBe(true);
    const active = (await list({ status: 'active', per_page: 100 })).data();
    expect(active.data.some((p: { id: number }) => p.id === quiet.id)).toBe(false);

    const byDocument = (await list({ search: '222.333' })).data();
    expect(byDocument.data.length).toBeGreaterThan(0);
    expect(byDocument.data.every((p) => p.document?.includes('222333'))).toBe(true);

    // A status the contract does not know.
    const sleeping = { status: 'sleeping' } as unknown as RouteInput<typeof partnerRoutes.list>['query'];
    expect((await list(sleeping)).statusCode).toBe(400);
  });
});
