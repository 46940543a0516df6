import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';
import { clients, companies, partners } from './tenancy';

/*
 * Invoices: one per client and reference month, issued when the month closes with its figures
 * frozen. A correction is a new document pointing at the one it corrects, never an edit.
 */

/** The parties as they were when the invoice was issued (the PDF prints these). */
export interface InvoiceParty {
  name: string;
  fantasy_name?: string | null;
  document: string | null;
  person_type?: 'legal' | 'physical' | null;
  address?: string | null;
  email?: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** The operator that issued it (the partner's parent), so its queries need no join. */
    operatorId: integer('operator_id')
      .notNull()
      .references(() => partners.id),
    referenceMonth: text('reference_month').notNull(),
    kind: text('kind', { enum: ['invoice', 'correction'] })
      .notNull()
      .default('invoice'),
    correctsId: integer('corrects_id').references((): AnyPgColumn => invoices.id),
    activeUsers: integer('active_users').notNull(),
    bonusUsers: integer('bonus_users').notNull(),
    billedUsers: integer('billed_users').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    usersAmountCents: integer('users_amount_cents').notNull(),
    domainFeesCents: integer('domain_fees_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('BRL'),
    contractDate: date('contract_date'),
    dueDate: date('due_date').notNull(),
    issueDate: date('issue_date').notNull(),
    invoiceEmail: text('invoice_email'),
    situation: text('situation', { enum: ['open', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    observation: text('observation'),
    issuer: jsonb('issuer').$type<InvoiceParty>().notNull(),
    customer: jsonb('customer').$type<InvoiceParty>().notNull(),
    customerCode: text('customer_code'),
    seller: text('seller'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_client_month_key')
      .on(t.clientId, t.referenceMonth)
      .where(sql`${t.kind} = 'invoice'`),
    index('invoices_operator_month_idx').on(t.operatorId, t.referenceMonth),
    index('invoices_partner_month_idx').on(t.partnerId, t.referenceMonth),
    check('invoices_situation_check', sql`${t.situation} in ('open', 'paid', 'cancelled')`),
    check('invoices_month_check', sql`${t.referenceMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** The lines of an invoice: the billed users, then one per custom domain charged that month. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['users', 'domain'] }).notNull(),
    description: text('description').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);
