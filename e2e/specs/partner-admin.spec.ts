import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn, unitUrl } from '../fixtures';

const SHOTS = '/tmp/pw-partner';

// Each test signs in, creates accounts (argon2 hashing) and opens a second browser: slower than most.
test.describe.configure({ timeout: 90_000 });

async function openCompanies(page: Page) {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.master);
  await page.getByRole('link', { name: 'Business units' }).first().click();
  await expect(page.getByRole('heading', { name: 'Business units', level: 1 })).toBeVisible();
}

async function addUnit(
  page: Page,
  unit: { name: string; subdomain: string; email: string; password?: string },
) {
  await page.getByRole('button', { name: 'Add business unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New business unit' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(unit.name);
  await dialog.getByRole('textbox', { name: 'Subdomain' }).fill(unit.subdomain);
  await dialog.getByRole('textbox', { name: 'CNPJ or CPF' }).fill('11.222.333/0001-81');
  await dialog.getByRole('textbox', { name: 'User limit' }).fill('25');
  await dialog.getByRole('textbox', { name: 'Administrator name' }).fill(`${unit.name} Admin`);
  await dialog.getByRole('textbox', { name: 'Administrator e-mail' }).fill(unit.email);
  if (unit.password) await dialog.getByLabel('Administrator password').fill(unit.password);
  return dialog;
}

test('the partner creates a unit whose admin signs in on its subdomain', async ({ page, browser }) => {
  await openCompanies(page);
  const password = 'Acme-e2e-Password-1';

  // An e-mail already in use is refused on its field, with nothing created.
  const dialog = await addUnit(page, { name: 'Acme', subdomain: 'acme', email: ACCOUNTS.admin, password });
  await dialog.getByRole('button', { name: 'Create business unit' }).click();
  await expect(dialog.getByText('This email already exists.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/company-form.png` });

  await dialog.getByRole('textbox', { name: 'Administrator e-mail' }).fill('admin@acme.example');
  await dialog.getByRole('button', { name: 'Create business unit' }).click();
  const created = page.getByRole('dialog', { name: 'Business unit created' });
  await expect(created.getByTestId('sign-in-address')).toHaveText(unitUrl('acme', '/signin'));
  await page.screenshot({ path: `${SHOTS}/company-created.png` });
  await created.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('company-row-acme');
  await expect(row).toContainText('Acme');
  await expect(row).toContainText('11.222.333/0001-81');
  await page.screenshot({ path: `${SHOTS}/companies-list.png`, fullPage: true });

  // The new admin, in a browser of their own, signs in on the unit's address.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await openSignIn(admin, unitUrl('acme', '/signin'));
  await expect(admin.getByText('Acme', { exact: true })).toBeVisible();
  // The unit's theme is applied once loaded and re-renders the page: sign in after that.
  await admin.waitForLoadState('networkidle');
  await signIn(admin, 'admin@acme.example', password);
  await expect(admin).toHaveURL(unitUrl('acme', '/'));
  await admin.screenshot({ path: `${SHOTS}/acme-admin-dashboard.png` });
  await context.close();
});

test('the partner registers a client with its first unit in one flow', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.master);
  await page.getByRole('link', { name: 'Registration' }).first().click();
  await expect(page.getByRole('heading', { name: 'Register a client' })).toBeVisible();

  // Client: a CNPJ with a wrong check digit stops the step.
  await page.getByRole('textbox', { name: 'Client name' }).fill('Borealis Ltda');
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-82');
  await page.getByRole('textbox', { name: 'Contact name' }).fill('Ana Souza');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('CNPJ is invalid', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-81');
  await page.screenshot({ path: `${SHOTS}/registration-client.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Borealis');
  await page.getByRole('textbox', { name: 'Subdomain' }).fill('borealis');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('textbox', { name: 'Administrator name' }).fill('Borealis Admin');
  await page.getByRole('textbox', { name: 'Administrator e-mail' }).fill('admin@borealis.example');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('row', { name: /Client name Borealis Ltda/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/registration-review.png`, fullPage: true });
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'Client registered' })).toBeVisible();
  await expect(page.getByTestId('sign-in-address')).toHaveText(unitUrl('borealis', '/signin'));
  await expect(page.getByTestId('generated-password')).not.toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/registration-done.png`, fullPage: true });
});

test('deleting a unit asks for the typed confirmation and the unit can be restored', async ({ page }) => {
  await openCompanies(page);
  const dialog = await addUnit(page, {
    name: 'Cobalt Unit',
    subdomain: 'cobalt',
    email: 'admin@cobalt.example',
  });
  await dialog.getByRole('button', { name: 'Create business unit' }).click();
  await page
    .getByRole('dialog', { name: 'Business unit created' })
    .getByRole('button', { name: 'Done' })
    .click();

  const row = page.getByTestId('company-row-cobalt');
  await row.getByRole('button', { name: 'More actions for Cobalt Unit' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Cobalt Unit?' });
  const deleteButton = confirm.getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Confirmation' }).fill('COBALT_UNIT');
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  await page.getByRole('radiogroup', { name: 'Show business units by status' }).getByText('Deleted').click();
  await expect(row).toContainText('Deleted');
  await page.screenshot({ path: `${SHOTS}/companies-deleted.png`, fullPage: true });
  await row.getByRole('button', { name: 'Restore Cobalt Unit' }).click();
  await expect(row).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: 'Show business units by status' })
    .getByText('Active', { exact: true })
    .click();
  await expect(row).toContainText('Active');
});
