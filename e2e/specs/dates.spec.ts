import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, DEMO_PASSWORD, openSignIn, signIn, unitUrl } from '../fixtures';

/*
 * Days as the interface language writes them (DD/MM/YYYY in Portuguese and Spanish, MM/DD/YYYY in
 * American English) whatever the browser's locale, typed by a person into the shared day input;
 * the unit's custom fields by their type; and a slow call that shows its progress without
 * stopping anyone.
 */

const SHOTS = '/tmp/pw-dates';

test.describe.configure({ timeout: 120_000 });

/** Switches the interface language for the next loads (it is kept in localStorage). */
async function speak(page: Page, language: string) {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

test('the operator types a contract date day first in Portuguese, and reads it month first in English', async ({
  page,
}) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await speak(page, 'pt-BR');
  await page.goto('/client');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar cliente' });
  await dialog.getByRole('combobox', { name: 'Parceiro' }).click();
  await page.getByRole('option', { name: 'Demo Partner' }).click();
  await dialog.getByLabel('Código do cliente').fill('C-DATES-1');
  await dialog.getByRole('textbox', { name: 'Razão social' }).fill('Calendário Exato Ltda');
  await dialog.getByRole('textbox', { name: 'CNPJ' }).fill('11.444.777/0001-61');

  // Typed digit by digit as a person would: the slashes come by themselves, day first.
  const contract = dialog.getByRole('textbox', { name: 'Data do contrato' });
  await expect(contract).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  await contract.pressSequentially('30022024');
  await expect(contract).toHaveValue('30/02/2024');
  await contract.blur();
  await expect(dialog.getByText('O campo Data do contrato é inválido')).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar cliente' }).click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contract-date-refused.png` });

  await contract.fill('');
  await contract.pressSequentially('29/02/2024');
  await expect(contract).toHaveValue('29/02/2024');
  await expect(dialog.getByText('O campo Data do contrato é inválido')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Adicionar cliente' }).click();
  await expect(dialog).toBeHidden();

  // Stored as the API's day, YYYY-MM-DD.
  const [page1] = (await apiAs(page, ACCOUNTS.a2m, [
    { method: 'GET', path: '/auth/clients?search=C-DATES-1' },
  ])) as {
    data: { id: number; contract_date: string | null }[];
  }[];
  expect(page1!.data.map((c) => c.contract_date)).toEqual(['2024-02-29']);

  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('C-DATES-1');
  const row = page.getByRole('row', { name: /Calendário Exato Ltda/ });
  await row.getByRole('button', { name: 'Editar Calendário Exato Ltda' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Calendário Exato Ltda' });
  await expect(edit.getByRole('textbox', { name: 'Data do contrato' })).toHaveValue('29/02/2024');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // The same day in American English.
  await speak(page, 'en-US');
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('C-DATES-1');
  await page
    .getByRole('row', { name: /Calendário Exato Ltda/ })
    .getByRole('button', { name: 'Edit Calendário Exato Ltda' })
    .click();
  const english = page.getByRole('dialog', { name: 'Edit Calendário Exato Ltda' });
  const date = english.getByRole('textbox', { name: 'Contract date' });
  await expect(date).toHaveValue('02/29/2024');
  await expect(date).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  await date.fill('');
  await date.pressSequentially('12312025');
  await expect(date).toHaveValue('12/31/2025');
  await english.getByRole('button', { name: 'Save' }).click();
  await expect(english).toBeHidden();
  const [after] = (await apiAs(page, ACCOUNTS.a2m, [
    { method: 'GET', path: '/auth/clients?search=C-DATES-1' },
  ])) as {
    data: { id: number; contract_date: string | null }[];
  }[];
  expect(after!.data.map((c) => c.contract_date)).toEqual(['2025-12-31']);
  await page.screenshot({ path: `${SHOTS}/contract-date-english.png` });
});

test("a unit's custom fields show by their type: dropdown, radio buttons, checkboxes, numbers and days", async ({
  page,
}) => {
  const subdomain = `dates-${Date.now() % 100_000}`;
  const admin = `admin@${subdomain}.example.test`;
  await openSignIn(page);
  const [unit] = (await apiAs(page, ACCOUNTS.master, [
    {
      method: 'POST',
      path: '/auth/companies',
      body: {
        name: 'Dates Unit',
        subdomain,
        admin_name: 'Dates Admin',
        admin_email: admin,
        admin_password: DEMO_PASSWORD,
      },
    },
  ])) as { company?: { id: number } }[];
  expect(unit?.company?.id).toEqual(expect.any(Number));

  await openSignIn(page, unitUrl(subdomain, '/signin'));
  await signIn(page, admin);
  const fields = [
    { name: 'Shirt size', type: 'list', options: ['S', 'M', 'L'] },
    { name: 'Work shift', type: 'single', options: ['Day', 'Night'] },
    { name: 'Skills', type: 'multiple', options: ['SQL', 'DAX'] },
    { name: 'Badge', type: 'number' },
    { name: 'Hired on', type: 'date' },
  ];
  await apiAs(
    page,
    admin,
    fields.map((body) => ({ method: 'POST', path: '/auth/custom-fields', body })),
  );

  await page.goto(unitUrl(subdomain, '/user'));
  await page.getByRole('button', { name: 'Add user' }).click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  // A list is a dropdown; a single choice, radio buttons; a multiple choice, checkboxes.
  await form.getByRole('combobox', { name: 'Shirt size' }).click();
  await page.getByRole('option', { name: 'M' }).click();
  const shift = form.getByRole('radiogroup', { name: 'Work shift' });
  await expect(shift.getByRole('radio')).toHaveCount(2);
  await shift.getByRole('radio', { name: 'Night' }).check();
  await expect(form.getByRole('checkbox', { name: 'SQL' })).toBeVisible();
  await form.getByRole('checkbox', { name: 'DAX' }).check();
  // A number takes no letters.
  const badge = form.getByRole('textbox', { name: 'Badge' });
  await badge.pressSequentially('4a2b');
  await expect(badge).toHaveValue('42');
  const hired = form.getByRole('textbox', { name: 'Hired on' });
  await hired.pressSequentially('03152026');
  await expect(hired).toHaveValue('03/15/2026');
  await form.getByLabel('Name').fill('Typed Person');
  await form.getByLabel('E-mail').fill(`typed@${subdomain}.example.test`);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.screenshot({ path: `${SHOTS}/custom-fields.png` });
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form).toBeHidden();

  const [list, defined] = (await apiAs(page, admin, [
    { method: 'GET', path: '/auth/users?search=typed' },
    { method: 'GET', path: '/auth/custom-fields' },
  ])) as [
    { data: { email: string; custom_fields: Record<string, unknown> }[] },
    { data: { id: number; name: string }[] },
  ];
  const user = list.data.find((u) => u.email.startsWith('typed@'))!;
  const idOf = (name: string) => String(defined.data.find((f) => f.name === name)!.id);
  expect(user.custom_fields).toMatchObject({
    [idOf('Shirt size')]: 'M',
    [idOf('Work shift')]: 'Night',
    [idOf('Skills')]: ['DAX'],
    [idOf('Badge')]: 42,
    [idOf('Hired on')]: '2026-03-15',
  });
});

test('a slow call shows its progress and "still working", and the person can go elsewhere meanwhile', async ({
  page,
}) => {
  await openSignIn(page);
  await signIn(page, ACCOUNTS.a2m);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();

  // The clients list takes its time today.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/auth\/clients\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  const status = page.getByTestId('api-progress').getByText('Still working');
  await expect(status).toHaveText(/Still working… You can keep browsing\./, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/still-working.png` });

  // Nothing blocks: the person goes to another page while the call goes on.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Partners' }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('row', { name: /Demo Partner/ })).toBeVisible();

  // When the answer comes, the notice goes.
  release();
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});
