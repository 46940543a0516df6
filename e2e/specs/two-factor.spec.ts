import { expect, type Page, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';
import { stepAt, totpCode } from '../totp';

// Seeded by apps/server/src/seed/e2e/mfa.ts: the unit 'secure' requires a second factor.
const JOURNEY = 'journey@secure.mirante.local';
const WRONG_CODES = 'wrong-code@secure.mirante.local';

/** A six-digit code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').fill(code);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test('enrols with the key shown, signs in again with a code, refuses a wrong one and takes a recovery code', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignIn(page, unitUrl('secure', '/signin'));
  await signIn(page, JOURNEY);

  // First sign-in: enrolment.
  await expect(page).toHaveURL(/\/config\/2fa\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByAltText(`QR code to add ${JOURNEY} to an authenticator app`)).toBeVisible();
  const shown = await page.getByLabel('Can’t scan it? Type this key in the app').textContent();
  const secret = (shown ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: '/tmp/two-factor-enrol-scan.png', fullPage: true });

  await page.getByRole('button', { name: 'Continue' }).click();
  const enrolStep = stepAt();
  await enterCode(page, totpCode(secret, enrolStep));

  // The recovery codes, shown once.
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  expect(codes[0]).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  await page.screenshot({ path: '/tmp/two-factor-enrol-codes.png', fullPage: true });
  await page.getByRole('button', { name: 'I saved them, continue' }).click();
  await expect(page).toHaveURL(unitUrl('secure', '/'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // Next sign-in: a code is due; the secret is not shown again.
  await signOut(page);
  await signIn(page, JOURNEY);
  await expect(page).toHaveURL(/\/config\/2fa\//);
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/two-factor-challenge.png', fullPage: true });

  // The enrolment's step is used up: the next step's code is the one to give (within drift).
  const next = totpCode(secret, enrolStep + 1);
  await enterCode(page, otherCode(next));
  await expect(page.getByRole('alert')).toContainText('Invalid verification code!');
  await page.screenshot({ path: '/tmp/two-factor-wrong.png', fullPage: true });
  await enterCode(page, next);
  await expect(page).toHaveURL(unitUrl('secure', '/'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // A recovery code signs in too.
  await signOut(page);
  await signIn(page, JOURNEY);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.screenshot({ path: '/tmp/two-factor-recovery.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(unitUrl('secure', '/'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('too many wrong codes end the step; sign in again to get a new one', async ({ page }) => {
  await openSignIn(page, unitUrl('secure', '/signin'));
  await signIn(page, WRONG_CODES);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let i = 1; i < 5; i += 1) {
    await enterCode(page, '000000');
    await expect(page.getByRole('alert')).toContainText('Invalid verification code!');
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
  }
  await enterCode(page, '000000');
  await expect(page.getByText('Too many incorrect codes. Sign in again to get a new attempt.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a spent or unknown link says so and leads back to sign in', async ({ page }) => {
  await openSignIn(page, '/config/2fa/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  await page.screenshot({ path: '/tmp/two-factor-expired.png', fullPage: true });
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
