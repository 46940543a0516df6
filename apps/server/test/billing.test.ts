import { type AnyRoute, billingRoutes, type RouteInput } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema';
import { closeMonth } from '../src/modules/billing/billing.service';
import { addDomain, addUnitUser, createBilledClient, createClientUnit } from './billing-fixtures';
import {
  callRoute,
  createOperator,
  createPartner,
  createTestContext,
  createWorld,
  type RouteCall,
  type TestContext,
} from './helpers';
import { type SmtpCapture, startSmtpCapture } from './password-helpers';

let ctx: TestContext;
let smtp: SmtpCapture;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherPartnerId: number;
let foreignInvoiceId: number;

const MONTH = '2026-09';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  world = await createWorld(ctx);
  const db = ctx.db;
  // The world's partner: Padaria, 3 active users, 1 bonus, R$ 1.234,56 a user, one domain at R$ 25,00.
  const padaria = await createBilledClient(db, {
    partnerId: world.partner.id,
    name: 'Padaria Central Ltda',
    unitPriceCents: 123456,
    bonusUsers: 1,
    dueDay: 5,
    invoiceEmail: 'financeiro@padaria.example',
  });
  const unit = await createClientUnit(db, {
    partnerId: world.partner.id,
    clientId: padaria.id,
    name: 'Padaria Loja',
  });
  for (let i = 0; i < 3; i++) await addUnitUser(db, { companyId: unit.id, from: '2026-03-01T00:00:00Z' });
  await addDomain(db, {
    companyId: unit.id,
    domain: 'bi.padaria.com.br',
    feeCents: 2500,
    from: '2026-05-01T00:00:00Z',
  });
  // Another partner of the same operator: its client is the operator's, not the world partner's.
  otherPartnerId = (await createPartner(db, { operatorId: world.operator.id })).id;
  const other = await createBilledClient(db, {
    partnerId: otherPartnerId,
    name: 'Outro Cliente',
    unitPriceCents: 1000,
  });
  const otherUnit = await createClientUnit(db, { partnerId: otherPartnerId, clientId: other.id });
  await addUnitUser(db, { companyId: otherUnit.id, from: '2026-03-01T00:00:00Z' });
  // Another operator's invoice.
  const elsewhere = await createOperator(db);
  const foreignPartner = await createPartner(db, { operatorId: elsewhere.id });
  const foreign = await createBilledClient(db, { partnerId: foreignPartner.id, unitPriceCents: 500 });
  await createClientUnit(db, { partnerId: foreignPartner.id, clientId: foreign.id });
  await closeMonth({ db, operatorId: elsewhere.id, month: MONTH, closedBy: null });
  foreignInvoiceId = (await db.select().from(invoices).where(eq(invoices.clientId, foreign.id)))[0]!.id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Calls a billing route as the operator unless told, in English unless told; `token: null` has no session. */
function api<R extends AnyRoute>(
  def: R,
  input: RouteInput<R>,
  as: { token?: string | null; lang?: string } = {},
) {
  return callRoute(ctx.app, def, {
    ...input,
    token: as.token === null ? undefined : (as.token ?? world.tokens.a2m),
    lang: as.lang ?? 'en-US',
  } as RouteCall<R>);
}

async function padariaInvoice() {
  const res = await api(billingRoutes.invoices, { query: { month: MONTH, search: 'padaria' } });
  return res.data().data[0]!;
}

