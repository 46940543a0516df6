import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, E2E_PORT, openSignIn, unitUrl } from '../fixtures';

/*
 * The unit seeded for this spec (seed/e2e/embed-links.ts): embedded reports on, and a Power BI
 * report of the emulator's operations workspace (54 rows: 6 months × 3 regions × 3 products).
 * Its admin makes an embed link with a locked filter and one allowed site; a page served from
 * another local port frames the link and shows the report, until the link is revoked.
 */
const SUBDOMAIN = 'embedlinks';
const ADMIN = 'admin@embedlinks.mirante.local';
const REPORT = 'Operations (embeddable)';
/** Rows of one product in the operations dataset (the locked filter keeps product Alpha). */
const ROWS_OF_ONE_PRODUCT = '18';

let partnerSite: Server;
let partnerPort: number;
/** The address the partner's page frames (set once the link exists). */
let framed = '';

test.beforeAll(async () => {
  // The partner's site: a page of another origin that frames the embed link.
  partnerSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>Partner site</title></head><body style="margin:0">
        <h1>Partner dashboard</h1>
        <iframe id="portal" title="Embedded report" src="${framed}" style="width:1000px;height:640px;border:0"></iframe>
      </body></html>`,
    );
  });
  await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
  partnerPort = (partnerSite.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => partnerSite.close(() => resolve()));
});

/** The real powerbi-client loads https://app.powerbi.com; the emulator serves that page here. */
async function routeEmbedToEmulator(context: BrowserContext) {
  await context.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const target = `http://127.0.0.1:${E2E_PORT}/_emulator/embed${url.pathname}${url.search}`;
    const response = await route.fetch({ url: target });
    await route.fulfill({ response });
  });
}

async function signInAsAdmin(page: Page) {
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

function embeddedFrame(page: Page) {
  return page.frameLocator('#portal');
}

test('a report embedded on another site renders through the emulator and stops once its link is revoked', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);

  // The report's management screen lists its embed links; the admin makes one.
  const [reports] = (await apiAs(admin, ADMIN, [
    { method: 'GET', path: `/auth/reports?search=${encodeURIComponent(REPORT)}` },
  ])) as [{ data: { id: number; title: string }[] }];
  const report = reports.data.find((r) => r.title === REPORT);
  expect(report).toBeDefined();
  await admin.goto(unitUrl(SUBDOMAIN, `/${report!.id}/management/view`));
  const panel = admin.getByRole('region', { name: 'Embed links' });
  await expect(panel.getByText('No embed links for this report.')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'New link' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New embed link' });
  await dialog.getByLabel('Name').fill('Partner dashboard');
  await dialog.getByLabel('Sites that may embed it').fill(`http://localhost:${partnerPort}`);
  await dialog.getByLabel('Locked filter: table').fill('Sales');
  await dialog.getByLabel('Column').fill('Product');
  await dialog.getByLabel('Values').fill('Alpha');
  await admin.screenshot({ path: '/tmp/pw-embed-links/new-link-dialog.png' });
  await dialog.getByRole('button', { name: 'New link' }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row', { name: /Partner dashboard/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText(`http://localhost:${partnerPort}`)).toBeVisible();
  await admin.screenshot({ path: '/tmp/pw-embed-links/links-panel.png', fullPage: true });

  const [links] = (await apiAs(admin, ADMIN, [
    { method: 'GET', path: `/auth/embed_links?report_id=${report!.id}` },
  ])) as [{ data: { id: number; path: string }[] }];
  framed = unitUrl(SUBDOMAIN, links.data[0]!.path);

  // The partner's page, on another origin, shows the report with the locked filter applied.
  const partnerContext = await browser.newContext();
  await routeEmbedToEmulator(partnerContext);
  const partner = await partnerContext.newPage();
  await partner.goto(`http://localhost:${partnerPort}/`);
  const portal = embeddedFrame(partner);
  await expect(portal.getByTestId('embedded-page')).toBeVisible({ timeout: 30_000 });
  const rows = portal.frameLocator('iframe').first().getByTestId('kpi-rows');
  await expect(rows).toHaveAttribute('data-value', ROWS_OF_ONE_PRODUCT, { timeout: 40_000 });
  await partner.screenshot({ path: '/tmp/pw-embed-links/partner-site.png', fullPage: true });

  // A site the link does not name cannot frame it (frame-ancestors).
  const stranger = await partnerContext.newPage();
  await stranger.goto(`http://127.0.0.1:${partnerPort}/`);
  await stranger.waitForTimeout(2_000);
  await expect(embeddedFrame(stranger).getByTestId('embedded-page')).toHaveCount(0);
  await stranger.close();

  // Report management lists the unit's links across reports, with their use.
  await admin.goto(unitUrl(SUBDOMAIN, '/management/report?tab=embed_links'));
  const unitRow = admin
    .getByRole('region', { name: 'Embed links' })
    .getByRole('row', { name: /Partner dashboard/ });
  await expect(unitRow.getByRole('link', { name: REPORT })).toBeVisible({ timeout: 30_000 });
  await expect(unitRow.getByText('Never')).toHaveCount(0);
  await admin.screenshot({ path: '/tmp/pw-embed-links/unit-links-tab.png', fullPage: true });

  // The admin revokes the link from the report's list, after confirming.
  await admin.goto(unitUrl(SUBDOMAIN, `/${report!.id}/management/view`));
  await panel.getByRole('checkbox', { name: 'Select Partner dashboard' }).check();
  await panel.getByRole('button', { name: 'Revoke (1)' }).click();
  await admin.getByRole('dialog', { name: 'Revoke links?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(panel.getByText('No embed links for this report.')).toBeVisible();

  // The open page learns it when it next checks the link (here: the partner's tab comes back to
  // the front), takes the report off and says why.
  const frame = partner.frames().find((f) => f.url().includes('/embedded/'));
  expect(frame).toBeDefined();
  await frame!.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(portal.getByTestId('embedded-gone')).toBeVisible({ timeout: 15_000 });
  await expect(portal.getByTestId('report-embed')).toHaveCount(0);
  await partner.screenshot({ path: '/tmp/pw-embed-links/partner-revoked.png', fullPage: true });

  // And the link no longer opens there at all.
  await partner.reload();
  await partner.waitForTimeout(2_000);
  await expect(embeddedFrame(partner).getByTestId('embedded-page')).toHaveCount(0);

  await partnerContext.close();
  await adminContext.close();
});
