import {
  effectiveHiddenMenu,
  PROFILE_ROUTES,
  type Profile,
  type TGetConfigResponse,
} from '@mirante/contracts';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiGetAs, openSignIn, signIn } from '../fixtures';
import { demoIds, pathOf, routeEmbedToEmulator } from '../route-paths';

/*
 * Every route of every profile's set (spec §2) shows a screen that makes sense for that profile:
 * never "page not found", never an error that retrying cannot fix, never an empty frame. A
 * partner outside a unit gets the unit picker on a unit's report and catalog screens.
 */

const SHOTS = '/tmp/pw-route-sets';
const UNIT_PICKER = 'Enter one of your units';
const OPERATOR_NOTICE = 'Reports open inside their unit';
const DENIED = 'You do not have permission to access this page.';
/** The unit of the screens spec's partner (seed/e2e/route-sets.ts), which lets its partner in. */
const SCREENS_MASTER = 'partner@screens.mirante.local';

/**
 * The routes that show one unit's reports, catalogs or scheduled tasks (the unit picker outside
 * a unit).
 */
const UNIT_ROUTES = new Set([
  'reports',
  'all/reports',
  'management/report',
  ':id/reports',
  ':id/management/view',
  ':id/reports/view',
  ':id/reports/external',
  'catalogs',
  'auto_actions',
]);

/** Report screens the operator has of its own (any unit's report it reaches): no notice there. */
const OPERATOR_REPORT_ROUTES = new Set([':id/management/view', ':id/reports/external']);

/** What `profile` should see on route `name`: a heading of its own, or a named stand-in. */
function expectedHeading(profile: Profile, name: string, closed: ReadonlySet<string>): string | null {
  // Routes the unit's switches close (help desk, SAML...) are refused like a hidden menu entry.
  if (closed.has(name)) return DENIED;
  if (UNIT_ROUTES.has(name) && profile === 'master') return UNIT_PICKER;
  if (UNIT_ROUTES.has(name) && profile === 'a2m' && !OPERATOR_REPORT_ROUTES.has(name)) return OPERATOR_NOTICE;
  return null;
}

