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
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in loads the whole app: on a busy two-core machine that can take a while.
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

/** Calls of the portal's API as `email`, from a page of the unit (its XSRF cookie). */
export async function apiAs(
  page: Page,
  email: string,
  calls: { method: string; path: string; body?: unknown }[],
): Promise<unknown[]> {
  return page.evaluate(
    async ({ email, password, calls }) => {
      const headers = () => ({
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
      });
      const login = await fetch('/api/login', {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email, password }),
      });
      const { token } = (await login.json()) as { token: string };
      const answers: unknown[] = [];
      for (const call of calls) {
        const res = await fetch(`/api${call.path}`, {
          method: call.method,
          headers: { ...headers(), authorization: `Bearer ${token}` },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        answers.push(await res.json());
      }
      return answers;
    },
    { email, password: DEMO_PASSWORD, calls },
  );
}

/** GET calls of the portal's API as `email`, with a session of their own (the page's is left alone). */
export async function apiGetAs<T = unknown>(page: Page, email: string, paths: string[]): Promise<T[]> {
  return (await apiAs(
    page,
    email,
    paths.map((path) => ({ method: 'GET', path })),
  )) as T[];
}
