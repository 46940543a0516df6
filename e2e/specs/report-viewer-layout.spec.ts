import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';
import { routeEmbedToEmulator } from '../route-paths';

/*
 * The unit seeded for this spec (seed/e2e/viewer.ts): Power BI reports of the emulator's
 * operations workspace: one whose page has a mobile layout (orientation auto), one portrait at
 * 1080×1920 and one landscape at 1920×1080 (neither has a mobile layout), a playlist of the
 * wide one, and public embed links on.
 */
const SUBDOMAIN = 'viewer';
const ADMIN = 'admin@viewer.mirante.local';
const PHONE_REPORT = 'Operations (phone layout)';
const PORTRAIT_REPORT = 'Finance (portrait)';
const WIDE_REPORT = 'Finance (wide)';
const PLAYLIST = 'Viewer loop';
const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/pw-viewer';

async function signInAsAdmin(page: Page) {
  await routeEmbedToEmulator(page);
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

async function reportIds(page: Page): Promise<Record<string, number>> {
  const [reports] = (await apiAs(page, ADMIN, [{ method: 'GET', path: '/auth/reports?per_page=100' }])) as [
    { data: { id: number; title: string }[] },
  ];
  return Object.fromEntries(reports.data.map((r) => [r.title, r.id]));
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The emulated report's root inside a host's frame: it says which layout it drew. */
function reportRoot(scope: Page | Locator) {
  return scope.locator('[data-testid="report-embed"] iframe').first().contentFrame().locator('#report');
}

async function openViewer(page: Page, id: number) {
  await page.goto(unitUrl(SUBDOMAIN, `/${id}/reports/view`));
  const embed = page.getByTestId('report-embed');
  await expect(embed).toHaveAttribute('data-embed-state', 'rendered', { timeout: 40_000 });
  await expect(reportRoot(page)).toHaveAttribute('data-state', 'rendered');
  return embed;
}

/** The space the viewer has under its toolbar: down to the window's bottom. */
async function spaceUnderToolbar(page: Page) {
  const toolbar = await boxOf(page.getByTestId('report-toolbar'));
  const viewport = page.viewportSize()!;
  return { top: toolbar.y + toolbar.height, height: viewport.height - (toolbar.y + toolbar.height) };
}

test('on a desktop the report fills the space under the toolbar, keeps its shape, reloads, and leaves full screen on Escape', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  const ids = await reportIds(page);

  // Orientation auto, no resolution: the frame takes the whole space left under the toolbar.
  const embed = await openViewer(page, ids[PHONE_REPORT]!);
  const space = await spaceUnderToolbar(page);
  const frame = await boxOf(page.getByTestId('report-frame'));
  const shown = await boxOf(embed);
  expect(frame.y).toBeGreaterThanOrEqual(space.top);
  expect(shown.height).toBeGreaterThan(320);
  expect(shown.height / space.height).toBeGreaterThanOrEqual(0.9);
  expect(shown.width / (await boxOf(page.getByTestId('report-toolbar'))).width).toBeGreaterThanOrEqual(0.95);
  await expect(reportRoot(page)).toHaveAttribute('data-layout', 'Master');
  await page.screenshot({ path: `${SHOTS}/desktop-auto.png` });

  // The toolbar's reload loads the report again in its frame: it renders once more.
  const renders = Number(await embed.getAttribute('data-renders'));
  await page.getByRole('button', { name: 'Reload report' }).click();
  await expect(embed).toHaveAttribute('data-renders', String(renders + 1), { timeout: 30_000 });
  await expect(embed).toHaveAttribute('data-embed-state', 'rendered');

  // Full screen from the toolbar, then Escape leaves it and the button says so.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByTestId('report-frame')).toHaveAttribute('data-fullscreen', /browser|expanded/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('report-frame')).not.toHaveAttribute('data-fullscreen', /.+/);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // A portrait report at 1080×1920: taller than wide, as tall as the space, centred.
  await openViewer(page, ids[PORTRAIT_REPORT]!);
  const area = await boxOf(page.getByTestId('report-frame'));
  const portrait = await boxOf(page.getByTestId('report-embed-box'));
  expect(portrait.height).toBeGreaterThan(portrait.width);
  expect(portrait.height / area.height).toBeGreaterThanOrEqual(0.95);
  expect(Math.abs(portrait.width / portrait.height - 1080 / 1920)).toBeLessThan(0.02);
  const left = portrait.x - area.x;
  const right = area.x + area.width - (portrait.x + portrait.width);
  expect(Math.abs(left - right)).toBeLessThan(3);
  await page.screenshot({ path: `${SHOTS}/desktop-portrait.png` });

  // A wide report at 1920×1080: as wide or as tall as the space allows, never cut.
  await openViewer(page, ids[WIDE_REPORT]!);
  const wideArea = await boxOf(page.getByTestId('report-frame'));
  const wide = await boxOf(page.getByTestId('report-embed-box'));
  expect(Math.abs(wide.width / wide.height - 1920 / 1080)).toBeLessThan(0.02);
  expect(Math.max(wide.width / wideArea.width, wide.height / wideArea.height)).toBeGreaterThanOrEqual(0.95);
  expect(wide.height).toBeLessThanOrEqual(wideArea.height + 1);
  await page.screenshot({ path: `${SHOTS}/desktop-wide.png` });

  // From the list of cards: the pointer rests on a card (its frame opens out of sight and its
  // token is asked for), then the press; the viewer takes that frame over and shows the report.
  await page.goto(unitUrl(SUBDOMAIN, '/all/reports'));
  const card = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${PHONE_REPORT.replace(/[()]/g, '\\$&')}`) });
  await card.hover();
  await expect(page.locator('[data-parked-frame] iframe')).toHaveCount(1);
  await page.waitForTimeout(300);
  await card.click();
  await expect(page.getByTestId('report-embed')).toHaveAttribute('data-embed-state', 'rendered', {
    timeout: 40_000,
  });
  await expect(reportRoot(page).getByTestId('report-title')).toHaveText('Operations');
  await expect(page.locator('[data-parked-frame]')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('on a phone the report opens in its mobile layout, or fitted to the width without one, filling the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  const ids = await reportIds(page);

  const embed = await openViewer(page, ids[PHONE_REPORT]!);
  await expect(reportRoot(page)).toHaveAttribute('data-layout', 'MobilePortrait');
  const space = await spaceUnderToolbar(page);
  const shown = await boxOf(embed);
  expect(shown.height / space.height).toBeGreaterThanOrEqual(0.9);
  expect(shown.width / PHONE.width).toBeGreaterThanOrEqual(0.85);
  // The toolbar's buttons stay on the screen.
  for (const name of ['Reload report', 'Full screen']) {
    const button = await boxOf(page.getByRole('button', { name }));
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.screenshot({ path: `${SHOTS}/phone-mobile-layout.png` });

  // No mobile layout (the frame says so): the master layout fitted to the phone's width, and
  // the whole space rather than a letterbox of its 1080×1920 shape.
  const portrait = await openViewer(page, ids[PORTRAIT_REPORT]!);
  await expect(reportRoot(page)).toHaveAttribute('data-layout', 'Custom');
  await expect(reportRoot(page)).toHaveAttribute('data-display-option', 'FitToWidth');
  const fitted = await boxOf(portrait);
  expect(fitted.height / (await spaceUnderToolbar(page)).height).toBeGreaterThanOrEqual(0.9);
  await page.screenshot({ path: `${SHOTS}/phone-fit-to-width.png` });
});

test('a playlist slide and the public embed page fill their space, letterboxed to the report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  const ids = await reportIds(page);
  const [playlists] = (await apiAs(page, ADMIN, [{ method: 'GET', path: '/auth/playlists' }])) as [
    { data: { id: number; name: string }[] },
  ];
  const playlist = playlists.data.find((p) => p.name === PLAYLIST);
  expect(playlist).toBeDefined();

  await page.goto(unitUrl(SUBDOMAIN, `/${playlist!.id}/playlist/view`));
  const slide = page.locator('[data-testid="playlist-frame"][data-active="true"]');
  await expect(slide.getByTestId('report-embed')).toHaveAttribute('data-embed-state', 'rendered', {
    timeout: 40_000,
  });
  const stage = await boxOf(slide);
  const shown = await boxOf(slide.getByTestId('report-embed-box'));
  expect(Math.abs(shown.width / shown.height - 1920 / 1080)).toBeLessThan(0.02);
  expect(Math.max(shown.width / stage.width, shown.height / stage.height)).toBeGreaterThanOrEqual(0.95);
  expect(stage.height / DESKTOP.height).toBeGreaterThanOrEqual(0.9);
  await page.screenshot({ path: `${SHOTS}/playlist-slide.png` });

  // A public link to the wide report, opened as a visitor on a phone and on a desktop.
  const [link] = (await apiAs(page, ADMIN, [
    { method: 'POST', path: '/auth/embed_links', body: { report_id: ids[WIDE_REPORT], name: 'Viewer link' } },
  ])) as [{ path: string }];
  expect(link.path).toBeTruthy();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await routeEmbedToEmulator(visitor);
  for (const [size, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await visitor.setViewportSize(size);
    await visitor.goto(`${unitUrl(SUBDOMAIN, link.path)}?lang=en-US`);
    const embed = visitor.getByTestId('report-embed');
    await expect(embed).toHaveAttribute('data-embed-state', 'rendered', { timeout: 40_000 });
    const box = await boxOf(visitor.getByTestId('report-embed-box'));
    if (name === 'desktop') {
      expect(Math.abs(box.width / box.height - 1920 / 1080)).toBeLessThan(0.02);
      expect(Math.max(box.width / size.width, box.height / size.height)).toBeGreaterThanOrEqual(0.95);
    } else {
      // A phone: the whole page, the report fitted to its width.
      expect(box.height / size.height).toBeGreaterThanOrEqual(0.9);
      await expect(reportRoot(visitor)).toHaveAttribute('data-display-option', 'FitToWidth');
    }
    await visitor.screenshot({ path: `${SHOTS}/embed-page-${name}.png` });
  }
  await visitorContext.close();
});
