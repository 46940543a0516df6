import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * The unit seeded for this spec alone (seed/e2e/provider.ts). Its admin registers a provider
 * account on the emulator's demo application, tests it, adds a workspace and imports a report;
 * a user of the unit then opens it through the real powerbi-client.
 */
const UNIT = 'provider';
const ADMIN = 'admin@provider.mirante.local';
const USER = 'user@provider.mirante.local';
const READERS = 'Report readers';
/** The emulator's demo application (apps/emulator/src/seed-data.ts, DEMO_APP). */
const DEMO_APP = {
  tenantId: '00000000-0000-4000-8000-000000000001',
  clientId: '00000000-0000-4000-8000-0000000000a1',
  secret: 'emulator-secret',
};
const WORKSPACE = 'Operations';
const REPORT = 'Finance summary';
const SHOTS = '/tmp/pw-provider';
/** The embed answers are given this much life, so the viewer renews the token during the test. */
const SHORT_LIFE_MS = 24_000;

/** The real powerbi-client loads https://app.powerbi.com; the emulator serves that page here. */
async function routeEmbedToEmulator(page: Page) {
  await page.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}/_emulator/embed${url.pathname}${url.search}`,
    });
    await route.fulfill({ response });
  });
}

/** A call of the portal's API from the signed-in page (its origin, its XSRF cookie, a fresh token). */
async function apiAs(page: Page, email: string, calls: { method: string; path: string; body?: unknown }[]) {
  return page.evaluate(
    async ({ email, password, calls }) => {
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) };
      const login = await fetch('/api/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      const { token } = (await login.json()) as { token: string };
      const answers: unknown[] = [];
      for (const call of calls) {
        const res = await fetch(`/api${call.path}`, {
          method: call.method,
          headers: { ...headers, authorization: `Bearer ${token}` },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        answers.push(await res.json());
      }
      return answers;
    },
    { email, password: DEMO_PASSWORD, calls },
  );
}

test('an admin connects the provider and imports a report that a user then views', async ({
  browser,
  page,
}) => {
  // Two people, five dialogs and a token renewal watched in real time.
  test.setTimeout(240_000);
  await openSignIn(page, unitUrl(UNIT, '/signin'));
  await signIn(page, ADMIN);

  // Register the account.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Power BI accounts' })
    .click();
  await expect(page).toHaveURL(/\/powerbi$/);
  await page.getByRole('button', { name: 'Add account' }).click();
  const form = page.getByRole('dialog', { name: 'New report-provider account' });
  await form.getByLabel('Name').fill('Emulated Power BI');
  await form.getByLabel('Application (client) ID').fill(DEMO_APP.clientId);
  await form.getByLabel('Directory (tenant) ID').fill(DEMO_APP.tenantId);
  await form.getByLabel('Secret value').fill(DEMO_APP.secret);
  await page.screenshot({ path: `${SHOTS}/account-form.png` });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: /Emulated Power BI/ });
  await expect(row).toContainText('Never tested');

  // Test the connection: a token, then the workspaces the application sees.
  await row.getByRole('button', { name: 'Actions for Emulated Power BI' }).click();
  await page.getByRole('menuitem', { name: 'Test connection' }).click();
  const test1 = page.getByRole('dialog', { name: 'Test connection: Emulated Power BI' });
  await expect(test1.getByText('Connected. 2 workspaces are visible to this application.')).toBeVisible();
  await expect(test1.getByText(WORKSPACE, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-test.png` });
  await test1.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Connection OK');
  await page.screenshot({ path: `${SHOTS}/accounts.png`, fullPage: true });

  // Add the workspace, picking it from the account's live list.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Workspaces' }).click();
  await expect(page).toHaveURL(/\/powerbi\/workspace$/);
  await page.getByRole('button', { name: 'Add workspace' }).click();
  const wsForm = page.getByRole('dialog', { name: 'New embedded workspace' });
  await wsForm.getByRole('combobox', { name: "Account's workspaces" }).click();
  await page.getByRole('option', { name: WORKSPACE }).click();
  await expect(wsForm.getByRole('textbox', { name: 'Name' })).toHaveValue(WORKSPACE);
  await page.screenshot({ path: `${SHOTS}/workspace-form.png` });
  await wsForm.getByRole('button', { name: 'Save' }).click();

  // A new workspace opens its reports straight away; import one.
  const importer = page.getByRole('dialog', { name: `Reports of ${WORKSPACE}` });
  await expect(importer.getByText(REPORT)).toBeVisible();
  await importer.getByRole('checkbox', { name: `Select ${REPORT}` }).check();
  await importer.getByRole('button', { name: 'Import selected (1)' }).click();
  await expect(page.getByText('1 reports imported.')).toBeVisible();
  await expect(importer.getByRole('row', { name: new RegExp(REPORT) })).toContainText('Imported');
  await page.screenshot({ path: `${SHOTS}/workspace-import.png` });
  await importer.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('row', { name: new RegExp(WORKSPACE) })).toContainText('1');
  await page.screenshot({ path: `${SHOTS}/workspaces.png`, fullPage: true });

  // Grant the report to the readers' group (the report access screen is another area's).
  const [workspaces, groups] = (await apiAs(page, ADMIN, [
    { method: 'GET', path: '/auth/powerbi/workspaces' },
    { method: 'GET', path: '/auth/groups' },
  ])) as [{ data: { id: number; name: string }[] }, { data: { id: number; name: string }[] }];
  const workspaceId = workspaces.data.find((w) => w.name === WORKSPACE)?.id;
  const groupId = groups.data.find((g) => g.name === READERS)?.id;
  const [remote] = (await apiAs(page, ADMIN, [
    { method: 'GET', path: `/auth/powerbi/workspaces/${workspaceId}/reports` },
  ])) as [{ data: { name: string; imported_report_id: number | null }[] }];
  const reportId = remote.data.find((r) => r.name === REPORT)?.imported_report_id;
  expect(reportId).toBeTruthy();
  await apiAs(page, ADMIN, [
    { method: 'PUT', path: `/auth/reports/${reportId}/access`, body: { grants: [{ group_id: groupId }] } },
  ]);

  // The user opens it: powerbi-client embeds the (emulated) app.powerbi.com page.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await routeEmbedToEmulator(viewer);
  // Shorten the life the viewer is told each token has, so it renews one while we watch. (The
  // answer is rewritten in the page: the unit's host name only resolves inside the browser.)
  await viewer.addInitScript((lifeMs) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/auth/report_view/embed') || !response.ok) return response;
      const body = await response.clone().json();
      if (body.status !== 'ready' || body.kind !== 'powerbi') return response;
      body.expiration = new Date(Date.now() + lifeMs).toISOString();
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
  }, SHORT_LIFE_MS);
  await openSignIn(viewer, unitUrl(UNIT, '/signin'));
  await signIn(viewer, USER);
  await viewer.goto(unitUrl(UNIT, `/${reportId}/reports/view`));
  const embed = viewer.getByTestId('report-embed');
  await expect(embed).toHaveAttribute('data-embed-state', 'rendered', { timeout: 40_000 });
  const frame = viewer.frameLocator('[data-testid="report-embed"] iframe');
  await expect(frame.getByTestId('report-title')).toHaveText(REPORT);
  await expect(frame.getByTestId('report-root')).toHaveAttribute('data-state', 'rendered');
  await viewer.screenshot({ path: `${SHOTS}/report-view.png`, fullPage: true });

  // Mark the report's document: a reload would lose the mark.
  const reportFrame = viewer.frames().find((f) => f.url().includes('/reportEmbed'));
  expect(reportFrame).toBeDefined();
  await reportFrame?.evaluate(() => {
    (window as unknown as { keptAlive: boolean }).keptAlive = true;
  });
  const firstToken = await embed.getAttribute('data-token-expiration');

  // Renewed before it expires, through setAccessToken: same document, still rendered.
  await expect(embed).toHaveAttribute('data-token-refreshes', '1', { timeout: SHORT_LIFE_MS + 10_000 });
  expect(await embed.getAttribute('data-token-expiration')).not.toBe(firstToken);
  expect(await reportFrame?.evaluate(() => (window as unknown as { keptAlive?: boolean }).keptAlive)).toBe(
    true,
  );
  await expect(frame.getByTestId('report-root')).toHaveAttribute('data-state', 'rendered');
  await expect(frame.getByTestId('embed-error')).toHaveCount(0);
  // The emulator's report page opened a session with the new token (POST /report/token).
  const log = await viewer.request.get(
    `http://127.0.0.1:${E2E_PORT}/_emulator/_control/requests?path=${encodeURIComponent('^/embed/api/session$')}`,
  );
  const sessions = ((await log.json()) as { value: { body: { token: string; reportId: string } }[] }).value;
  expect(new Set(sessions.map((s) => s.body.token)).size).toBeGreaterThanOrEqual(2);
  await viewer.screenshot({ path: `${SHOTS}/report-view-renewed.png`, fullPage: true });
  await context.close();
});
