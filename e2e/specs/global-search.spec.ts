import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, openSignIn, signIn } from '../fixtures';

/*
 * The global search: Ctrl+K (or the header's button) opens a palette that finds what the signed-in
 * person may open in their unit, without caring for accents, and Enter opens the chosen result.
 */

/** The palette's text box, once open. */
function searchBox(page: Page) {
  return page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
}

async function signedIn(page: Page, email: string) {
  await openSignIn(page);
  await signIn(page, email);
  // The header is drawn: the shortcut's listener is in place.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Search/ })).toBeVisible();
}

test('a unit user finds a report typed without accents and opens it with Enter', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A report with accents in its name, granted to the demo user (a name of its own per run).
  const suffix = String(Date.now()).slice(-6);
  const title = `Relatório de Expansão ${suffix}`;
  await signedIn(page, ACCOUNTS.admin);
  const [created, users] = (await apiAs(page, ACCOUNTS.admin, [
    { method: 'POST', path: '/auth/reports', body: { kind: 'html', title, html_content: `<p>${title}</p>` } },
    { method: 'GET', path: `/auth/users?search=${encodeURIComponent(ACCOUNTS.user)}` },
  ])) as [{ id: number }, { data: { id: number; email: string }[] }];
  const userId = users.data.find((u) => u.email === ACCOUNTS.user)?.id;
  expect(userId).toBeTruthy();
  await apiAs(page, ACCOUNTS.admin, [
    { method: 'PUT', path: `/auth/reports/${created.id}/access`, body: { grants: [{ user_id: userId }] } },
  ]);

  const context = await browser.newContext();
  const person = await context.newPage();
  await signedIn(person, ACCOUNTS.user);
  await person.keyboard.press('Control+K');
  const box = searchBox(person);
  await expect(box).toBeFocused();
  await box.fill(`expansao ${suffix}`);
  const reports = person.getByRole('group', { name: 'Reports' });
  await expect(reports.getByRole('option', { name: new RegExp(title) })).toBeVisible();
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await person.keyboard.press('Enter');
  await expect(person).toHaveURL(new RegExp(`/${created.id}/reports/view$`));
  await expect(person.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await expect(person.getByRole('main')).toContainText(title);

  // A plain user is never offered the unit's people: their own e-mail finds nothing.
  await person.keyboard.press('Control+K');
  await searchBox(person).fill(ACCOUNTS.user);
  await expect(person.getByText(`No results for “${ACCOUNTS.user}”`)).toBeVisible();
  await expect(person.getByRole('group', { name: 'Users' })).toHaveCount(0);
  await person.keyboard.press('Escape');
  await expect(person.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await context.close();
});

test('a unit admin finds a user and a settings screen from the header search', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, ACCOUNTS.admin);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Search/ })
    .click();
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.fill('user@demo');
  const users = page.getByRole('group', { name: 'Users' });
  await expect(users.getByRole('option', { name: new RegExp(ACCOUNTS.user) })).toBeVisible();

  await box.fill('settings');
  await expect(users).toHaveCount(0);
  const screens = page.getByRole('group', { name: 'Screens' });
  await expect(screens.getByRole('option', { name: 'Settings', exact: true })).toBeVisible();
  // The arrows reach it; Enter opens it.
  const options = page.getByRole('option');
  const count = await options.count();
  const target = (await options.allTextContents()).indexOf('Settings');
  expect(target).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < target; step++) await page.keyboard.press('ArrowDown');
  await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
  expect(count).toBeGreaterThan(target);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
});
