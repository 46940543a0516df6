import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn, unitUrl } from '../fixtures';

// Seeded by apps/server/src/seed/e2e/settings.ts: a unit of its own for the theme, so the
// sign-in page of the demo unit that other specs read keeps the product's look.
const BRANDED_ADMIN = 'admin@branded.mirante.local';

test('the demo admin changes a setting and finds it saved after a reload', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  const filters = page.getByLabel('Remember report filters');
  await expect(filters).not.toBeChecked();
  await filters.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Done successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Remember report filters')).toBeChecked();
  await page.screenshot({ path: '/tmp/settings-general.png', fullPage: true });

  // Turning on the IP restriction warns before anything is saved.
  await page.getByRole('tab', { name: 'Security and access' }).click();
  await expect(page.getByText('Make sure you are on an allowed IP before enabling')).toBeHidden();
  await page.getByLabel('Restrict access by IP').check();
  await expect(page.getByText('Make sure you are on an allowed IP before enabling')).toBeVisible();
  await page.screenshot({ path: '/tmp/settings-security.png', fullPage: true });
  await page.getByLabel('Restrict access by IP').uncheck();

  // Put the demo unit back as it was.
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByLabel('Remember report filters').uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Done successfully!').first()).toBeVisible();
});

test("an active theme dresses the unit's sign-in page", async ({ page, browser }) => {
  await openSignIn(page, unitUrl('branded', '/signin'));
  await signIn(page, BRANDED_ADMIN);
  await page.getByRole('link', { name: 'Themes' }).click();
  await expect(page.getByText('No themes yet')).toBeVisible();

  await page.getByRole('button', { name: 'New theme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Name').fill('Branded');
  await dialog.getByLabel('Page title').fill('Branded Portal');
  await dialog.getByRole('textbox', { name: 'Sign-in background' }).fill('#123456');
  await dialog.getByRole('textbox', { name: 'Sign-in button' }).fill('#aa3300');
  await page.screenshot({ path: '/tmp/themes-form.png' });
  await dialog.getByRole('button', { name: 'New theme' }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator('[data-theme-card="Branded"]');
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(page).toHaveTitle(/Branded Portal/);
  await page.screenshot({ path: '/tmp/themes-list.png', fullPage: true });

  const visitor = await browser.newContext();
  const signin = await visitor.newPage();
  await openSignIn(signin, unitUrl('branded', '/signin'));
  await expect(signin).toHaveTitle('Branded Portal');
  const root = signin.locator('[data-signin-root]');
  await expect(root).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await signin.screenshot({ path: '/tmp/themes-signin.png' });
  await visitor.close();
});
