import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, openSignIn, unitUrl } from '../fixtures';

/*
 * The unit seeded for this spec (seed/e2e/capacities.ts): a provider report with row-level
 * security on a workspace that runs on the emulator's capacity, and two users whose access rows
 * give them different RLS roles.
 */
const ADMIN = 'admin@embedding.mirante.local';
const NORTH = 'north@embedding.mirante.local';
const SOUTH = 'south@embedding.mirante.local';
const REPORT = 'Regional sales (RLS)';
const CAPACITY = 'miranteembedded';
/** Rows of one region in the emulator's sample data (6 months × 3 products). */
const ROWS_PER_REGION = '18';

/** Signs in, allowing for a slow first load after sign-in (the shared fixture waits 10 s). */
async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

// Both tests act on the same capacity: one at a time.
test.describe.configure({ mode: 'serial' });

/** The real powerbi-client loads https://app.powerbi.com; the emulator serves that page here. */
async function routeEmbedToEmulator(page: Page) {
  await page.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const target = `http://127.0.0.1:${E2E_PORT}/_emulator/embed${url.pathname}${url.search}`;
    const response = await route.fetch({ url: target });
    await route.fulfill({ response });
  });
}

async function openReport(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await routeEmbedToEmulator(page);
  await openSignIn(page, unitUrl('embedding', '/signin'));
  await signIn(page, email);
  await page.goto(unitUrl('embedding', '/all/reports'));
  await page.getByRole('link', { name: REPORT }).first().click();
  await expect(page).toHaveURL(/\/\d+\/reports\/view$/);
  return { context, page };
}

function kpi(page: Page, id: 'revenue' | 'rows') {
  return page.frameLocator('iframe').first().getByTestId(`kpi-${id}`);
}

async function capacityPhase(page: Page) {
  return page.getByRole('article', { name: CAPACITY }).getByTestId('capacity-phase');
}

test('two users with different RLS roles see different figures', async ({ browser }) => {
  // Two browsers, two sign-ins and two embeds: slow on a busy machine.
  test.setTimeout(180_000);
  const north = await openReport(browser, NORTH);
  await expect(kpi(north.page, 'rows')).toHaveAttribute('data-value', ROWS_PER_REGION, { timeout: 40_000 });
  const northRevenue = await kpi(north.page, 'revenue').getAttribute('data-value');
  await north.page.screenshot({ path: '/tmp/pw-capacities/embedding-north.png', fullPage: true });

  const south = await openReport(browser, SOUTH);
  await expect(kpi(south.page, 'rows')).toHaveAttribute('data-value', ROWS_PER_REGION, { timeout: 40_000 });
  const southRevenue = await kpi(south.page, 'revenue').getAttribute('data-value');
  await south.page.screenshot({ path: '/tmp/pw-capacities/embedding-south.png', fullPage: true });

  expect(Number(northRevenue)).toBeGreaterThan(0);
  expect(Number(southRevenue)).toBeGreaterThan(0);
  expect(northRevenue).not.toBe(southRevenue);
  await north.context.close();
  await south.context.close();
});

test('a report on a paused capacity warms it up, renders, and leaves it running', async ({ browser }) => {
  test.setTimeout(240_000);
  // The admin pauses the capacity on the capacities screen.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignIn(admin, unitUrl('embedding', '/signin'));
  await signIn(admin, ADMIN);
  await admin.goto(unitUrl('embedding', '/powerbi/resources'));
  const phase = await capacityPhase(admin);
  await expect(phase).toHaveText('Running', { timeout: 30_000 });
  const card = admin.getByRole('article', { name: CAPACITY });
  await card.getByRole('button', { name: 'Pause' }).click();
  await admin
    .getByRole('dialog', { name: `Pause ${CAPACITY}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(phase).toHaveText('Paused', { timeout: 30_000 });

  // A user opens the report: "warming up" while the capacity resumes, then the report.
  const viewer = await openReport(browser, NORTH);
  await expect(viewer.page.getByText('Warming up the capacity…')).toBeVisible({ timeout: 20_000 });
  await viewer.page.screenshot({ path: '/tmp/pw-capacities/embedding-warming-up.png', fullPage: true });
  await expect(kpi(viewer.page, 'rows')).toHaveAttribute('data-value', ROWS_PER_REGION, { timeout: 60_000 });
  await expect(viewer.page.getByText('Warming up the capacity…')).toBeHidden();
  await viewer.page.screenshot({ path: '/tmp/pw-capacities/embedding-after-warm-up.png', fullPage: true });

  // And the capacity is running afterwards.
  await admin.reload();
  await expect(await capacityPhase(admin)).toHaveText('Running', { timeout: 30_000 });
  await expect(admin.getByRole('article', { name: CAPACITY }).getByTestId('capacity-state')).toHaveText(
    'Succeeded',
  );
  await viewer.context.close();
  await adminContext.close();
});
