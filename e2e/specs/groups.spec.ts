import { expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/** The admin of the unit seeded for this spec alone (seed/e2e/groups.ts). */
const GROUPS_ADMIN = 'admin@groups.mirante.local';

test('the admin manages user groups and custom fields', async ({ page }) => {
  // One journey through two tabs and five dialogs: longer than the default budget.
  test.setTimeout(60_000);
  await openSignIn(page, unitUrl('groups', '/signin'));
  await signIn(page, GROUPS_ADMIN);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'User groups' })
    .click();
  await expect(page).toHaveURL(/\/group_users$/);
  await expect(page.getByRole('heading', { name: 'User groups' })).toBeVisible();

  // Add a group from the keyboard: the name field has the focus, Enter submits.
  await page.getByRole('button', { name: 'Add group' }).click();
  const add = page.getByRole('dialog', { name: 'New group' });
  await expect(add.getByLabel('Name')).toBeFocused();
  await add.getByLabel('Name').fill('Field Sales');
  await add.getByLabel('Description').fill('Sellers on the road');
  await add.getByLabel('Name').press('Enter');
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: /Field Sales/ });
  await expect(row).toContainText('Sellers on the road');

  // Rename it.
  await row.getByRole('button', { name: 'Actions for Field Sales' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Field Sales' });
  await expect(edit.getByLabel('Name')).toHaveValue('Field Sales');
  await edit.getByLabel('Name').fill('Field Sales Team');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: /Field Sales Team/ })).toBeVisible();

  // The same name in other letters is refused on the name field.
  await page.getByRole('button', { name: 'Add group' }).click();
  await add.getByLabel('Name').fill('field sales team');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('A group with this name already exists.')).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-groups/group-duplicate.png' });
  await add.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: '/tmp/pw-groups/groups-list.png', fullPage: true });

  // Custom fields: a list with options and a required text field.
  await page.getByRole('tab', { name: 'Custom fields' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  const field = page.getByRole('dialog', { name: 'New custom field' });
  await field.getByLabel('Name').fill('Shirt size');
  await field.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'List' }).click();
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(field.getByText('Options is required')).toBeVisible();
  const options = field.getByRole('combobox', { name: 'Options' });
  for (const option of ['S', 'M', 'L']) {
    await options.fill(option);
    await options.press('Enter');
  }
  await page.screenshot({ path: '/tmp/pw-groups/field-form.png' });
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeHidden();

  await page.getByRole('button', { name: 'Add field' }).click();
  await field.getByLabel('Name').fill('Badge number');
  await field.getByLabel('Required').check();
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeHidden();

  const shirt = page.getByRole('row', { name: /Shirt size/ });
  await expect(shirt).toContainText('List');
  await expect(shirt).toContainText('S, M, L');
  const badge = page.getByRole('row', { name: /Badge number/ });
  await expect(badge).toContainText('Text');
  await expect(badge).toContainText('Required');
  await page.screenshot({ path: '/tmp/pw-groups/custom-fields.png', fullPage: true });

  // Deleting a group asks for the typed confirmation.
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Actions for Field Sales Team' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Field Sales Team?' });
  const deleteButton = confirm.getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel('Confirmation').fill('FIELD SALES TEAM');
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel('Confirmation').fill('FIELD_SALES_TEAM');
  await page.screenshot({ path: '/tmp/pw-groups/group-delete.png' });
  await deleteButton.click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: /Field Sales Team/ })).toHaveCount(0);
});
