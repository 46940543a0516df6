import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { ACCOUNTS, DEMO_PASSWORD, openSignIn } from '../fixtures';

// Screens load lazily and passwords hash slowly when the machine is busy: wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = '/tmp/pw-billing';
/** The partner and client seeded for this spec alone (seed/e2e/billing.ts). */
const BILLING_MASTER = 'master@billing.mirante.local';
const CLIENT = 'Billing Client Ltda';
/** One of the seeded unit's users, named its client's contact in the spec. */
const CONTACT = 'user1@billing.mirante.local';

/**
 * A month two months back (MM/YYYY and YYYY-MM): ended, and not the one the scheduled close
 * takes on its own (the previous month), so closing it here is what issues its invoices.
 */
function closedMonth() {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const iso = d.toISOString().slice(0, 7);
  const [y, m] = iso.split('-');
  return { iso, label: `${m}/${y}` };
}

async function signInAs(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

test('the operator closes a month and downloads an invoice; the partner sees it on its billing summary', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const month = closedMonth();

  await openSignIn(page);
  await signInAs(page, ACCOUNTS.a2m);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing and invoices', level: 1 })).toBeVisible();

  // Close the month: every client gets its invoice, with the figures of its last day.
  await page.getByRole('button', { name: 'Close month' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close month' });
  await dialog.getByRole('combobox', { name: 'Reference month' }).click();
  await page.getByRole('option', { name: month.label, exact: true }).click();
  await dialog.getByRole('button', { name: 'Close month' }).click();
  await expect(
    page.getByText(new RegExp(`Month ${month.label.replace('/', '\\/')} closed: \\d+ invoice`)),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list now shows that month; the seeded client owes (3 - 1) × R$49.90 + R$25.00.
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('Billing Client');
  const row = page.getByRole('row', { name: new RegExp(CLIENT) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(month.label);
  await expect(row).toContainText('R$124.80');
  await expect(row).toContainText('Billing Partner');
  await expect(page.getByTestId('billing-total-amount')).toHaveText('R$124.80');
  await page.screenshot({ path: `${SHOTS}/operator-billing.png`, fullPage: true });

  // The billing dialog shows the frozen figures and its lines.
  const number = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  await row.getByRole('button', { name: `Actions for invoice ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Open invoice' }).click();
  const invoice = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(invoice.getByTestId('invoice-total')).toHaveText('R$124.80');
  await expect(invoice).toContainText('Domain bi.billing-client.example (Billing Unit)');
  await page.screenshot({ path: `${SHOTS}/invoice-dialog.png`, fullPage: true });

  // Its PDF, downloaded and read back.
  const downloading = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const parser = new PDFParse({ data: readFileSync(await download.path()) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain(CLIENT);
  expect(text).toContain('Billed users 2 R$49.90 R$99.80');
  expect(text).toContain('Total: R$124.80');

  // A correction is a new document; the invoice it corrects is cancelled, never edited.
  await invoice.getByRole('button', { name: 'Correct' }).click();
  const correction = page.getByRole('dialog', { name: `Correct invoice ${number}` });
  await correction.getByRole('textbox', { name: 'Billed users' }).fill('1');
  await correction.getByRole('button', { name: 'Issue correction' }).click();
  await expect(page.getByText(/Correction \d{6}-\d{6} issued\./)).toBeVisible();
  await expect(correction).toBeHidden();
  const rows = page.getByRole('row', { name: new RegExp(CLIENT) });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Cancelled');
  await expect(rows.filter({ hasNotText: number })).toContainText('R$74.90');
  await expect(page.getByTestId('billing-total-amount')).toHaveText('R$74.90');
  await page.screenshot({ path: `${SHOTS}/corrected.png`, fullPage: true });

  // The partner, in a browser of its own, sees the month on its chart and in its list.
  const context = await browser.newContext({ acceptDownloads: true });
  const partner = await context.newPage();
  await openSignIn(partner);
  await signInAs(partner, BILLING_MASTER);
  await partner
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Billing summary' })
    .click();
  await expect(partner).toHaveURL(/\/billing\/summary$/);
  const chart = partner.getByRole('img', { name: 'Chart of billed users and amount per month' });
  await expect(chart.getByRole('application')).toBeVisible();
  // The month closed above has its bar (the chart keeps the last 12 months in view).
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(chart).toContainText(month.label);
  await partner.getByRole('combobox', { name: 'Month' }).click();
  await partner.getByRole('option', { name: month.label, exact: true }).click();
  const list = partner.getByRole('table', { name: `Invoices of ${month.label}` });
  // The correction and the cancelled invoice it replaced.
  await expect(list.getByRole('row', { name: new RegExp(number) })).toContainText('Cancelled');
  await expect(
    list.getByRole('row', { name: new RegExp(CLIENT) }).filter({ hasNotText: number }),
  ).toContainText('R$74.90');
  await expect(list.getByRole('row')).toHaveCount(3);
  await partner.screenshot({ path: `${SHOTS}/partner-summary.png`, fullPage: true });
  await context.close();

  // The operator names one of the unit's users its client's contact…
  await page.getByRole('button', { name: 'Billing roles' }).click();
  const roles = page.getByRole('dialog', { name: 'Billing roles' });
  await roles.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(CONTACT);
  const contactSwitch = roles.getByRole('switch', { name: 'Client contact: Billed User 1' });
  await contactSwitch.check({ force: true });
  await expect(page.getByText("Billed User 1's role saved.")).toBeVisible();
  await expect(contactSwitch).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/billing-roles.png`, fullPage: true });

  // …who then reads the client's invoices under Settings and downloads one.
  const contactContext = await browser.newContext({ acceptDownloads: true });
  const contact = await contactContext.newPage();
  await openSignIn(contact);
  await signInAs(contact, CONTACT);
  await contact
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await contact.getByRole('tab', { name: 'Invoices' }).click();
  // The month closed above (the scheduled close may have issued the month just ended too).
  const mine = contact.getByRole('row', { name: new RegExp(CLIENT) }).filter({ hasText: month.label });
  await expect(mine).toHaveCount(2);
  await expect(contact.getByRole('row', { name: new RegExp(number) })).toContainText('Cancelled');
  await expect(mine.filter({ hasNotText: number })).toContainText('R$74.90');
  await contact.screenshot({ path: `${SHOTS}/contact-invoices.png`, fullPage: true });
  const mineDownload = contact.waitForEvent('download');
  await contact.getByRole('button', { name: `Download the PDF of invoice ${number}` }).click();
  expect((await mineDownload).suggestedFilename()).toBe(`invoice-${number}.pdf`);
  await contactContext.close();
});
