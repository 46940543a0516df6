import type { Profile } from '@mirante/contracts';
import { expect, type Page } from '@playwright/test';

/** Port of the portal under test; set E2E_PORT to run two suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8321);
/** Platform domain of the portal under test: units live on its subdomains (see host rules). */
export const BASE_DOMAIN = 'mirante.test';

/** URL of a business unit's own subdomain, e.g. unitUrl('demo', '/signin'). */
export function unitUrl(subdomain: string, path = '/'): string {
  return `http://${subdomain}.${BASE_DOMAIN}:${E2E_PORT}${path}`;
}
export const DEMO_PASSWORD = 'Demo-e2e-Password-1';

/** The demo accounts the server seeds on its fresh database. */
export const ACCOUNTS: Record<Profile, string> = {
  a2m: 'operator@mirante.local',
  master: 'partner@mirante.local',
  admin: 'admin@demo.mirante.local',
  user: 'user@demo.mirante.local',
};

/** Opens the sign-in page in English (the language is kept in localStorage). */
export async function openSignIn(page: Page, path = '/signin'): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  });
  await page.goto(path);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}
