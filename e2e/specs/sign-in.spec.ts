import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, openSignIn, signIn } from '../fixtures';

test('a deep link while signed out goes to sign-in with the redirect and returns there', async ({ page }) => {
  await openSignIn(page, '/partners?page=1');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fpartners%3Fpage%3D1$/);
  await signIn(page, ACCOUNTS.a2m);
  await expect(page).toHaveURL(/\/partners\?page=1$/);
  await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
});

test('an unknown route while signed out also goes to sign-in with the redirect', async ({ page }) => {
  await openSignIn(page, '/no/such/page');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fno%2Fsuch%2Fpage$/);
});

test('wrong credentials show the catalogued message', async ({ page }) => {
  await openSignIn(page);
  await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
  await page.getByLabel('Password', { exact: true }).fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toContainText('Incorrect Username or Password!');
  await expect(page).toHaveURL(/\/signin$/);
});

test('the sign-in page speaks pt-BR by default and switches language at once', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Mirante/);

  await page.getByRole('button', { name: /Alterar idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English (US)' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Acceda a su cuenta' })).toBeVisible();

  // The choice is kept, and the server answers in it too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acceda a su cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.user);
  await page.getByLabel('Contraseña', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('¡Usuario o contraseña incorrectos!');
});

test('an expired session while signed in shows the notice and returns to sign-in', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await expect(page.getByRole('cell', { name: 'DP Demo Partner', exact: true })).toBeVisible();
  // The server ends the session; the next call the app makes is answered 401.
  await page.route('**/api/auth/partners**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'session_expired', message: 'Authentication expired' }),
    }),
  );
  await page.getByLabel('Search partners').fill('Demo');
  await expect(page.getByText('Authentication expired').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('error pages are reachable without signing in', async ({ page }) => {
  await openSignIn(page, '/ip/notallowed');
  await expect(page.getByRole('heading', { name: 'Access blocked' })).toBeVisible();
  await page.goto('/domain/notfound');
  await expect(page.getByRole('heading', { name: 'Unknown domain' })).toBeVisible();
  await page.goto('/popup_blocked');
  await expect(page.getByRole('heading', { name: 'Pop-up window blocked' })).toBeVisible();
});
