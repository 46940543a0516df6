import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema';
import {
  call,
  createOperator,
  createPartner,
  createTestContext,
  createWorld,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const elsewhere = await createOperator(ctx.db);
  const foreignPartnerId = (await createPartner(ctx.db, { operatorId: elsewhere.id })).id;
  await ctx.db.insert(clients).values([
    { partnerId: world.partner.id, name: 'Alpha Bakery', seller: 'Rafael' },
    { partnerId: world.partner.id, name: 'Beta Market', seller: 'rafael' },
    { partnerId: world.partner.id, name: 'Gamma Store', seller: 'Ana' },
    { partnerId: world.partner.id, name: 'Delta Shop', seller: null },
    { partnerId: foreignPartnerId, name: 'Foreign Rafael Client', seller: 'Rafael' },
    { partnerId: foreignPartnerId, name: 'Foreign Zoe Client', seller: 'Zoe' },
  ]);
});
afterAll(() => ctx.close());

function get(url: string, token = world.tokens.a2m) {
  return call(ctx.app, { method: 'GET', url: `/api/auth/clients${url}`, token, lang: 'en-US' });
}

describe('clients by seller', () => {
  it("lists only that seller's clients, regardless of case, in the operator's reach", async () => {
    const res = await get('?seller=RAFAEL');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Alpha Bakery', 'Beta Market']);
    expect(res.json().total).toBe(2);
    const ana = await get(`?seller=Ana&partner_id=${world.partner.id}`);
    expect(ana.json().data.map((c: { name: string }) => c.name)).toEqual(['Gamma Store']);
  });

  it('answers 400 for a bad seller or a bad partner id, never 500', async () => {
    for (const query of ['?seller=', `?seller=${'x'.repeat(201)}`, '?partner_id=abc', '?partner_id=-1']) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });

  it("names each seller of the operator's clients once, leaving other operators' out", async () => {
    const res = await get('/sellers');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0]).toBe('Ana');
    expect(res.json().data[1].toLowerCase()).toBe('rafael');
  });

  it('keeps the sellers to the operator', async () => {
    expect((await get('/sellers', '')).statusCode).toBe(401);
    expect((await get('/sellers', world.tokens.master)).statusCode).toBe(403);
  });
});
