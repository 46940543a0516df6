import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';

/** The admin of the unit seeded for this spec (seed/e2e/capacities.ts). */
const ADMIN = 'admin@capacities.mirante.local';
/** The emulator's capacity (Microsoft.PowerBIDedicated/capacities/miranteembedded). */
const CAPACITY = 'miranteembedded';

async function confirm(page: Page, action: 'Pause' | 'Resume') {
  const card = page.getByRole('article', { name: CAPACITY });
  await card.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action} ${CAPACITY}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs in, allowing for a slow first load after sign-in (the shared fixture waits 10 s). */
async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

test('the admin sees the capacity state, pauses it and resumes it', async ({ page }) => {
  // Two Azure operations, each followed to its end by polling; slow on a busy machine.
  test.setTimeout(180_000);
  await openSignIn(page, unitUrl('capacities', '/signin'));
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Capacities' }).click();
  await expect(page).toHaveURL(/\/powerbi\/resources$/);
  await expect(page.getByRole('heading', { name: 'License capacities' })).toBeVisible();

  const card = page.getByRole('article', { name: CAPACITY });
  const phase = card.getByTestId('capacity-phase');
  // Read from Azure on load: running, with the resource's fields.
  await expect(phase).toHaveText('Running', { timeout: 20_000 });
  await expect(card.getByTestId('capacity-state')).toHaveText('Succeeded');
  await expect(card).toContainText('mirante-demo');
  await expect(card).toContainText('00000000-0000-4000-8000-00000000c0de');
  await expect(card).toContainText('Emulated Azure');
  await expect(card).toContainText('Commercial');
  await page.screenshot({ path: '/tmp/pw-capacities/capacities-running.png', fullPage: true });

  await confirm(page, 'Pause');
  await expect(page.getByText(`Pausing ${CAPACITY}.`)).toBeVisible();
  await expect(phase).toHaveText('Paused', { timeout: 30_000 });
  await expect(card.getByTestId('capacity-state')).toHaveText('Paused');
  await page.screenshot({ path: '/tmp/pw-capacities/capacities-paused.png', fullPage: true });

  // The state survives a reload: it is Azure's, not the page's.
  await page.reload();
  await expect(page.getByRole('article', { name: CAPACITY }).getByTestId('capacity-phase')).toHaveText(
    'Paused',
  );

  await confirm(page, 'Resume');
  await expect(phase).toHaveText('Running', { timeout: 30_000 });
  await expect(card.getByTestId('capacity-state')).toHaveText('Succeeded');
});

test('the admin adds a capacity with a shift and deletes it', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignIn(page, unitUrl('capacities', '/signin'));
  await signIn(page, ADMIN);
  await page.goto(unitUrl('capacities', '/powerbi/resources'));
  await page.getByRole('button', { name: 'Add capacity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add capacity' });
  await dialog.getByRole('combobox', { name: 'Provider account' }).click();
  await page.getByRole('option', { name: 'Emulated Azure' }).click();
  // The account's subscription and resource group fill in.
  await expect(dialog.getByLabel('Subscription ID')).toHaveValue('00000000-0000-4000-8000-00000000c0de');
  await expect(dialog.getByLabel('Resource group')).toHaveValue('mirante-demo');

  // An invalid name is refused on its field.
  await dialog.getByLabel('Resource name (feature name)').fill('Night Shift');
  await dialog.getByRole('button', { name: 'Add shift' }).click();
  await dialog.getByLabel('Shift name').fill('Business hours');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Resource name (feature name) is invalid')).toBeVisible();

  await dialog.getByLabel('Resource name (feature name)').fill('mirantereserve');
  await dialog.getByRole('switch', { name: 'Schedule' }).check();
  await page.screenshot({ path: '/tmp/pw-capacities/capacity-form.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'mirantereserve' });
  await expect(card).toContainText('Business hours · 08:00–18:00 · Mon, Tue, Wed, Thu, Fri');
  await expect(card).toContainText('Schedule');

  await card.getByRole('button', { name: 'More actions for mirantereserve' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: /mirantereserve/ });
  const remove = confirmDelete.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await confirmDelete.getByRole('textbox').fill('MIRANTERESERVE');
  await remove.click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('article', { name: CAPACITY })).toBeVisible();
});
