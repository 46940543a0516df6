import { accountRoutes, type AnyRoute, billingRoutes, type RouteInput } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, invoices, memberships } from '../src/db/schema';
import { closeMonth } from '../src/modules/billing/billing.service';
import { addUnitUser, createBilledClient, createClientUnit } from './billing-fixtures';
import {
  callRoute,
  createOperator,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  type RouteCall,
  signIn,
  type TestContext,
} from './helpers';

// Spec §6: the billing administrator (a partner's user who changes and mails its clients'
// invoices), the seller of a client (lists filter by seller) and the client's contact (a unit's
// user who reads its client's invoices).

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let contact: { id: number; email: string; membershipId: number; token: string };
let stranger: { token: string };
let ownInvoiceId: number;
let otherInvoiceId: number;
let foreignMembershipId: number;

const MONTH = '2026-08';

const membershipOf = async (userId: number) =>
  (await ctx.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const db = ctx.db;
  const own = await createBilledClient(db, {
    partnerId: world.partner.id,
    name: 'Own Client',
    unitPriceCents: 1000,
  });
  await db.update(clients).set({ seller: 'Rafael' }).where(eq(clients.id, own.id));
  const ownUnit = await createClientUnit(db, { partnerId: world.partner.id, clientId: own.id });
  await addUnitUser(db, { companyId: ownUnit.id, from: '2026-01-01T00:00:00Z' });
  const other = await createBilledClient(db, {
    partnerId: world.partner.id,
    name: 'Other Client',
    unitPriceCents: 2000,
  });
  const otherUnit = await createClientUnit(db, { partnerId: world.partner.id, clientId: other.id });
  await addUnitUser(db, { companyId: otherUnit.id, from: '2026-01-01T00:00:00Z' });
  await closeMonth({ db, operatorId: world.operator.id, month: MONTH, closedBy: null });
  const invoiceOf = async (clientId: number) =>
    (
      await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.clientId, clientId), eq(invoices.referenceMonth, MONTH)))
    )[0]!.id;
  ownInvoiceId = await invoiceOf(own.id);
  otherInvoiceId = await invoiceOf(other.id);

  const person = await createUser(db, { profile: 'user', companyId: ownUnit.id });
  contact = {
    id: person.id,
    email: person.email,
    membershipId: await membershipOf(person.id),
    token: await signIn(ctx.app, person.email),
  };
  const plain = await createUser(db, { profile: 'user', companyId: ownUnit.id });
  stranger = { token: await signIn(ctx.app, plain.email) };
  const elsewhere = await createPartner(db, { operatorId: (await createOperator(db)).id });
  const foreignMaster = await createUser(db, { profile: 'master', partnerId: elsewhere.id });
  foreignMembershipId = await membershipOf(foreignMaster.id);
});
afterAll(() => ctx.close());

/** Calls a billing route as the operator unless told, in English; `token: null` has no session. */
function api<R extends AnyRoute>(def: R, input: RouteInput<R>, as: { token?: string | null } = {}) {
  return callRoute(ctx.app, def, {
    ...input,
    token: as.token === null ? undefined : (as.token ?? world.tokens.a2m),
    lang: 'en-US',
  } as RouteCall<R>);
}

