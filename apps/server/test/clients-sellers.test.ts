import { clientRoutes, type RouteInput } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema';
import {
  callRoute,
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

function list(query: RouteInput<typeof clientRoutes.list>['query'], token = world.tokens.a2m) {
  return callRoute(ctx.app, clientRoutes.list, { query, token, lang: 'en-US' });
}

function sellers(token = world.tokens.a2m) {
  return callRoute(ctx.app, clientRoutes.sellers, { token, lang: 'en-US' });
}

describe('clients by seller', () => {
  it("lists only that seller's clients, regardless of case, in the operator's reach", async () => {
    const res = await list({ seller: 'RAFAEL' });
    expect(res.statusCode).toBe(200);
    expect(res.data().data.map((c: { name: string }) => c.name)).toEqual(['Alpha Bakery', 'Beta Market']);
    expect(res.data().total).toBe(2);
    const ana = await list({ seller: 'Ana', partner_id: world.partner.id });
    expect(ana.data().data.map((c: { name: string }) => c.name)).toEqual(['Gamma Store']);
  });

  it('answers 400 for a bad seller or a bad partner id, never 500', async () => {
    for (const query of [
      { seller: '' },
      { seller: 'x'.repeat(201) },
      { partner_id: 'abc' },
      { partner_id: -1 },
    ]) {
      expect((await list(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("names each seller of the operator's clients once, leaving other operators' out", async () => {
    const res = await sellers();
    expect(res.statusCode).toBe(200);
    expect(res.data().data).toHaveLength(2);
    expect(res.data().data[0]).toBe('Ana');
    expect(res.data().data[1]?.toLowerCase()).toBe('rafael');
  });

  it('keeps the sellers to the operator', async () => {
    expect((await sellers('')).statusCode).toBe(401);
    expect((await sellers(world.tokens.master)).statusCode).toBe(403);
  });
});
