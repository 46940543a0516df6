import { billingRoutes, type TBillingPersonQuery } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema';
import { createCompany, createOperator, createPartner, createUser } from './helpers';
import { callRoute, createTestContext, createWorld, type TestContext } from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const elsewhere = await createOperator(ctx.db);
  const foreignPartner = await createPartner(ctx.db, { operatorId: elsewhere.id });
  const foreignUnit = await createCompany(ctx.db, { partnerId: foreignPartner.id });
  await createUser(ctx.db, { profile: 'admin', companyId: foreignUnit.id });
});
afterAll(() => ctx.close());

/** A page of the billing people; the query is sent as written (a test may send a bad one). */
function get(query: Record<string, unknown> = {}, token = world.tokens.a2m) {
  return callRoute(ctx.app, billingRoutes.people, {
    query: query as TBillingPersonQuery,
    token,
    lang: 'en-US',
  });
}

describe('billing people', () => {
  it("lists the partners' users and their units' users with their roles, none of another operator", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.total).toBe(3);
    const byEmail = Object.fromEntries(body.data.map((p) => [p.email, p]));
    expect(byEmail[world.users.master.email]).toMatchObject({
      profile: 'master',
      partner_name: world.partner.name,
      unit_name: null,
      billing_admin: false,
    });
    expect(byEmail[world.users.admin.email]).toMatchObject({ profile: 'admin', client_contact: false });
    expect(byEmail[world.users.admin.email]?.unit_name).toBeTruthy();
    expect(byEmail[world.users.user.email]).toMatchObject({ profile: 'user' });
  });

  it('shows a role once it is set, and searches by e-mail', async () => {
    const admin = (await get({ search: world.users.admin.email })).data().data;
    expect(admin).toHaveLength(1);
    const put = await callRoute(ctx.app, billingRoutes.setRoles, {
      token: world.tokens.a2m,
      params: { id: admin[0]!.membership_id },
      body: { client_contact: true },
    });
    expect(put.statusCode).toBe(200);
    const again = (await get({ search: world.users.admin.email })).data().data;
    expect(again[0]?.client_contact).toBe(true);
  });

  it('counts a membership added, removed and restored at once (kept counts, kept groups)', async () => {
    const before = (await get()).data().total;
    const added = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    expect((await get()).data().total).toBe(before + 1);
    const membership = eq(memberships.userId, added.id);
    await ctx.db.update(memberships).set({ deletedAt: new Date() }).where(membership);
    expect((await get()).data().total).toBe(before);
    await ctx.db.update(memberships).set({ deletedAt: null }).where(membership);
    const again = (await get({ per_page: 100 })).data();
    expect(again.total).toBe(before + 1);
    expect(again.data.map((p) => p.email)).toContain(added.email);
    await ctx.db.delete(memberships).where(membership);
    expect((await get()).data().total).toBe(before);
  });

  it('filters by partner and answers 400 for a bad partner id', async () => {
    expect((await get({ partner_id: world.partner.id })).data().total).toBe(3);
    expect((await get({ partner_id: world.partner.id + 100000 })).data().total).toBe(0);
    expect((await get({ partner_id: 'abc' })).statusCode).toBe(400);
  });

  it('is the operator’s alone', async () => {
    expect((await get({}, '')).statusCode).toBe(401);
    expect((await get({}, world.tokens.master)).statusCode).toBe(403);
  });
});
