import type { TBillingMonth, TBillingTotals, TInvoice, TInvoiceLine } from '@mirante/contracts';
import { and, asc, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZInvoiceQuery } from '@mirante/contracts';
import { clients, invoiceLines, invoices, partners } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { likeContains } from '../../platform/sql';
import type { BillingReach } from './billing.policy';

export type { InvoiceParty } from '../../db/schema';

/** An open invoice past its due date reads as overdue. */
export const situationSql = sql<
  TInvoice['situation']
>`case when ${invoices.situation} = 'open' and ${invoices.dueDate} < current_date then 'overdue' else ${invoices.situation} end`;

function reachCondition(reach: BillingReach): SQL {
  if (reach.kind === 'operator') return eq(invoices.operatorId, reach.operatorId);
  if (reach.kind === 'partner') return eq(invoices.partnerId, reach.partnerId);
  return eq(invoices.clientId, reach.clientId);
}

const columns = {
  id: invoices.id,
  clientId: invoices.clientId,
  customer: invoices.customer,
  customerCode: invoices.customerCode,
  seller: invoices.seller,
  partnerId: invoices.partnerId,
  partnerName: partners.name,
  referenceMonth: invoices.referenceMonth,
  kind: invoices.kind,
  correctsId: invoices.correctsId,
  activeUsers: invoices.activeUsers,
  bonusUsers: invoices.bonusUsers,
  billedUsers: invoices.billedUsers,
  unitPriceCents: invoices.unitPriceCents,
  usersAmountCents: invoices.usersAmountCents,
  domainFeesCents: invoices.domainFeesCents,
  totalCents: invoices.totalCents,
  currency: invoices.currency,
  contractDate: invoices.contractDate,
  dueDate: invoices.dueDate,
  issueDate: invoices.issueDate,
  invoiceEmail: invoices.invoiceEmail,
  situation: situationSql,
  paidAt: invoices.paidAt,
  observation: invoices.observation,
  createdAt: invoices.createdAt,
};

function baseQuery(db: Db | Tx) {
  return db.select(columns).from(invoices).innerJoin(partners, eq(partners.id, invoices.partnerId));
}
type Row = Awaited<ReturnType<typeof baseQuery>>[number];

/** The printed number of an invoice: its month and id (202610-000042). */
export function invoiceNumber(month: string, id: number): string {
  return `${month.replace('-', '')}-${String(id).padStart(6, '0')}`;
}

function present(r: Row): TInvoice {
  return {
    id: r.id,
    number: invoiceNumber(r.referenceMonth, r.id),
    client_id: r.clientId,
    client_name: r.customer.name,
    client_document: r.customer.document,
    customer_code: r.customerCode,
    seller: r.seller,
    partner_id: r.partnerId,
    partner_name: r.partnerName,
    reference_month: r.referenceMonth,
    kind: r.kind,
    corrects_id: r.correctsId,
    active_users: r.activeUsers,
    bonus_users: r.bonusUsers,
    billed_users: r.billedUsers,
    unit_price_cents: r.unitPriceCents,
    users_amount_cents: r.usersAmountCents,
    domain_fees_cents: r.domainFeesCents,
    total_cents: r.totalCents,
    currency: r.currency,
    contract_date: r.contractDate,
    due_date: r.dueDate,
    issue_date: r.issueDate,
    invoice_email: r.invoiceEmail,
    situation: r.situation,
    paid_at: r.paidAt ? r.paidAt.toISOString() : null,
    observation: r.observation,
    created_at: r.createdAt.toISOString(),
  };
}

function filters(reach: BillingReach, query: Partial<z.output<typeof ZInvoiceQuery>>): SQL | undefined {
  const pattern = query.search ? likeContains(query.search) : null;
  return and(
    reachCondition(reach),
    query.partner_id ? eq(invoices.partnerId, query.partner_id) : undefined,
    query.month ? eq(invoices.referenceMonth, query.month) : undefined,
    query.situation ? sql`${situationSql} = ${query.situation}` : undefined,
    query.seller ? sql`lower(${invoices.seller}) = lower(${query.seller})` : undefined,
    pattern
      ? or(
          sql`${invoices.customer}->>'name' ilike ${pattern}`,
          ilike(invoices.customerCode, pattern),
          ilike(partners.name, pattern),
        )
      : undefined,
  );
}

const sumWhen = (cond: SQL) =>
  sql<number>`coalesce(sum(case when ${cond} then ${invoices.totalCents} else 0 end), 0)::int`;

