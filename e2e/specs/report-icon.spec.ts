import { expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * The unit's report icon (whitelabel iconReport; seed/e2e/report-icon.ts, a unit of its own): its
 * admin uploads it in a theme, activates the theme, and the unit's reports wear it on their
 * cards (they have no cover) and in the reports menu.
 */

const SHOTS = '/tmp/pw-report-icon';
const UNIT = 'reporticon';
const ADMIN = 'admin@reporticon.mirante.local';
const REPORT = 'Warehouse board';
/** A 48×48 PNG. */
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAA70lEQVR42u3aSQ6FMAwDUBZc89+fW4TPDiGGDnHsVI3EsihPQtA6LMus99p+q6VptPZK2bQExrPxcAiyeSjC/hXRPARip0qHsJtKg7CXkkdYQUkjjgVqiKZXZTrE3aJUiKdFSojmr6w8omShCqJrn6OA6N6kySFabsBGuGyTmQi3fT4L4XpQYSDcT1rRCMgxcSKYj1A0Ap42oBEhcQkSEZb3oBChgRUCEZ66eSJosaEXggbwQlDD214EPX3uRUhE6K0IqTlALUJukFGLkJzGlCKkR0pfiBRzsSdEquHeFTGnlEPOiYeY1A/zr4TC3yo7o8Gu3Zgrm74AAAAASUVORK5CYII=',
  'base64',
);

test("the unit's report icon, uploaded in its theme, marks its reports on the cards and in the menu", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, ADMIN);
  // No report icon yet: the card shows the report kind's own.
  await page.goto(unitUrl(UNIT, '/all/reports'));
  const card = page.getByRole('link', { name: REPORT });
  await expect(card).toBeVisible();
  await expect(card.locator('[data-report-icon]')).toHaveCount(0);

  await page.goto(unitUrl(UNIT, '/whitelabels'));
  await page.getByRole('button', { name: 'New theme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Name').fill('Report icons');
  await expect(dialog.getByText("Shown for the unit's reports: on their cards")).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Report icon', exact: true }).click();
  await (await chooser).setFiles({ name: 'report.png', mimeType: 'image/png', buffer: ICON_PNG });
  await page.screenshot({ path: `${SHOTS}/theme-form.png` });
  await dialog.getByRole('button', { name: 'New theme' }).click();
  await expect(dialog).toBeHidden();
  const theme = page.locator('[data-theme-card="Report icons"]');
  await theme.getByRole('button', { name: 'Activate' }).click();
  await expect(theme.getByText('Active')).toBeVisible();

  // The card: the unit's icon, served from /storage, in place of the kind's.
  await page.goto(unitUrl(UNIT, '/all/reports'));
  const icon = card.locator('img[data-report-icon]');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('src', /^\/storage\/theme-[0-9a-f]+\.png$/);
  expect(await icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);

  // The reports menu: the report under its group wears it too.
  const menu = page.getByRole('navigation', { name: 'Reports' });
  await menu.getByText('Operations', { exact: true }).click();
  const entry = menu.getByRole('link', { name: REPORT });
  await expect(entry.locator('img[data-report-icon]')).toHaveAttribute('src', /^\/storage\//);
  await page.screenshot({ path: `${SHOTS}/cards-and-menu.png`, fullPage: true });
});
