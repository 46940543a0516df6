import { expect, type Page, type Request, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * An admin manages the unit's SAML application through the screen: adds it, edits it, disables it
 * and deletes it, and the web app does so with the calls the specification names (§7):
 * auth/saml/all, auth/saml/add, auth/saml/update (with the id), auth/saml/change/status and
 * auth/saml/delete?id=. The sign-in page reads its configuration with login/config.
 */

/** The admin of the unit seeded for this spec alone (seed/e2e/saml.ts). */
const SAML_ADMIN = 'admin@sso.mirante.local';
const SUBDOMAIN = 'sso-admin';
const UNIT = 'Single Sign-On Unit';
const SHOTS = '/tmp/pw-saml-admin';

/** A self-signed certificate standing for the identity provider's (its body, as metadata carries it). */
const IDP_CERTIFICATE = [
  'MIIDETCCAfmgAwIBAgIUKas2V9da3H0sbei2kOrsohEKlUgwDQYJKoZIhvcNAQELBQAwFzEVMBMG',
  'A1UEAwwMRTJFIFRlc3QgSWRQMCAXDTI2MTEyODA4NTYxNloYDzIxMjYxMTA0MDg1NjE2WjAXMRUw',
  'EwYDVQQDDAxFMkUgVGVzdCBJZFAwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQDUWDkO',
  '6tO5CxNV3pEdUD+hqECXBgxw9XTvQjlgRH+y8LFI7+yrEOPJXsAregd8sZgRrC0cjWKKJkhC7kPV',
  '0l6Etdnx29xg8VzqbIv+IWN2hPRzKhPw0MRkTWnIKbdV/TMO9lHf5DF1JD2CN/zPsb71IvJK2QkA',
  'A8DpZVWCPbV7k2z9AdRiTrNosI1SS1zcK3++X5x+BubiDEgW88wYnZDx1DWHwuY/dkBsYbk7HGgi',
  '5ftDb9FvCPRx3dOIJ70n3jMpC0F9Sa3vl3UbRrGS1pY84KXF7E7WCMgXLxxmLE6Ba6DdLpAZYArV',
  'HxD6McLhKk2A3WsHJKLeeWOzoq+4zgbpAgMBAAGjUzBRMB0GA1UdDgQWBBQofqbMxqCbipBvma98',
  'PeOSLCac1jAfBgNVHSMEGDAWgBQofqbMxqCbipBvma98PeOSLCac1jAPBgNVHRMBAf8EBTADAQH/',
  'MA0GCSqGSIb3DQEBCwUAA4IBAQBsj8rW7MeeP4EYmTy9jrIKLznUxbiWbTPD8vCZVQGLkSZFRliF',
  'YwrB3OrKOCWsq+BLKeZoa+uju9CXg8Secmyc8VWW8nG78VZfBFE8auHv56kXpLRDrVxxdkslKRPE',
  '9HX5/XRrz9ksjdbF/sggyG+ZhHthPYrDNKrp+7f1ypXioybOzs76RVJzCgemU3nonX5D83jKMXTq',
  'XiYMVRfpEG86Vd+6kfpy4EnlCYu7MPVrlbZchV9YnykPVPBHG+2k0EfAx8h1j6VT9WRQXUXWsqHZ',
  'v2JFP6JFuYy7RzGx8Kfw5OkQdlcIUwg+ESWKI4NSRLNBOeDq6EhNghGNJlVJPE0e',
].join('');

/** Waits for the web app's call to `path` (below /api) with `method`, while `action` runs. */
async function callOf(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<void>,
): Promise<Request> {
  const [request] = await Promise.all([
    page.waitForRequest(
      (r) => r.method() === method && path.test(new URL(r.url()).pathname + new URL(r.url()).search),
    ),
    action(),
  ]);
  return request;
}

async function rowMenu(page: Page, item: string) {
  await page.getByRole('button', { name: `Actions for ${UNIT}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test("an admin adds, edits, disables and deletes the unit's SAML application", async ({ page }) => {
  test.setTimeout(120_000);
  const loginConfig = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/login/config',
  );
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  expect((await (await loginConfig).response())?.status()).toBe(200);
  await expect(page.getByLabel('Business unit: Single Sign-On Unit')).toBeVisible();
  await signIn(page, SAML_ADMIN);

  const listed = callOf(page, 'GET', /^\/api\/auth\/saml\/all\?/, async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Single sign-on (SAML)' })
      .click();
  });
  await listed;
  await expect(page.getByRole('heading', { name: 'Single sign-on (SAML)' })).toBeVisible();
  await expect(page.getByText('No SAML application yet.')).toBeVisible();

  // Add.
  await page.getByRole('button', { name: 'New SAML application' }).click();
  const form = page.getByRole('dialog', { name: 'New SAML application' });
  await form.getByLabel('Provider identifier (Entity ID)').fill('https://sts.windows.net/e2e-tenant/');
  await form.getByLabel('Sign-on URL (SSO)').fill('https://login.microsoftonline.com/e2e-tenant/saml2');
  await form.getByRole('textbox', { name: 'Signing certificates 1' }).fill(IDP_CERTIFICATE);
  await form.getByLabel('Portal address').fill(unitUrl(SUBDOMAIN, '').replace(/\/$/, ''));
  const added = await callOf(page, 'POST', /^\/api\/auth\/saml\/add$/, () =>
    form
      .getByRole('button', { name: /save|add/i })
      .last()
      .click(),
  );
  expect(added.postDataJSON()).toMatchObject({ idp_entity_id: 'https://sts.windows.net/e2e-tenant/' });
  expect(added.postDataJSON()).not.toHaveProperty('id');
  const created = (await (await added.response())!.json()) as { id: number; company_id: number };
  await expect(form).toBeHidden();
  // The portal's side, shown once the application exists.
  const details = page.getByRole('dialog', { name: 'Details for the identity provider' });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  const row = page.getByTestId(`saml-row-${created.company_id}`);
  await expect(row).toContainText('Enabled');
  await expect(row).toContainText('https://sts.windows.net/e2e-tenant/');
  await page.screenshot({ path: `${SHOTS}/added.png`, fullPage: true });

  // Edit: the configuration goes with its id.
  await rowMenu(page, 'Edit');
  const edit = page.getByRole('dialog', { name: `Edit ${UNIT}'s SAML application` });
  await edit.getByLabel('Provider identifier (Entity ID)').fill('https://sts.windows.net/e2e-tenant-2/');
  await edit.getByRole('switch', { name: 'Create users on first sign-in' }).check();
  const updated = await callOf(page, 'PUT', /^\/api\/auth\/saml\/update$/, () =>
    edit.getByRole('button', { name: /save/i }).last().click(),
  );
  expect(updated.postDataJSON()).toMatchObject({
    id: created.id,
    idp_entity_id: 'https://sts.windows.net/e2e-tenant-2/',
    jit: true,
  });
  expect((await updated.response())?.status()).toBe(200);
  await expect(edit).toBeHidden();
  await expect(row).toContainText('https://sts.windows.net/e2e-tenant-2/');

  // Disable.
  const disabled = await callOf(page, 'POST', /^\/api\/auth\/saml\/change\/status$/, () =>
    rowMenu(page, 'Disable'),
  );
  expect(disabled.postDataJSON()).toEqual({ id: created.id, status: 'disable' });
  await expect(row).toContainText('Disabled');
  await page.screenshot({ path: `${SHOTS}/disabled.png`, fullPage: true });

  // Delete, after the typed confirmation.
  await rowMenu(page, 'Delete');
  const confirm = page.getByRole('dialog', { name: `Delete ${UNIT}?` });
  await confirm.getByLabel('Confirmation').fill(UNIT.toUpperCase().replace(/ /g, '_'));
  const deleted = await callOf(page, 'DELETE', new RegExp(`^/api/auth/saml/delete\\?id=${created.id}$`), () =>
    confirm.getByRole('button', { name: 'Delete' }).click(),
  );
  expect((await deleted.response())?.status()).toBe(200);
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No SAML application yet.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
