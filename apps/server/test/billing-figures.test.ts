import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, invoiceLines, invoices, memberships } from '../src/db/schema';
import { dueDateOf } from '../src/modules/billing/billing-figures.repository';
import { closeMonth } from '../src/modules/billing/billing.service';
import { closePreviousMonth } from '../src/modules/billing/billing.jobs';
import { addDomain, addUnitUser, createBilledClient, createClientUnit } from './billing-fixtures';
import { createOperator, createPartner, createTestContext, type TestContext } from './helpers';

// Figures checked against cases computed by hand. The reference month is September 2026; its
// closing day is 30/09/2026 (the figures are read as they stood at 2026-10-01T00:00Z).

let ctx: TestContext;
let operatorId: number;
let partnerId: number;
let acme: { id: number };
let tiny: { id: number };
let u1: { id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db;
  operatorId = (await createOperator(db)).id;
  partnerId = (await createPartner(db, { operatorId })).id;

  // Acme: R$ 49,90 a user, 1 bonus user of its own, two units (1 and 0 bonus users).
  acme = await createBilledClient(db, {
    partnerId,
    name: 'Acme',
    unitPriceCents: 4990,
    bonusUsers: 1,
    dueDay: 15,
  });
  u1 = await createClientUnit(db, { partnerId, clientId: acme.id, name: 'Acme North', bonusUsers: 1 });
  const u2 = await createClientUnit(db, { partnerId, clientId: acme.id, name: 'Acme South' });
  const both = await addUnitUser(db, { companyId: u1.id, from: '2026-08-10T12:00:00Z' }); // counted once
  await addUnitUser(db, { companyId: u2.id, from: '2026-08-11T12:00:00Z', userId: both });
  await addUnitUser(db, { companyId: u1.id, from: '2026-09-15T12:00:00Z' }); // added mid-month: counted
  await addUnitUser(db, {
    companyId: u1.id,
    from: '2026-08-01T00:00:00Z',
    deactivatedAt: '2026-09-20T00:00:00Z',
  }); // gone before the closing day
  await addUnitUser(db, {
    companyId: u1.id,
    from: '2026-08-01T00:00:00Z',
    deactivatedAt: '2026-10-05T00:00:00Z',
  }); // gone after it: counted
  await addUnitUser(db, { companyId: u1.id, from: '2026-10-02T00:00:00Z' }); // arrived after it
  await addUnitUser(db, { companyId: u1.id, from: '2026-08-01T00:00:00Z', status: 'B' }); // blocked
  await addUnitUser(db, {
    companyId: u1.id,
    from: '2026-08-01T00:00:00Z',
    deletedAt: '2026-09-10T00:00:00Z',
  }); // removed
  await addUnitUser(db, { companyId: u2.id, from: '2026-01-01T00:00:00Z' }); // counted
  // Active on the closing day: 4 people; bonus 1 + 1 + 0 = 2; billed 2 × 49,90 = 99,80.

  await addDomain(db, {
    companyId: u1.id,
    domain: 'bi.acme.com.br',
    feeCents: 2500,
    from: '2026-09-12T10:00:00Z',
  }); // added mid-month
  await addDomain(db, {
    companyId: u2.id,
    domain: 'old.acme.com.br',
    feeCents: 9900,
    from: '2026-07-01T00:00:00Z',
    until: '2026-08-20T00:00:00Z',
  }); // ended before the month
  await addDomain(db, {
    companyId: u2.id,
    domain: 'sul.acme.com.br',
    feeCents: 3000,
    from: '2026-09-25T00:00:00Z',
    until: '2026-09-28T00:00:00Z',
  }); // in force a few days
  await addDomain(db, {
    companyId: u1.id,
    domain: 'next.acme.com.br',
    feeCents: 4000,
    from: '2026-10-03T00:00:00Z',
  }); // next month
  // Domain fees 25,00 + 30,00 = 55,00; total 154,80.

  // Tiny: 10 bonus users and 2 active users: billed users never go below zero.
  tiny = await createBilledClient(db, { partnerId, name: 'Tiny', unitPriceCents: 1000, bonusUsers: 10 });
  const tu = await createClientUnit(db, { partnerId, clientId: tiny.id });
  await addUnitUser(db, { companyId: tu.id, from: '2026-02-01T00:00:00Z' });
  await addUnitUser(db, { companyId: tu.id, from: '2026-02-01T00:00:00Z' });

  // A client that only started in October is not billed for September.
  const late = await createBilledClient(db, {
    partnerId,
    name: 'Late',
    unitPriceCents: 1000,
    createdAt: '2026-10-10T00:00:00Z',
  });
  await createClientUnit(db, { partnerId, clientId: late.id });
});
afterAll(() => ctx.close());

