import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * A unit's theme is the whole palette (seed/e2e/theme-palette.ts, a unit of its own): its admin
 * saves a theme with a green button colour, activates it, and the tab indicator, the badges, the
 * light buttons and the card icons of real screens wear that green, not the product's blue. A
 * colour that fails WCAG AA contrast is explained in the dialog and adjusted in one click.
 */

const SHOTS = '/tmp/pw-theme-palette';
const UNIT = 'palette';
const ADMIN = 'admin@palette.mirante.local';
const REPORT = 'Harvest board';
const GROUP = 'Fields';
const GREEN = '#1b5e20';
const GREEN_RGB = 'rgb(27, 94, 32)';
/** The product's primary blue (brand 7), the colour the components wore before. */
const PRODUCT_BLUE = 'rgb(13, 99, 195)';

/** The colour-contrast failures axe finds on the page (WCAG 2.1 AA). */
async function contrastFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2aa', 'wcag21aa'])
    .withRules(['color-contrast'])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test("a unit's theme colour becomes the palette of tabs, badges, light buttons and card icons", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, ADMIN);

  // Before any theme: the settings tabs wear the product blue.
  await page.goto(unitUrl(UNIT, '/setting'));
  const tab = page.getByRole('tab', { name: 'Unit settings' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveCSS('border-bottom-color', PRODUCT_BLUE);

  await page.goto(unitUrl(UNIT, '/whitelabels'));
  await page.getByRole('button', { name: 'New theme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Name').fill('Forest');
  const button = dialog.getByRole('textbox', { name: 'Button', exact: true });
  const buttonText = dialog.getByRole('textbox', { name: 'Button text' });
  await button.fill(GREEN);
  // A green text on the green button: the reason shows beside the field as it is picked.
  await buttonText.fill('#2e7d32');
  const reason = dialog.getByText('Contrast 1.53:1 with Button (#1b5e20): at least 4.5:1 is needed');
  await expect(reason).toBeVisible();
  await expect(buttonText).toHaveAttribute('aria-invalid', 'true');
  // Saving does not send it: the dialog stays open with the reason.
  await dialog.getByRole('button', { name: 'New theme' }).click();
  await expect(dialog).toBeVisible();
  await expect(reason).toBeVisible();
  // (The colour picker of the focused field closes when the pointer leaves it.)
  await dialog.getByRole('heading', { name: 'Colours' }).click();
  await page.screenshot({ path: `${SHOTS}/reason.png` });
  // One click moves it to the nearest shade that reads.
  const adjust = dialog.getByRole('button', { name: /^Adjust to #[0-9a-f]{6} \(Button text\)$/ });
  await adjust.click();
  await expect(reason).toHaveCount(0);
  await expect(buttonText).not.toHaveAttribute('aria-invalid', 'true');
  const adjusted = await buttonText.inputValue();
  expect(adjusted).toMatch(/^#[0-9a-f]{6}$/);
  await buttonText.fill('#ffffff');
  await dialog.getByRole('button', { name: 'New theme' }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator('[data-theme-card="Forest"]');
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByText('Active')).toBeVisible();

  // Settings: the selected tab's indicator is the theme's green.
  await page.goto(unitUrl(UNIT, '/setting'));
  await expect(page.getByRole('tab', { name: 'Unit settings' })).toHaveCSS('border-bottom-color', GREEN_RGB);
  await page.screenshot({ path: `${SHOTS}/settings.png` });

  // Report groups: the count badge and the group icon are green, the icon on a lighter tint.
  await page.goto(unitUrl(UNIT, '/reports'));
  const badge = page.getByText('Reports: 1');
  await expect(badge).toBeVisible();
  const badgeRoot = badge.locator('xpath=ancestor-or-self::*[contains(@class, "mantine-Badge-root")][1]');
  await expect(badgeRoot).toHaveCSS('color', GREEN_RGB);
  expect(await css(badgeRoot, 'background-color')).not.toBe(GREEN_RGB);
  const groupCard = page.locator('.mantine-Card-root', { hasText: GROUP });
  const groupIcon = groupCard.locator('.mantine-ThemeIcon-root');
  await expect(groupIcon).toHaveCSS('color', GREEN_RGB);
  expect(await css(groupIcon, 'background-color')).not.toBe(GREEN_RGB);
  await page.screenshot({ path: `${SHOTS}/groups.png` });

  // The report card's icon keeps showing, in green on a light tint of it.
  await page.goto(unitUrl(UNIT, '/all/reports'));
  const report = page.getByRole('link', { name: REPORT });
  await expect(report).toBeVisible();
  const icon = report.locator('svg').first();
  await expect(icon).toBeVisible();
  const iconBox = icon.locator('xpath=..');
  await expect(iconBox).toHaveCSS('color', GREEN_RGB);
  expect(await css(iconBox, 'background-color')).not.toBe(GREEN_RGB);

  // Themes: a light button (the spare theme's Activate) is green text on a green tint, and the
  // filled button writes in the theme's button text colour.
  await page.goto(unitUrl(UNIT, '/whitelabels'));
  await page.getByRole('button', { name: 'New theme' }).first().click();
  await dialog.getByLabel('Name').fill('Spare');
  await dialog.getByRole('button', { name: 'New theme' }).click();
  await expect(dialog).toBeHidden();
  const activate = page.locator('[data-theme-card="Spare"]').getByRole('button', { name: 'Activate' });
  await expect(activate).toHaveCSS('color', GREEN_RGB);
  const tint = await css(activate, 'background-color');
  expect(tint).not.toBe(GREEN_RGB);
  expect(tint).not.toBe('rgba(0, 0, 0, 0)');
  const add = page.getByRole('button', { name: 'New theme' }).first();
  await expect(add).toHaveCSS('background-color', GREEN_RGB);
  await expect(add).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.screenshot({ path: `${SHOTS}/themes.png` });

  // A lighter primary (orange, 3.6:1 on white): the controls wear it, the text in it reads.
  await activate.click();
  await expect(page.locator('[data-theme-card="Spare"]').getByText('Active')).toBeVisible();
  await page.locator('[data-theme-card="Spare"]').getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: /^Edit/ });
  await edit.getByRole('textbox', { name: 'Button', exact: true }).fill('#e8590c');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(add).toHaveCSS('background-color', 'rgb(232, 89, 12)');
  expect(await contrastFailures(page)).toEqual([]);
  await page.goto(unitUrl(UNIT, '/reports'));
  await expect(badge).toBeVisible();
  expect(await css(badgeRoot, 'color')).not.toBe('rgb(232, 89, 12)');
  expect(await contrastFailures(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/groups-orange.png` });
});
