import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

// Sign-ins, switches and polling on a shared machine: a little more patience per step.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The unit and accounts seeded for this spec alone (apps/server/src/seed/e2e/consent.ts). */
const SUBDOMAIN = 'consent';
const UNIT = 'Consent Business Unit';
const ADMIN = 'admin@consent.mirante.local';
const USER = 'user@consent.mirante.local';
const PARTNER = 'partner.consent@e2e.mirante.local';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-consent';

async function signedIn(browser: Browser, email: string, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignIn(page, url);
  await signIn(page, email);
  return page;
}

async function openRemoteAccess(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Remote access' })
    .click();
  await expect(page.getByRole('heading', { name: 'Remote access', level: 1 })).toBeVisible();
}

test('the remote-access page says who asks: a partner, or the unit’s own administrator', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // A partner asks to enter the unit as administrator.
  const partner = await signedIn(browser, PARTNER, '/signin');
  await partner.getByRole('button', { name: 'Account menu' }).click();
  await partner.getByRole('menuitem', { name: 'Enter a business unit' }).click();
  const dialog = partner.getByRole('dialog', { name: 'Enter a business unit' });
  // The dialog is ready once its search box has the focus (it opens with a transition).
  await expect(dialog.getByRole('searchbox', { name: 'Search units' })).toBeFocused();
  await dialog.getByRole('button', { name: `Enter ${UNIT}: As administrator` }).click();
  await expect(partner.getByRole('heading', { name: 'Waiting for authorization' })).toBeVisible();

  // The unit's admin sees a partner, named with the partner company.
  const admin = await signedIn(browser, ADMIN, unitUrl(SUBDOMAIN, '/signin'));
  await openRemoteAccess(admin);
  const partnerRow = admin.getByRole('row', { name: 'Pedro Parceiro' });
  await expect(partnerRow.getByTestId('remote-requester-role')).toHaveText('Partner: Demo Partner');
  await admin.screenshot({ path: `${SHOTS}/admin-partner-request.png` });
  await partnerRow.getByRole('button', { name: 'Authorize' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Authorize access?' });
  await expect(confirm).toContainText(
    'Pedro Parceiro, of the partner Demo Partner, will be able to enter this business unit as Administrator.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // The admin asks to act as one of the unit's users, who must consent.
  await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await admin
    .getByRole('row', { name: /Otto Owner/ })
    .getByRole('button', { name: 'Actions for Otto Owner' })
    .click();
  await admin.getByRole('menuitem', { name: 'Access as the user' }).click();
  await admin
    .getByRole('dialog', { name: 'Access as Otto Owner' })
    .getByRole('button', { name: 'Access' })
    .click();
  await expect(admin).toHaveURL(/\/authorization\/[\w%-]+$/);

  // The user sees the unit's administrator by name, not a partner.
  const user = await signedIn(browser, USER, unitUrl(SUBDOMAIN, '/signin'));
  await openRemoteAccess(user);
  await expect(
    user.getByText('Who asks to act as you in this business unit.', { exact: false }),
  ).toBeVisible();
  const adminRow = user.getByRole('row', { name: 'Carla Consent' });
  await expect(adminRow.getByTestId('remote-requester-role')).toHaveText('Administrator of this unit');
  await expect(adminRow).not.toContainText('Demo Partner');
  await user.screenshot({ path: `${SHOTS}/user-admin-request.png` });
  await adminRow.getByRole('button', { name: 'Authorize' }).click();
  const consent = user.getByRole('dialog', { name: 'Authorize access?' });
  await expect(consent).toContainText(
    'Carla Consent, administrator of this business unit, will be able to act as you: see and do what you can.',
  );
  // A click while the dialog still moves in can be lost on a busy machine: until it closes.
  await expect(async () => {
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'Authorize' }).click();
    await expect(consent).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(user.getByRole('row', { name: 'Carla Consent' }).first()).toContainText('Authorized');

  // The admin's waiting page goes on by itself, acting as the user.
  await expect(admin.getByRole('region', { name: 'Administrator access' })).toContainText('Carla Consent', {
    timeout: 30_000,
  });
});