describe('billing administrator', () => {
  it('is named by the operator on a partner’s user, and only there', async () => {
    const masterMembership = await membershipOf(world.users.master.id);
    expect(
      (await api(billingRoutes.setRoles, { params: { id: masterMembership }, body: {} }, { token: null }))
        .statusCode,
    ).toBe(401);
    for (const profile of ['master', 'admin', 'user'] as const) {
      const res = await api(
        billingRoutes.setRoles,
        { params: { id: masterMembership }, body: { billing_admin: true } },
        { token: world.tokens[profile] },
      );
      expect(res.statusCode, profile).toBe(403);
    }
    expect(
      (
        await api(billingRoutes.setRoles, {
          params: { id: masterMembership },
          body: { billing_admin: 'yes' } as never,
        })
      ).statusCode,
    ).toBe(400);
    const misplaced = await api(billingRoutes.setRoles, {
      params: { id: contact.membershipId },
      body: { billing_admin: true },
    });
    expect(misplaced.statusCode).toBe(400);
    expect(Object.keys(misplaced.error().errors ?? {})).toEqual(['billing_admin']);
    expect(
      (
        await api(billingRoutes.setRoles, {
          params: { id: foreignMembershipId },
          body: { billing_admin: true },
        })
      ).statusCode,
    ).toBe(404);

    // Before: the partner reads its invoices but changes none.
    expect((await api(billingRoutes.invoices, {}, { token: world.tokens.master })).data().policies).toEqual({
      manage: false,
    });
    const refused = await api(
      billingRoutes.updateInvoice,
      { params: { id: ownInvoiceId }, body: { situation: 'paid' } },
      { token: world.tokens.master },
    );
    expect(refused.statusCode).toBe(403);

    const named = await api(billingRoutes.setRoles, {
      params: { id: masterMembership },
      body: { billing_admin: true },
    });
    expect(named.statusCode).toBe(200);
    expect(named.data()).toMatchObject({
      membership_id: masterMembership,
      profile: 'master',
      billing_admin: true,
      client_contact: false,
    });
    expect((await api(billingRoutes.invoices, {}, { token: world.tokens.master })).data().policies).toEqual({
      manage: true,
    });
    const paid = await api(
      billingRoutes.updateInvoice,
      { params: { id: ownInvoiceId }, body: { situation: 'paid' } },
      { token: world.tokens.master },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.data().situation).toBe('paid');
    // Closing months stays with the operator.
    expect(
      (await api(billingRoutes.close, { body: { month: MONTH } }, { token: world.tokens.master })).statusCode,
    ).toBe(403);
  });
});

describe('seller', () => {
  it('filters the invoices by the seller of their client', async () => {
    const mine = (await api(billingRoutes.invoices, { query: { month: MONTH, seller: 'rafael' } })).data();
    expect(mine.data.map((i) => [i.client_name, i.seller])).toEqual([['Own Client', 'Rafael']]);
    expect(mine.totals.total_cents).toBe(1000);
    expect(
      (await api(billingRoutes.invoices, { query: { month: MONTH, seller: 'Nobody' } })).data().total,
    ).toBe(0);
  });
});

describe('client contact', () => {
  it('reads only its client’s invoices once the operator names it', async () => {
    expect((await api(billingRoutes.myInvoices, {}, { token: null })).statusCode).toBe(401);
    expect((await api(billingRoutes.myInvoices, {}, { token: world.tokens.master })).statusCode).toBe(403);
    expect((await api(billingRoutes.myInvoices, {}, { token: contact.token })).statusCode).toBe(403);

    const named = await api(billingRoutes.setRoles, {
      params: { id: contact.membershipId },
      body: { client_contact: true },
    });
    expect(named.data()).toMatchObject({ profile: 'user', client_contact: true, billing_admin: false });
    const res = await api(billingRoutes.myInvoices, {}, { token: contact.token });
    expect(res.statusCode).toBe(200);
    expect(res.data().data.map((i) => i.id)).toEqual([ownInvoiceId]);
    expect(res.data().policies).toEqual({ manage: false });
    const pdf = await api(
      billingRoutes.myInvoicePdf,
      { params: { id: ownInvoiceId } },
      { token: contact.token },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await api(billingRoutes.myInvoicePdf, { params: { id: otherInvoiceId } }, { token: contact.token }))
        .statusCode,
    ).toBe(404);
    expect((await api(billingRoutes.myInvoices, {}, { token: stranger.token })).statusCode).toBe(403);
    expect(
      (
        await api(
          billingRoutes.myInvoices,
          { query: { situation: 'nope' } as never },
          { token: contact.token },
        )
      ).statusCode,
    ).toBe(400);

    await api(billingRoutes.setRoles, {
      params: { id: contact.membershipId },
      body: { client_contact: false },
    });
    expect((await api(billingRoutes.myInvoices, {}, { token: contact.token })).statusCode).toBe(403);
  });
});

describe('account answer', () => {
  it('tells a unit user whether it is its client’s contact', async () => {
    const account = (token: string) => callRoute(ctx.app, accountRoutes.get, { token, lang: 'en-US' });
    expect((await account(contact.token)).data().client_contact).toBe(false);
    await api(billingRoutes.setRoles, {
      params: { id: contact.membershipId },
      body: { client_contact: true },
    });
    expect((await account(contact.token)).data().client_contact).toBe(true);
    expect((await account(stranger.token)).data().client_contact).toBe(false);
    expect((await account(world.tokens.a2m)).data().client_contact).toBe(false);
    await api(billingRoutes.setRoles, {
      params: { id: contact.membershipId },
      body: { client_contact: false },
    });
    expect((await account(contact.token)).data().client_contact).toBe(false);
  });
});
