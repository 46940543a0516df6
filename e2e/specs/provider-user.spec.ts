import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn } from '../fixtures';

/*
 * The demo unit's user has the provider screens in its route set (spec §2): it sees the unit's
 * report-provider account, embedded workspaces and capacity from its menu, read-only, with no
 * secret and no control to add, edit, delete, test, import, pause or resume.
 */

const SHOTS = '/tmp/pw-provider-user';

test("a unit's user looks at its provider accounts, workspaces and capacities, read-only", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.user);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const main = page.getByRole('main');

  await nav.getByRole('link', { name: 'Power BI accounts' }).click();
  await expect(page).toHaveURL(/\/powerbi$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Report-provider accounts' })).toBeVisible();
  await expect(
    main.getByText("View only: accounts and workspaces are changed by the unit's administrators."),
  ).toBeVisible();
  const account = main.getByRole('row', { name: /Power BI \(emulator\)/ });
  await expect(account).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add account' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(main.getByText('You do not have permission to access this page.')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/accounts.png`, fullPage: true });

  await nav.getByRole('link', { name: 'Workspaces' }).click();
  await expect(page).toHaveURL(/\/powerbi\/workspace$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Embedded workspaces' })).toBeVisible();
  await expect(main.getByRole('row', { name: /Commercial/ })).toBeVisible();
  await expect(main.getByRole('row', { name: /Operations/ })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add workspace' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/workspaces.png`, fullPage: true });

  await nav.getByRole('link', { name: 'Capacities' }).click();
  await expect(page).toHaveURL(/\/powerbi\/resources$/);
  await expect(main.getByRole('heading', { level: 1, name: 'License capacities' })).toBeVisible();
  await expect(main.getByText("View only: capacities are run by the unit's administrators.")).toBeVisible();
  const capacity = main.getByRole('article', { name: 'miranteembedded' });
  await expect(capacity).toBeVisible();
  for (const control of ['Pause', 'Resume', 'Refresh state', 'Add capacity'])
    await expect(main.getByRole('button', { name: control })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/capacities.png`, fullPage: true });
});