const invoiceOf = async (clientId: number, month = '2026-09') =>
  (await ctx.db.select().from(invoices).where(eq(invoices.clientId, clientId))).find(
    (i) => i.referenceMonth === month,
  );

describe('closing a month', () => {
  it('freezes each client’s figures as they stood on the closing day', async () => {
    const result = await closeMonth({
      db: ctx.db,
      operatorId,
      month: '2026-09',
      closedBy: null,
      now: new Date('2026-10-01T03:00:00Z'),
    });
    expect(result).toEqual({
      month: '2026-09',
      created: 2,
      invoices: 2,
      total_cents: 15480,
      clients: 3,
      // Late became a client in October.
      skipped: { already_invoiced: 0, no_units: 0, cancelled: 0, joined_after: 1 },
    });
    const acmeInvoice = await invoiceOf(acme.id);
    expect(acmeInvoice).toMatchObject({
      activeUsers: 4,
      bonusUsers: 2,
      billedUsers: 2,
      unitPriceCents: 4990,
      usersAmountCents: 9980,
      domainFeesCents: 5500,
      totalCents: 15480,
      dueDate: '2026-10-15',
      issueDate: '2026-10-01',
      contractDate: '2025-03-01',
      situation: 'open',
    });
    const lines = await ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, acmeInvoice!.id))
      .orderBy(invoiceLines.position);
    expect(lines.map((l) => [l.kind, l.description, l.quantity, l.unitCents, l.amountCents])).toEqual([
      ['users', 'users', 2, 4990, 9980],
      ['domain', 'bi.acme.com.br', 1, 2500, 2500],
      ['domain', 'sul.acme.com.br', 1, 3000, 3000],
    ]);
    expect(await invoiceOf(tiny.id)).toMatchObject({
      activeUsers: 2,
      bonusUsers: 10,
      billedUsers: 0,
      totalCents: 0,
      dueDate: '2026-10-10',
    });
  });

  it('leaves a closed invoice unchanged when users, prices and domains change later', async () => {
    const before = await invoiceOf(acme.id);
    await addUnitUser(ctx.db, { companyId: u1.id, from: '2026-09-02T00:00:00Z' });
    await ctx.db
      .update(memberships)
      .set({ deactivatedAt: new Date('2026-09-03T00:00:00Z') })
      .where(eq(memberships.companyId, u1.id));
    await ctx.db.update(clients).set({ unitPriceCents: 9999, bonusUsers: 0 }).where(eq(clients.id, acme.id));
    await addDomain(ctx.db, {
      companyId: u1.id,
      domain: 'more.acme.com.br',
      feeCents: 7000,
      from: '2026-09-01T00:00:00Z',
    });
    const again = await closeMonth({
      db: ctx.db,
      operatorId,
      month: '2026-09',
      closedBy: null,
      now: new Date('2026-11-01T00:00:00Z'),
    });
    expect(again).toEqual({
      month: '2026-09',
      created: 0,
      invoices: 2,
      total_cents: 15480,
      clients: 3,
      skipped: { already_invoiced: 2, no_units: 0, cancelled: 0, joined_after: 1 },
    });
    expect(await invoiceOf(acme.id)).toEqual(before);
  });

  it('refuses a month that has not ended', async () => {
    await expect(
      closeMonth({
        db: ctx.db,
        operatorId,
        month: '2026-10',
        closedBy: null,
        now: new Date('2026-10-31T23:59:00Z'),
      }),
    ).rejects.toMatchObject({ code: 'billing_month_not_ended' });
  });

  it('the scheduled close bills the month just ended, with the changes made before its closing day', async () => {
    await closePreviousMonth(ctx.db, new Date('2026-11-01T00:30:00Z'));
    // October: every membership of Acme North was ended on 03/09 by the previous case; Acme
    // South keeps 2 people. Bonus: Acme North's 1 (the client's is now 0): 1 billed at 99,99.
    const october = await invoiceOf(acme.id, '2026-10');
    expect(october).toMatchObject({ activeUsers: 2, bonusUsers: 1, billedUsers: 1, unitPriceCents: 9999 });
    // Domains in force in October: bi (25,00), next (40,00), more (70,00).
    expect(october?.domainFeesCents).toBe(13500);
    expect(october?.totalCents).toBe(9999 + 13500);
    expect(
      await invoiceOf(
        (await ctx.db.select().from(clients).where(eq(clients.name, 'Late')))[0]!.id,
        '2026-10',
      ),
    ).toBeDefined();
  });
});

