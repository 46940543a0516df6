import { clientRoutes, type RouteInput, type TClientInput } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, companies, partners } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createOperator,
  createPartner,
  createTestContext,
  createWorld,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let foreignPartnerId: number;
let foreignClientId: number;

const VALID = {
  name: 'Padaria Central Ltda',
  customer_code: 'C-0001',
  person_type: 'legal',
  document: '11.222.333/0001-81',
  fantasy_name: 'Padaria Central',
  state_registration: '110.042.490.114',
  address_street: 'Rua das Flores',
  address_number: '100',
  address_complement: 'Sala 2',
  address_neighborhood: 'Centro',
  address_city: 'São Paulo',
  business_email: 'financeiro@padaria.example',
  commercial_phone: '+55 11 3333-4444',
  contact_name: 'Carla Dias',
  seller: 'Rafael',
  contract_date: '2026-01-15',
  situation: 'active',
  observation: 'Pays on the 10th.',
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const elsewhere = await createOperator(ctx.db);
  foreignPartnerId = (await createPartner(ctx.db, { operatorId: elsewhere.id })).id;
  const [row] = await ctx.db
    .insert(clients)
    .values({ partnerId: foreignPartnerId, name: 'Foreign Client' })
    .returning();
  foreignClientId = row!.id;
});
afterAll(() => ctx.close());

const asA2m = () => ({ token: world.tokens.a2m, lang: 'en-US' });

/** Some of the bodies sent are ones the contract refuses, on purpose. */
function create(body: unknown) {
  return callRoute(ctx.app, clientRoutes.create, { ...asA2m(), body: body as TClientInput });
}

function update(id: number, body: unknown) {
  return callRoute(ctx.app, clientRoutes.update, { ...asA2m(), params: { id }, body: body as TClientInput });
}

function list(query: RouteInput<typeof clientRoutes.list>['query']) {
  return callRoute(ctx.app, clientRoutes.list, { ...asA2m(), query });
}

function remove(id: number) {
  return callRoute(ctx.app, clientRoutes.remove, { ...asA2m(), params: { id } });
}

