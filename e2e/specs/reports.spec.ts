import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, E2E_PORT, openSignIn, unitUrl } from '../fixtures';

// Lazy screens and a shared machine: a little more patience than the default per step.
const expect = baseExpect.configure({ timeout: 25_000 });

/** The unit seeded for this spec alone (seed/e2e/reports.ts). */
const SUBDOMAIN = 'reports-web';
const ADMIN = 'admin@reports-web.mirante.local';
const USER = 'user@reports-web.mirante.local';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-reports';

const VALID_HTML =
  '<html><body><div style="padding:24px;font-family:sans-serif">' +
  '<h1 style="color:#1c7ed6">North sales</h1><p style="font-size:18px">Revenue grew 12% this month.</p>' +
  '</div></body></html>';
/** A 1×1 PNG, the report's cover. */
const COVER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const HTML_WITH_SCRIPT = '<html><body><p style="color:red">Hi</p><script>alert(1)</script></body></html>';

/** The emulator's demo application and its Operations workspace (apps/emulator/src/seed-data.ts). */
const DEMO_APP = {
  tenant_id: '00000000-0000-4000-8000-000000000001',
  application_id: '00000000-0000-4000-8000-0000000000a1',
  secret: 'emulator-secret',
};
const OPERATIONS_WORKSPACE = '1a000000-0000-4000-8000-000000000002';
const OPERATIONS_REPORT = '4b000000-0000-4000-8000-000000000003';

// The second journey reads the first one's dashboard state: one after the other.
test.describe.configure({ mode: 'serial' });

/** The fixtures' sign-in, with this spec's patience. */
async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  await signIn(page, email);
  return page;
}

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin publishes an HTML report and a user finds, favors and opens it', async ({ browser }) => {
  test.setTimeout(180_000);

  // The admin: a group with a subgroup.
  const admin = await signedIn(browser, ADMIN);
  await admin
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Report management' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Report management' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Groups' }).click();
  await admin.getByRole('button', { name: 'Add group' }).click();
  const groupDialog = admin.getByRole('dialog', { name: 'New report group' });
  await groupDialog.getByRole('textbox', { name: 'Name' }).fill('Sales');
  await groupDialog.getByRole('button', { name: 'Add subgroup' }).click();
  await groupDialog.getByLabel('Subgroup 1 name').fill('North');
  await admin.screenshot({ path: `${SHOTS}/group-form.png` });
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(admin.getByRole('row', { name: /Sales/ })).toContainText('North');

  // An HTML report: the import rules refuse a script, then the fixed HTML is saved.
  await admin.getByRole('tab', { name: 'Reports' }).click();
  await admin.getByRole('button', { name: 'Add report' }).click();
  const reportDialog = admin.getByRole('dialog', { name: 'New report' });
  await reportDialog.getByLabel('Title').fill('Monthly sales');
  await reportDialog.getByLabel('Description').fill('Revenue by region');
  await pick(admin, reportDialog, 'Group', 'Sales');
  await pick(admin, reportDialog, 'Subgroup', 'North');
  await reportDialog.getByText('Paste', { exact: true }).click();
  await reportDialog.getByLabel('HTML code').fill(HTML_WITH_SCRIPT);
  await reportDialog.getByRole('button', { name: 'Save' }).click();
  await expect(reportDialog.getByText(/The HTML may not contain scripts/)).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/html-rule-error.png` });
  await reportDialog.getByLabel('HTML code').fill(VALID_HTML);
  await reportDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(COVER_PNG, 'base64') });
  await reportDialog.getByRole('button', { name: 'Check HTML' }).click();
  await expect(reportDialog.getByText('The HTML follows the import rules.')).toBeVisible();
  await reportDialog.getByRole('button', { name: 'Save' }).click();
  await expect(reportDialog).toBeHidden();
  const row = admin.getByRole('row', { name: /Monthly sales/ });
  await expect(row).toContainText('Sales / North');

  // Access for the user group of the user.
  await row.getByRole('button', { name: 'Actions for Monthly sales' }).click();
  await admin.getByRole('menuitem', { name: 'Access' }).click();
  const accessDialog = admin.getByRole('dialog', { name: 'Access to Monthly sales' });
  await pick(admin, accessDialog, 'Add user group', 'Analysts');
  await expect(accessDialog.getByRole('listitem', { name: 'Analysts' })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/access.png` });
  await accessDialog.getByRole('button', { name: 'Save' }).click();
  await expect(accessDialog).toBeHidden();
  await admin.screenshot({ path: `${SHOTS}/management.png`, fullPage: true });
  await admin.context().close();

  // The user: the report on the dashboard and in the menu.
  const user = await signedIn(browser, USER);
  await expect(user.getByRole('heading', { name: 'Hello, Vitor!' })).toBeVisible();
  const latest = user.getByRole('region', { name: 'Latest reports added' });
  await expect(latest.getByRole('link', { name: 'Monthly sales' })).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Monthly sales' }).locator('img')).toHaveAttribute(
    'src',
    /\/storage\//,
  );
  await expect(user.getByRole('region', { name: 'Favorites' })).toContainText('No favorites yet');
  await expect(user.getByRole('region', { name: 'Recently viewed' })).toContainText('Nothing viewed yet');
  const menu = user.getByRole('navigation', { name: 'Reports' });
  await menu.getByText('Sales', { exact: true }).click();
  await menu.getByText('North', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Monthly sales' })).toBeVisible();
  await user.screenshot({ path: `${SHOTS}/dashboard-before.png`, fullPage: true });

  // Favorite it from the card.
  await latest.getByRole('button', { name: 'Add Monthly sales to favorites' }).click();
  const favorites = user.getByRole('region', { name: 'Favorites' });
  await expect(favorites.getByRole('link', { name: 'Monthly sales' })).toBeVisible();

  // Open it from the menu: the viewer shows the HTML with the watermark.
  await menu.getByRole('link', { name: 'Monthly sales' }).click();
  await expect(user).toHaveURL(/\/\d+\/reports\/view$/);
  await expect(user.getByRole('heading', { name: 'Monthly sales' })).toBeVisible();
  const frame = user.frameLocator('iframe[title="Monthly sales"]');
  await expect(frame.getByRole('heading', { name: 'North sales' })).toBeVisible({ timeout: 40_000 });
  await expect(user.getByTestId('report-watermark').first()).toContainText(USER);
  await expect(user.getByRole('button', { name: 'Remove Monthly sales from favorites' })).toBeVisible();
  await user.screenshot({ path: `${SHOTS}/viewer.png`, fullPage: true });

  // Back home: the visit was logged and shows as recently viewed.
  await user.getByRole('link', { name: 'Home page' }).click();
  const recent = user.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: 'Monthly sales' })).toBeVisible();
  await user.screenshot({ path: `${SHOTS}/dashboard-after.png`, fullPage: true });

  // All reports: search and the group filter.
  await user
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'All reports' })
    .click();
  await user.getByLabel('Search reports').fill('monthly');
  await expect(user.getByRole('main').getByRole('link', { name: 'Monthly sales' })).toBeVisible();
  await user.getByLabel('Search reports').fill('nothing like this');
  await expect(user.getByText('No report matches these filters.')).toBeVisible();
  await user.context().close();
});

