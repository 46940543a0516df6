import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, openSignIn } from '../fixtures';
import { recoveryLink, startSmtpCapture } from '../smtp-capture';

// Seeded by apps/server/src/seed/e2e/passwords.ts: a unit with strict rules (10 characters, a
// capital letter, a special character) and two accounts of its own. The flows run on the
// platform's address: Chromium gives plain-http unit subdomains no Web Crypto, which the app's
// local records need (the server tests cover links on a unit's subdomain).
const FORGOT_EMAIL = 'forgot.me@pwrules.mirante.local';
const FORCED_EMAIL = 'change.me@pwrules.mirante.local';

// One capture server on a fixed port: the tests of this file share it, in one worker.
test.describe.configure({ mode: 'serial' });
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  smtp = await startSmtpCapture();
});
test.afterAll(async () => {
  await smtp?.close();
});

const rule = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Types a new password, watching the checklist tick rule by rule, and saves it. */
async function chooseNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('In this business unit, passwords expire every 90 days.')).toBeVisible();
  const length = rule(page, 'At least 10 characters');
  const capital = rule(page, 'At least one capital letter');
  const special = rule(page, 'At least one special character');
  const match = rule(page, 'Confirmation matches the new password');
  for (const item of [length, capital, special, match])
    await expect(item).toHaveAttribute('data-met', 'false');

  const field = page.getByLabel('New password', { exact: true });
  await field.fill('lowercase only');
  await expect(length).toHaveAttribute('data-met', 'true');
  await expect(capital).toHaveAttribute('data-met', 'false');
  await field.fill('Uppercase only');
  await expect(capital).toHaveAttribute('data-met', 'true');
  await expect(special).toHaveAttribute('data-met', 'true');
  await field.fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await expect(match).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(
    page.getByText('Your password has been changed. Sign in with the new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
}

test('forgot password: the e-mail link sets a new password under the unit’s rules', async ({ page }) => {
  await openSignIn(page, '/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(FORGOT_EMAIL);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(
    page.getByText('If the email is registered, a password recovery link has been sent to it.'),
  ).toBeVisible();

  await expect.poll(() => smtp.lastTo(FORGOT_EMAIL)).toBeTruthy();
  const mail = smtp.lastTo(FORGOT_EMAIL)!;
  expect(mail.subject).toBe('Reset your Mirante password');
  const link = recoveryLink(mail);
  // The link points back at the address the request came from.
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/new/password/[\\w-]+$`));

  await page.goto(link!);
  await chooseNewPassword(page, 'Recovered-Pass-2024!');

  // The link worked once; the old password is gone and the new one signs in.
  await signInWith(page, FORGOT_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('alert', { name: 'Could not sign in' })).toContainText(
    'Incorrect Username or Password!',
  );
  await signInWith(page, FORGOT_EMAIL, 'Recovered-Pass-2024!');
  await expect(page).not.toHaveURL(/\/signin/);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Invalid or expired link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot');
});

test('an unknown e-mail gets the same confirmation and no e-mail', async ({ page }) => {
  const before = smtp.messages.length;
  await openSignIn(page, '/forgot');
  await page.getByLabel('E-mail').fill('nobody@pwrules.mirante.local');
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(
    page.getByText('If the email is registered, a password recovery link has been sent to it.'),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(smtp.messages.length).toBe(before);
});

test('a forced change at sign-in leads to the new-password page, then in', async ({ page }) => {
  await openSignIn(page, '/signin');
  await signInWith(page, FORCED_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/new\/password\/[\w-]+$/);
  await chooseNewPassword(page, 'Changed-Pass-2024!');

  await signInWith(page, FORCED_EMAIL, 'Changed-Pass-2024!');
  await expect(page).not.toHaveURL(/\/(signin|new\/password)/);
});
