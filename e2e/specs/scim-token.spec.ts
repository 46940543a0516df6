import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/** The admin of the unit seeded for this spec alone (seed/e2e/scim.ts). */
const SCIM_ADMIN = 'admin@scim.mirante.local';

/** The test-connection query Entra ID sends with a token (a user that cannot exist). */
function testConnection(page: Page, token: string) {
  const filter = encodeURIComponent(`userName eq "${randomUUID()}"`);
  return page.request.get(`/scim/v2/Users?filter=${filter}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/scim+json' },
  });
}

test('the admin generates a SCIM token, sees it once, sees its last use and deletes it', async ({ page }) => {
  await openSignIn(page, unitUrl('scim', '/signin'));
  await signIn(page, SCIM_ADMIN);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Provisioning (SCIM)' })
    .click();
  await expect(page).toHaveURL(/\/azure\/scim$/);
  await expect(page.getByRole('heading', { name: 'User provisioning (SCIM)' })).toBeVisible();
  // The address to give Entra ID, on this unit's own host.
  await expect(page.getByLabel('Tenant URL', { exact: true })).toHaveText(unitUrl('scim', '/scim/v2'));
  await expect(page.getByText('No tokens yet')).toBeVisible();

  await page.getByRole('button', { name: 'Generate token' }).click();
  const form = page.getByRole('dialog', { name: 'New provisioning token' });
  await expect(form.getByLabel('Description')).toBeFocused();
  await form.getByLabel('Description').fill('Entra ID production');
  await form.getByRole('button', { name: 'Generate token' }).click();

  const created = page.getByRole('dialog', { name: 'Token generated' });
  await expect(created.getByText('Copy the token now')).toBeVisible();
  const secret = created.getByTestId('scim-secret-token');
  await expect(secret).toHaveText(/^mscim_[\w-]{43}$/);
  const token = (await secret.textContent()) ?? '';
  await expect(created.getByRole('button', { name: 'Copy Secret token' })).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-scim/token-shown-once.png' });
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  // Listed without the token, and never used yet.
  const row = page.getByRole('row', { name: /Entra ID production/ });
  await expect(row).toContainText('Enabled');
  await expect(row).toContainText('Never used');
  await expect(page.locator('body')).not.toContainText(token);
  // Shown once: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('row', { name: /Entra ID production/ })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(token);

  // Entra ID's test connection with the token: 200 with an empty list.
  const probe = await testConnection(page, token);
  expect(probe.status()).toBe(200);
  expect(probe.headers()['content-type']).toContain('application/scim+json');
  expect(await probe.json()).toMatchObject({ totalResults: 0, Resources: [] });

  await page.reload();
  const used = page.getByRole('row', { name: /Entra ID production/ });
  await expect(used).not.toContainText('Never used');
  await expect(used.getByTestId('scim-last-used')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await page.screenshot({ path: '/tmp/pw-scim/tokens-list.png', fullPage: true });

  // Deleting asks for the description to be typed, then the token is refused.
  await used.getByRole('button', { name: 'Delete Entra ID production' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Entra ID production?' });
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByLabel('Confirmation').fill('ENTRA_ID_PRODUCTION');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No tokens yet')).toBeVisible();
  expect((await testConnection(page, token)).status()).toBe(401);
});
