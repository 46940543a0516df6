import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignIn, signIn, unitUrl } from '../fixtures';

const SHOTS = '/tmp/pw-user-import';

test('the admin imports a file with good and bad rows and exports the results', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const good = ['ana', 'bruno', 'carla'].map((n) => `${n}.${tag}@import.mirante.local`);
  const csv = [
    'Nome;E-mail;Departamento;Situação',
    `Ana Import;${good[0]};Finance;Ativo`,
    `=cmd|' /C calc'!A0;${good[1]};Sales;Ativo`,
    `Carla Import;${good[2]};Sales;Bloqueado`,
    `Broken Mail;not-an-email;Sales;Ativo`,
    `Bad Status;dora.${tag}@import.mirante.local;Sales;Sleeping`,
  ].join('\r\n');

  await openSignIn(page, unitUrl('demo', '/signin'));
  await signIn(page, ACCOUNTS.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/user$/);

  await page.getByRole('button', { name: 'Import users' }).click();
  const wizard = page.getByRole('dialog', { name: 'Import users' });
  // The caps are told before anything is sent.
  await expect(wizard.getByText('CSV or XLSX, up to 5 MB and 10,000 rows per import.')).toBeVisible();
  await wizard.locator('input[type="file"]').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await wizard.getByRole('button', { name: 'Continue' }).click();

  // The columns were guessed from the Portuguese header; the mapping can still be changed.
  await expect(wizard.getByRole('combobox', { name: 'Field: E-mail' })).toHaveValue('E-mail');
  await expect(wizard.getByRole('combobox', { name: 'Field: Situação' })).toHaveValue('Status');
  await expect(wizard.getByRole('combobox', { name: 'Field: Departamento' })).toHaveValue('Department');
  await page.screenshot({ path: `${SHOTS}/mapping.png` });
  await wizard.getByRole('button', { name: 'Validate', exact: true }).click();

  await expect(wizard.getByText('3 of 5 rows ready to import.')).toBeVisible();
  await expect(wizard.getByText('2 rows with errors are hidden and will not be imported.')).toBeVisible();
  const rows = wizard.getByTestId('import-rows');
  await expect(rows.getByText('not-an-email')).toBeHidden();
  await wizard.getByRole('switch', { name: 'Show only rows with errors' }).check();
  await expect(wizard.getByTestId('import-row-5')).toContainText('E-mail is invalid');
  await expect(wizard.getByTestId('import-row-6')).toContainText('Situação is invalid');
  await expect(rows.getByText(good[0]!)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/review.png` });

  await wizard.getByRole('button', { name: /Import 3 rows/ }).click();
  const bar = wizard.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(wizard.getByTestId('import-progress')).toHaveText('3 of 3 rows');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('2 users were not registered due to identified errors.')).toBeVisible();
  await expect(wizard.getByTestId('import-row-2')).toContainText('Success');
  await expect(wizard.getByTestId('import-row-5')).toContainText('Invalid');
  await page.screenshot({ path: `${SHOTS}/results.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    wizard.getByRole('button', { name: 'Export results' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^import-\d+-results\.csv$/);
  const exported = readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain(`"2","success"`);
  expect(exported).toContain(`"5","invalid","E-mail is invalid"`);
  // The formula a file carried in comes back quoted, never as a formula.
  expect(exported).toContain(`"'=cmd|' /C calc'!A0"`);

  await wizard.getByRole('button', { name: 'Finish import' }).click();
  await expect(wizard).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(good[2]!);
  const carla = page.getByRole('row', { name: /Carla Import/ });
  await expect(carla).toBeVisible();
  await expect(carla).toContainText('Blocked');
});
