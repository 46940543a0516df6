import AxeBuilder from '@axe-core/playwright';
import { PROFILE_ROUTES, type Profile } from '@mirante/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn, unitUrl } from '../fixtures';
import { demoIds, pathOf, routeEmbedToEmulator } from '../route-paths';

/*
 * WCAG 2.1 AA, as axe checks it: every route of every profile's set (spec §2) and the main add
 * and edit dialogs show no critical or serious violation of the A and AA rules. A new screen
 * lands checked as soon as its route joins a profile's set.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
/** The report provider's page inside the embed is the provider's, not the portal's. */
const PROVIDER_FRAME = '[data-testid="report-embed"] iframe';
const DENIED = 'You do not have permission to access this page.';
/** Routes walked per test, so the two workers share a profile's set. */
const ROUTES_PER_TEST = 10;

/** Waits until the screen is loaded and still: no skeleton left, no transition under way. */
async function settle(page: Page): Promise<void> {
  // Some screens poll (remote access) or keep a report session: quiet enough, not silent.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A fading dialog or menu has colours between two states. Spinners run forever and a slideshow's
  // progress bar runs for a whole slide: neither is a transition to wait for.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return (
          animation.playState !== 'running' ||
          timing?.iterations === Number.POSITIVE_INFINITY ||
          Number(timing?.duration) > 1_000
        );
      }),
    undefined,
    { timeout: 10_000 },
  );
}

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** The colours axe measured, for a contrast failure: which text, on what, how far off. */
function contrastOf(node: NodeResult): string {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.fgColor) return '';
  return ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio} < ${data.expectedContrastRatio}]`;
}

/** Checks what the page shows (or only `include`) and records each blocking violation. */
async function expectAccessible(page: Page, where: string, include?: string): Promise<void> {
  await settle(page);
  let axe = new AxeBuilder({ page })
    // axe still calls this WCAG 2.5.3 rule experimental and leaves it out of its tags' runs.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .exclude(PROVIDER_FRAME);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const found = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where} ${violation.id} (${violation.impact}): ${node.target.join(' ')}${contrastOf(node)}`,
      ),
    );
  // Soft, so one run lists every screen's violations rather than the first one only.
  expect.soft(found, `axe violations on ${where}:\n${found.join('\n')}`).toEqual([]);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

for (const profile of ['a2m', 'master', 'admin', 'user'] as const satisfies readonly Profile[]) {
  const parts = chunks(PROFILE_ROUTES[profile], ROUTES_PER_TEST);
  for (const [index, routes] of parts.entries()) {
    test(`${profile}: routes of its set, part ${index + 1} of ${parts.length}, meet WCAG 2.1 AA`, async ({
      page,
    }) => {
      // Each route is opened afresh (guard, config, screen), as a person typing its address would.
      test.setTimeout(300_000);
      await routeEmbedToEmulator(page);
      await openSignIn(page);
      await signIn(page, ACCOUNTS[profile]);
      const ids = await demoIds(page);
      for (const name of routes) {
        const path = pathOf(name, ids);
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.ok(), path).toBe(true);
          // The screen drawn: the slideshow shows its slide's title, every other screen its heading
          // (or, where the unit closes the area, the refusal).
          const main = page.getByRole('main');
          await expect(
            name === ':id/playlist/view'
              ? page.getByTestId('playlist-current-title')
              : main.getByRole('heading', { level: 1 }).or(main.getByText(DENIED)).first(),
          ).toBeVisible();
          await expectAccessible(page, `${profile} ${path}`);
        });
      }
    });
  }
}

test('the sign-in page meets WCAG 2.1 AA', async ({ page }) => {
  await openSignIn(page);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectAccessible(page, '/signin');
});

test('the first Tab reaches the skip link, which takes the focus to the page; a card shows its focus', async ({
  page,
}) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.user);
  await page.goto('/all/reports');
  const main = page.getByRole('main');
  const card = main.getByRole('link', { name: /^Sales overview/ }).first();
  await expect(card).toBeVisible();

  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await expect(page).toHaveURL(/\/all\/reports$/);

  // Reached from the keyboard, a report card wears a ring.
  await card.focus();
  await expect(card).toHaveCSS('outline-style', 'solid');
});