/** One page of the invoices in reach, newest month first, with the totals of all that match. */
export async function listInvoices(db: Db, reach: BillingReach, query: z.output<typeof ZInvoiceQuery>) {
  const where = filters(reach, query);
  const live = sql`${invoices.situation} <> 'cancelled'`;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(invoices)
      .innerJoin(partners, eq(partners.id, invoices.partnerId))
      .where(where)
      .orderBy(
        desc(invoices.referenceMonth),
        asc(sql`lower(${invoices.customer}->>'name')`),
        asc(invoices.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        invoices: sql<number>`count(*)::int`,
        billed_users: sql<number>`coalesce(sum(case when ${live} then ${invoices.billedUsers} else 0 end), 0)::int`,
        total_cents: sumWhen(live),
        open_cents: sumWhen(sql`${situationSql} = 'open'`),
        paid_cents: sumWhen(sql`${invoices.situation} = 'paid'`),
        overdue_cents: sumWhen(sql`${situationSql} = 'overdue'`),
      })
      .from(invoices)
      .innerJoin(partners, eq(partners.id, invoices.partnerId))
      .where(where),
  ]);
  return {
    data: rows.map(present),
    page: query.page,
    per_page: query.per_page,
    total: totals?.invoices ?? 0,
    totals: totals as TBillingTotals,
  };
}

/** Every invoice of a month in reach (the summary's list). */
export async function listMonthInvoices(db: Db, reach: BillingReach, month: string): Promise<TInvoice[]> {
  const rows = await db
    .select(columns)
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .where(and(reachCondition(reach), eq(invoices.referenceMonth, month)))
    .orderBy(asc(sql`lower(${invoices.customer}->>'name')`), asc(invoices.id));
  return rows.map(present);
}

/** Invoices, billed users and amount per month in [from, to], cancelled ones left out. */
export async function monthTotals(
  db: Db,
  reach: BillingReach,
  from: string,
  to: string,
): Promise<TBillingMonth[]> {
  return db
    .select({
      month: invoices.referenceMonth,
      invoices: sql<number>`count(*)::int`,
      billed_users: sql<number>`coalesce(sum(${invoices.billedUsers}), 0)::int`,
      total_cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`,
    })
    .from(invoices)
    .where(
      and(
        reachCondition(reach),
        gte(invoices.referenceMonth, from),
        lte(invoices.referenceMonth, to),
        ne(invoices.situation, 'cancelled'),
      ),
    )
    .groupBy(invoices.referenceMonth);
}

/** One invoice in reach, or undefined: another tenant's invoice is simply not found. */
export async function findInvoice(db: Db | Tx, reach: BillingReach, id: number) {
  const [row] = await db
    .select({ ...columns, issuer: invoices.issuer, customerParty: invoices.customer })
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .where(and(reachCondition(reach), eq(invoices.id, id)))
    .limit(1);
  if (!row) return undefined;
  return { invoice: present(row), issuer: row.issuer, customer: row.customerParty };
}

export async function listInvoiceLines(db: Db | Tx, invoiceId: number): Promise<TInvoiceLine[]> {
  return db
    .select({
      kind: invoiceLines.kind,
      description: invoiceLines.description,
      company_name: invoiceLines.companyName,
      quantity: invoiceLines.quantity,
      unit_cents: invoiceLines.unitCents,
      amount_cents: invoiceLines.amountCents,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** The clients an operator bills for a month: those of its partners that existed by its end. */
/** Every client of the operator's partners, with its partner's name (a close decides which it bills). */
export async function operatorClients(tx: Tx, operatorId: number) {
  return tx
    .select({ client: clients, partnerName: partners.name })
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(and(eq(partners.parentId, operatorId), eq(partners.kind, 'partner')))
    .orderBy(asc(clients.id));
}

export async function findOperator(db: Db | Tx, operatorId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, operatorId)).limit(1);
  return row;
}

export type InvoiceValues = typeof invoices.$inferInsert;
export type LineValues = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/** Inserts a month's invoice with its lines; undefined when the client already has that month's. */
export async function insertInvoice(tx: Tx, values: InvoiceValues, lines: LineValues[]) {
  const [row] = await tx
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({
      target: [invoices.clientId, invoices.referenceMonth],
      where: sql`${invoices.kind} = 'invoice'`,
    })
    .returning({ id: invoices.id });
  if (!row) return undefined;
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
  }
  return row.id;
}

/** Every column of one invoice (a correction copies what it does not change). */
export async function readInvoiceRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  return row;
}

export async function updateInvoiceRow(tx: Tx, id: number, values: Partial<InvoiceValues>) {
  await tx
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/** The month's invoices an operator has issued, and their total. */
export async function countMonth(tx: Tx, operatorId: number, month: string) {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(case when ${invoices.situation} <> 'cancelled' then ${invoices.totalCents} else 0 end), 0)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.operatorId, operatorId), eq(invoices.referenceMonth, month)));
  return { invoices: row?.n ?? 0, totalCents: row?.total ?? 0 };
}
