import { expect, test } from '@playwright/test';

/**
 * What the sign-in page may download in JavaScript, compressed, before the visitor can type. It
 * was 150 KB; the route map's declarations carry their zod schemas, which bring zod onto the
 * sign-in page (about 30 KB) until the declarations reference their schemas lazily.
 */
const SIGNIN_SCRIPT_BUDGET_BYTES = 170 * 1024;
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
