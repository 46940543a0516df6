import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, openSignIn, signIn, unitUrl } from '../fixtures';

const SHOTS = '/tmp/pw-users';

test('the admin adds, finds, deactivates and reactivates a user', async ({ page }) => {
  // A long journey through several dialogs; the default 30 s is tight on a busy machine.
  test.setTimeout(120_000);
  await openSignIn(page, unitUrl('demo', '/signin'));
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row', { name: /admin@demo\.mirante\.local/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await expect(form.getByLabel('Name')).toBeFocused();
  // Sent empty, the required fields say so on the fields.
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Paula Pereira');
  await form.getByLabel('E-mail').fill('paula@demo.mirante.local');
  await form.getByLabel('Phone').fill('+55 11 5555-0199');
  await form.getByLabel('Department').fill('Controlling');
  await form.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Analyst' }).click();
  // Without a password the form says so on the field and takes the person there.
  await form.getByRole('button', { name: 'Add user' }).click();
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill(DEMO_PASSWORD);
  // Escape with typed data asks first; keeping on editing keeps every value.
  await page.keyboard.press('Escape');
  await expect(form.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await form.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('Paula Pereira');
  await expect(password).toBeFocused();
  await form.getByLabel('Allow creating notifications').check();
  await page.screenshot({ path: `${SHOTS}/user-form.png` });
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form).toBeHidden();

  // A second account with the same e-mail is refused on the e-mail field.
  await page.getByRole('button', { name: 'Add user' }).click();
  await form.getByLabel('Name').fill('Paula Again');
  await form.getByLabel('E-mail').fill('PAULA@demo.mirante.local');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form.getByText('This email already exists.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search users' }).fill('controlling');
  const row = page.getByRole('row', { name: /Paula Pereira/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');
  await page.screenshot({ path: `${SHOTS}/users-list.png`, fullPage: true });

  await row.getByRole('button', { name: 'Actions for Paula Pereira' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Deactivated');

  await row.getByRole('button', { name: 'Actions for Paula Pereira' }).click();
  await page.getByRole('menuitem', { name: 'Activate' }).click();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Deactivated');
});

test('a unit at its user limit cannot add another user', async ({ page }) => {
  await openSignIn(page, unitUrl('users-full', '/signin'));
  await signIn(page, 'admin@users-full.mirante.local');
  await page.goto(unitUrl('users-full', '/user'));
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await form.getByLabel('Name').fill('One Too Many');
  await form.getByLabel('E-mail').fill('extra@users-full.mirante.local');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form.getByText('The user limit for this business unit has been reached.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/user-limit.png` });
});
