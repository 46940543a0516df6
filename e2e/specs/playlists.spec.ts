import { expect, type Page, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/** The admin and the HTML reports of the unit seeded for this spec alone (seed/e2e/playlists.ts). */
const ADMIN = 'admin@playlists.mirante.local';
const SLIDES = ['North Sales Board', 'Stock Levels Board', 'Team Goals Board'];
const SHOTS = '/tmp/pw-playlists';

function activeFrame(page: Page) {
  return page.locator('[data-testid="playlist-frame"][data-active="true"]');
}

/** What the slideshow shows, read in one go: the active frame's report, its iframe and the caption. */
function shownSlide(page: Page) {
  return page.evaluate(() => {
    const active = document.querySelector('[data-testid="playlist-frame"][data-active="true"]');
    const frame = active?.querySelector('iframe');
    const caption = document.querySelector('[data-testid="playlist-current-title"]')?.textContent;
    const title = active?.getAttribute('data-report-title');
    // The report's own frame is on screen, not only its name.
    return title && frame?.getAttribute('title') === title && caption === title ? title : null;
  });
}

async function expectSlide(page: Page, title: string, timeout = 8_000) {
  await expect.poll(() => shownSlide(page), { timeout, intervals: [100] }).toBe(title);
}

interface SlideLog {
  shown: string[];
  maxFrames: number;
}

/**
 * Records in the page every slide that becomes the active one and the most iframes ever present
 * at once, so the checks do not depend on how fast the test polls a busy machine.
 */
async function recordSlides(page: Page) {
  await page.evaluate(() => {
    const log: SlideLog = { shown: [], maxFrames: 0 };
    (window as unknown as { slideLog: SlideLog }).slideLog = log;
    const record = () => {
      const active = document.querySelector('[data-testid="playlist-frame"][data-active="true"]');
      const title = active?.getAttribute('data-report-title');
      if (title && log.shown[log.shown.length - 1] !== title) log.shown.push(title);
      log.maxFrames = Math.max(log.maxFrames, document.querySelectorAll('iframe').length);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-active', 'data-report-title'],
    });
    record();
  });
}

function slideLog(page: Page) {
  return page.evaluate(() => (window as unknown as { slideLog: SlideLog }).slideLog);
}

/** Each recorded slide is followed by the next one of the playlist, wrapping around. */
function expectInOrder(shown: string[]) {
  for (let i = 1; i < shown.length; i += 1) {
    expect(shown[i], `slide ${i} of ${shown.join(' → ')}`).toBe(
      SLIDES[(SLIDES.indexOf(shown[i - 1]!) + 1) % 3],
    );
  }
}

test('a playlist cycles through its reports, and a TV device signs a screen in to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openSignIn(page, unitUrl('playlists', '/signin'));
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Playlists' }).click();
  await expect(page).toHaveURL(/\/playlists$/);

  // A playlist of the three reports, two seconds each.
  await page.getByRole('button', { name: 'New playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New playlist' });
  await dialog.getByLabel('Name').fill('Lobby loop');
  await dialog.getByLabel('Default time per slide (seconds)').fill('2');
  for (const [index, title] of SLIDES.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add report' }).click();
    await dialog.getByRole('combobox', { name: 'Report' }).nth(index).click();
    await page.getByRole('option', { name: title }).click();
  }
  await page.screenshot({ path: `${SHOTS}/playlist-form.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Lobby loop/ });
  await expect(row).toContainText('3');
  await expect(row).toContainText('2 s');

  // Play it: each report in turn, then round again; never more than two frames.
  await row.getByRole('link', { name: 'Play Lobby loop' }).click();
  await expect(page).toHaveURL(/\/\d+\/playlist\/view$/);
  const viewUrl = page.url();
  // Slides run on their own clock: on a busy machine the first may pass before it is checked.
  await expect.poll(() => shownSlide(page), { timeout: 15_000 }).not.toBeNull();
  await recordSlides(page);
  await page.screenshot({ path: `${SHOTS}/playlist-view.png` });
  // Two full rounds and more: every report in turn, never more than two frames at once.
  await expect
    .poll(async () => (await slideLog(page)).shown.length, { timeout: 40_000 })
    .toBeGreaterThanOrEqual(8);
  const cycled = await slideLog(page);
  expect(new Set(cycled.shown)).toEqual(new Set(SLIDES));
  expectInOrder(cycled.shown);
  expect(cycled.maxFrames).toBeGreaterThan(0);
  expect(cycled.maxFrames).toBeLessThanOrEqual(2);
  await expect(page.getByRole('progressbar', { name: 'Slide time' })).toBeVisible();

  // Pause holds the slide; next and previous move by hand.
  await page.getByRole('button', { name: 'Pause' }).click();
  const held = (await activeFrame(page).getAttribute('data-report-title')) ?? '';
  await page.waitForTimeout(3_000);
  await expect(activeFrame(page)).toHaveAttribute('data-report-title', held);
  await expect(page.getByText(/Paused/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/playlist-paused.png` });
  const at = SLIDES.indexOf(held);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectSlide(page, SLIDES[(at + 1) % 3]!);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectSlide(page, held);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, SLIDES[(at + 1) % 3]!);
  await page.waitForTimeout(2_500);
  await expect(activeFrame(page)).toHaveAttribute('data-report-title', SLIDES[(at + 1) % 3]!);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => shownSlide(page), { timeout: 8_000 }).not.toBe(SLIDES[(at + 1) % 3]);
  expect((await slideLog(page)).maxFrames).toBeLessThanOrEqual(2);

  // A TV device link for the playlist.
  await page.goto(unitUrl('playlists', '/playlists'));
  await page
    .getByRole('row', { name: /Lobby loop/ })
    .getByRole('button', { name: 'Actions for Lobby loop' })
    .click();
  await page.getByRole('menuitem', { name: 'TV devices' }).click();
  const devices = page.getByRole('dialog', { name: /TV devices/ });
  await devices.getByLabel('Device name').fill('Reception TV');
  await devices.getByRole('button', { name: 'Create link' }).click();
  const link = (await devices.getByTestId('device-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/auth\/playlist\/[\w-]+$/);
  await expect(devices.getByRole('cell', { name: 'Reception TV', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/playlist-devices.png` });

  // A fresh browser (the TV) opens the link and lands on the playlist, signed in to it alone.
  const tv = await browser.newContext();
  const screen = await tv.newPage();
  await screen.goto(link);
  await expect(screen).toHaveURL(`${viewUrl}?screen=1`, { timeout: 30_000 });
  await expect.poll(() => shownSlide(screen), { timeout: 15_000 }).not.toBeNull();
  await recordSlides(screen);
  await expect
    .poll(async () => (await slideLog(screen)).shown.length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  expectInOrder((await slideLog(screen)).shown);
  await screen.screenshot({ path: `${SHOTS}/playlist-tv.png` });
  // The screen opens nothing else: the list of playlists brings it back to its playlist.
  await screen.goto(unitUrl('playlists', '/playlists'));
  await expect(screen).toHaveURL(`${viewUrl}?screen=1`);
  await expect(screen.getByTestId('playlist-stage')).toBeVisible();
  await expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await screen.screenshot({ path: `${SHOTS}/playlist-tv-elsewhere.png` });
  await tv.close();
});
