import { type Browser, expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

// Seeded by apps/server/src/seed/e2e/unit-home.ts: a unit of its own, its admin and a user granted
// the report the admin makes the unit's home.
const UNIT = 'unithome';
const ADMIN = 'admin@unithome.mirante.local';
const USER = 'user@unithome.mirante.local';
const REPORT = 'Morning briefing';
const SHOTS = '/tmp/pw-unit-home';

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, email);
  return { page, close: () => context.close() };
}

test("the unit's home report, chosen in its settings, is where its members land after signing in", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, ADMIN);
  await admin.page.goto(unitUrl(UNIT, '/setting'));
  const choice = admin.page.getByRole('combobox', { name: "Unit's home report" });
  await choice.click();
  await admin.page.getByRole('option', { name: REPORT }).click();
  await expect(admin.page.getByText('Not used while a home report is set.')).toBeVisible();
  await admin.page.screenshot({ path: `${SHOTS}/settings.png` });
  await admin.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.page.getByText('Done successfully!')).toBeVisible();

  // The user signs in and lands on the report.
  const user = await signedIn(browser, USER);
  await expect(user.page).toHaveURL(/\/\d+\/reports\/view$/);
  await expect(user.page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  await expect(user.page.getByTestId('report-embed-html')).toBeVisible();
  await user.page.screenshot({ path: `${SHOTS}/landed.png` });
  await user.close();

  // Cleared: the unit's home page (the dashboard) again.
  await admin.page.reload();
  await expect(choice).toHaveValue(REPORT);
  await choice.click();
  await admin.page.getByRole('option', { name: 'None: the home page' }).click();
  await expect(choice).toHaveValue('None: the home page');
  await admin.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.page.getByText('Done successfully!').first()).toBeVisible();
  const again = await signedIn(browser, USER);
  await expect(again.page).toHaveURL(unitUrl(UNIT, '/'));
  await again.close();
  await admin.close();
});