describe('a close that invoices nobody says why', () => {
  it('counts the clients skipped by reason: cancelled, no unit on the closing day, registered after the month', async () => {
    const operator = await createOperator(ctx.db);
    const partner = await createPartner(ctx.db, { operatorId: operator.id });
    const billed = await createBilledClient(ctx.db, { partnerId: partner.id, name: 'Billed' });
    await createClientUnit(ctx.db, { partnerId: partner.id, clientId: billed.id });
    const cancelled = await createBilledClient(ctx.db, { partnerId: partner.id, name: 'Gone' });
    await createClientUnit(ctx.db, { partnerId: partner.id, clientId: cancelled.id });
    await ctx.db.update(clients).set({ situation: 'cancelled' }).where(eq(clients.id, cancelled.id));
    await createBilledClient(ctx.db, { partnerId: partner.id, name: 'No unit yet' });
    const newcomer = await createBilledClient(ctx.db, {
      partnerId: partner.id,
      name: 'Newcomer',
      createdAt: '2026-09-15T00:00:00Z',
    });
    await createClientUnit(ctx.db, { partnerId: partner.id, clientId: newcomer.id });
    const result = await closeMonth({
      db: ctx.db,
      operatorId: operator.id,
      month: '2026-08',
      closedBy: null,
      now: new Date('2026-09-20T12:00:00Z'),
    });
    expect(result).toMatchObject({
      created: 1,
      clients: 4,
      skipped: { already_invoiced: 0, no_units: 1, cancelled: 1, joined_after: 1 },
    });
    // Closed on the 20th, past the 10th it would have been due: due a month later, not overdue at birth.
    expect(await invoiceOf(billed.id, '2026-08')).toMatchObject({
      issueDate: '2026-09-20',
      dueDate: '2026-10-10',
    });
  });
});

describe('the due date', () => {
  it('is the due day of the month after the reference month, or the first one at least five days after a late issue', () => {
    expect(dueDateOf('2026-09', 15, '2026-10-01')).toBe('2026-10-15');
    expect(dueDateOf('2026-09', 15, '2026-10-10')).toBe('2026-10-15');
    expect(dueDateOf('2026-09', 15, '2026-10-12')).toBe('2026-11-15');
    expect(dueDateOf('2026-09', 15, '2026-10-20')).toBe('2026-11-15');
    expect(dueDateOf('2026-09', 15, '2026-12-02')).toBe('2026-12-15');
    expect(dueDateOf('2026-11', 28, '2026-12-30')).toBe('2027-01-28');
    expect(dueDateOf('2026-11', null, '2026-12-01')).toBe('2026-12-10');
  });
});
