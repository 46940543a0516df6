import type { Language, TInvoice, TInvoiceLine } from '@mirante/contracts';
import PDFDocument from 'pdfkit';
import type { InvoiceParty } from '../../db/schema/index';
import {
  BILLING_TEXTS,
  type BillingTexts,
  fill,
  formatDay,
  formatDocument,
  formatMoney,
  formatMonth,
} from './billing-texts.service';

/** The words of a line in the reader's language (domain lines name the domain and unit). */
export function lineDescription(line: TInvoiceLine, t: BillingTexts): string {
  if (line.kind === 'users') return t.usersLine;
  // A correction carries the domain fees as one line.
  if (line.company_name === null) return t.domainFees;
  return fill(t.domainLine, { domain: line.description, unit: line.company_name ?? '' });
}

function documentLabel(party: InvoiceParty, t: BillingTexts): string {
  const kind = party.person_type ?? (party.document?.length === 11 ? 'physical' : 'legal');
  return party.document ? t.document[kind] : t.document.unknown;
}

/**
 * The invoice as a PDF (A4): issuer and client with their documents and addresses, the
 * invoice's dates and situation, its lines and totals, money and dates as `language` writes them.
 */
export function renderInvoicePdf(opts: {
  invoice: TInvoice;
  lines: TInvoiceLine[];
  issuer: InvoiceParty;
  customer: InvoiceParty;
  language: Language;
}): Promise<Buffer> {
  const { invoice, lines, issuer, customer, language } = opts;
  const t = BILLING_TEXTS[language];
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${invoice.number}`, Author: issuer.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b3d91').text(`${t.title} ${invoice.number}`, left, 50);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#212529');
  const facts: [string, string][] = [
    [t.referenceMonth, formatMonth(invoice.reference_month)],
    [t.issueDate, formatDay(invoice.issue_date)],
    [t.dueDate, formatDay(invoice.due_date)],
    [t.contractDate, invoice.contract_date ? formatDay(invoice.contract_date) : '-'],
    [t.situation, t.situations[invoice.situation]],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  const partyTop = doc.y + 16;
  const party = (title: string, p: InvoiceParty, x: number, extra: string[]) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(title, x, partyTop, { width: width / 2 - 10 });
    doc.font('Helvetica').fontSize(10);
    doc.text(p.name, { width: width / 2 - 10 });
    if (p.fantasy_name) doc.text(p.fantasy_name, { width: width / 2 - 10 });
    doc.text(`${documentLabel(p, t)}: ${formatDocument(p.document)}`, { width: width / 2 - 10 });
    if (p.address) doc.text(p.address, { width: width / 2 - 10 });
    if (p.email) doc.text(p.email, { width: width / 2 - 10 });
    for (const line of extra) doc.text(line, { width: width / 2 - 10 });
    return doc.y;
  };
  const issuerBottom = party(t.issuer, issuer, left, []);
  const customerBottom = party(
    t.customer,
    customer,
    left + width / 2 + 10,
    invoice.customer_code ? [`${t.customerCode}: ${invoice.customer_code}`] : [],
  );

  // Lines: description, quantity, unit price, amount.
  const cols = [left, left + width * 0.52, left + width * 0.64, left + width * 0.82] as const;
  const colWidths = [width * 0.5, width * 0.1, width * 0.17, width * 0.18] as const;
  let y = Math.max(issuerBottom, customerBottom) + 24;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: colWidths[i] }));
    cells.forEach((cell, i) => {
      doc.text(cell, cols[i], y, { width: colWidths[i], align: i === 0 ? 'left' : 'right' });
    });
    y += Math.max(...heights) + 6;
  };
  row([t.description, t.quantity, t.unitPrice, t.amount], true);
  doc
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .strokeColor('#adb5bd')
    .stroke();
  for (const line of lines) {
    row([lineDescription(line, t), String(line.quantity), money(line.unit_cents), money(line.amount_cents)]);
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 10;

  const summary: [string, string, boolean][] = [
    [t.activeUsers, String(invoice.active_users), false],
    [t.bonusUsers, String(invoice.bonus_users), false],
    [t.billedUsers, String(invoice.billed_users), false],
    [t.usersAmount, money(invoice.users_amount_cents), false],
    [t.domainFees, money(invoice.domain_fees_cents), false],
    [t.total, money(invoice.total_cents), true],
  ];
  for (const [label, value, bold] of summary) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(`${label}:`, cols[1], y, { width: colWidths[1] + colWidths[2] + 10, align: 'right' });
    doc.text(value, cols[3], y, { width: colWidths[3], align: 'right' });
    y += bold ? 18 : 14;
  }
  if (invoice.observation) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${t.observation}:`, left, y + 12);
    doc.font('Helvetica').text(invoice.observation, { width });
  }
  doc.end();
  return done;
}
