import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';

// Screens load lazily and passwords hash slowly when the machine is busy: wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = '/tmp/pw-domains';
/** The partner and unit seeded for this spec alone (seed/e2e/domains.ts). */
const DOMAINS_MASTER = 'master@domains.mirante.local';
const DOMAINS_ADMIN = 'admin@domains.mirante.local';
const DOMAINS_UNIT = 'Domains Business Unit';
const DOMAIN = 'reports.domains-e2e.com';

/** Signs in like the shared helper, with room for a slow password hash on a busy machine. */
async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function openDomains(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Domains' }).click();
  await expect(page).toHaveURL(/\/domain$/);
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
}

test('the operator sets the domain fee; a partner registers a custom domain at that fee and removes it', async ({
  page,
  browser,
}) => {
  // Two accounts, two browsers and four dialogs.
  test.setTimeout(180_000);

  // The operator sets the fee new registrations are charged.
  await openSignIn(page);
  await signInAs(page, ACCOUNTS.a2m);
  await openDomains(page);
  const fee = page.getByRole('textbox', { name: 'Monthly fee per domain (R$)' });
  await fee.fill('49.90');
  await page.getByRole('button', { name: 'Save fee' }).click();
  await expect(page.getByText('Domain fee saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DOMAINS_UNIT) })).toContainText('Domains Partner');
  await page.screenshot({ path: `${SHOTS}/operator-domains.png`, fullPage: true });

  // The partner, in a browser of its own, sees only its unit and what a domain costs.
  const context = await browser.newContext();
  const partner = await context.newPage();
  await openSignIn(partner);
  await signInAs(partner, DOMAINS_MASTER);
  await openDomains(partner);
  await expect(partner.getByTestId('domain-fee-current')).toHaveText(
    'Each new custom domain costs R$49.90 a month.',
  );
  const row = partner.getByTestId('domain-row-domains-unit');
  await expect(row).toContainText('domains-unit.mirante.test');
  await expect(row).toContainText('None');
  await expect(partner.getByRole('row')).toHaveCount(2);
  await expect(partner.getByRole('textbox', { name: 'Monthly fee per domain (R$)' })).toHaveCount(0);

  await row.getByRole('button', { name: `Actions for ${DOMAINS_UNIT}` }).click();
  await partner.getByRole('menuitem', { name: 'Register custom domain' }).click();
  const dialog = partner.getByRole('dialog', { name: `Custom domain of ${DOMAINS_UNIT}` });
  await expect(dialog.getByTestId('domain-fee-notice')).toContainText('adds R$49.90 a month');
  await dialog.getByRole('textbox', { name: 'Domain' }).fill('https://not a domain');
  await dialog.getByRole('button', { name: 'Register domain' }).click();
  await expect(dialog.getByText('Domain is invalid')).toBeVisible();
  // The platform's own subdomains are refused by the server, on the field.
  await dialog.getByRole('textbox', { name: 'Domain' }).fill('other.mirante.test');
  await dialog.getByRole('button', { name: 'Register domain' }).click();
  await expect(dialog.getByText('Domain is invalid')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(DOMAIN.toUpperCase());
  await partner.screenshot({ path: `${SHOTS}/register-domain.png` });
  await dialog.getByRole('button', { name: 'Register domain' }).click();
  await expect(dialog).toBeHidden();
  await expect(partner.getByText(`${DOMAIN} registered for ${DOMAINS_UNIT}.`)).toBeVisible();
  await expect(row).toContainText(DOMAIN);
  await expect(row).toContainText('R$49.90');
  await expect(partner.getByTestId('domain-billing-total')).toHaveText('R$49.90');
  await partner.screenshot({ path: `${SHOTS}/partner-domains.png`, fullPage: true });

  // The operator's charge per partner includes it.
  await page.reload();
  const charges = page.getByRole('region', { name: 'Monthly charge for custom domains' });
  await expect(charges.getByRole('row', { name: /Domains Partner/ })).toHaveText(
    /Domains Partner\s*1\s*R\$49\.90/,
  );
  await page.screenshot({ path: `${SHOTS}/operator-billing.png`, fullPage: true });

  // Removing asks for the domain typed in upper case, then ends the charge.
  await row.getByRole('button', { name: `Actions for ${DOMAINS_UNIT}` }).click();
  await partner.getByRole('menuitem', { name: 'Remove custom domain' }).click();
  const confirm = partner.getByRole('dialog', { name: `Remove ${DOMAIN}?` });
  await expect(confirm).toContainText('monthly fee of R$49.90 ends');
  const remove = confirm.getByRole('button', { name: 'Remove domain' });
  await expect(remove).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Confirmation' }).fill(DOMAIN);
  await expect(remove).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Confirmation' }).fill(DOMAIN.toUpperCase());
  await partner.screenshot({ path: `${SHOTS}/remove-domain.png` });
  await remove.click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('None');
  await expect(row).not.toContainText(DOMAIN);
  await expect(partner.getByTestId('domain-billing-total')).toHaveText('R$0.00');
  await context.close();
});

test("a unit's admin reads its addresses but leaves changing them to the partner", async ({ page }) => {
  test.setTimeout(90_000);
  await openSignIn(page, unitUrl('domains-unit', '/signin'));
  await page.waitForLoadState('networkidle');
  await signInAs(page, DOMAINS_ADMIN);
  await openDomains(page);
  const row = page.getByTestId('domain-row-domains-unit');
  await expect(row).toContainText('domains-unit.mirante.test');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(
    page.getByText('Only your partner can change these addresses', { exact: false }),
  ).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Monthly charge for custom domains' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-domains.png`, fullPage: true });
});
