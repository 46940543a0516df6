import { clientRoutes, type TClientInput } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema';
import { callRoute, createTestContext, createWorld, type TestContext } from './helpers';

// The billing fields of a client (spec §3): unit price, bonus users, due day, invoice e-mail.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

const BASE = {
  name: 'Mercado Azul Ltda',
  person_type: 'legal',
  document: '11.222.333/0001-81',
} as const;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

const asA2m = () => ({ token: world.tokens.a2m, lang: 'en-US' });

function create(body: TClientInput) {
  return callRoute(ctx.app, clientRoutes.create, { ...asA2m(), body });
}

function update(id: number, body: TClientInput) {
  return callRoute(ctx.app, clientRoutes.update, { ...asA2m(), params: { id }, body });
}

describe('client billing fields', () => {
  it('stores them as typed, and defaults them when left out', async () => {
    const res = await create({
      ...BASE,
      partner_id: world.partner.id,
      unit_price_cents: 4990,
      bonus_users: 3,
      due_day: 15,
      invoice_email: 'billing@mercado.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.data()).toMatchObject({
      unit_price_cents: 4990,
      bonus_users: 3,
      due_day: 15,
      invoice_email: 'billing@mercado.example',
    });
    const plain = await create({ ...BASE, partner_id: world.partner.id, name: 'Plain' });
    expect(plain.data()).toMatchObject({
      unit_price_cents: 0,
      bonus_users: 0,
      due_day: null,
      invoice_email: null,
    });
  });

  it('keeps the billing fields an edit leaves out, and changes the ones it names', async () => {
    const { id } = (
      await create({
        ...BASE,
        partner_id: world.partner.id,
        unit_price_cents: 1000,
        bonus_users: 2,
        due_day: 5,
      })
    ).data();
    const edited = await update(id, { ...BASE, partner_id: world.partner.id, name: 'Renamed' });
    expect(edited.data()).toMatchObject({
      name: 'Renamed',
      unit_price_cents: 1000,
      bonus_users: 2,
      due_day: 5,
    });
    const priced = await update(id, {
      ...BASE,
      partner_id: world.partner.id,
      unit_price_cents: 2500,
      due_day: null,
    });
    expect(priced.data()).toMatchObject({ unit_price_cents: 2500, bonus_users: 2, due_day: null });
    const [row] = await ctx.db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({ unitPriceCents: 2500, bonusUsers: 2, dueDay: null });
  });

  it('answers 400 naming each bad billing field', async () => {
    const res = await create({
      ...BASE,
      partner_id: world.partner.id,
      unit_price_cents: -1,
      bonus_users: 1.5,
      due_day: 31,
      invoice_email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {}).sort()).toEqual([
      'bonus_users',
      'due_day',
      'invoice_email',
      'unit_price_cents',
    ]);
  });
});
