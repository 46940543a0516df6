import { expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/** The unit seeded for this spec alone (seed/e2e/catalogs.ts). */
const ADMIN = 'admin@catalogs.mirante.local';
const USER = 'user@catalogs.mirante.local';
const REPORT = 'Customer Churn Outlook';
const SHOTS = '/tmp/pw-playlists';

test('a user asks for a catalog report, the admin grants it, and the user gets it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openSignIn(page, unitUrl('catalogs', '/signin'));
  await signIn(page, USER);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Catalogs' }).click();
  await expect(page).toHaveURL(/\/catalogs$/);
  const card = page.getByTestId('catalog-card').filter({ hasText: REPORT });
  await expect(card).toContainText('Available');
  await expect(card).toContainText('Which customers are likely to leave');

  await card.getByRole('button', { name: `Request access to ${REPORT}` }).click();
  const ask = page.getByRole('dialog', { name: `Request access to ${REPORT}` });
  await ask.getByLabel('Message to the administrator (optional)').fill('I run the retention team.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();
  await expect(card).toContainText('Requested');
  await expect(card.getByRole('button', { name: /Request access/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/catalog-requested.png`, fullPage: true });

  // The admin sees the pending request and releases the report without filters.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignIn(admin, unitUrl('catalogs', '/signin'));
  await signIn(admin, ADMIN);
  await admin.goto(unitUrl('catalogs', '/catalogs'));
  const requestsTab = admin.getByRole('tab', { name: /Requests/ });
  await expect(requestsTab.getByLabel('1 pending requests')).toBeVisible();
  await requestsTab.click();
  const row = admin.getByTestId('catalog-request-row').filter({ hasText: REPORT });
  await expect(row).toContainText('I run the retention team.');
  await row.getByRole('button', { name: `Grant ${REPORT} to Caio Requester` }).click();
  const grant = admin.getByRole('dialog', { name: `Grant ${REPORT}` });
  await expect(grant.getByText('This report uses filters or RLS.')).toBeVisible();
  await grant.getByLabel('Release without filters').check();
  await admin.screenshot({ path: `${SHOTS}/catalog-grant.png` });
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(grant).toBeHidden();
  await expect(row).toContainText('Granted');
  await expect(row).toContainText('Without filters');
  await expect(requestsTab.getByLabel(/pending requests/)).toHaveCount(0);
  await adminContext.close();

  // The requester is told once, and the report is now theirs to open.
  await page.reload();
  await expect(page.getByText(`Your access to "${REPORT}" was granted.`)).toBeVisible();
  await expect(card).toContainText('Granted');
  await page.screenshot({ path: `${SHOTS}/catalog-granted.png`, fullPage: true });
  await card.getByRole('link', { name: 'Open report' }).click();
  await expect(page).toHaveURL(/\/\d+\/reports\/view$/);
  await page.goto(unitUrl('catalogs', '/catalogs'));
  await expect(card).toContainText('Granted');
  await expect(page.getByText(`Your access to "${REPORT}" was granted.`)).toHaveCount(0);
});