test('a provider report imported on the workspace screen is edited, shared and viewed page by page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, ADMIN);
  // The provider account, workspace and import have screens of their own (provider spec).
  const [account] = (await apiAs(admin, ADMIN, [
    { method: 'POST', path: '/auth/powerbi/accounts', body: { name: 'Emulated', ...DEMO_APP } },
  ])) as [{ id: number }];
  const [workspace] = (await apiAs(admin, ADMIN, [
    {
      method: 'POST',
      path: '/auth/powerbi/workspaces',
      body: { workspace_id: OPERATIONS_WORKSPACE, name: 'Operations', provider_account_id: account.id },
    },
  ])) as [{ id: number }];
  const [imported] = (await apiAs(admin, ADMIN, [
    {
      method: 'POST',
      path: `/auth/powerbi/workspaces/${workspace.id}/import`,
      body: { report_ids: [OPERATIONS_REPORT] },
    },
  ])) as [{ imported: { id: number; title: string }[] }];
  expect(imported.imported[0]?.title).toBe('Operations');

  // Edited on the report management screen: group, subgroup and display settings.
  await admin.goto(unitUrl(SUBDOMAIN, '/management/report'));
  const row = admin.getByRole('row', { name: /Operations/ });
  await expect(row).toContainText('Power BI');
  await row.getByRole('button', { name: 'Actions for Operations' }).click();
  await admin.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Operations' });
  await expect(edit.getByLabel('Title')).toHaveValue('Operations');
  await pick(admin, edit, 'Group', 'Sales');
  await pick(admin, edit, 'Subgroup', 'North');
  await edit.getByRole('tab', { name: 'Display' }).click();
  await edit.getByLabel('Recommended resolution').fill('1600x900');
  await admin.screenshot({ path: `${SHOTS}/provider-edit.png` });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Sales / North');

  // Shared with the user directly.
  await row.getByRole('button', { name: 'Actions for Operations' }).click();
  await admin.getByRole('menuitem', { name: 'Access' }).click();
  const access = admin.getByRole('dialog', { name: 'Access to Operations' });
  await access.getByRole('combobox', { name: 'Add user', exact: true }).fill('Vitor');
  await admin.getByRole('option', { name: /Vitor Viewer/ }).click();
  const grant = access.getByRole('listitem', { name: 'Vitor Viewer' });
  await expect(grant).toBeVisible();
  // Its pages by name: the viewer then shows the allowed pages as its own tabs.
  for (const name of ['ReportSection1', 'ReportSection2']) {
    await grant.getByLabel('Pages').fill(name);
    await grant.getByLabel('Pages').press('Enter');
  }
  await admin.screenshot({ path: `${SHOTS}/provider-access.png` });
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(access).toBeHidden();

  // The details screen sums up the settings and who has access.
  await row.getByRole('button', { name: 'Actions for Operations' }).click();
  await admin.getByRole('menuitem', { name: 'Details' }).click();
  await expect(admin).toHaveURL(/\/\d+\/management\/view$/);
  await expect(admin.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await expect(admin.getByRole('row', { name: /Recommended resolution/ })).toContainText('1600x900');
  await expect(admin.getByText('Vitor Viewer')).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/details.png`, fullPage: true });
  await admin.context().close();

  // The user opens it from the menu; the real powerbi-client embeds the emulated page.
  const context = await browser.newContext();
  const user = await context.newPage();
  await user.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}/_emulator/embed${url.pathname}${url.search}`,
    });
    await route.fulfill({ response });
  });
  const views: { page_name: string | null; duration_seconds: number }[] = [];
  user.on('request', (request) => {
    if (request.url().endsWith('/api/auth/log/report/page/view')) views.push(request.postDataJSON());
  });
  await openSignIn(user, unitUrl(SUBDOMAIN, '/signin'));
  await signIn(user, USER);
  // The group page: the unit's groups as cards, a group opens its reports by subgroup.
  await user
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(user).toHaveURL(/\/reports$/);
  await user.getByRole('main').getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(user).toHaveURL(/\/\d+\/reports$/);
  await expect(user.getByRole('main').getByRole('link', { name: 'Operations' })).toBeVisible();
  await expect(user.getByRole('main').getByRole('link', { name: 'Monthly sales' })).toBeVisible();
  await user.screenshot({ path: `${SHOTS}/group-reports.png`, fullPage: true });

  const menu = user.getByRole('navigation', { name: 'Reports' });
  await menu.getByText('Sales', { exact: true }).click();
  await menu.getByText('North', { exact: true }).click();
  await menu.getByRole('link', { name: 'Operations' }).click();
  const embed = user.getByTestId('report-embed');
  await expect(embed).toHaveAttribute('data-embed-state', 'rendered', { timeout: 40_000 });
  await expect(user.getByRole('heading', { name: 'Operations' })).toBeVisible();
  // The frame keeps the report's recommended resolution.
  const frame = user.frameLocator('[data-testid="report-embed"] iframe');
  await expect(frame.getByText('Throughput').first()).toBeVisible();
  const box = await user.getByTestId('report-frame').boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05);
  await user.screenshot({ path: `${SHOTS}/provider-viewer.png`, fullPage: true });

  // Another page, a moment later: the visit to the first one is logged with its time.
  await user.waitForTimeout(2_000);
  await user.getByRole('radiogroup', { name: 'Report pages' }).getByText('Products').click();
  await expect(frame.getByText('Products').first()).toBeVisible();
  // (The emulated report does not name its first page; Power BI does.)
  await expect.poll(() => views.length).toBe(1);
  expect([null, 'ReportSection1']).toContain(views[0]?.page_name);
  expect(views[0]?.duration_seconds).toBeGreaterThanOrEqual(0);

  // Leaving logs the second page; it is now recently viewed.
  await user.getByRole('link', { name: 'Home page' }).click();
  await expect.poll(() => views.map((v) => v.page_name)).toContain('ReportSection2');
  const recent = user.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: 'Operations' })).toBeVisible();
  await user.screenshot({ path: `${SHOTS}/provider-dashboard.png`, fullPage: true });

  // The user's home page becomes this report: the next sign-in lands on it.
  await user.getByRole('main').getByRole('button', { name: 'Home page' }).click();
  const home = user.getByRole('dialog', { name: 'Home page' });
  await home.getByRole('radio', { name: 'A report' }).check();
  await home.getByRole('combobox', { name: 'A report' }).click();
  await user.getByRole('option', { name: /^Operations/ }).click();
  await user.screenshot({ path: `${SHOTS}/home-page.png` });
  await home.getByRole('button', { name: 'Save' }).click();
  await expect(user.getByText('Home page saved.')).toBeVisible();
  await context.close();
  const again = await signedIn(browser, USER);
  await expect(again).toHaveURL(/\/\d+\/reports\/view$/);
  await expect(again.getByRole('heading', { name: 'Operations' })).toBeVisible();
  await again.context().close();
});
