import type { Language } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { escapeHtml } from '../../platform/mail-layout';
import type { Mailer } from '../../platform/mail';
import { recordEvent, successBy } from '../../platform/audit';
import type { Scope } from '../../platform/scope';
import { renderInvoicePdf } from './billing-pdf.repository';
import type { BillingReach } from './billing.policy';
import { findInvoice, listInvoiceLines } from './billing.repository';
import { BILLING_TEXTS, fill, formatDay, formatMoney, formatMonth } from './billing-texts.service';

/** The PDF of an invoice in reach, worded in `language`, with the file name to save it as. */
export async function invoicePdf(db: Db, reach: BillingReach, id: number, language: Language) {
  const found = await findInvoice(db, reach, id);
  if (!found) throw notFound();
  const pdf = await renderInvoicePdf({
    invoice: found.invoice,
    lines: await listInvoiceLines(db, id),
    issuer: found.issuer,
    customer: found.customer,
    language,
  });
  const title = BILLING_TEXTS[language].title.toLowerCase();
  return { pdf, filename: `${title}-${found.invoice.number}.pdf`, invoice: found.invoice };
}

/**
 * Mails an invoice with its PDF to its invoice e-mail, through the platform's mail server, in
 * the caller's language. Refused when the invoice has no e-mail or no server is configured.
 */
export async function emailInvoice(opts: {
  db: Db;
  mailer: Mailer;
  scope: Scope;
  reach: BillingReach;
  id: number;
  language: Language;
}): Promise<{ to: string }> {
  const { pdf, filename, invoice } = await invoicePdf(opts.db, opts.reach, opts.id, opts.language);
  if (!invoice.invoice_email) {
    throw new AppError('invoice_email_missing', { errors: { invoice_email: ['field_required'] } });
  }
  const channel = await opts.mailer.channelFor(null);
  if (!channel) throw new AppError('invoice_mail_failed');
  const t = BILLING_TEXTS[opts.language];
  const values = {
    number: invoice.number,
    client: invoice.client_name,
    month: formatMonth(invoice.reference_month),
    total: formatMoney(invoice.total_cents, invoice.currency, opts.language),
    due: formatDay(invoice.due_date),
    issuer: channel.settings.from.name,
  };
  const text = fill(t.mailBody, values);
  try {
    await channel.send({
      to: invoice.invoice_email,
      subject: fill(t.mailSubject, values),
      text,
      html: `<!doctype html><html lang="${opts.language}"><body style="font-family:Helvetica,Arial,sans-serif">${text
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')}</body></html>`,
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
    });
  } catch {
    throw new AppError('invoice_mail_failed');
  }
  await recordEvent(opts.db, {
    ...successBy(opts.scope),
    event: 'billing.invoice_mailed',
    partnerId: opts.scope.partnerId,
    details: { invoice_id: invoice.id, to: invoice.invoice_email },
  });
  return { to: invoice.invoice_email };
}