async function expectSensibleScreen(
  page: Page,
  profile: Profile,
  name: string,
  path: string,
  closed: ReadonlySet<string>,
) {
  const response = await page.goto(path);
  expect(response?.ok(), path).toBe(true);
  // Some screens poll (remote access) or keep a report session: quiet enough, not silent.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  const main = page.getByRole('main');
  if (name === ':id/playlist/view') {
    // The slideshow takes the whole screen: its name is the page title, its first slide plays.
    await expect(page).toHaveTitle(/Demo loop/);
    await expect(page.getByText('1 of 4')).toBeVisible();
  } else {
    const expected = expectedHeading(profile, name, closed);
    if (expected === DENIED) await expect(main.getByText(DENIED)).toBeVisible();
    else if (expected) await expect(main.getByRole('heading', { level: 1, name: expected })).toBeVisible();
    else {
      await expect(main.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
      await expect(main.getByText(DENIED)).toHaveCount(0);
      await expect(main.getByRole('heading', { level: 1, name: UNIT_PICKER })).toHaveCount(0);
    }
  }
  // Loaded: no skeleton left, so an error would be showing by now.
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload the page' }), path).toHaveCount(0);
  await expect(page.getByText('You do not have access to this functionality'), path).toHaveCount(0);
}

for (const profile of ['a2m', 'master', 'admin', 'user'] as const) {
  test(`${profile}: every route of its set shows a sensible screen`, async ({ page }) => {
    // Each route is opened afresh (guard, config, screen), as a person typing its address would.
    test.setTimeout(600_000);
    await routeEmbedToEmulator(page);
    await openSignIn(page);
    await signIn(page, ACCOUNTS[profile]);
    const ids = await demoIds(page);
    const [config] = await apiGetAs<TGetConfigResponse>(page, ACCOUNTS[profile], ['/auth/config/getConfig']);
    const closed = new Set(effectiveHiddenMenu(profile, config!));
    for (const name of PROFILE_ROUTES[profile]) {
      const path = pathOf(name, ids);
      await test.step(path, async () => {
        await expectSensibleScreen(page, profile, name, path, closed);
        if (UNIT_ROUTES.has(name) || name.startsWith('powerbi') || name === 'faq') {
          await page.screenshot({
            path: `${SHOTS}/${profile}-${name.replaceAll(/[/:]/g, '_') || 'home'}.png`,
          });
        }
      });
    }
  });
}

test('a partner outside a unit picks one of its units on a report screen and lands on it inside', async ({
  page,
}) => {
  await openSignIn(page);
  await signIn(page, SCREENS_MASTER);
  await page.goto('/all/reports');
  await expect(page.getByRole('heading', { level: 1, name: UNIT_PICKER })).toBeVisible();
  const units = page.getByRole('list', { name: 'Your business units' });
  // Its own units only, each entered as administrator or as user.
  await expect(units.getByRole('listitem')).toHaveCount(2);
  await expect(units.getByRole('listitem', { name: 'Screens North' })).toBeVisible();
  await expect(units.getByRole('listitem', { name: 'Screens South' })).toBeVisible();
  await expect(units.getByText('Demo Business Unit')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/picker.png`, fullPage: true });

  await units.getByRole('button', { name: 'Enter Screens North: As administrator' }).click();
  await expect(page.getByText('Entering Screens North…')).toBeVisible();
  // Inside the unit, on the screen that asked: its reports, with the way back to the partner.
  await expect(page).toHaveURL(/\/all\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All reports' })).toBeVisible();
  await expect(page.getByRole('main').getByText('North handbook').first()).toBeVisible();
  const banner = page.getByRole('region', { name: 'Partner access' });
  await expect(banner).toContainText('Screens North');
  await page.screenshot({ path: `${SHOTS}/entered.png` });

  // A record's address lands on its list once inside (the record may be another unit's); as a
  // user, the list holds only what was granted to them: nothing here, said plainly.
  await banner.getByRole('button', { name: 'Back to partner' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/999999/reports/view');
  await expect(page.getByRole('heading', { level: 1, name: UNIT_PICKER })).toBeVisible();
  await page.getByRole('button', { name: 'Enter Screens North: As user' }).click();
  await expect(page).toHaveURL(/\/all\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('User');
  await expect(page.getByRole('main').getByText('North handbook')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test("the operator opens any unit's report from its list, read-only", async ({ page, context }) => {
  test.setTimeout(120_000);
  await routeEmbedToEmulator(page);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);

  // From the list (the demo unit's reports), each report opens on the operator's own screen.
  const openFromList = async (title: string) => {
    await page.goto('/report/a2m');
    await page.getByRole('combobox', { name: 'Business unit' }).click();
    await page.getByRole('option', { name: 'Demo Business Unit' }).click();
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(title);
    await page
      .getByRole('link', { name: new RegExp(`^${title}`) })
      .first()
      .click();
  };

  // Imported HTML, as its unit shows it.
  await openFromList('Monthly summary');
  await expect(page).toHaveURL(/\/\d+\/management\/view$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Monthly summary' })).toBeVisible();
  await expect(main.getByText('Business unit Demo Business Unit · partner Demo Partner')).toBeVisible();
  await expect(main.getByTestId('report-embed-html')).toBeVisible();
  await expect(main.getByRole('heading', { name: OPERATOR_NOTICE })).toHaveCount(0);

  // A Power BI report renders through the real powerbi-client, with no page views logged.
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/log/report/page/view')) views.push(request.url());
  });
  await openFromList('Operations');
  await expect(main.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  const embed = page.getByTestId('report-embed');
  await expect(embed).toHaveAttribute('data-embed-state', 'rendered', { timeout: 60_000 });
  await expect(
    page.frameLocator('[data-testid="report-embed"] iframe').getByText('Throughput').first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/operator-report.png` });

  // A report read under its members' row-level-security roles: said plainly, nothing to retry.
  await openFromList('Sales overview');
  await expect(main.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  await expect(
    main.getByText(/applies row-level security: it opens only for the unit's members/),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // An external link opens on its own screen, in a new tab.
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Reference</title><p>Reference</p>' }),
  );
  const tab = page.waitForEvent('popup');
  await openFromList('Reference site');
  await expect(page).toHaveURL(/\/\d+\/reports\/external$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Reference site' })).toBeVisible();
  await expect(await tab).toHaveURL(/example\.com/);
  await expect(main.getByText('The report opened in a new tab.')).toBeVisible();
  expect(views).toEqual([]);
});
