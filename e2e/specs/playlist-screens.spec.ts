import { createServer, type Server } from 'node:http';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { apiAs, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';

// Lazy screens and a shared machine: a little more patience than the default per step.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The unit seeded for this spec alone (apps/server/src/seed/e2e/screens.ts). */
const SUBDOMAIN = 'screens';
const ADMIN = 'admin@screens.mirante.local';
const MAINTENANCE_MESSAGE = 'Back at 14:00, after the stock count.';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-screens';

/**
 * Another site, as the unit's external links point to: one page that lets any site frame it and
 * one that refuses (X-Frame-Options: DENY). The portal checks both from the server; this site is
 * on loopback, which the suite's server may check (MIRANTE_FRAME_CHECK_PRIVATE=1).
 */
const SITE_PORT = E2E_PORT + 106;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
let site: Server;

function sitePage(title: string, color: string): string {
  return `<!doctype html><html><body style="margin:0;font-family:sans-serif;background:${color};color:#fff;height:100vh"><h1 style="font-size:64px;margin:0;padding:48px">${title}</h1><p style="font-size:24px;padding:0 48px">Live from the partner site</p></body></html>`;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  site = createServer((req, res) => {
    if (req.url === '/locked') {
      res.writeHead(200, { 'content-type': 'text/html', 'x-frame-options': 'DENY' });
      res.end(sitePage('Locked Board', '#c92a2a'));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(sitePage('Open Board', '#2b8a3e'));
  });
  await new Promise<void>((resolve) => site.listen(SITE_PORT, '127.0.0.1', resolve));
  const admin = await signedIn(browser);
  ids = await setUp(admin);
  await admin.context().close();
});
test.afterAll(async () => {
  // A tab still open on the site keeps its connection: close them all, or the site never stops.
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

// One worker runs these in order; each test stands on its own, so one failing does not hide another.
test.describe.configure({ mode: 'default' });

interface Ids {
  openBoard: number;
  lockedBoard: number;
  path: string;
  playlist: number;
}
let ids: Ids;

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  await signIn(page, ADMIN);
  return page;
}

/** The admin adds the two external links and a playlist of the unit's four reports, and a TV link. */
async function setUp(admin: Page): Promise<Ids> {
  const [open, locked, options] = (await apiAs(admin, ADMIN, [
    {
      method: 'POST',
      path: '/auth/reports',
      body: { kind: 'external', title: 'Open Board', external_url: `${SITE}/board` },
    },
    {
      method: 'POST',
      path: '/auth/reports',
      body: { kind: 'external', title: 'Locked Board', external_url: `${SITE}/locked` },
    },
    { method: 'GET', path: '/auth/group_reports/get/reports/all/select' },
  ])) as [{ id: number }, { id: number }, { data: { value: number; label: string }[] }];
  const idOf = (label: string) => options.data.find((o) => o.label === label)?.value;
  const items = [idOf('Sales Wall'), open.id, locked.id, idOf('Stock Wall')].map((id) => ({ report_id: id }));
  // A worker started again after a failure sets up anew: a name of its own.
  const name = `Lobby wall ${Date.now()}`;
  const [playlist] = (await apiAs(admin, ADMIN, [
    { method: 'POST', path: '/auth/playlists', body: { name, update_seconds: 30, items } },
  ])) as [{ id: number }];
  const [device] = (await apiAs(admin, ADMIN, [
    { method: 'POST', path: `/auth/playlists/${playlist.id}/devices`, body: { name: 'Lobby TV' } },
  ])) as [{ path: string }];
  return { openBoard: open.id, lockedBoard: locked.id, path: device.path, playlist: playlist.id };
}

function activeFrame(page: Page) {
  return page.locator('[data-testid="playlist-frame"][data-active="true"]');
}

function viewUrl() {
  return new RegExp(`/${ids.playlist}/playlist/view\\?screen=1$`);
}

/**
 * A TV (a browser of its own, in English) opens the device link and lands on the playlist,
 * paused on its first slide. Frames the browser refused are collected from the console.
 */
async function openTv(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  });
  const screen = await context.newPage();
  const refusals: string[] = [];
  screen.on('console', (message) => {
    if (/Refused to (frame|display)|Content Security Policy|X-Frame-Options/i.test(message.text()))
      refusals.push(message.text());
  });
  await screen.goto(unitUrl(SUBDOMAIN, ids.path));
  await expect(screen).toHaveURL(viewUrl(), { timeout: 30_000 });
  await screen.getByRole('button', { name: 'Pause' }).click();
  await expect(activeFrame(screen)).toHaveAttribute('data-report-title', 'Sales Wall');
  return { screen, refusals, close: () => context.close() };
}

/** Moves on by hand to the slide of `title`. */
async function showSlide(screen: Page, title: string) {
  for (let step = 0; step < 4; step += 1) {
    if ((await activeFrame(screen).getAttribute('data-report-title')) === title) return;
    await screen.getByRole('button', { name: 'Next' }).click();
  }
  await expect(activeFrame(screen)).toHaveAttribute('data-report-title', title);
}

