import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn } from '../fixtures';

// Each test walks a whole flow through several dialogs.
test.describe.configure({ timeout: 90_000 });

test('the operator adds a partner, edits it, deactivates and reactivates it', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await expect(page).toHaveURL(/\/partners$/);

  // Add: an invalid CNPJ is caught on the field before anything is sent.
  await page.getByRole('button', { name: 'Add partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add partner' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sul Analytics');
  await dialog.getByLabel('CNPJ/CPF').fill('11.222.333/0001-82');
  await dialog.getByLabel('E-mail').fill('contato@sul.example');
  await dialog.getByLabel('Phone').fill('+55 51 3333-4444');
  await dialog.getByLabel('Contact name').fill('Bruna Lima');
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(dialog.getByText('CNPJ/CPF is invalid', { exact: false })).toBeVisible();

  await dialog.getByLabel('CNPJ/CPF').fill('11.222.333/0001-81');
  await page.screenshot({ path: '/tmp/pw-operator/partner-form.png' });
  await dialog.getByRole('button', { name: 'Add partner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Sul Analytics/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('11.222.333/0001-81')).toBeVisible();

  // Edit: the form opens with the stored values.
  await row.getByRole('button', { name: 'Actions for Sul Analytics' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sul Analytics' });
  await expect(edit.getByLabel('Contact name')).toHaveValue('Bruna Lima');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Sul Analytics BI');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const renamed = page.getByRole('row', { name: /Sul Analytics BI/ });
  await expect(renamed).toBeVisible();

  // Deactivate, after confirming.
  await renamed.getByRole('button', { name: 'Actions for Sul Analytics BI' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate partner' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamed.getByText('Inactive')).toBeVisible();

  // The status filter shows it among the inactive partners only.
  await page.getByRole('radiogroup', { name: 'Filter by status' }).getByText('Inactive').click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(page.getByRole('row', { name: /Sul Analytics BI/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Demo Partner' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/pw-operator/partners-inactive.png', fullPage: true });

  await page
    .getByRole('row', { name: /Sul Analytics BI/ })
    .getByRole('button')
    .click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate partner' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByRole('row', { name: /Sul Analytics BI/ })).toHaveCount(0);
});

test('the operator cannot deactivate a partner whose units have active users', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  const row = page.getByRole('row', { name: /Demo Partner/ });
  await row.getByRole('button', { name: 'Actions for Demo Partner' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate partner' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm.getByRole('alert')).toContainText('still have');
  await page.screenshot({ path: '/tmp/pw-operator/partner-refused.png' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Active')).toBeVisible();
});

test('the operator adds a client with a valid CNPJ after the invalid one is refused', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client' });
  await dialog.getByRole('combobox', { name: 'Partner' }).click();
  await page.getByRole('option', { name: 'Demo Partner' }).click();
  await dialog.getByLabel('Customer code').fill('C-7001');
  await dialog.getByRole('textbox', { name: 'Corporate name' }).fill('Padaria Aurora Ltda');
  await dialog.getByRole('textbox', { name: 'CNPJ' }).fill('11.444.777/0001-62');
  await dialog.getByLabel('Fantasy name').fill('Padaria Aurora');
  await dialog.getByLabel('City').fill('Curitiba');
  await dialog.getByLabel('Business e-mail').fill('financeiro@aurora.example');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('CNPJ is invalid', { exact: false })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'CNPJ' }).fill('11.444.777/0001-61');
  await page.screenshot({ path: '/tmp/pw-operator/client-form.png' });
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog).toBeHidden();
  // Other specs' clients share the list: the new one is found by its code.
  await page.getByLabel('Search clients').fill('C-7001');
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: /Padaria Aurora Ltda/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('11.444.777/0001-61')).toBeVisible();
  await expect(row.getByText('Demo Partner')).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-operator/clients.png' });

  // No units: it can be deleted, after typing its name.
  await row.getByRole('button', { name: 'Delete Padaria Aurora Ltda' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('textbox').fill('PADARIA_AURORA_LTDA');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /Padaria Aurora Ltda/ })).toHaveCount(0);
});
