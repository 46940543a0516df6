import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn, unitUrl } from '../fixtures';

// Seeded by apps/server/src/seed/e2e/switching.ts: the demo unit lets its partner in with an
// admin's consent, Sara belongs to the demo unit (user) and to 'north' (admin), Priscila is a
// second partner account, and Nina has not answered the profile questionnaire yet.
const SWITCHER = 'switcher@e2e.mirante.local';
const SECOND_PARTNER = 'partner.two@e2e.mirante.local';
const NEWCOMER = 'newcomer@e2e.mirante.local';
const NORTH = 'North Business Unit';
const DEMO = 'Demo Business Unit';

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

/** A signed-in page in a browser context of its own (its own local records). */
async function signedInPage(browser: Browser, email: string, url?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignIn(page, url);
  await signIn(page, email);
  return page;
}

/** The partner asks to enter the demo unit with `profile` and lands on the waiting page. */
async function requestDemoUnit(page: Page, profile: 'As administrator' | 'As user') {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Enter a business unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter a business unit' });
  // The dialog is ready once its search box has the focus (it opens with a transition).
  await expect(dialog.getByRole('searchbox', { name: 'Search units' })).toBeFocused();
  await dialog.getByRole('button', { name: `Enter ${DEMO}: ${profile}` }).click();
  await expect(page).toHaveURL(/\/authorization\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Waiting for authorization' })).toBeVisible();
}

/** The demo admin's pending row for `requester` at remote/authorization. */
async function pendingRequestOf(admin: Page, requester: string) {
  await admin
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Remote access' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Remote access', level: 1 })).toBeVisible();
  return admin
    .getByRole('row', { name: requester })
    .filter({ has: admin.getByRole('button', { name: 'Authorize' }) });
}

test('a member of two units switches company on the same host: modal for 2 s, then the other unit', async ({
  page,
}) => {
  await openSignIn(page);
  await signIn(page, SWITCHER);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('User');

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: NORTH }).click();
  const modal = page.getByRole('dialog', { name: 'Switching business unit' });
  await expect(modal).toContainText(`Switching to ${NORTH}…`);
  const shownAt = Date.now();
  await expect(modal).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Administrator');
  // The admin's own menu now, and the switcher marks the unit the session is on.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Remote access' }),
  ).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: NORTH })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: DEMO })).toBeEnabled();
});

test('switching to a unit on another host continues there with a one-time link', async ({
  page,
  browser,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await openSignIn(page, unitUrl('demo', '/signin'));
  await signIn(page, SWITCHER);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: NORTH }).click();

  await page.waitForURL(/north\.mirante\.test:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Administrator');
  const link = visited.find((url) => /north\.mirante\.test:\d+\/change\/company\/[\w-]+$/.test(url));
  expect(link).toBeTruthy();

  // The link works once: opened again elsewhere, it says the sign-in failed and offers to sign in.
  const other = await (await browser.newContext()).newPage();
  await openSignIn(other, link);
  await expect(other.getByText('Error logging in!')).toBeVisible();
  await other.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(other).toHaveURL(/north\.mirante\.test:\d+\/signin$/);
});

test('the partner waits for the unit admin, enters as administrator with a banner, then goes back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await signedInPage(browser, ACCOUNTS.master);
  await requestDemoUnit(partner, 'As administrator');
  await expect(
    partner.getByText(`We asked an administrator of ${DEMO} to let you in as Administrator.`, {
      exact: false,
    }),
  ).toBeVisible();

  const admin = await signedInPage(browser, ACCOUNTS.admin);
  const row = await pendingRequestOf(admin, 'Paulo Partner');
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText('Demo Partner');
  await row.getByRole('button', { name: 'Authorize' }).click();
  await admin
    .getByRole('dialog', { name: 'Authorize access?' })
    .getByRole('button', { name: 'Authorize' })
    .click();
  await expect(admin.getByRole('row', { name: 'Paulo Partner' }).first()).toContainText('Authorized');

  // The waiting page continues by itself, without a reload, into the unit.
  const banner = partner.getByRole('region', { name: 'Partner access' });
  await expect(banner).toContainText(`You are in ${DEMO} as Administrator on behalf of Paulo Partner.`, {
    timeout: 15_000,
  });
  await expect(partner).not.toHaveURL(/\/authorization\//);
  await expect(partner.getByRole('button', { name: 'Account menu' })).toContainText('Administrator');

  await banner.getByRole('button', { name: 'Back to partner' }).click();
  await expect(banner).toBeHidden({ timeout: 10_000 });
  await expect(partner.getByRole('button', { name: 'Account menu' })).toContainText('Partner');
  await openAccountMenu(partner);
  await expect(partner.getByRole('menuitem', { name: 'Enter a business unit' })).toBeVisible();
});

test('a refused partner sees the reason', async ({ browser }) => {
  test.setTimeout(120_000);
  const partner = await signedInPage(browser, SECOND_PARTNER);
  await requestDemoUnit(partner, 'As user');

  const admin = await signedInPage(browser, ACCOUNTS.admin);
  const row = await pendingRequestOf(admin, 'Priscila Partner');
  await row.getByRole('button', { name: 'Refuse' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refuse access' });
  await dialog.getByLabel('Reason').fill('Month-end closing in progress');
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row', { name: 'Priscila Partner' }).first()).toContainText('Refused');

  await expect(partner.getByRole('heading', { name: 'Access refused' })).toBeVisible({ timeout: 15_000 });
  await expect(partner.getByText('Reason: Month-end closing in progress')).toBeVisible();
  await expect(partner).toHaveURL(/\/authorization\//);
});

test('a partner kept out of a unit learns why and which setting of the unit opens the door', async ({
  browser,
}) => {
  // North keeps its partner out (partner remote access off).
  const partner = await signedInPage(browser, SECOND_PARTNER);
  await openAccountMenu(partner);
  await partner.getByRole('menuitem', { name: 'Enter a business unit' }).click();
  const dialog = partner.getByRole('dialog', { name: 'Enter a business unit' });
  await expect(dialog).toContainText('when its settings allow partner remote access');
  await dialog.getByRole('button', { name: `Enter ${NORTH}: As administrator` }).click();
  const notice = partner.getByRole('alert').filter({ hasText: 'does not let its partner in' });
  await expect(notice).toContainText('“Allow partner remote access” under Settings › Permissions');
  await expect(partner).not.toHaveURL(/\/authorization\//);
});

test("the profile questionnaire: 'Other' needs a role, then it is answered for good", async ({ page }) => {
  test.setTimeout(60_000);
  await openSignIn(page);
  await signIn(page, NEWCOMER);

  const first = page.getByRole('dialog', { name: 'Tell us about yourself' });
  await expect(first).toBeVisible();
  await first.getByRole('radio', { name: 'Other' }).check();
  await first.getByRole('button', { name: 'Continue' }).click();

  const second = page.getByRole('dialog', { name: 'What is your role?' });
  await second.getByLabel('Role').fill('   ');
  await second.getByRole('button', { name: 'Send' }).click();
  await expect(second.getByText('Role is required')).toBeVisible();

  // Cancelling the second prompt reopens the first.
  await second.getByRole('button', { name: 'Back' }).click();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Continue' }).click();
  await second.getByLabel('Role').fill('Sales coordinator');
  await second.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for answering!')).toBeVisible();
  await expect(second).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(first).toBeHidden();

  // Nor after the next sign-in: the answer is stored.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, NEWCOMER);
  await page.waitForTimeout(1_500);
  await expect(first).toBeHidden();
});
