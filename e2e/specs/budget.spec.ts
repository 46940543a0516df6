import { expect, test } from '@playwright/test';

/**
 * What the sign-in page may download in JavaScript, compressed, before the visitor can type. The
 * web build reads the route map's declarations without their zod schemas
 * (apps/web/route-schemas.ts), so zod stays with the screens that validate a form: about 133 KB
 * on 2026-11-28.
 */
const SIGNIN_SCRIPT_BUDGET_BYTES = 150 * 1024;
/** How many scripts it may ask for before then. */
const SIGNIN_SCRIPT_REQUESTS = 12;

test('the sign-in page loads a small, compressed share of the app', async ({ page }) => {
  const scripts: { url: string; bytes: number; encoding: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.push({
      url: response.url(),
      bytes: sizes.responseBodySize,
      encoding: (await response.allHeaders())['content-encoding'],
    });
  });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(scripts.length).toBeGreaterThan(0);
  // Every sizeable script comes compressed.
  for (const s of scripts.filter((x) => x.bytes > 2048)) expect(s.encoding, s.url).toMatch(/br|gzip/);
  expect(total).toBeLessThan(SIGNIN_SCRIPT_BUDGET_BYTES);
  expect(scripts.length).toBeLessThanOrEqual(SIGNIN_SCRIPT_REQUESTS);
  // Screens of the signed-in area are not part of it.
  expect(scripts.some((s) => /partners-page|dashboard-page|app-layout/.test(s.url))).toBe(false);
});