describe('clients', () => {
  it('adds a client with every field to one of its partners, stored as typed', async () => {
    const res = await create({ ...VALID, partner_id: world.partner.id });
    expect(res.statusCode).toBe(201);
    const body = res.data();
    expect(body).toMatchObject({
      ...VALID,
      document: '11222333000181',
      partner_id: world.partner.id,
      partner_name: world.partner.name,
      units_count: 0,
    });
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, body.id));
    expect(row).toMatchObject({
      partnerId: world.partner.id,
      document: '11222333000181',
      customerCode: 'C-0001',
      addressCity: 'São Paulo',
      contractDate: '2026-01-15',
    });
  });

  it('requires a CPF for a physical person and a CNPJ for a legal one', async () => {
    const wrong = await create({ ...VALID, partner_id: world.partner.id, person_type: 'physical' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.error().errors ?? {})).toEqual(['document']);
    const right = await create({
      name: 'João Silva',
      partner_id: world.partner.id,
      person_type: 'physical',
      document: '529.982.247-25',
    });
    expect(right.statusCode).toBe(201);
    expect(right.data()).toMatchObject({ document: '52998224725', situation: 'active', customer_code: null });
  });

  it('answers 400 with field errors for bad fields', async () => {
    const res = await create({
      ...VALID,
      partner_id: world.partner.id,
      name: '',
      business_email: 'x',
      contract_date: '2026-02-31x',
      situation: 'sleeping',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'business_email', 'situation']),
    );
  });

  it('refuses a contract date that does not exist with 400 on the field, on add and on edit', async () => {
    const before = await ctx.db.select().from(clients);
    for (const contract_date of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '0000-01-01']) {
      const res = await create({
        ...VALID,
        partner_id: world.partner.id,
        name: 'Impossible Day',
        contract_date,
      });
      expect(res.statusCode, contract_date).toBe(400);
      expect(res.error().errors, contract_date).toEqual({ contract_date: ['contract_date is invalid'] });
    }
    expect(await ctx.db.select().from(clients)).toHaveLength(before.length);

    const { id } = (
      await create({
        ...VALID,
        partner_id: world.partner.id,
        name: 'Leap Day',
        contract_date: '2024-02-29',
      })
    ).data();
    const edit = await update(id, {
      ...VALID,
      partner_id: world.partner.id,
      contract_date: '2024-02-30',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.error().errors).toEqual({ contract_date: ['contract_date is invalid'] });
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, id));
    expect(row!.contractDate).toBe('2024-02-29');
    // A form left blank clears it.
    const cleared = await update(id, { ...VALID, partner_id: world.partner.id, contract_date: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.data().contract_date).toBeNull();
  });

  it("refuses another operator's partner as the owner", async () => {
    const res = await create({ ...VALID, partner_id: foreignPartnerId });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['partner_id']);
  });

  it('lists, filters by partner and searches by name, fantasy name, code and document', async () => {
    const all = (await list({ per_page: 100 })).data();
    expect(all.data.some((c: { id: number }) => c.id === foreignClientId)).toBe(false);
    const byPartner = (await list({ partner_id: world.partner.id, per_page: 100 })).data();
    expect(byPartner.data.every((c: { partner_id: number }) => c.partner_id === world.partner.id)).toBe(true);
    for (const search of ['Padaria Central', 'C-0001', '11.222.333', 'padaria']) {
      const found = (await list({ search })).data();
      expect(
        found.data.map((c: { name: string }) => c.name),
        search,
      ).toContain('Padaria Central Ltda');
    }
    expect((await list({ partner_id: foreignPartnerId })).data().total).toBe(0);
  });

  it('keeps the list in step with clients, partners and units changed anywhere', async () => {
    const [row] = await ctx.db
      .insert(clients)
      .values({ partnerId: world.partner.id, name: 'Kept Client' })
      .returning();
    const shown = async () => (await list({ search: 'Kept' })).data().data[0];
    expect(await shown()).toMatchObject({ id: row!.id, partner_name: world.partner.name, units_count: 0 });
    expect(await shown()).toMatchObject({ id: row!.id });
    // Written straight to the database, as another instance or a tool would.
    await ctx.db.update(clients).set({ name: 'Kept Client Renamed' }).where(eq(clients.id, row!.id));
    expect(await shown()).toMatchObject({ name: 'Kept Client Renamed' });
    await ctx.db.update(partners).set({ name: 'Renamed Partner' }).where(eq(partners.id, world.partner.id));
    expect(await shown()).toMatchObject({ partner_name: 'Renamed Partner' });
    await ctx.db.update(partners).set({ name: world.partner.name }).where(eq(partners.id, world.partner.id));
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    await ctx.db.update(companies).set({ clientId: row!.id }).where(eq(companies.id, unit.id));
    expect(await shown()).toMatchObject({ units_count: 1 });
    await ctx.db.delete(companies).where(eq(companies.id, unit.id));
    await ctx.db.delete(clients).where(eq(clients.id, row!.id));
    expect(await shown()).toBeUndefined();
  });

  it("edits a client, and answers 404 for another operator's client", async () => {
    const { id } = (await create({ ...VALID, partner_id: world.partner.id, name: 'To Edit' })).data();
    const res = await update(id, {
      ...VALID,
      partner_id: world.partner.id,
      situation: 'suspended',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data().situation).toBe('suspended');
    const foreign = await update(foreignClientId, { ...VALID, partner_id: world.partner.id });
    expect(foreign.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, foreignClientId));
    expect(row!.name).toBe('Foreign Client');
  });

  it("moves a client's units with it to another of the operator's partners, in the same change", async () => {
    const { id } = (await create({ ...VALID, partner_id: world.partner.id, name: 'Moving' })).data();
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    await ctx.db.update(companies).set({ clientId: id }).where(eq(companies.id, unit.id));
    const other = await createPartner(ctx.db, { operatorId: world.operator.id });
    const res = await update(id, { ...VALID, partner_id: other.id });
    expect(res.data()).toMatchObject({ partner_id: other.id, units_count: 1 });
    const [moved] = await ctx.db.select().from(companies).where(eq(companies.id, unit.id));
    expect(moved!.partnerId).toBe(other.id);
    const [bystander] = await ctx.db.select().from(companies).where(eq(companies.id, world.company.id));
    expect(bystander!.partnerId).toBe(world.partner.id);
  });

  it('deletes a client without units and refuses one with units, naming the count', async () => {
    const { id } = (await create({ ...VALID, partner_id: world.partner.id, name: 'To Delete' })).data();
    expect((await remove(id)).statusCode).toBe(200);
    expect(await ctx.db.select().from(clients).where(eq(clients.id, id))).toEqual([]);

    const [unit] = await ctx.db.select().from(companies).where(eq(companies.id, world.company.id));
    const refused = await remove(unit!.clientId);
    expect(refused.statusCode).toBe(409);
    expect(refused.error()).toMatchObject({ code: 'client_has_units' });
    expect(refused.error().message).toContain('1 business unit(s)');

    expect((await remove(foreignClientId)).statusCode).toBe(404);
  });
});