test('a TV wall frames an external site that allows it, and shows a QR card for one that refuses', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { screen, refusals, close } = await openTv(browser);

  await showSlide(screen, 'Open Board');
  const outer = activeFrame(screen).locator('iframe[data-testid="report-embed-external"]');
  await expect(outer).toHaveAttribute('src', /^\/api\/report_view\/frame\?ticket=/);
  await expect(
    activeFrame(screen)
      .frameLocator('iframe[data-testid="report-embed-external"]')
      .frameLocator('iframe')
      .getByRole('heading', { name: 'Open Board' }),
  ).toBeVisible();
  await expect(activeFrame(screen).getByTestId('report-watermark')).toContainText(ADMIN);
  await screen.screenshot({ path: `${SHOTS}/tv-external-framed.png` });

  // A site that refuses framing shows as a card with a QR code, not as a broken frame.
  await showSlide(screen, 'Locked Board');
  const card = activeFrame(screen).getByTestId('report-embed-external-card');
  await expect(card).toContainText('This site does not allow being shown inside another site.');
  await expect(card.getByRole('img', { name: 'QR code of the link of Locked Board' })).toBeVisible();
  await expect(card).toContainText(`127.0.0.1:${SITE_PORT}`);
  await expect(activeFrame(screen).locator('iframe')).toHaveCount(0);
  // Nothing of the report is on the card: the QR code stays clear of the watermark.
  await expect(activeFrame(screen).getByTestId('report-watermark')).toHaveCount(0);
  await screen.screenshot({ path: `${SHOTS}/tv-external-card.png` });
  // No frame was refused by the browser on the way.
  expect(refusals).toEqual([]);
  await close();
});

test('a TV wall draws the watermark as the viewer does, and a report under maintenance as its message', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { screen, close } = await openTv(browser);
  await expect(activeFrame(screen).getByTestId('report-watermark')).toContainText(ADMIN);
  await screen.screenshot({ path: `${SHOTS}/tv-html-watermark.png` });

  await showSlide(screen, 'Stock Wall');
  await expect(activeFrame(screen).getByTestId('report-maintenance')).toContainText(MAINTENANCE_MESSAGE);
  await expect(activeFrame(screen).getByText('Report under maintenance')).toBeVisible();
  await expect(activeFrame(screen).locator('iframe')).toHaveCount(0);
  await screen.screenshot({ path: `${SHOTS}/tv-maintenance.png` });
  await close();
});

test('a TV screen that leaves its playlist is brought back to it, and never sees the menus', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { screen, close } = await openTv(browser);
  const mainMenu = screen.getByRole('navigation', { name: 'Main menu' });
  await expect(mainMenu).toHaveCount(0);
  await expect(screen.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // A typed address...
  await screen.goto(unitUrl(SUBDOMAIN, '/playlists'));
  await expect(screen).toHaveURL(viewUrl());
  await expect(screen.getByTestId('playlist-stage')).toBeVisible();
  await expect(mainMenu).toHaveCount(0);
  await expect(screen.getByRole('alert')).toHaveCount(0);
  await screen.screenshot({ path: `${SHOTS}/tv-typed-address.png` });
  // ...a link inside the app...
  await screen.evaluate(() => {
    window.history.pushState({}, '', '/user');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(screen).toHaveURL(viewUrl());
  await expect(screen.getByTestId('playlist-stage')).toBeVisible();
  // ...and the back button.
  await screen.goto(unitUrl(SUBDOMAIN, '/all/reports'));
  await expect(screen).toHaveURL(viewUrl());
  await screen.goBack();
  await expect(screen).toHaveURL(viewUrl());
  await expect(screen.getByTestId('playlist-stage')).toBeVisible();
  await expect(mainMenu).toHaveCount(0);
  await close();
});

test('the external-report page says the report opened in a new tab, and says blocked only when it was', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser);
  const [tab] = await Promise.all([
    admin.waitForEvent('popup'),
    admin.goto(unitUrl(SUBDOMAIN, `/${ids.openBoard}/reports/external`)),
  ]);
  await expect(tab).toHaveURL(`${SITE}/board`);
  // The new tab is cut off from the portal.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(admin.getByRole('status')).toHaveText('The report opened in a new tab.');
  await expect(admin.getByText(/blocked/)).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/external-opened.png` });
  const [again] = await Promise.all([
    admin.waitForEvent('popup'),
    admin.getByRole('link', { name: 'Open again' }).click(),
  ]);
  await expect(again).toHaveURL(`${SITE}/board`);

  // A browser that blocks the tab: then, and only then, the page says so.
  const blocking = await browser.newContext();
  await blocking.addInitScript(() => {
    window.open = () => null;
  });
  const page = await blocking.newPage();
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  await signIn(page, ADMIN);
  await page.goto(unitUrl(SUBDOMAIN, `/${ids.openBoard}/reports/external`));
  await expect(page.getByRole('status')).toHaveText(
    'Your browser blocked the new tab. Use the button below to open the report.',
  );
  await expect(page.getByRole('link', { name: 'Open report' })).toHaveAttribute('href', `${SITE}/board`);
  await page.screenshot({ path: `${SHOTS}/external-blocked.png` });
  await blocking.close();
});
