import { expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/** The partner, unit and report seeded for this spec alone (seed/e2e/analytics.ts). */
const MASTER = 'master@analytics.mirante.local';
const USER = 'user@analytics.mirante.local';
const REPORT = 'Usage Pulse';
const SHOTS = 'test-results/analyze';

test('a view of a report made by a user shows on the partner’s analyze screen', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // The user opens the report, then leaves it: the visit is logged as they leave.
  await openSignIn(page, unitUrl('analytics', '/signin'));
  await signIn(page, USER);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'All reports' })
    .click();
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/auth/log/report/page/view') && r.ok());
  await page.getByRole('main').getByRole('link', { name: REPORT }).first().click();
  await expect(page).toHaveURL(/\/\d+\/reports\/view$/);
  await expect(page.getByRole('heading', { name: REPORT })).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await logged;

  // The partner's master opens analyze from the menu.
  const context = await browser.newContext();
  const master = await context.newPage();
  await openSignIn(master);
  await signIn(master, MASTER);
  await master
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Usage analytics' })
    .click();
  await expect(master).toHaveURL(/\/analyze$/);
  await expect(master.getByRole('heading', { name: 'Usage analytics' })).toBeVisible();

  // The rollup runs every second in this server: the view is counted on one of its next rounds.
  await expect(async () => {
    await master.reload();
    await expect(master.getByTestId('analyze-views')).toContainText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(master.getByTestId('analyze-views')).not.toContainText('Views0');
  await expect(master.getByTestId('analyze-users')).toContainText('Active in 7 days: 1');
  await expect(master.getByTestId('analyze-reports')).toContainText('Never opened: 0');
  await expect(master.getByRole('row', { name: /Analytics Unit/ })).toContainText('Analytics Partner');

  await master.getByRole('tab', { name: 'Reports' }).click();
  const row = master.getByRole('row', { name: new RegExp(REPORT) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await master.screenshot({ path: `${SHOTS}/reports.png`, fullPage: true });

  await master.getByRole('tab', { name: 'Users' }).click();
  await expect(master.getByRole('row', { name: /Vera Views/ })).toContainText('Yes');

  // The list as CSV, with the same filters.
  await master.getByRole('tab', { name: 'Reports' }).click();
  await master.getByRole('button', { name: 'Export CSV' }).click();
  const download = master.waitForEvent('download');
  await master.getByRole('menuitem', { name: 'Reports' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analyze-reports-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await context.close();
});
