import type { Profile } from '@mirante/contracts';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn } from '../fixtures';

const PERMISSION_DENIED = 'You do not have permission to access this page.';

/** For each demo profile: where it lands, what its menu shows, a route it lacks. */
const CASES: Record<Profile, { landing: RegExp; menu: string; notInMenu: string; lacking: string }> = {
  a2m: { landing: /\/partners$/, menu: 'Partners', notInMenu: 'Dashboard', lacking: '/user' },
  master: { landing: /:\d+\/$/, menu: 'Dashboard', notInMenu: 'Partners', lacking: '/partners' },
  admin: { landing: /:\d+\/$/, menu: 'Dashboard', notInMenu: 'Partners', lacking: '/partners' },
  user: { landing: /:\d+\/$/, menu: 'Dashboard', notInMenu: 'Partners', lacking: '/group_users' },
};

for (const [profile, c] of Object.entries(CASES) as [Profile, (typeof CASES)[Profile]][]) {
  test(`${profile}: signs in, sees its menu, is refused a route it lacks, signs out`, async ({ page }) => {
    await openSignIn(page);
    await signIn(page, ACCOUNTS[profile]);
    await expect(page).toHaveURL(c.landing);

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: c.menu })).toBeVisible();
    await expect(nav.getByRole('link', { name: c.notInMenu })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(c.lacking);
    await expect(page.getByText(PERMISSION_DENIED)).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    // The session is gone: the landing page sends the visitor back to sign in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin(\?redirect=%2F)?$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
}

test("the demo user's dashboard lists the latest reports published to them", async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.user);
  await expect(page.getByRole('heading', { name: 'Latest reports added' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Monthly summary' }).first()).toBeVisible();
});

test('the operator lists and searches partners', async ({ page }) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await expect(page.getByRole('cell', { name: 'DP Demo Partner', exact: true })).toBeVisible();
  await page.getByLabel('Search partners').fill('no such partner');
  await expect(page.getByText('No records found!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'DP Demo Partner', exact: true })).toHaveCount(0);
});
