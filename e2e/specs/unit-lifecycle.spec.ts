import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';

// Screens load lazily and passwords hash slowly when the machine is busy: wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = '/tmp/pw-domains';
/** A partner seeded for this spec alone (seed/e2e/domains.ts), with no unit yet. */
const LIFECYCLE_MASTER = 'master@lifecycle.mirante.local';
const ADMIN_EMAIL = 'admin@lifecycle.example';
const ADMIN_PASSWORD = 'Lifecycle-e2e-Password-1';

/** Signs in like the shared helper, with room for a slow password hash on a busy machine. */
async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

test('a new unit: created by its partner, dressed and staffed by its admin up to its user limit', async ({
  page,
  browser,
}) => {
  // The whole life of a unit in one journey: two accounts, three browsers, many dialogs.
  test.setTimeout(240_000);

  // The partner creates the unit with its first admin and a limit of two users.
  await openSignIn(page);
  await signInAs(page, LIFECYCLE_MASTER);
  await page.getByRole('link', { name: 'Business units' }).first().click();
  await expect(page.getByRole('heading', { name: 'Business units', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add business unit' }).click();
  const unitForm = page.getByRole('dialog', { name: 'New business unit' });
  await unitForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Lifecycle Unit');
  await unitForm.getByRole('textbox', { name: 'Subdomain' }).fill('lifecycle');
  await unitForm.getByRole('textbox', { name: 'User limit' }).fill('2');
  await unitForm.getByRole('textbox', { name: 'Administrator name' }).fill('Lia Lifecycle');
  await unitForm.getByRole('textbox', { name: 'Administrator e-mail' }).fill(ADMIN_EMAIL);
  await unitForm.getByLabel('Administrator password').fill(ADMIN_PASSWORD);
  await unitForm.getByRole('button', { name: 'Create business unit' }).click();
  const created = page.getByRole('dialog', { name: 'Business unit created' });
  await expect(created.getByTestId('sign-in-address')).toHaveText(unitUrl('lifecycle', '/signin'));
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('company-row-lifecycle')).toContainText('Lifecycle Unit');

  // The admin signs in on the unit's own subdomain.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignIn(admin, unitUrl('lifecycle', '/signin'));
  await expect(admin.getByText('Lifecycle Unit', { exact: true })).toBeVisible();
  await admin.waitForLoadState('networkidle');
  await signInAs(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(admin).toHaveURL(unitUrl('lifecycle', '/'));
  const menu = admin.getByRole('navigation', { name: 'Main menu' });

  // A whitelabel theme, active at once.
  await menu.getByRole('link', { name: 'Themes' }).click();
  await admin.getByRole('button', { name: 'New theme' }).first().click();
  const themeForm = admin.getByRole('dialog', { name: 'New theme' });
  await themeForm.getByLabel('Name').fill('Lifecycle Green');
  await themeForm.getByLabel('Page title').fill('Lifecycle Portal');
  await themeForm.getByRole('textbox', { name: 'Sign-in background' }).fill('#0b5345');
  await themeForm.getByRole('button', { name: 'New theme' }).click();
  await expect(themeForm).toBeHidden();
  const card = admin.locator('[data-theme-card="Lifecycle Green"]');
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(admin).toHaveTitle(/Lifecycle Portal/);

  // A visitor of the subdomain sees the unit's colour and title on its sign-in page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openSignIn(visitor, unitUrl('lifecycle', '/signin'));
  await expect(visitor).toHaveTitle('Lifecycle Portal');
  await expect(visitor.locator('[data-signin-root]')).toHaveCSS('background-color', 'rgb(11, 83, 69)');
  await visitor.screenshot({ path: `${SHOTS}/lifecycle-signin.png` });
  await visitorContext.close();

  // A user group and a custom field for the unit's users.
  await menu.getByRole('link', { name: 'User groups' }).click();
  await admin.getByRole('button', { name: 'Add group' }).click();
  const groupForm = admin.getByRole('dialog', { name: 'New group' });
  await groupForm.getByLabel('Name').fill('Analysts');
  await groupForm.getByRole('button', { name: 'Save' }).click();
  await expect(groupForm).toBeHidden();
  await expect(admin.getByRole('row', { name: /Analysts/ })).toBeVisible();
  await admin.getByRole('tab', { name: 'Custom fields' }).click();
  await admin.getByRole('button', { name: 'Add field' }).click();
  const fieldForm = admin.getByRole('dialog', { name: 'New custom field' });
  await fieldForm.getByLabel('Name').fill('Employee ID');
  await fieldForm.getByRole('button', { name: 'Save' }).click();
  await expect(fieldForm).toBeHidden();
  await expect(admin.getByRole('row', { name: /Employee ID/ })).toBeVisible();

  // The second seat goes to a user in the group, with the custom field filled in.
  await menu.getByRole('link', { name: 'Users' }).click();
  await admin.getByRole('button', { name: 'Add user' }).click();
  const userForm = admin.getByRole('dialog', { name: 'Add user' });
  await userForm.getByLabel('Name').fill('Igor Insight');
  await userForm.getByLabel('E-mail').fill('igor@lifecycle.example');
  await userForm.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
  await userForm.getByRole('combobox', { name: 'User groups' }).click();
  await admin.getByRole('option', { name: 'Analysts' }).click();
  await userForm.getByRole('textbox', { name: 'Employee ID' }).fill('E-1001');
  await admin.screenshot({ path: `${SHOTS}/lifecycle-user-form.png` });
  await userForm.getByRole('button', { name: 'Add user' }).click();
  await expect(userForm).toBeHidden();
  const row = admin.getByRole('row', { name: /Igor Insight/ });
  await expect(row).toContainText('Analysts');
  await row.getByRole('button', { name: 'Actions for Igor Insight' }).click();
  await admin.getByRole('menuitem', { name: 'Edit' }).click();
  const editForm = admin.getByRole('dialog', { name: 'Edit user' });
  await expect(editForm.getByRole('textbox', { name: 'Employee ID' })).toHaveValue('E-1001');
  await editForm.getByRole('button', { name: 'Cancel' }).click();
  // The form is one dialog for both; let it close before opening it again.
  await expect(admin.getByRole('dialog')).toHaveCount(0);

  // A third account would pass the limit of two.
  await admin.getByRole('button', { name: 'Add user' }).click();
  await userForm.getByLabel('Name').fill('One Too Many');
  await userForm.getByLabel('E-mail').fill('extra@lifecycle.example');
  await userForm.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
  await userForm.getByRole('button', { name: 'Add user' }).click();
  const limit = userForm.getByText('The user limit for this business unit has been reached.');
  await expect(limit).toBeVisible();
  await limit.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/lifecycle-user-limit.png` });
  await adminContext.close();
});