describe('billing: closing a month', () => {
  it('answers 401 without a session, 403 to other profiles, 400 to a bad month', async () => {
    expect((await api(billingRoutes.close, { body: { month: MONTH } }, { token: null })).statusCode).toBe(
      401,
    );
    for (const profile of ['master', 'admin', 'user'] as const) {
      expect(
        (await api(billingRoutes.close, { body: { month: MONTH } }, { token: world.tokens[profile] }))
          .statusCode,
      ).toBe(403);
    }
    const bad = await api(billingRoutes.close, { body: { month: '2026-13' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.month).toBeDefined();
    const future = await api(billingRoutes.close, { body: { month: '2999-01' } });
    expect(future.statusCode).toBe(409);
    expect(future.error().code).toBe('billing_month_not_ended');
  });

  it('issues an invoice per client of every partner of the operator', async () => {
    const res = await api(billingRoutes.close, { body: { month: MONTH } });
    expect(res.statusCode).toBe(200);
    // Padaria: (3 - 1) × 1.234,56 + 25,00 = 2.494,12; the other client: 1 × 10,00. The world's
    // own unit (created today) was not there in September.
    expect(res.data()).toMatchObject({ month: MONTH, created: 2, invoices: 2, total_cents: 249412 + 1000 });
    // The world's own client got its unit today: nothing to bill in September, and said so.
    expect(res.data().skipped).toMatchObject({ already_invoiced: 0, cancelled: 0 });
    expect(res.data().skipped.no_units + res.data().skipped.joined_after).toBe(res.data().clients - 2);
    const again = (await api(billingRoutes.close, { body: { month: MONTH } })).data();
    expect(again).toMatchObject({ created: 0, skipped: { already_invoiced: 2 } });
  });
});

describe('billing: invoices', () => {
  it('lists the operator’s invoices with filters and totals, and a partner only its own', async () => {
    const all = (await api(billingRoutes.invoices, { query: { month: MONTH } })).data();
    expect(all.total).toBe(2);
    expect(all.totals).toMatchObject({ invoices: 2, total_cents: 250412, billed_users: 3 });
    expect(all.policies).toEqual({ manage: true });
    const byPartner = (await api(billingRoutes.invoices, { query: { partner_id: otherPartnerId } })).data();
    expect(byPartner.data.map((i) => i.client_name)).toEqual(['Outro Cliente']);
    const paid = (await api(billingRoutes.invoices, { query: { situation: 'paid' } })).data();
    expect(paid.total).toBe(0);
    const mine = (await api(billingRoutes.invoices, {}, { token: world.tokens.master })).data();
    expect(mine.data.map((i) => i.client_name)).toEqual(['Padaria Central Ltda']);
    expect(mine.policies).toEqual({ manage: false });
    expect((await api(billingRoutes.invoices, {}, { token: null })).statusCode).toBe(401);
    expect((await api(billingRoutes.invoices, {}, { token: world.tokens.admin })).statusCode).toBe(403);
    expect((await api(billingRoutes.invoices, { query: { situation: 'late' } as never })).statusCode).toBe(
      400,
    );
  });

  it('shows one invoice with its lines; another tenant’s is not found', async () => {
    const { id } = await padariaInvoice();
    const res = await api(billingRoutes.invoice, { params: { id } });
    expect(res.statusCode).toBe(200);
    // September closed late (today): due on the client's day (5) at least five days after issue,
    // not in October, when it would have been overdue the moment it was issued.
    const { issue_date, due_date } = res.data();
    const days = (Date.parse(due_date) - Date.parse(issue_date)) / 86_400_000;
    expect(due_date.slice(8)).toBe('05');
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThan(5 + 31);
    expect(res.data()).toMatchObject({
      reference_month: MONTH,
      active_users: 3,
      bonus_users: 1,
      billed_users: 2,
      users_amount_cents: 246912,
      domain_fees_cents: 2500,
      total_cents: 249412,
      invoice_email: 'financeiro@padaria.example',
      lines: [
        { kind: 'users', quantity: 2, unit_cents: 123456, amount_cents: 246912 },
        { kind: 'domain', description: 'bi.padaria.com.br', amount_cents: 2500 },
      ],
    });
    expect((await api(billingRoutes.invoice, { params: { id: foreignInvoiceId } })).statusCode).toBe(404);
    expect((await api(billingRoutes.invoicePdf, { params: { id: foreignInvoiceId } })).statusCode).toBe(404);
    expect(
      (
        await api(billingRoutes.updateInvoice, {
          params: { id: foreignInvoiceId },
          body: { situation: 'paid' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(billingRoutes.emailInvoice, { params: { id: foreignInvoiceId } })).statusCode).toBe(
      404,
    );
  });

  it('changes only the named fields; marks paid; an overdue invoice reads as overdue', async () => {
    const { id } = await padariaInvoice();
    const before = (await api(billingRoutes.invoice, { params: { id } })).data();
    expect(
      (
        await api(
          billingRoutes.updateInvoice,
          { params: { id }, body: { situation: 'paid' } },
          { token: world.tokens.master },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await api(billingRoutes.updateInvoice, { params: { id }, body: {} }, { token: null })).statusCode,
    ).toBe(401);
    const bad = await api(billingRoutes.updateInvoice, {
      params: { id },
      body: { due_date: '2026-02-30x', invoice_email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual(['due_date', 'invoice_email']);
    expect(
      (await api(billingRoutes.updateInvoice, { params: { id }, body: { total_cents: 1 } as never }))
        .statusCode,
    ).toBe(400);
    // A well-formed day that does not exist is refused on the field, and nothing changes.
    for (const due_date of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '0000-01-01']) {
      const impossible = await api(billingRoutes.updateInvoice, {
        params: { id },
        body: { due_date, situation: 'paid' },
      });
      expect(impossible.statusCode, due_date).toBe(400);
      expect(impossible.error().error_codes, due_date).toEqual({ due_date: ['field_invalid'] });
    }
    const kept = (await api(billingRoutes.invoice, { params: { id } })).data();
    expect(kept.due_date).toBe(before.due_date);
    expect(kept.situation).not.toBe('paid');

    const later = await api(billingRoutes.updateInvoice, {
      params: { id },
      body: { due_date: '2999-12-31' },
    });
    expect(later.data()).toMatchObject({ situation: 'open', due_date: '2999-12-31', observation: null });
    expect(
      (
        await api(billingRoutes.invoices, { query: { situation: 'open', partner_id: world.partner.id } })
      ).data().total,
    ).toBe(1);
    const overdue = await api(billingRoutes.updateInvoice, {
      params: { id },
      body: { due_date: '2026-01-05' },
    });
    expect(overdue.data()).toMatchObject({ situation: 'overdue', due_date: '2026-01-05' });
    const late = (
      await api(billingRoutes.invoices, { query: { situation: 'overdue', partner_id: world.partner.id } })
    ).data();
    expect(late.totals.overdue_cents).toBe(249412);
    const noted = await api(billingRoutes.updateInvoice, {
      params: { id },
      body: { observation: 'Paid by PIX' },
    });
    expect(noted.data()).toMatchObject({
      observation: 'Paid by PIX',
      due_date: '2026-01-05',
      total_cents: 249412,
    });
    const paid = await api(billingRoutes.updateInvoice, { params: { id }, body: { situation: 'paid' } });
    expect(paid.data().situation).toBe('paid');
    expect(paid.data().paid_at).not.toBeNull();
    expect(
      (await api(billingRoutes.invoices, { query: { situation: 'paid' } })).data().totals.paid_cents,
    ).toBe(249412);
  });

  it('keeps a cancelled invoice cancelled', async () => {
    const other = (await api(billingRoutes.invoices, { query: { partner_id: otherPartnerId } })).data()
      .data[0]!;
    expect(
      (
        await api(billingRoutes.updateInvoice, { params: { id: other.id }, body: { situation: 'cancelled' } })
      ).data().situation,
    ).toBe('cancelled');
    const again = await api(billingRoutes.updateInvoice, {
      params: { id: other.id },
      body: { situation: 'open' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.error().code).toBe('invoice_cancelled');
    // Cancelled invoices leave the totals.
    expect((await api(billingRoutes.invoices, { query: { month: MONTH } })).data().totals.total_cents).toBe(
      249412,
    );
  });
});

/** The text of a PDF with every run of white space made one space. */
async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('billing: the invoice PDF and its e-mail', () => {
  it('prints both parties, the lines and the totals in the caller’s language', async () => {
    const { id } = await padariaInvoice();
    const res = await api(billingRoutes.invoicePdf, { params: { id } }, { lang: 'pt-BR' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fatura-202609-\d{6}\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Fatura 202609-');
    expect(text).toContain(world.operator.name);
    expect(text).toContain('Padaria Central Ltda');
    expect(text).toContain('CNPJ: 11.222.333/0001-81');
    expect(text).toContain('Rua das Flores, 100 - Centro - São Paulo');
    expect(text).toContain('Mês de referência: 09/2026');
    expect(text).toContain('Vencimento: 05/01/2026');
    expect(text).toContain('Usuários faturados 2 R$ 1.234,56 R$ 2.469,12');
    expect(text).toContain('Domínio personalizado bi.padaria.com.br (Padaria Loja) 1 R$ 25,00 R$ 25,00');
    expect(text).toContain('Total: R$ 2.494,12');
    expect(text).toContain('Situação: Paga');

    const english = await pdfText(
      (await api(billingRoutes.invoicePdf, { params: { id } }, { lang: 'en-US' })).rawPayload,
    );
    expect(english).toContain('Total: R$2,494.12');
    expect(english).toContain('Due date: 05/01/2026');
    expect(
      (await api(billingRoutes.invoicePdf, { params: { id } }, { token: world.tokens.master })).statusCode,
    ).toBe(200);
    expect(
      (await api(billingRoutes.invoicePdf, { params: { id } }, { token: world.tokens.user })).statusCode,
    ).toBe(403);
  });

  it('mails the invoice with its PDF to the invoice e-mail', async () => {
    const { id } = await padariaInvoice();
    expect(
      (await api(billingRoutes.emailInvoice, { params: { id } }, { token: world.tokens.master })).statusCode,
    ).toBe(403);
    const before = smtp.messages.length;
    const res = await api(billingRoutes.emailInvoice, { params: { id } }, { lang: 'pt-BR' });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({ to: 'financeiro@padaria.example' });
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual(['financeiro@padaria.example']);
    expect(mail.subject).toMatch(/^Fatura 202609-\d{6} - 09\/2026$/);
    expect(mail.text.replace(/\s+/g, ' ')).toContain('no valor de R$ 2.494,12');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.type).toMatch(/^application\/pdf/);
    expect(await pdfText(mail.attachments[0]!.content)).toContain('Total: R$ 2.494,12');
  });

  it('refuses to mail an invoice without an invoice e-mail', async () => {
    const { id } = await padariaInvoice();
    await api(billingRoutes.updateInvoice, { params: { id }, body: { invoice_email: '' } });
    const res = await api(billingRoutes.emailInvoice, { params: { id } });
    expect(res.statusCode).toBe(409);
    expect(res.error().code).toBe('invoice_email_missing');
  });
});

describe('billing: summary', () => {
  it('gives a partner its last 12 months and the month’s invoices', async () => {
    const res = await api(billingRoutes.summary, { query: { month: MONTH } }, { token: world.tokens.master });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.months).toHaveLength(12);
    expect(body.months[0]?.month).toBe('2025-10');
    expect(body.months[11]).toEqual({ month: MONTH, invoices: 1, billed_users: 2, total_cents: 249412 });
    expect(body.months[10]).toEqual({ month: '2026-08', invoices: 0, billed_users: 0, total_cents: 0 });
    expect(body.invoices.map((i) => i.client_name)).toEqual(['Padaria Central Ltda']);
    expect((await api(billingRoutes.summary, {}, { token: null })).statusCode).toBe(401);
    expect((await api(billingRoutes.summary, {}, { token: world.tokens.admin })).statusCode).toBe(403);
    expect(
      (await api(billingRoutes.summary, { query: { month: '09-2026' } }, { token: world.tokens.master }))
        .statusCode,
    ).toBe(400);
  });
});
