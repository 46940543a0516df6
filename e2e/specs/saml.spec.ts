import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';
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

/*
 * Sign-in ways through the same provider, on the units of a partner of their own (seeded by
 * apps/server/src/seed/e2e/sign-in-ways.ts): a unit made to sign in through single sign-on only,
 * two units sharing the provider (one the partner's default unit in Azure), and a unit whose
 * trial is over. bob@contoso.test (the provider's bob) belongs to each.
 */
const WAYS_MASTER = 'master@ways.mirante.local';
const PLATFORM = `http://127.0.0.1:${E2E_PORT}`;

interface ProviderFacts {
  entityId: string;
  ssoUrl: string;
  certificate: string;
}

/** What a unit's application needs of the provider, read from its metadata. */
function providerFacts(xml: string): ProviderFacts {
  const entityId = /entityID="([^"]+)"/.exec(xml)?.[1];
  const ssoUrl = /SingleSignOnService[^>]*HTTP-Redirect"[^>]*Location="([^"]+)"/.exec(xml)?.[1];
  const certificate = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)?.[1];
  if (!entityId || !ssoUrl || !certificate) throw new Error('unreadable provider metadata');
  return { entityId, ssoUrl, certificate: certificate.replace(/\s+/g, '') };
}

async function unitIdOf(page: Page, subdomain: string): Promise<number> {
  await page.goto(unitUrl(subdomain, '/signin'));
  const site = (await page.evaluate(() => fetch('/api/site').then((r) => r.json()))) as {
    company: { id: number };
  };
  return site.company.id;
}

/**
 * The unit's application, set up by its partner through the API, answering at `base` (the unit's
 * own address, or the platform's); the provider is told about it.
 */
async function setUpApplication(
  page: Page,
  facts: ProviderFacts,
  companyId: number,
  base: string,
  extra: Record<string, unknown> = {},
) {
  idp.addServiceProvider(`${base}/api/saml/metadata/${companyId}`, `${base}/api/saml/callback/${companyId}`);
  await page.goto(`${PLATFORM}/signin`);
  const [created] = (await apiAs(page, WAYS_MASTER, [
    {
      method: 'POST',
      path: '/auth/saml',
      body: {
        company_id: companyId,
        idp_entity_id: facts.entityId,
        sso_url: facts.ssoUrl,
        certificates: [facts.certificate],
        sp_base_url: base,
        ...extra,
      },
    },
  ])) as { id?: number }[];
  expect(created?.id, JSON.stringify(created)).toBeTruthy();
}

/** Signs in at the provider's form in a fresh browser (no provider session to reuse). */
async function providerForm(page: Page, username: string, password: string) {
  await page.waitForURL((url) => url.href.startsWith(idp.loginUrlPrefix), { timeout: 30_000 });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
}

