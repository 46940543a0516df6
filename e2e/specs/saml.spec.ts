import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, openSignIn, signIn, unitUrl } from '../fixtures';
import { type RunningIdp, startSamlIdp } from '../saml-idp';

/*
 * Single sign-on through a real identity provider: the partner configures the demo unit's SAML
 * application from the provider's metadata on the screen, a person signs in through the
 * provider's own login form and lands in the portal; once deactivated, they are refused.
 */

const IDP_PORT = Number(process.env.E2E_SAML_IDP_PORT ?? 8391);
const SHOTS = '/tmp/pw-saml';
let idp: RunningIdp;
let unitId: number;

test.describe.configure({ mode: 'serial' });

async function demoUnitId(page: Page): Promise<number> {
  await page.goto(unitUrl('demo', '/signin'));
  const site = (await page.evaluate(() => fetch('/api/site').then((r) => r.json()))) as {
    company: { id: number };
  };
  return site.company.id;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  unitId = await demoUnitId(page);
  await page.close();
  const base = unitUrl('demo', '').replace(/\/$/, '');
  idp = startSamlIdp(IDP_PORT, `${base}/api/saml/metadata/${unitId}`, `${base}/api/saml/callback/${unitId}`);
});

test.afterAll(() => idp?.stop());

async function signInThroughIdp(page: Page, username: string, password: string) {
  await openSignIn(page, unitUrl('demo', '/signin'));
  await page.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }).click();
  // The provider's own login form.
  await page.waitForURL((url) => url.href.startsWith(idp.loginUrlPrefix), { timeout: 30_000 });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
}

test('a partner sets SAML up from the provider metadata, and a person signs in through the provider', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.master);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Single sign-on (SAML)' })
    .click();
  await expect(page.getByRole('heading', { name: 'Single sign-on (SAML)' })).toBeVisible();

  await page.getByRole('button', { name: 'New SAML application' }).click();
  const form = page.getByRole('dialog', { name: 'New SAML application' });
  await form.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Demo Business Unit' }).click();
  await form.getByTestId('saml-metadata').fill(idp.metadataXml);
  await form.getByRole('button', { name: 'Fill in from the metadata' }).click();
  await expect(form.getByRole('status')).toHaveText("Fields filled in from the provider's metadata.");
  await expect(form.getByLabel('Provider identifier (Entity ID)')).toHaveValue(
    'https://sts.windows.net/11111111-2222-3333-4444-555555555555/',
  );
  await form.getByLabel('Portal address').fill(unitUrl('demo', '').replace(/\/$/, ''));
  await form.getByRole('switch', { name: 'Create users on first sign-in' }).check();
  await page.screenshot({ path: `${SHOTS}/saml-form.png`, fullPage: true });
  await form
    .getByRole('button', { name: /save|add/i })
    .last()
    .click();
  await expect(form).toBeHidden();

  // The portal's side, as the provider must be told it.
  const details = page.getByRole('dialog', { name: 'Details for the identity provider' });
  await expect(details.getByRole('textbox', { name: 'Identifier (Entity ID)' })).toHaveValue(
    `${unitUrl('demo', '').replace(/\/$/, '')}/api/saml/metadata/${unitId}`,
  );
  await page.screenshot({ path: `${SHOTS}/saml-sp.png` });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByTestId(`saml-row-${unitId}`)).toContainText('Enabled');
  await page.screenshot({ path: `${SHOTS}/saml-list.png` });

  // A person of the company signs in through the provider, for the first time.
  const context = await browser.newContext();
  const person = await context.newPage();
  await signInThroughIdp(person, 'alice', 'alicepass');
  await expect(person).toHaveURL(new RegExp(`^${unitUrl('demo', '/').replace(/[.]/g, '\\.')}`), {
    timeout: 30_000,
  });
  await expect(person).not.toHaveURL(/\/(signin|redirect)/, { timeout: 30_000 });
  await person.getByRole('button', { name: 'Account menu' }).click();
  await expect(person.getByText('alice@contoso.test')).toBeVisible();
  await person.screenshot({ path: `${SHOTS}/saml-signed-in.png` });
  await context.close();
});

test('a person deactivated in the portal is refused by single sign-on', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignIn(page, unitUrl('demo', '/signin'));
  const [found] = (await apiAs(page, ACCOUNTS.admin, [
    { method: 'GET', path: '/auth/users?search=alice' },
  ])) as {
    data: { id: number; email: string }[];
  }[];
  const alice = found!.data.find((u) => u.email === 'alice@contoso.test');
  expect(alice).toBeTruthy();
  await apiAs(page, ACCOUNTS.admin, [
    { method: 'POST', path: `/auth/users/${alice!.id}/deactivate`, body: {} },
  ]);

  await signInThroughIdp(page, 'alice', 'alicepass');
  await expect(page).toHaveURL(/\/redirect\?status=user_disable/, { timeout: 30_000 });
  await expect(page.getByText('Your user is deactivated.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/saml-refused.png` });
});
