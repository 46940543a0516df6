import { expect, test } from '@playwright/test';
import { ACCOUNTS, E2E_PORT, openSignIn, signIn } from '../fixtures';

/*
 * The offline demo (`npm start`): the emulator's report pages are served by the portal itself
 * under /_emulator/embed, not from *.powerbi.com, and the viewer hands powerbi-client a frame it
 * created so the library's protocol drives them. The suite's server answers embed URLs on
 * https://app.powerbi.com; here they are rewritten to the portal's own /_emulator/embed, as the
 * demo server answers them, and no request goes to app.powerbi.com.
 */
test("the demo user sees the demo's Power BI report rendered from the portal's own emulator", async ({
  page,
}) => {
  const external: string[] = [];
  await page.route('https://app.powerbi.com/**', async (route) => {
    external.push(route.request().url());
    await route.abort();
  });
  await page.route('**/api/auth/report_view/embed', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (typeof body.embedUrl === 'string') {
      body.embedUrl = body.embedUrl.replace(
        'https://app.powerbi.com',
        `http://localhost:${E2E_PORT}/_emulator/embed`,
      );
    }
    await route.fulfill({ response, json: body });
  });

  await openSignIn(page);
  await signIn(page, ACCOUNTS.user);
  await page.goto('/all/reports');
  await page.getByRole('link', { name: 'Sales overview' }).first().click();
  await expect(page).toHaveURL(/\/\d+\/reports\/view$/);
  await expect(page.getByTestId('report-embed')).toHaveAttribute('data-embed-state', 'rendered', {
    timeout: 30_000,
  });
  const frame = page.frameLocator('[data-testid="report-embed"] iframe');
  await expect(frame.getByTestId('report-title')).toHaveText('Sales overview');
  await expect(frame.getByTestId('kpi-revenue')).not.toHaveText('');
  expect(external).toEqual([]);
});
