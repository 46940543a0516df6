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

// The tests share the unit and change its settings (public links off and on, a report put under
// RLS): one after the other, in one worker.
test.describe.configure({ mode: 'default' });

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

/** A report of the spec's unit by title (the admin's own list). */
async function reportId(admin: Page, title: string): Promise<number> {
  const [reports] = (await apiAs(admin, ADMIN, [
    { method: 'GET', path: `/auth/reports?search=${encodeURIComponent(title)}` },
  ])) as [{ data: { id: number; title: string }[] }];
  const report = reports.data.find((r) => r.title === title);
  expect(report, title).toBeDefined();
  return report!.id;
}

test('a report under row-level security gets no link without an identity, and an older such link says why it cannot show it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);

  // The report is read under RLS: the link is refused on its identity field until it has one.
  await admin.goto(
    unitUrl(SUBDOMAIN, `/${await reportId(admin, 'Regional (row-level security)')}/management/view`),
  );
  const panel = admin.getByRole('region', { name: 'Embed links' });
  await panel.getByRole('button', { name: 'New link' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New embed link' });
  await dialog.getByLabel('Name').fill('Public regional');
  await dialog.getByRole('button', { name: 'New link' }).click();
  await expect(
    dialog.getByText('This report applies row-level security: the link needs an identity with its roles.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Fixed identity (RLS)')).toHaveAttribute('aria-invalid', 'true');
  await admin.screenshot({ path: '/tmp/pw-embed-links/rls-refused.png' });
  await dialog.getByLabel('Fixed identity (RLS)').fill('kiosk@embedlinks.example');
  await dialog.getByLabel('RLS roles').fill('North');
  await dialog.getByRole('button', { name: 'New link' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('row', { name: /Public regional/ })).toBeVisible();

  // A link made without identity, before its report was put under RLS: its page says why it
  // cannot show the report, with no provider exception and nothing to retry.
  const later = await reportId(admin, 'Operations (secured later)');
  await admin.goto(unitUrl(SUBDOMAIN, `/${later}/management/view`));
  await panel.getByRole('button', { name: 'New link' }).click();
  await dialog.getByLabel('Name').fill('Older link');
  await dialog.getByRole('button', { name: 'New link' }).click();
  await expect(dialog).toBeHidden();
  const [links] = (await apiAs(admin, ADMIN, [
    { method: 'GET', path: `/auth/embed_links?report_id=${later}` },
  ])) as [{ data: { path: string }[] }];
  const address = unitUrl(SUBDOMAIN, links.data[0]!.path);

  await admin.goto(unitUrl(SUBDOMAIN, '/management/report'));
  const row = admin.getByRole('row', { name: /Operations \(secured later\)/ });
  await row.getByRole('button', { name: 'Actions for Operations (secured later)' }).click();
  await admin.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Operations (secured later)' });
  await edit.getByRole('tab', { name: 'Access' }).click();
  await edit.getByRole('radiogroup', { name: 'Filter or RLS' }).getByText('Row-level security (RLS)').click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  const visitorContext = await browser.newContext();
  await routeEmbedToEmulator(visitorContext);
  const visitor = await visitorContext.newPage();
  // The partner's site asks for English (the page's default is the portal's, pt-BR).
  await visitor.goto(`${address}?lang=en-US`);
  const refused = visitor.getByTestId('embedded-refused');
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused.getByRole('heading', { name: 'This report cannot be shown here' })).toBeVisible();
  await expect(refused).toContainText('the report applies row-level security and the link has no identity');
  await expect(visitor.getByText(/PowerBI|Exception/)).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await visitor.screenshot({ path: '/tmp/pw-embed-links/rls-older-link.png' });
  await visitorContext.close();
  await adminContext.close();
});

test("public links follow the unit's token_embedded switch: off, they cannot be made and do not open", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const id = await reportId(admin, 'Operations (secured later)');
  const [made] = (await apiAs(admin, ADMIN, [
    { method: 'POST', path: '/auth/embed_links', body: { report_id: id, name: 'Kiosk' } },
  ])) as [{ path?: string; code?: string }];
  // The report may be under RLS by now (the spec before): give the link an identity then.
  const link =
    made.path ??
    (
      (await apiAs(admin, ADMIN, [
        {
          method: 'POST',
          path: '/auth/embed_links',
          body: {
            report_id: id,
            name: 'Kiosk',
            identity: { username: 'kiosk@example.com', roles: ['North'] },
          },
        },
      ])) as [{ path: string }]
    )[0].path;
  const address = unitUrl(SUBDOMAIN, link);

  const setPublicLinks = async (on: boolean) => {
    await admin.goto(unitUrl(SUBDOMAIN, '/setting'));
    const toggle = admin.getByLabel('Public links (embed token)');
    await expect(toggle).toBeEnabled({ timeout: 30_000 });
    if (on) await toggle.check();
    else await toggle.uncheck();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Done successfully!')).toBeVisible();
  };

  await setPublicLinks(false);
  await admin.screenshot({ path: '/tmp/pw-embed-links/tokens-off-settings.png' });
  await admin.goto(unitUrl(SUBDOMAIN, `/${id}/management/view`));
  const panel = admin.getByRole('region', { name: 'Embed links' });
  await expect(panel.getByText(/public links are off in the unit's settings/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByRole('button', { name: 'New link' })).toBeDisabled();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(address);
  await expect(visitor.getByTestId('embedded-gone')).toBeVisible({ timeout: 30_000 });

  // Back on: the same link opens again.
  await setPublicLinks(true);
  await visitor.reload();
  await expect(visitor.getByTestId('embedded-gone')).toHaveCount(0);
  await expect(visitor.getByTestId('embedded-page')).toBeVisible();
  await visitorContext.close();
  await adminContext.close();
});
