import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';
import { recoveryLink, startSmtpCapture } from '../smtp-capture';

// Seeded by apps/server/src/seed/e2e/members.ts: the harbor unit (welcome e-mails on, a mail
// server of its own on the portal's port + 105, a required custom field "Departamento"), the
// quay unit, a person of both and a person of quay only.
const ADMIN = 'admin@harbor.mirante.local';
const SHARED = 'shared@quay.mirante.local';
const GUEST = 'guest@quay.mirante.local';
const SHOTS = '/tmp/pw-users-shared';

// Journeys through several dialogs and two browsers; the default 30 s is tight on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(E2E_PORT + 105);
});
test.afterAll(async () => {
  await smtp?.close();
});

async function openUsers(page: Page) {
  await openSignIn(page, unitUrl('harbor', '/signin'));
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
}

async function mailTo(email: string) {
  await expect.poll(() => smtp.lastTo(email), { timeout: 10_000 }).toBeTruthy();
  return smtp.lastTo(email)!;
}

/** A browser of the person the e-mail went to, in English. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  });
  return page;
}

test('an account shared with another unit: its own fields read-only, required custom field checked, test status', async ({
  page,
}) => {
  await openUsers(page);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/auth/users/')) puts.push(request.url());
  });

  const row = page.getByRole('row', { name: /Sam Shared/ });
  await row.getByRole('button', { name: 'Actions for Sam Shared' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit user' });
  await expect(form.getByText('Account shared with other units')).toBeVisible();
  await expect(form.getByText(/change them in “My account”/)).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveValue(SHARED);
  await expect(form.getByLabel('E-mail')).not.toBeEditable();
  await expect(form.getByLabel('Phone')).not.toBeEditable();
  await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toBeDisabled();
  await expect(form.getByRole('button', { name: /picture/i })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/shared-account-top.png` });

  // The unit's required field is asked for on the field, before anything is sent.
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Departamento is required')).toBeVisible();
  expect(puts).toEqual([]);
  await form.getByLabel('Departamento').fill('Logistics');

  await form.getByRole('combobox', { name: 'Account status' }).click();
  await page.getByRole('option', { name: 'Test' }).click();
  await expect(form.getByText('This unit has no trial period: a test user cannot sign in.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shared-account-form.png` });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Test');
  expect(puts).toHaveLength(1);
});

test('someone with an account in another unit is invited and joins once they accept', async ({
  page,
  browser,
}) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await form.getByLabel('Name').fill('Gil at Harbor');
  await form.getByLabel('E-mail').fill(GUEST);
  await form.getByLabel('Departamento').fill('Sales');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByText(`Invitation sent to ${GUEST}. They join the unit once they accept it.`),
  ).toBeVisible();
  const row = page.getByRole('row', { name: /Gil at Harbor/ });
  await expect(row).toContainText('Invitation pending');
  await page.screenshot({ path: `${SHOTS}/invitation-pending.png`, fullPage: true });

  const mail = await mailTo(GUEST);
  expect(mail.subject).toBe('You are invited to join Harbor Unit on Mirante');
  const link = /https?:\/\/[^\s"<>]+\/invitation\/[\w-]+/.exec(mail.body)?.[0];
  expect(link).toContain(`harbor.mirante.test:${E2E_PORT}/invitation/`);

  const guest = await personPage(browser);
  // Before accepting, the unit does not let the person in.
  await guest.goto(unitUrl('harbor', '/signin'));
  await guest.getByLabel('E-mail').fill(GUEST);
  await guest.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await guest.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(guest.getByText('No access to this domain!')).toBeVisible();

  await guest.goto(link!);
  await expect(guest.getByRole('heading', { name: 'Join Harbor Unit' })).toBeVisible();
  await expect(guest.getByText(`use your account ${GUEST}`)).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/invitation-page.png` });
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
  await expect(guest.getByText('You have joined Harbor Unit. Sign in to enter it.')).toBeVisible();
  await guest.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(guest, GUEST);

  await page.reload();
  await expect(page.getByRole('row', { name: /Gil Guest/ })).toContainText('Active');
  await guest.context().close();
});

test('with welcome e-mails on, a new user chooses their own password from the e-mail', async ({
  page,
  browser,
}) => {
  const email = 'wendy@harbor.mirante.local';
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await expect(
    form.getByText('Optional: the person gets an e-mail with a link to choose their password.'),
  ).toBeVisible();
  await form.getByLabel('Name').fill('Wendy Welcome');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Departamento').fill('Operations');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('User added. We e-mailed them a link to choose their password.')).toBeVisible();

  const mail = await mailTo(email);
  expect(mail.subject).toBe('Welcome to Harbor Unit: choose your password');
  const link = recoveryLink(mail);
  expect(link).toBeDefined();

  const person = await personPage(browser);
  await person.goto(link!);
  await expect(person.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await person.getByLabel('New password', { exact: true }).fill('Wendy-Chooses-1');
  await person.getByLabel('Confirm the new password').fill('Wendy-Chooses-1');
  await person.getByRole('button', { name: 'Save new password' }).click();
  await expect(person).toHaveURL(/\/signin$/);
  await person.getByLabel('E-mail').fill(email);
  await person.getByLabel('Password', { exact: true }).fill('Wendy-Chooses-1');
  await person.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(person).not.toHaveURL(/\/signin/);
  await person.context().close();
});
