import { z } from 'zod';
import { pageOf, zIdParam, zInt, ZPageQuery, zText } from './common';
import { zIsoDate, zIsoMonth } from './dates';
import { isValidEmail } from './validators';

/** The situations an invoice is stored with; `overdue` is an open invoice past its due date. */
export const INVOICE_STORED_SITUATIONS = ['open', 'paid', 'cancelled'] as const;
export const INVOICE_SITUATIONS = ['open', 'paid', 'overdue', 'cancelled'] as const;
export const ZInvoiceSituation = z.enum(INVOICE_SITUATIONS);
export type TInvoiceSituation = z.infer<typeof ZInvoiceSituation>;
/** Currency of every invoice (the platform bills in reais). */
export const BILLING_CURRENCY = 'BRL';
/** The day of the month after the reference month an invoice falls due when the client names none. */
export const DEFAULT_DUE_DAY = 10;
/** Due days stop at 28 so that every month has them. */
export const MAX_DUE_DAY = 28;
/** An invoice is never due sooner than this many days after it is issued (a late close moves it on). */
export const INVOICE_MIN_DAYS_TO_PAY = 5;
/** A sanity ceiling of a unit price: one hundred thousand reais a user. */
export const UNIT_PRICE_MAX_CENTS = 10_000_000;
/** How many months the summary chart shows. */
export const SUMMARY_MONTHS = 12;

/** A reference month, `YYYY-MM` (the calendar primitive). */
export const zMonth = () => zIsoMonth();

