import {
  BILLING_CURRENCY,
  SUMMARY_MONTHS,
  type TBillingSummary,
  type TCloseMonthResponse,
  type TInvoiceDetail,
  type TInvoicePage,
  type TUpdateInvoiceRequest,
  type ZInvoiceQuery,
  type ZUpdateInvoiceRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import {
  computeAmounts,
  dueDateOf,
  monthBounds,
  readClientFigures,
  shiftMonth,
} from './billing-figures.repository';
import { type BillingReach, canManageBilling } from './billing.policy';
import {
  operatorClients,
  type InvoiceParty,
  countMonth,
  findInvoice,
  findOperator,
  insertInvoice,
  type LineValues,
  listInvoiceLines,
  listInvoices,
  listMonthInvoices,
  monthTotals,
  updateInvoiceRow,
} from './billing.repository';

/** The invoices in reach, filtered, with the totals of all that match and the caller's abilities. */
export async function listInvoicesFor(opts: {
  db: Db;
  scope: Scope;
  reach: BillingReach;
  query: z.output<typeof ZInvoiceQuery>;
}): Promise<TInvoicePage> {
  const page = await listInvoices(opts.db, opts.reach, opts.query);
  return {
    ...page,
    currency: BILLING_CURRENCY,
    policies: { manage: opts.reach.kind !== 'client' && (await canManageBilling(opts.db, opts.scope)) },
  };
}

function addressOf(c: {
  addressStreet: string | null;
  addressNumber: string | null;
  addressComplement: string | null;
  addressNeighborhood: string | null;
  addressCity: string | null;
}): string | null {
  const street = [c.addressStreet, c.addressNumber].filter(Boolean).join(', ');
  const parts = [street, c.addressComplement, c.addressNeighborhood, c.addressCity].filter(Boolean);
  return parts.length > 0 ? parts.join(' - ') : null;
}

/** Today's date (UTC), YYYY-MM-DD. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Closes a month for an operator, in one transaction: every client of its partners that had
 * no invoice for the month gets one, with its figures read as they stood on the closing day and
 * frozen from then on. Clients invoiced by an earlier close keep theirs, so closing again (the
 * button after the scheduled job) only adds clients that were missing.
 */
export async function closeMonth(opts: {
  db: Db;
  operatorId: number;
  month: string;
  closedBy: number | null;
  now?: Date;
  audit?: (tx: Tx, details: Record<string, unknown>) => Promise<void>;
}): Promise<TCloseMonthResponse> {
  const now = opts.now ?? new Date();
  const { end } = monthBounds(opts.month);
  if (end.getTime() > now.getTime()) {
    throw new AppError('billing_month_not_ended', { errors: { month: ['billing_month_not_ended'] } });
  }
  return opts.db.transaction(async (tx) => {
    const operator = await findOperator(tx, opts.operatorId);
    if (!operator) throw notFound();
    const issuer: InvoiceParty = {
      name: operator.name,
      document: operator.document,
      email: operator.email,
    };
    let created = 0;
    const skipped = { already_invoiced: 0, no_units: 0, cancelled: 0, joined_after: 0 };
    const all = await operatorClients(tx, opts.operatorId);
    for (const { client } of all) {
      if (client.createdAt.getTime() >= end.getTime()) {
        skipped.joined_after += 1;
        continue;
      }
      if (client.situation === 'cancelled') {
        skipped.cancelled += 1;
        continue;
      }
      const figures = await readClientFigures(tx, client.id, opts.month);
      // A client without a unit on the closing day has nothing to bill.
      if (figures.units.length === 0) {
        skipped.no_units += 1;
        continue;
      }
      const bonusUsers = client.bonusUsers + figures.unitBonusUsers;
      const domainFeesCents = figures.domains.reduce((sum, d) => sum + d.feeCents, 0);
      const amounts = computeAmounts({
        activeUsers: figures.activeUsers,
        bonusUsers,
        unitPriceCents: client.unitPriceCents,
        domainFeesCents,
      });
      const lines: LineValues[] = [
        {
          position: 0,
          kind: 'users',
          description: 'users',
          quantity: amounts.billedUsers,
          unitCents: client.unitPriceCents,
          amountCents: amounts.usersAmountCents,
        },
        ...figures.domains.map((d, i) => ({
          position: i + 1,
          kind: 'domain' as const,
          description: d.domain,
          companyId: d.companyId,
          companyName: d.companyName,
          quantity: 1,
          unitCents: d.feeCents,
          amountCents: d.feeCents,
        })),
      ];
      const id = await insertInvoice(
        tx,
        {
          clientId: client.id,
          partnerId: client.partnerId,
          operatorId: opts.operatorId,
          referenceMonth: opts.month,
          activeUsers: figures.activeUsers,
          bonusUsers,
          billedUsers: amounts.billedUsers,
          unitPriceCents: client.unitPriceCents,
          usersAmountCents: amounts.usersAmountCents,
          domainFeesCents,
          totalCents: amounts.totalCents,
          currency: BILLING_CURRENCY,
          contractDate: client.contractDate,
          dueDate: dueDateOf(opts.month, client.dueDay, today(now)),
          issueDate: today(now),
          invoiceEmail: client.invoiceEmail ?? client.businessEmail,
          issuer,
          customer: {
            name: client.name,
            fantasy_name: client.fantasyName,
            document: client.document,
            person_type: client.personType,
            address: addressOf(client),
            email: client.invoiceEmail ?? client.businessEmail,
          },
          customerCode: client.customerCode,
          seller: client.seller,
          closedBy: opts.closedBy,
        },
        lines,
      );
      if (id !== undefined) created += 1;
      else skipped.already_invoiced += 1;
    }
    const totals = await countMonth(tx, opts.operatorId, opts.month);
    await opts.audit?.(tx, { month: opts.month, created, skipped });
    return {
      month: opts.month,
      created,
      invoices: totals.invoices,
      total_cents: totals.totalCents,
      clients: all.length,
      skipped,
    };
  });
}

/** The button: the operator closes a month that has ended. */
export function closeMonthBy(db: Db, scope: Scope, month: string) {
  return closeMonth({
    db,
    operatorId: scope.partnerId as number,
    month,
    closedBy: scope.userId,
    audit: (tx, details) =>
      recordAudit(tx, {
        ...successBy(scope),
        event: 'billing.month_closed',
        partnerId: scope.partnerId,
        details,
      }),
  });
}

export async function getInvoiceDetail(db: Db, reach: BillingReach, id: number): Promise<TInvoiceDetail> {
  const found = await findInvoice(db, reach, id);
  if (!found) throw notFound();
  return { ...found.invoice, lines: await listInvoiceLines(db, id) };
}

/**
 * The billing dialog: situation, due date, invoice e-mail and observation change; the figures
 * never do. A cancelled invoice stays cancelled (a correction is a new document).
 */
export async function updateInvoice(opts: {
  db: Db;
  scope: Scope;
  reach: BillingReach;
  id: number;
  input: z.output<typeof ZUpdateInvoiceRequest> | TUpdateInvoiceRequest;
}): Promise<TInvoiceDetail> {
  const input = opts.input as z.output<typeof ZUpdateInvoiceRequest>;
  await opts.db.transaction(async (tx) => {
    const found = await findInvoice(tx, opts.reach, opts.id);
    if (!found) throw notFound();
    const current = found.invoice;
    if (current.situation === 'cancelled') throw new AppError('invoice_cancelled');
    const values: Parameters<typeof updateInvoiceRow>[2] = {};
    if (input.situation !== undefined) {
      values.situation = input.situation;
      if (input.situation === 'paid' && current.situation !== 'paid') values.paidAt = new Date();
      if (input.situation !== 'paid') values.paidAt = null;
    }
    if (input.due_date !== undefined) values.dueDate = input.due_date;
    if (input.invoice_email !== undefined) values.invoiceEmail = input.invoice_email;
    if (input.observation !== undefined) values.observation = input.observation;
    await updateInvoiceRow(tx, opts.id, values);
    await recordAudit(tx, {
      ...successBy(opts.scope),
      event: 'billing.invoice_updated',
      partnerId: opts.scope.partnerId,
      details: { invoice_id: opts.id, fields: Object.keys(values) },
    });
  });
  return getInvoiceDetail(opts.db, opts.reach, opts.id);
}

/** The last SUMMARY_MONTHS months up to `month` (every month present) and that month's invoices. */
export async function getBillingSummary(
  db: Db,
  reach: BillingReach,
  month: string,
): Promise<TBillingSummary> {
  const from = shiftMonth(month, -(SUMMARY_MONTHS - 1));
  const rows = await monthTotals(db, reach, from, month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, i) => {
    const m = shiftMonth(from, i);
    return byMonth.get(m) ?? { month: m, invoices: 0, billed_users: 0, total_cents: 0 };
  });
  return { months, month, invoices: await listMonthInvoices(db, reach, month), currency: BILLING_CURRENCY };
}
