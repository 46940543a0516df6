import type { TInvoiceDetail, ZCorrectInvoiceRequest } from '@mirante/contracts';
import type { z } from 'zod';
import { recordAudit, successBy } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import type { BillingReach } from './billing.policy';
import { findInvoice, insertInvoice, readInvoiceRow, updateInvoiceRow } from './billing.repository';
import { getInvoiceDetail } from './billing.service';

/**
 * Corrects an invoice the way accounting does: never an edit. In one transaction a new document
 * (kind `correction`, pointing at the original) is issued with the corrected figures, and the
 * original is cancelled; the client, month, parties and dates are carried over.
 */
export async function correctInvoice(opts: {
  db: Db;
  scope: Scope;
  reach: BillingReach;
  id: number;
  input: z.output<typeof ZCorrectInvoiceRequest>;
}): Promise<TInvoiceDetail> {
  const { input } = opts;
  const newId = await opts.db.transaction(async (tx) => {
    if (!(await findInvoice(tx, opts.reach, opts.id))) throw notFound();
    const original = await readInvoiceRow(tx, opts.id);
    if (!original) throw notFound();
    if (original.situation === 'cancelled') throw new AppError('invoice_cancelled');
    const usersAmountCents = input.billed_users * input.unit_price_cents;
    const totalCents = usersAmountCents + input.domain_fees_cents;
    const billedUsers = input.billed_users;
    const { id: _id, createdAt: _c, updatedAt: _u, paidAt: _p, ...carried } = original;
    const id = await insertInvoice(
      tx,
      {
        ...carried,
        kind: 'correction',
        correctsId: original.id,
        billedUsers,
        unitPriceCents: input.unit_price_cents,
        usersAmountCents,
        domainFeesCents: input.domain_fees_cents,
        totalCents,
        situation: 'open',
        observation: input.observation ?? null,
        issueDate: new Date().toISOString().slice(0, 10),
        closedBy: opts.scope.userId,
      },
      [
        {
          position: 0,
          kind: 'users',
          description: 'users',
          quantity: billedUsers,
          unitCents: input.unit_price_cents,
          amountCents: usersAmountCents,
        },
        ...(input.domain_fees_cents > 0
          ? [
              {
                position: 1,
                kind: 'domain' as const,
                description: 'domains',
                companyName: null,
                quantity: 1,
                unitCents: input.domain_fees_cents,
                amountCents: input.domain_fees_cents,
              },
            ]
          : []),
      ],
    );
    await updateInvoiceRow(tx, original.id, { situation: 'cancelled', paidAt: null });
    await recordAudit(tx, {
      ...successBy(opts.scope),
      event: 'billing.invoice_corrected',
      partnerId: opts.scope.partnerId,
      details: { invoice_id: original.id, correction_id: id },
    });
    return id as number;
  });
  return getInvoiceDetail(opts.db, opts.reach, newId);
}
