import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn } from '../fixtures';

/*
 * Partners and the operator read the report-provider accounts and embedded workspaces of the
 * units they reach (seed/e2e/screens.ts: the "Screens Partner" with two units), read-only.
 */

const SHOTS = '/tmp/pw-provider-units';
const SCREENS_MASTER = 'partner@screens.mirante.local';

test("a partner reads its units' accounts and workspaces: searched, by unit, page by page", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignIn(page);
  await signIn(page, SCREENS_MASTER);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Power BI accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report-provider accounts' })).toBeVisible();
  await expect(
    page.getByText("View only: accounts and workspaces are changed by each unit's administrator."),
  ).toBeVisible();

  const rows = page.getByRole('row');
  // A header and its three accounts; the demo partner's units are not its own.
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('columnheader', { name: 'Business unit' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Partner' })).toHaveCount(0);
  const north = page.getByRole('row', { name: /North analytics/ });
  await expect(north).toContainText('Screens North');
  await expect(north).toContainText('Stored');
  await expect(north.getByRole('cell').nth(3)).toHaveText('2');
  await expect(page.getByText('Power BI (emulator)')).toHaveCount(0);
  // Nothing to change here: no add button, no row actions.
  await expect(page.getByRole('button', { name: /Add account|Actions for/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/partner-accounts.png`, fullPage: true });

  await page.getByRole('searchbox', { name: 'Search by name, unit or partner' }).fill('south');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: /South analytics/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, unit or partner' }).fill('');
  await page.getByRole('combobox', { name: 'Business unit' }).click();
  await page.getByRole('option', { name: 'Screens North' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: /North backup/ })).toBeVisible();

  await nav.getByRole('link', { name: 'Workspaces' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embedded workspaces' })).toBeVisible();
  // Only the active entry of the menu is marked, not its parent path as well.
  await expect(nav.getByRole('link', { name: 'Workspaces' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Power BI accounts' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Showing 1–20 of 22')).toBeVisible();
  await expect(page.getByRole('row', { name: /North finance/ })).toContainText('North analytics');
  await page.screenshot({ path: `${SHOTS}/partner-workspaces.png`, fullPage: true });
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 21–22 of 22')).toBeVisible();
  await expect(page.getByRole('row', { name: /South area 9/ })).toContainText('Screens South');
  await page.getByRole('searchbox', { name: 'Search by name, unit or partner' }).fill('finance');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: /North finance/ })).toBeVisible();
});

test("the operator reads every partner's units' accounts and workspaces, with the partner named", async ({
  page,
}) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Power BI accounts' }).click();
  await expect(page.getByRole('columnheader', { name: 'Partner' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Power BI \(emulator\)/ })).toContainText('Demo Partner');
  const search = page.getByRole('searchbox', { name: 'Search by name, unit or partner' });
  await search.fill('screens partner');
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('row', { name: /South analytics/ })).toContainText('Screens Partner');
  await page.screenshot({ path: `${SHOTS}/operator-accounts.png`, fullPage: true });

  await nav.getByRole('link', { name: 'Workspaces' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embedded workspaces' })).toBeVisible();
  await search.fill('north');
  const row = page.getByRole('row', { name: /North sales/ });
  await expect(row).toContainText('Screens North');
  await expect(row).toContainText('Screens Partner');
  await page.screenshot({ path: `${SHOTS}/operator-workspaces.png`, fullPage: true });

  // The capacities across partners name each one's unit and partner too.
  await nav.getByRole('link', { name: 'Capacities' }).click();
  await expect(
    page.getByText('Business unit: Demo Business Unit · Partner: Demo Partner', { exact: true }),
  ).toBeVisible();
});
