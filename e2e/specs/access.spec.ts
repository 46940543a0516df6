import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, openSignIn, signIn, unitUrl } from '../fixtures';

// Seeded by apps/server/src/seed/e2e/access.ts: two accounts of the demo unit for this spec
// alone, since locking an account or ending its sessions would disturb the other specs.
const LOCKOUT = 'lockout@demo.mirante.local';
const SESSIONS = 'sessions@demo.mirante.local';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function submit(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A page signed in as `email` in a browser context of its own. */
async function signedInPage(browser: Browser, email: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  await openSignIn(page);
  await signIn(page, email);
  return page;
}

async function openActiveSessions(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Active sessions' }).click();
  return page.getByRole('dialog', { name: 'Active sessions' });
}

test("the demo admin signs in on the unit's own address and lands there", async ({ page }) => {
  await openSignIn(page, unitUrl('demo', '/signin'));
  await expect(page.getByLabel('Business unit: Demo Business Unit')).toBeVisible();
  await page.screenshot({ path: '/tmp/access-unit-signin.png' });
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(unitUrl('demo', '/'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test("a partner account is refused on a unit's address", async ({ page }) => {
  await openSignIn(page, unitUrl('demo', '/signin'));
  await submit(page, ACCOUNTS.master, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('No access to this domain!');
  await expect(page).toHaveURL(unitUrl('demo', '/signin'));
});

test('an address no unit owns shows the unknown-domain page', async ({ page }) => {
  await openSignIn(page, unitUrl('nowhere', '/signin'));
  await expect(page).toHaveURL(unitUrl('nowhere', '/domain/notfound'));
  await expect(page.getByRole('heading', { name: 'Unknown domain' })).toBeVisible();
});

test('five wrong passwords lock the account, and then the right one is refused too', async ({ page }) => {
  await openSignIn(page);
  for (let i = 1; i <= 4; i++) {
    await submit(page, LOCKOUT, `${DEMO_PASSWORD}-wrong-${i}`);
    await expect(page.getByRole('alert')).toContainText('Incorrect Username or Password!');
  }
  const lock = 'Too many failed sign-in attempts. Try again in 15 minutes.';
  await submit(page, LOCKOUT, `${DEMO_PASSWORD}-wrong-5`);
  await expect(page.getByRole('alert')).toContainText(lock);
  await page.screenshot({ path: '/tmp/access-locked.png' });

  await submit(page, LOCKOUT, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(lock);
  await expect(page).toHaveURL(/\/signin$/);
});

test('active sessions lists both browsers; ending the other one signs it out on its next action', async ({
  browser,
}) => {
  const desk = await signedInPage(browser, SESSIONS);
  const phone = await signedInPage(browser, SESSIONS, PHONE_UA);

  const dialog = await openActiveSessions(desk);
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const here = dialog.getByRole('listitem', { name: 'Chrome on Linux' });
  await expect(here.getByText('This device')).toBeVisible();
  const other = dialog.getByRole('listitem', { name: 'Safari on iOS' });
  await expect(other.getByText('This device')).toHaveCount(0);
  await desk.screenshot({ path: '/tmp/access-sessions.png' });

  await other.getByRole('button', { name: 'End session: Safari on iOS' }).click();
  const confirm = dialog.getByRole('alertdialog');
  await expect(confirm).toContainText('Safari on iOS will be signed out on its next action.');
  await desk.screenshot({ path: '/tmp/access-sessions-confirm.png' });
  await confirm.getByRole('button', { name: 'End session' }).click();
  await expect(items).toHaveCount(1);
  await expect(dialog.getByText('This is your only active session.')).toBeVisible();

  // The phone does not know yet; its next call to the server ends it.
  await openActiveSessions(phone);
  await expect(phone).toHaveURL(/\/signin$/);
  await expect(phone.getByText('Authentication expired')).toBeVisible();

  // The desk stays signed in.
  await desk.keyboard.press('Escape');
  await desk.reload();
  await expect(desk.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await phone.context().close();
  await desk.context().close();
});
