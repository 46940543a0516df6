import { expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

// Seeded by apps/server/src/seed/e2e/settings.ts (seedLiveSettingsFixture): a unit of its own,
// so changing its menu and switches leaves the units of the other specs as they are.
const UNIT = 'live-settings';
const ADMIN = 'admin@live.mirante.local';
const USER = 'user@live.mirante.local';
const NEWCOMER = 'newcomer@live.mirante.local';

test('a menu entry the admin hides disappears from an open session, without signing in again', async ({
  browser,
}) => {
  // The open tab learns of the change on its next poll of the unit's settings (every 15 s).
  test.setTimeout(120_000);
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await openSignIn(user, unitUrl(UNIT, '/signin'));
  await signIn(user, USER);
  const userMenu = user.getByRole('navigation', { name: 'Main menu' });
  await expect(userMenu.getByRole('link', { name: 'Playlists' })).toBeVisible();
  await expect(userMenu.getByRole('link', { name: 'Catalogs' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignIn(admin, unitUrl(UNIT, '/signin'));
  await signIn(admin, ADMIN);
  await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await admin.getByRole('tab', { name: 'Menu' }).click();
  await admin.getByRole('combobox', { name: 'Hidden menu entries' }).click();
  await admin.getByRole('option', { name: 'Playlists' }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Done successfully!')).toBeVisible();
  await admin.screenshot({ path: '/tmp/settings-live-admin.png', fullPage: true });

  // The user's tab was not reloaded: the entry goes, the others stay.
  await expect(userMenu.getByRole('link', { name: 'Playlists' })).toBeHidden({ timeout: 45_000 });
  await expect(userMenu.getByRole('link', { name: 'Catalogs' })).toBeVisible();
  await user.screenshot({ path: '/tmp/settings-live-user.png', fullPage: true });

  // Showing it again reaches the open tab the same way.
  await admin.getByRole('combobox', { name: 'Hidden menu entries' }).click();
  await admin.getByRole('option', { name: 'Playlists' }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Done successfully!').first()).toBeVisible();
  await expect(userMenu.getByRole('link', { name: 'Playlists' })).toBeVisible({ timeout: 45_000 });

  await userContext.close();
  await adminContext.close();
});

test('a new member of a unit that asks for it gets the profile questionnaire on the first sign-in only', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, NEWCOMER);
  const dialog = page.getByRole('dialog', { name: 'Tell us about yourself' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: '/tmp/settings-questionnaire.png' });
  await dialog.getByRole('radio', { name: 'Analyst' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for answering!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the admin sees the switches the partner keeps, read-only', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Permissions' }).click();
  for (const label of [
    'Business unit enabled',
    'Admins see two-step verification',
    'Allow admin remote access',
  ]) {
    await expect(page.getByRole('switch', { name: label })).toBeDisabled();
  }
  await expect(page.getByRole('switch', { name: 'Allow partner remote access' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/settings-powers.png', fullPage: true });
});
