import { expect, test } from '@playwright/test';
import { apiAs, openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * A report pops out to a window of its own; when the browser blocks that window (window.open
 * answers null), the blocked-popup page says so and offers the report back in the same tab.
 * The unit is the report-icon spec's (seed/e2e/report-icon.ts), whose admin sees its one report.
 */

const SHOTS = '/tmp/pw-popup-blocked';
const UNIT = 'reporticon';
const ADMIN = 'admin@reporticon.mirante.local';
const REPORT = 'Warehouse board';

async function reportId(page: import('@playwright/test').Page): Promise<number> {
  const [list] = (await apiAs(page, ADMIN, [
    { method: 'GET', path: `/auth/reports?search=${encodeURIComponent(REPORT)}` },
  ])) as [{ data: { id: number; title: string }[] }];
  const found = list.data.find((r) => r.title === REPORT);
  expect(found).toBeDefined();
  return found!.id;
}

test('a report pops out to its own window, and a blocked pop-up shows the blocked-popup page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A browser that lets the window open: the report shows there.
  const allowing = await browser.newContext();
  const page = await allowing.newPage();
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, ADMIN);
  const id = await reportId(page);
  await page.goto(unitUrl(UNIT, `/${id}/reports/view`));
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open in a new window' }).click(),
  ]);
  await expect(popup).toHaveURL(unitUrl(UNIT, `/${id}/reports/view`));
  await expect(popup.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/view$/);
  await allowing.close();

  // A browser that blocks pop-ups: window.open answers null.
  const blocking = await browser.newContext();
  await blocking.addInitScript(() => {
    window.open = () => null;
  });
  const blocked = await blocking.newPage();
  await openSignIn(blocked, unitUrl(UNIT, '/signin'));
  await signIn(blocked, ADMIN);
  await blocked.goto(unitUrl(UNIT, `/${id}/reports/view`));
  await blocked.getByRole('button', { name: 'Open in a new window' }).click();
  await expect(blocked).toHaveURL(/\/popup_blocked$/);
  await expect(blocked.getByRole('heading', { level: 1, name: 'Pop-up window blocked' })).toBeVisible();
  await expect(blocked.getByText('Allow pop-ups for this site and try again.')).toBeVisible();
  await blocked.screenshot({ path: `${SHOTS}/blocked.png` });
  // The report opens in the same tab instead.
  await blocked.getByRole('button', { name: 'Open it here instead' }).click();
  await expect(blocked).toHaveURL(unitUrl(UNIT, `/${id}/reports/view`));
  await expect(blocked.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  await blocking.close();
});
