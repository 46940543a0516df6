import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * Seeded by apps/server/src/seed/e2e/sign-in-ways.ts. No admin action locks a unit out: the
 * settings that would (password sign-in off without working single sign-on, access hours or an
 * IP list that exclude the admin) are refused with their message. Taken out of one unit, a
 * person keeps the other unit they administer. A sign-in on the platform's address continues on
 * the unit's own domain.
 */

const WAYS_ADMIN = 'admin@ways.mirante.local';
const NORTH_ADMIN = 'admin@two-north.mirante.local';
const TWO_UNITS_PERSON = 'person@two-units.mirante.local';
const OWN_DOMAIN_USER = 'user@own-domain.mirante.local';
const SHOTS = '/tmp/pw-sign-in-ways';

// Journeys through several screens and two browsers; the default is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function openSecuritySettings(page: Page) {
  await openSignIn(page, unitUrl('ways-unit', '/signin'));
  await signIn(page, WAYS_ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Security and access' }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
}

async function browserOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an admin cannot save settings that would lock the unit or themselves out', async ({ page }) => {
  await openSecuritySettings(page);

  // Password sign-in off, with no single sign-on that works: nobody could sign in.
  await page.getByLabel('Sign-in with password').uncheck();
  await save(page);
  const noSso =
    'Nobody could sign in: single sign-on does not work in this business unit yet. Enable its SAML application and complete a test sign-in with it first.';
  await expect(page.getByText(noSso).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/password-off-refused.png`, fullPage: true });
  await page.getByLabel('Sign-in with password').check();

  // An IP list without the admin's own address: the warning shows, the save is refused.
  await page.getByLabel('Restrict access by IP').check();
  await expect(page.getByText('Make sure you are on an allowed IP before enabling')).toBeVisible();
  await page.getByRole('textbox', { name: 'Allowed addresses' }).fill('10.9.9.0/24');
  await save(page);
  await expect(
    page
      .getByText(/These IP rules would lock you out: your current address \S*127\.0\.0\.1 is not in the list/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ip-refused.png`, fullPage: true });
  await page.getByRole('textbox', { name: 'Allowed addresses' }).fill('');
  await page.getByLabel('Restrict access by IP').uncheck();

  // Access hours on a day that is not today only.
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  // The unit keeps the default timezone.
  const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const otherDay = days[(days.indexOf(today) + 3) % 7]!;
  await page.getByRole('checkbox', { name: otherDay }).check();
  await save(page);
  await expect(page.getByTestId('access-hours-error')).toHaveText(
    /^These access hours would lock you out: now \(\d\d:\d\d, America\/Sao_Paulo\) is outside them$/,
  );
  await expect(
    page.getByText(/These access hours would lock you out: now \(\d\d:\d\d, /).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hours-refused.png`, fullPage: true });

  // Nothing was saved: the admin still signs in with their password.
  const again = await browserOf(page.context().browser()!);
  await openSignIn(again, unitUrl('ways-unit', '/signin'));
  await signIn(again, WAYS_ADMIN);
  await again.context().close();
});

test('deactivated by one unit, a person keeps administering the other unit', async ({ page, browser }) => {
  // The person works as the south unit's admin.
  const person = await browserOf(browser);
  await openSignIn(person, unitUrl('two-south', '/signin'));
  await signIn(person, TWO_UNITS_PERSON);
  await person.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(person.getByRole('heading', { name: 'Users' })).toBeVisible();

  // North's admin deactivates them in north.
  await openSignIn(page, unitUrl('two-north', '/signin'));
  await signIn(page, NORTH_ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  const row = page.getByRole('row', { name: /Paulo Both/ });
  await row.getByRole('button', { name: 'Actions for Paulo Both' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Deactivated');

  // In south, nothing changed: the session goes on and the users page still loads.
  await person.reload();
  await expect(person.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(person.getByRole('row', { name: /Paulo Both/ })).toContainText('Active');
  await expect(person).not.toHaveURL(/\/signin/);
  await person.screenshot({ path: `${SHOTS}/south-still-in.png`, fullPage: true });

  // In north, they are refused with north's reason.
  const north = await browserOf(browser);
  await openSignIn(north, unitUrl('two-north', '/signin'));
  await north.getByLabel('E-mail').fill(TWO_UNITS_PERSON);
  await north.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await north.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(north.getByText('User deactivated!')).toBeVisible();
  await north.context().close();
  await person.context().close();
});

test("a sign-in on the platform's address continues on the unit's own domain", async ({ page }) => {
  await openSignIn(page, '/signin?redirect=%2Ffaq');
  await signIn(page, OWN_DOMAIN_USER);
  await expect(page).toHaveURL(new RegExp(`^http://portal\\.own-domain\\.mirante\\.test:${E2E_PORT}/`), {
    timeout: 30_000,
  });
  await expect(page).not.toHaveURL(/\/(signin|change\/company)/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(OWN_DOMAIN_USER)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/own-domain.png`, fullPage: true });
});

test('a sign-in goes to the page it was asked for', async ({ page }) => {
  await openSignIn(page, unitUrl('two-south', '/signin?redirect=%2Ffaq'));
  await signIn(page, TWO_UNITS_PERSON);
  await expect(page).toHaveURL(/\/faq$/);
});
