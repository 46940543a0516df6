import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn, unitUrl } from '../fixtures';

/** The partner, unit and accounts seeded for this spec alone (seed/e2e/faq.ts). */
const MASTER = 'master@faq.mirante.local';
const USER = 'user@faq.mirante.local';
const PARTNER = 'FAQ Partner';
const REPORT = 'FAQ Partner Sales';

const SHOTS = '/tmp/pw-faq';

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

test('a partner adds a FAQ entry and a user of its unit finds it by search, in their language', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await openSignIn(page);
  await signIn(page, MASTER);
  await menu(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByRole('tab', { name: 'Manage' }).click();
  await page.getByRole('button', { name: 'New question' }).click();

  const dialog = page.getByRole('dialog', { name: 'New frequently asked question' });
  const brazilian = dialog.getByRole('group', { name: 'Português (Brasil)' });
  await brazilian.getByLabel('Question').fill('Como exporto um relatório para PDF?');
  await brazilian.getByLabel('Answer').fill('Abra o relatório e use o botão Exportar, no canto superior.');
  const english = dialog.getByRole('group', { name: 'English (US)' });
  await english.getByLabel('Question').fill('How do I export a report to PDF?');
  // Half a translation is refused on the field, before anything is sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(english.getByText(/is required/)).toBeVisible();
  await english.getByLabel('Answer').fill('Open the report and use the Export button at the top.');
  await page.screenshot({ path: `${SHOTS}/entry-dialog.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Como exporto um relatório para PDF\?/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/partner-manage.png` });

  // A user of the partner's unit, in English, searches and opens it.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await openSignIn(userPage, unitUrl('faq', '/signin'));
  await signIn(userPage, USER);
  await menu(userPage).getByRole('link', { name: 'FAQ' }).click();
  await expect(userPage.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(userPage.getByRole('tab', { name: 'Manage' })).toHaveCount(0);
  await userPage.getByRole('searchbox', { name: 'Search the questions' }).fill('export');
  const entry = userPage.getByRole('button', { name: /How do I export a report to PDF\?/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(userPage.getByText('Open the report and use the Export button at the top.')).toBeVisible();
  await expect(userPage.getByText(PARTNER)).toBeVisible();
  await userPage.screenshot({ path: `${SHOTS}/user-search.png` });
  // Nothing matches a word no entry has.
  await userPage.getByRole('searchbox', { name: 'Search the questions' }).fill('zzzz-no-such-word');
  await expect(userPage.getByText('No question matches the search.')).toBeVisible();
  await userContext.close();

  // The FAQ is public: a visitor without a session on the unit's address reads it too.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openSignIn(visitor, unitUrl('faq', '/faq'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: /How do I export a report to PDF\?/ })).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await visitor.screenshot({ path: `${SHOTS}/visitor.png` });
  await visitor.getByRole('link', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/signin\?redirect=%2Ffaq$/);
  await visitorContext.close();

  // The partner deletes it after typing its name.
  await page.getByRole('button', { name: /^Actions for Como exporto/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Question 1?' });
  await confirm.getByLabel('Confirmation').fill('QUESTION_1');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Como exporto/ })).toHaveCount(0);
});

test('the operator’s report view filters by partner, with the totals of what it shows', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await menu(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/report\/a2m$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The demo partner's provider report shows its account and capacity.
  await expect(page.getByRole('list', { name: 'Totals of what the filters show' })).toBeVisible();
  await expect(page.getByTestId('total-partners')).toHaveText(/\d+/);

  await page.getByLabel('Partner', { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: PARTNER }).click();
  await expect(page.getByRole('row', { name: new RegExp(REPORT) })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('total-reports')).toContainText('1');
  await expect(page.getByTestId('total-partners')).toContainText('1');
  await expect(page.getByTestId('total-units')).toContainText('1');
  await page.screenshot({ path: `${SHOTS}/operator-filtered.png`, fullPage: true });

  // The operator keeps the platform's FAQ beside its partners.
  await menu(page).getByRole('link', { name: 'Partners' }).click();
  await page.getByRole('tab', { name: 'Platform FAQ' }).click();
  await expect(page.getByRole('button', { name: 'New question' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/operator-platform-faq.png` });
});