/** One line of an invoice: the billed users, or one custom domain's monthly fee. */
export const ZInvoiceLine = z.object({
  kind: z.enum(['users', 'domain']),
  description: z.string(),
  company_name: z.string().nullable(),
  quantity: z.number().int(),
  unit_cents: z.number().int(),
  amount_cents: z.number().int(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

/** The invoice of a client for a reference month, as frozen when the month closed. */
export const ZInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  client_document: z.string().nullable(),
  customer_code: z.string().nullable(),
  seller: z.string().nullable(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  reference_month: z.string(),
  /** `correction`: a new document that replaced the one it names (`corrects_id`, now cancelled). */
  kind: z.enum(['invoice', 'correction']),
  corrects_id: z.number().int().nullable(),
  active_users: z.number().int(),
  bonus_users: z.number().int(),
  billed_users: z.number().int(),
  unit_price_cents: z.number().int(),
  users_amount_cents: z.number().int(),
  domain_fees_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
  contract_date: z.string().nullable(),
  due_date: z.string(),
  issue_date: z.string(),
  invoice_email: z.string().nullable(),
  situation: ZInvoiceSituation,
  paid_at: z.string().nullable(),
  observation: z.string().nullable(),
  created_at: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceDetail = ZInvoice.extend({ lines: z.array(ZInvoiceLine) });
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

/** What the caller may do on the billing screen. */
export const ZBillingPolicies = z.object({ manage: z.boolean() });

/** The figures of every invoice the filters match, all pages together. */
export const ZBillingTotals = z.object({
  invoices: z.number().int(),
  billed_users: z.number().int(),
  total_cents: z.number().int(),
  open_cents: z.number().int(),
  paid_cents: z.number().int(),
  overdue_cents: z.number().int(),
});
export type TBillingTotals = z.infer<typeof ZBillingTotals>;

export const ZInvoicePage = pageOf(ZInvoice).extend({
  totals: ZBillingTotals,
  currency: z.string(),
  policies: ZBillingPolicies,
});
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

export const ZInvoiceQuery = ZPageQuery.extend({
  partner_id: zIdParam().optional(),
  month: zMonth().optional(),
  situation: ZInvoiceSituation.optional(),
  /** The clients of one seller (spec §6): their invoices carry the seller at issue. */
  seller: zText().trim().min(1).max(200).optional(),
});
export type TInvoiceQuery = z.input<typeof ZInvoiceQuery>;

export const ZInvoiceParams = z.object({ id: zIdParam() });

/** Closes a month: every client gets its invoice, with the figures frozen. */
export const ZCloseMonthRequest = z.object({ month: zMonth() });
export type TCloseMonthRequest = z.input<typeof ZCloseMonthRequest>;
export const ZCloseMonthResponse = z.object({
  month: z.string(),
  /** Invoices this close created; clients invoiced by an earlier close keep theirs. */
  created: z.number().int(),
  invoices: z.number().int(),
  total_cents: z.number().int(),
  /** The operator's clients this close looked at (every one, billed or not). */
  clients: z.number().int(),
  /** Why the clients not invoiced by this close were not, counted by reason. */
  skipped: z.object({
    /** An earlier close already issued their invoice of the month. */
    already_invoiced: z.number().int(),
    /** No business unit on the month's closing day: nothing to bill. */
    no_units: z.number().int(),
    /** The client's situation is cancelled. */
    cancelled: z.number().int(),
    /** Registered after the month ended. */
    joined_after: z.number().int(),
  }),
});
export type TCloseMonthResponse = z.infer<typeof ZCloseMonthResponse>;

/** The billing dialog: what may change on an issued invoice (never its figures). */
export const ZUpdateInvoiceRequest = z
  .object({
    situation: z.enum(INVOICE_STORED_SITUATIONS).optional(),
    due_date: zIsoDate().optional(),
    invoice_email: zText()
      .trim()
      .max(254, { error: 'field_invalid' })
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isValidEmail(v), { error: 'field_invalid' })
      .nullish(),
    observation: zText()
      .trim()
      .max(2000, { error: 'field_invalid' })
      .transform((v) => (v ? v : null))
      .nullish(),
  })
  .strict();
export type TUpdateInvoiceRequest = z.input<typeof ZUpdateInvoiceRequest>;

/** A month of the summary chart. */
export const ZBillingMonth = z.object({
  month: z.string(),
  invoices: z.number().int(),
  billed_users: z.number().int(),
  total_cents: z.number().int(),
});
export type TBillingMonth = z.infer<typeof ZBillingMonth>;

export const ZBillingSummaryQuery = z.object({ month: zMonth().optional() });
export const ZBillingSummary = z.object({
  /** The last SUMMARY_MONTHS months up to `month`, oldest first, months without invoices at 0. */
  months: z.array(ZBillingMonth),
  month: z.string(),
  invoices: z.array(ZInvoice),
  currency: z.string(),
});
export type TBillingSummary = z.infer<typeof ZBillingSummary>;

/** The billing fields of a client (spec §3) as typed on the client dialog. */
export const ZClientBillingInput = z.object({
  unit_price_cents: zInt().min(0).max(UNIT_PRICE_MAX_CENTS).optional(),
  bonus_users: zInt().min(0).max(1_000_000).optional(),
  due_day: zInt().min(1).max(MAX_DUE_DAY).nullable().optional(),
  invoice_email: zText()
    .trim()
    .max(254, { error: 'field_invalid' })
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidEmail(v), { error: 'field_invalid' })
    .nullish(),
});

/** The billing roles of one membership (spec §6). */
export const ZBillingRoles = z.object({
  membership_id: z.number().int(),
  user_id: z.number().int(),
  profile: z.string(),
  billing_admin: z.boolean(),
  client_contact: z.boolean(),
});
export type TBillingRoles = z.infer<typeof ZBillingRoles>;

/**
 * Billing administrator applies to a partner's user (master), client contact to a unit's user
 * (admin or user); a field left out keeps its value.
 */
export const ZBillingRolesRequest = z
  .object({ billing_admin: z.boolean().optional(), client_contact: z.boolean().optional() })
  .strict();
export type TBillingRolesRequest = z.input<typeof ZBillingRolesRequest>;

/** A person of the operator's partners, with the billing role their profile may take. */
export const ZBillingPerson = ZBillingRoles.extend({
  name: z.string(),
  email: z.string(),
  partner_name: z.string(),
  unit_name: z.string().nullable(),
});
export type TBillingPerson = z.infer<typeof ZBillingPerson>;
export const ZBillingPersonPage = pageOf(ZBillingPerson);
export type TBillingPersonPage = z.infer<typeof ZBillingPersonPage>;
export const ZBillingPersonQuery = ZPageQuery.extend({ partner_id: zIdParam().optional() });
export type TBillingPersonQuery = z.infer<typeof ZBillingPersonQuery>;

/** A correction: the figures the new document carries; the invoice it corrects is cancelled. */
export const ZCorrectInvoiceRequest = z
  .object({
    billed_users: zInt().min(0).max(10_000_000),
    unit_price_cents: zInt().min(0).max(UNIT_PRICE_MAX_CENTS),
    domain_fees_cents: zInt().min(0).max(100_000_000),
    observation: zText()
      .trim()
      .max(2000, { error: 'field_invalid' })
      .transform((v) => (v ? v : null))
      .nullish(),
  })
  .strict();
export type TCorrectInvoiceRequest = z.input<typeof ZCorrectInvoiceRequest>;

/** Where an invoice was mailed. */
export const ZEmailInvoiceResponse = z.object({ to: z.string() });
export type TEmailInvoiceResponse = z.infer<typeof ZEmailInvoiceResponse>;
