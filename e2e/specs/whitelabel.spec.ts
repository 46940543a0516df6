import { expect, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * A unit's whitelabel (seed/e2e/screens.ts: "Lumen Analytics", a unit of its own): once its
 * admin activates a theme, the theme's icon takes the product logo's place in the layout and on
 * the unit's sign-in page, whose hero and copyright name the unit, and the menu's active entry
 * wears the theme's active item colours.
 */

const SHOTS = '/tmp/pw-whitelabel';
const UNIT = 'whitelabel';
const UNIT_NAME = 'Lumen Analytics';
const ADMIN = 'admin@whitelabel.mirante.local';
/** A 48×48 PNG: an orange disc crossed by a white band. */
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAA70lEQVR42u3aSQ6FMAwDUBZc89+fW4TPDiGGDnHsVI3EsihPQtA6LMus99p+q6VptPZK2bQExrPxcAiyeSjC/hXRPARip0qHsJtKg7CXkkdYQUkjjgVqiKZXZTrE3aJUiKdFSojmr6w8omShCqJrn6OA6N6kySFabsBGuGyTmQi3fT4L4XpQYSDcT1rRCMgxcSKYj1A0Ap42oBEhcQkSEZb3oBChgRUCEZ66eSJosaEXggbwQlDD214EPX3uRUhE6K0IqTlALUJukFGLkJzGlCKkR0pfiBRzsSdEquHeFTGnlEPOiYeY1A/zr4TC3yo7o8Gu3Zgrm74AAAAASUVORK5CYII=',
  'base64',
);

test("a unit's active theme brands its layout, its menu's active entry and its sign-in page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const year = new Date().getFullYear();
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  // No theme yet: the product greets the visitor.
  await expect(page.getByRole('heading', { name: 'Business intelligence in one place' })).toBeVisible();
  await signIn(page, ADMIN);
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: UNIT_NAME })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Themes' }).click();
  await page.getByRole('button', { name: 'New theme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Name').fill('Lumen');
  await dialog.getByRole('textbox', { name: 'Active item', exact: true }).fill('#0f766e');
  await dialog.getByRole('textbox', { name: 'Active item text' }).fill('#fefce8');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Icon', exact: true }).click();
  await (await chooser).setFiles({ name: 'lumen.png', mimeType: 'image/png', buffer: ICON_PNG });
  await dialog.getByRole('button', { name: 'New theme' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('[data-theme-card="Lumen"]');
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByText('Active')).toBeVisible();

  // The layout: the theme's icon in place of the product logo, loaded, named for the unit.
  const logo = header.getByRole('img', { name: UNIT_NAME });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/storage\//);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await expect(header.getByText('Mirante')).toHaveCount(0);
  // The menu's active entry wears the active item colours; the others do not.
  const active = nav.getByRole('link', { name: 'Themes' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await page.mouse.move(900, 700);
  await expect(active).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(active).toHaveCSS('color', 'rgb(254, 252, 232)');
  await expect(nav.getByRole('link', { name: 'Users' })).not.toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  await page.screenshot({ path: `${SHOTS}/layout.png` });
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  // The unit's sign-in page, for a visitor: the icon, the unit's name and copyright.
  const visitor = await browser.newContext();
  const signin = await visitor.newPage();
  await openSignIn(signin, unitUrl(UNIT, '/signin'));
  await expect(signin.getByRole('heading', { level: 2, name: UNIT_NAME })).toBeVisible();
  const heroIcon = signin.getByRole('img', { name: UNIT_NAME });
  await expect(heroIcon).toBeVisible();
  expect(await heroIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  // (The narrow-screen copy of the copyright is hidden at this width.)
  await expect(signin.getByText(`© ${year} ${UNIT_NAME}`).filter({ visible: true })).toBeVisible();
  await expect(signin.getByText('Business intelligence in one place')).toHaveCount(0);
  await expect(signin.getByText(`© ${year} Mirante`)).toHaveCount(0);
  await signin.screenshot({ path: `${SHOTS}/signin.png` });
  // The platform's own sign-in page keeps the product's look.
  await openSignIn(signin, '/signin');
  await expect(signin.getByRole('heading', { name: 'Business intelligence in one place' })).toBeVisible();
  await visitor.close();
});
