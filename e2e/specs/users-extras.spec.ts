import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';

// Sign-in, a page load and a switch each: more than the default budget on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Signs in as fixtures.signIn does, with room for a slow answer on a busy machine. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 45_000 });
}

/** Accounts and units seeded for this spec alone (seed/e2e/account.ts). */
const ADMIN = 'admin@extras.mirante.local';
const MASTER = 'master@extras.mirante.local';

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible({ timeout: 30_000 });
}

test('the admin links a user to another unit of the same client', async ({ page }) => {
  await openSignIn(page, unitUrl('extras', '/signin'));
  await signIn(page, ADMIN);
  await openUsers(page);
  const row = page.getByRole('row', { name: /Linda Linked/ });
  await expect(row).toContainText('None');
  await row.getByRole('button', { name: 'Actions for Linda Linked' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByRole('combobox', { name: 'Linked unit' }).click();
  // Only units of the same client are offered.
  await expect(page.getByRole('option')).toHaveText(['Extras Branch Unit']);
  await page.getByRole('option', { name: 'Extras Branch Unit' }).click();
  await page.screenshot({ path: '/tmp/account-linked-unit-form.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Extras Branch Unit');
  await page.screenshot({ path: '/tmp/account-linked-unit-list.png', fullPage: true });
});

test('the admin acts as a user without consent and goes back', async ({ page }) => {
  await openSignIn(page, unitUrl('extras', '/signin'));
  await signIn(page, ADMIN);
  await openUsers(page);
  const row = page.getByRole('row', { name: /Ursula Remote/ });
  await row.getByRole('button', { name: 'Actions for Ursula Remote' }).click();
  // A user who did not allow it is not offered.
  await page.keyboard.press('Escape');
  await page
    .getByRole('row', { name: /Linda Linked/ })
    .getByRole('button', { name: 'Actions for Linda Linked' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Access as the user' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Actions for Ursula Remote' }).click();
  await page.getByRole('menuitem', { name: 'Access as the user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Access as Ursula Remote' });
  await dialog.getByRole('button', { name: 'Access' }).click();

  const banner = page.getByRole('region', { name: 'Administrator access' });
  await expect(banner).toContainText('Edgar Extras');
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toContainText('Ursula Remote');
  await page.screenshot({ path: '/tmp/account-acting-as-user.png', fullPage: true });

  await banner.getByRole('button', { name: 'Back to administrator' }).click();
  await expect(banner).toBeHidden();
  await expect(menu).toContainText('Edgar Extras');
  await expect(menu).toContainText('Administrator');
});

test('a master edits the settings of one of its units', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, MASTER);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Unit settings' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Business unit' }).click();
  await page.getByRole('option', { name: 'Partner Settings Unit' }).click();
  const timeout = page.getByLabel('Session length (hours)');
  await expect(timeout).toHaveValue('8');
  await timeout.fill('6');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Done successfully!').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/account-master-unit-settings.png', fullPage: true });

  // The value is the unit's: it is there after a reload.
  await page.reload();
  await page.getByRole('combobox', { name: 'Business unit' }).click();
  await page.getByRole('option', { name: 'Partner Settings Unit' }).click();
  await expect(page.getByLabel('Session length (hours)')).toHaveValue('6');
});