/** Opens the dialog `name` with `open`, checks it, and closes it again. */
async function expectAccessibleDialog(page: Page, name: string | RegExp, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `dialog "${name}" on ${new URL(page.url()).pathname}`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a screen from the main menu's address and waits for its first heading. */
async function openScreen(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
  return main;
}

/** Opens the edit dialog of a table's first row, from its actions menu. */
async function editFirstRow(page: Page, main: Locator): Promise<void> {
  await main
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
}

test("the demo unit's add and edit dialogs of users and user groups meet WCAG 2.1 AA", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.admin);

  let main = await openScreen(page, '/user');
  await expectAccessibleDialog(page, 'Add user', () =>
    main.getByRole('button', { name: 'Add user' }).click(),
  );
  await expectAccessibleDialog(page, 'Edit user', () => editFirstRow(page, main));

  main = await openScreen(page, '/group_users');
  await expectAccessibleDialog(page, 'New group', () =>
    main.getByRole('button', { name: 'Add group' }).click(),
  );
  await expectAccessibleDialog(page, /^Edit /, () => editFirstRow(page, main));
});

test("the demo unit's add and edit dialogs of reports and playlists meet WCAG 2.1 AA", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.admin);

  let main = await openScreen(page, '/management/report');
  await expectAccessibleDialog(page, 'New report', () =>
    main.getByRole('button', { name: 'Add report' }).click(),
  );
  await expectAccessibleDialog(page, /^Edit /, () => editFirstRow(page, main));

  main = await openScreen(page, '/reports');
  await expectAccessibleDialog(page, 'New report group', () =>
    main.getByRole('button', { name: 'Add group' }).click(),
  );

  main = await openScreen(page, '/playlists');
  await expectAccessibleDialog(page, 'New playlist', () =>
    main.getByRole('button', { name: 'New playlist' }).click(),
  );
  await expectAccessibleDialog(page, /^Edit /, () => editFirstRow(page, main));
});

test("the demo unit's theme dialog, with its colour pickers, and its settings tabs meet WCAG 2.1 AA", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.admin);

  const main = await openScreen(page, '/whitelabels');
  await expectAccessibleDialog(page, 'New theme', async () => {
    await main.getByRole('button', { name: 'New theme' }).first().click();
  });
  // A colour field's picker, swatches and all, opened inside the dialog.
  await main.getByRole('button', { name: 'New theme' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByRole('textbox', { name: 'Active item', exact: true }).click();
  await expectAccessible(page, 'theme dialog with a colour picker open', '[role="dialog"]');
  await page.keyboard.press('Escape');

  await openScreen(page, '/setting');
  // Tabs and the tabs inside them: a selected tab may show more of them, hence counted each turn.
  const tabs = page.getByRole('main').getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(1);
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `settings tab "${await tabs.nth(index).textContent()}"`);
  }
});

test('the SAML and help desk dialogs meet WCAG 2.1 AA', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The units seeded for the SAML and help desk specs, which have those areas open.
  await openSignIn(page, unitUrl('sso-admin', '/signin'));
  await signIn(page, 'admin@sso.mirante.local');
  let main = await openScreen(page, unitUrl('sso-admin', '/azure/saml'));
  await expectAccessibleDialog(page, 'New SAML application', () =>
    main.getByRole('button', { name: 'New SAML application' }).click(),
  );

  // axe needs a page of a context of its own (not one made by browser.newPage).
  const context = await browser.newContext();
  const person = await context.newPage();
  await openSignIn(person, unitUrl('helpdesk', '/signin'));
  await signIn(person, 'user@helpdesk.mirante.local');
  main = await openScreen(person, unitUrl('helpdesk', '/help_desk'));
  await expectAccessibleDialog(person, 'Open a ticket', () =>
    main.getByRole('button', { name: 'New ticket' }).click(),
  );
  await context.close();
});

test('the search palette, with results, meets WCAG 2.1 AA', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.admin);
  await openScreen(page, '/');
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('s');
  await expect(dialog.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expectAccessible(page, 'search palette', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
