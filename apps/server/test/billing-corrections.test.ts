import { billingRoutes, type TCorrectInvoiceRequest } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema';
import { closeMonth } from '../src/modules/billing/billing.service';
import { addUnitUser, createBilledClient, createClientUnit } from './billing-fixtures';
import {
  callRoute,
  createOperator,
  createPartner,
  createTestContext,
  createWorld,
  type TestContext,
} from './helpers';

// A closed invoice is never edited: a correction is a new document, and the original is cancelled.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let invoiceId: number;
let foreignInvoiceId: number;

const MONTH = '2026-07';

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const client = await createBilledClient(ctx.db, {
    partnerId: world.partner.id,
    name: 'Fix Me',
    unitPriceCents: 5000,
  });
  const unit = await createClientUnit(ctx.db, { partnerId: world.partner.id, clientId: client.id });
  for (let i = 0; i < 4; i++) await addUnitUser(ctx.db, { companyId: unit.id, from: '2026-01-01T00:00:00Z' });
  await closeMonth({ db: ctx.db, operatorId: world.operator.id, month: MONTH, closedBy: null });
  invoiceId = (await ctx.db.select().from(invoices).where(eq(invoices.clientId, client.id)))[0]!.id;

  const elsewhere = await createOperator(ctx.db);
  const foreignPartner = await createPartner(ctx.db, { operatorId: elsewhere.id });
  const foreign = await createBilledClient(ctx.db, { partnerId: foreignPartner.id });
  await createClientUnit(ctx.db, { partnerId: foreignPartner.id, clientId: foreign.id });
  await closeMonth({ db: ctx.db, operatorId: elsewhere.id, month: MONTH, closedBy: null });
  foreignInvoiceId = (await ctx.db.select().from(invoices).where(eq(invoices.clientId, foreign.id)))[0]!.id;
});
afterAll(() => ctx.close());

const BODY = {
  billed_users: 3,
  unit_price_cents: 4500,
  domain_fees_cents: 2500,
  observation: 'Price agreed in June',
};

/** Sends the body as written: a test may send one the contract refuses. */
function correct(id: number, body: Record<string, unknown>, token: string | null = world.tokens.a2m) {
  return callRoute(ctx.app, billingRoutes.correctInvoice, {
    token: token ?? undefined,
    params: { id },
    body: body as TCorrectInvoiceRequest,
    lang: 'pt-BR',
  });
}

describe('correcting an invoice', () => {
  it('answers 401, 403, 404 and 400 before touching anything', async () => {
    expect((await correct(invoiceId, BODY, null)).statusCode).toBe(401);
    expect((await correct(invoiceId, BODY, world.tokens.admin)).statusCode).toBe(403);
    expect((await correct(invoiceId, BODY, world.tokens.master)).statusCode).toBe(403);
    expect((await correct(foreignInvoiceId, BODY)).statusCode).toBe(404);
    const bad = await correct(invoiceId, { billed_users: -1, unit_price_cents: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual([
      'billed_users',
      'domain_fees_cents',
      'unit_price_cents',
    ]);
    const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row).toMatchObject({ situation: 'open', billedUsers: 4, totalCents: 20000 });
  });

  it('issues a new document with the corrected figures and cancels the original', async () => {
    const res = await correct(invoiceId, BODY);
    expect(res.statusCode).toBe(201);
    const fixed = res.data();
    expect(fixed).toMatchObject({
      kind: 'correction',
      corrects_id: invoiceId,
      reference_month: MONTH,
      client_name: 'Fix Me',
      billed_users: 3,
      unit_price_cents: 4500,
      users_amount_cents: 13500,
      domain_fees_cents: 2500,
      total_cents: 16000,
      // July was closed late (today): the original, and so its correction, is not yet due.
      situation: 'open',
      observation: 'Price agreed in June',
    });
    expect(fixed.id).not.toBe(invoiceId);
    const [original] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(original).toMatchObject({ situation: 'cancelled', billedUsers: 4, totalCents: 20000 });
    // The month's totals count the correction, not the cancelled original.
    const list = await callRoute(ctx.app, billingRoutes.invoices, {
      token: world.tokens.a2m,
      query: { month: MONTH, partner_id: world.partner.id },
    });
    expect(list.data().total).toBe(2);
    expect(list.data().totals.total_cents).toBe(16000);
    // Its PDF shows the corrected figures.
    const pdf = await callRoute(ctx.app, billingRoutes.invoicePdf, {
      token: world.tokens.a2m,
      params: { id: fixed.id },
      lang: 'pt-BR',
    });
    const parser = new PDFParse({ data: pdf.rawPayload });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Taxas de domínio 1 R$ 25,00 R$ 25,00');
    expect(text).toContain('Total: R$ 160,00');
    // A cancelled invoice is corrected no more; closing the month again issues nothing new.
    expect((await correct(invoiceId, BODY)).error().code).toBe('invoice_cancelled');
    const again = await closeMonth({
      db: ctx.db,
      operatorId: world.operator.id,
      month: MONTH,
      closedBy: null,
    });
    expect(again.created).toBe(0);
    const corrections = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'correction'), eq(invoices.correctsId, invoiceId)));
    expect(corrections).toHaveLength(1);
  });
});