test.describe('sign-in ways through the provider', () => {
  let units: Record<'standard' | 'home' | 'branch' | 'trial', number>;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    units = {
      standard: await unitIdOf(page, 'sso-standard'),
      home: await unitIdOf(page, 'azure-home'),
      branch: await unitIdOf(page, 'azure-branch'),
      trial: await unitIdOf(page, 'trial-over'),
    };
    const facts = providerFacts(idp.metadataXml);
    const own = (subdomain: string) => unitUrl(subdomain, '').replace(/\/$/, '');
    await setUpApplication(page, facts, units.standard, own('sso-standard'));
    await setUpApplication(page, facts, units.home, own('azure-home'));
    // The shared application: people of the partner's units reach it from the platform's address.
    await setUpApplication(page, facts, units.branch, PLATFORM, { email_domains: ['contoso.test'] });
    await setUpApplication(page, facts, units.trial, own('trial-over'));
    await page.close();
  });

  test('a unit switches to single sign-on only once its application has worked; then its page offers nothing else', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await openSignIn(page);
    await signIn(page, WAYS_MASTER);
    await page.getByRole('link', { name: 'Business units' }).first().click();
    const editUnit = async () => {
      await page.getByRole('button', { name: 'Edit SSO Standard Unit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit SSO Standard Unit' });
      await dialog.getByText('SAML', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      return dialog;
    };

    // Its application has never completed a sign-in: refused, with the reason.
    const dialog = await editUnit();
    await expect(
      dialog
        .getByText(
          'Nobody could sign in: single sign-on does not work in this business unit yet. Enable its SAML application and complete a test sign-in with it first.',
        )
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/standard-saml-refused.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The partner runs the test sign-in from the SAML screen.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Single sign-on (SAML)' })
      .click();
    const row = page.getByTestId(`saml-row-${units.standard}`);
    await expect(row).toContainText('Never: run a test sign-in');
    await row.getByRole('button', { name: 'Actions for SSO Standard Unit' }).click();
    await page.getByRole('menuitem', { name: 'Test sign-in' }).click();
    await providerForm(page, 'alice', 'alicepass');
    await expect(
      page.getByText(
        'Test finished: the identity provider and the portal understand each other. No session was opened.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/test-sign-in.png` });

    // Now the unit may sign in through single sign-on only.
    await page.goto(`${PLATFORM}/companies`);
    const again = await editUnit();
    await expect(again).toBeHidden();

    const person = await (await browser.newContext()).newPage();
    await openSignIn(person, unitUrl('sso-standard', '/signin'));
    const sso = person.getByRole('button', { name: 'Sign in with single sign-on (SSO)' });
    await expect(sso).toBeVisible();
    await expect(person.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(person.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await person.screenshot({ path: `${SHOTS}/sso-only-sign-in.png` });
    await sso.click();
    await providerForm(person, 'bob', 'bobpass');
    await expect(person).not.toHaveURL(/\/(signin|redirect)|127\.0\.0\.1:\d+\/saml2/, { timeout: 30_000 });
    await person.getByRole('button', { name: 'Account menu' }).click();
    await expect(person.getByRole('menuitem', { name: /SSO Standard Unit/ })).toBeDisabled();
    await person.context().close();

    // Its application is now the unit's only way in: it cannot be disabled.
    await page.goto(`${PLATFORM}/azure/saml`);
    await expect(row).toContainText('Enabled');
    await row.getByRole('button', { name: 'Actions for SSO Standard Unit' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(
      page
        .getByText(
          'This SAML application is the only way into this business unit while passwords are off. Turn password sign-in back on first.',
        )
        .first(),
    ).toBeVisible();
    await expect(row).toContainText('Enabled');
    await page.screenshot({ path: `${SHOTS}/last-way-refused.png` });
  });

  test("on the platform's address, a person of several units sharing the provider lands in the default unit in Azure", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const person = await (await browser.newContext()).newPage();
    await openSignIn(person, '/signin');
    await person.getByLabel('E-mail').fill('bob@contoso.test');
    await person.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }).click();
    await providerForm(person, 'bob', 'bobpass');
    await expect(person).not.toHaveURL(/\/(signin|redirect)|127\.0\.0\.1:\d+\/saml2/, { timeout: 30_000 });
    await person.getByRole('button', { name: 'Account menu' }).click();
    await expect(person.getByRole('menuitem', { name: /Azure Home Unit/ })).toBeDisabled();
    await expect(person.getByRole('menuitem', { name: /Azure Branch Unit/ })).toBeEnabled();
    await person.screenshot({ path: `${SHOTS}/azure-default-landing.png` });
    await person.context().close();
  });

  test('a test user of a unit whose trial is over is told the test period has ended', async ({ browser }) => {
    test.setTimeout(120_000);
    const person = await (await browser.newContext()).newPage();
    await openSignIn(person, unitUrl('trial-over', '/signin'));
    await person.getByRole('button', { name: 'Sign in with single sign-on (SSO)' }).click();
    await providerForm(person, 'bob', 'bobpass');
    await expect(person).toHaveURL(/\/redirect\?status=finish_test/, { timeout: 30_000 });
    await expect(person.getByText('Test period has ended!')).toBeVisible();
    await person.screenshot({ path: `${SHOTS}/trial-over.png` });
    await person.context().close();
  });
});
