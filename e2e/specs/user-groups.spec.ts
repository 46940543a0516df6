import { expect, type Page, test } from '@playwright/test';
import { openSignIn, signIn, unitUrl } from '../fixtures';

/** The unit seeded for this spec alone (seed/e2e/teams.ts): two groups, each granted one report. */
const SUBDOMAIN = 'teams';
const ADMIN = 'admin@teams.mirante.local';
const USER = 'user@teams.mirante.local';

/** The titles of the report cards on the person's "All reports" page, opened anew. */
async function reportTitles(page: Page): Promise<string[]> {
  await page.goto(unitUrl(SUBDOMAIN, '/all/reports'));
  const main = page.getByRole('main');
  await expect(main.getByText(/Showing|No reports/)).toBeVisible();
  return (await main.getByText(/^(Field visits|Office budget)$/).allTextContents()).sort();
}

test('an admin puts a person in two user groups; the person sees the reports of both', async ({
  page,
  browser,
}) => {
  await openSignIn(page, unitUrl(SUBDOMAIN, '/signin'));
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  const row = page.getByRole('row', { name: /Tomas Two-Teams/ });
  await expect(row).toContainText('No group');
  await row.getByRole('button', { name: 'Actions for Tomas Two-Teams' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit user' });
  const groups = form.getByRole('combobox', { name: 'User groups' });
  await groups.click();
  await page.getByRole('option', { name: 'Field team' }).click();
  await groups.click();
  await page.getByRole('option', { name: 'Office team' }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/pw-teams/user-groups-form.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Field team, Office team');

  const person = await browser.newPage();
  await openSignIn(person, unitUrl(SUBDOMAIN, '/signin'));
  await signIn(person, USER);
  await expect.poll(() => reportTitles(person)).toEqual(['Field visits', 'Office budget']);
  await person.screenshot({ path: '/tmp/pw-teams/user-groups-reports.png' });

  // Out of one group, the person keeps the other group's report only.
  await row.getByRole('button', { name: 'Actions for Tomas Two-Teams' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  // From the keyboard: Backspace in the field takes the last group picked off.
  await groups.focus();
  await page.keyboard.press('Backspace');
  await expect(form.getByText('Office team')).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Field team');
  await expect(row).not.toContainText('Office team');
  await expect.poll(() => reportTitles(person)).toEqual(['Field visits']);
  await person.close();
});
