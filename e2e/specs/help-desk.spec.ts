import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';

/** The accounts of the unit seeded for this spec alone (seed/e2e/help-desk.ts). */
const USER = 'user@helpdesk.mirante.local';
const AGENT = 'agent@helpdesk.mirante.local';

const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signInTo(page: Page, email: string) {
  await openSignIn(page, unitUrl('helpdesk', '/signin'));
  await signIn(page, email);
}

test('a user opens a ticket with a file, an agent answers, the user solves it after confirming', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  await signInTo(page, USER);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help desk' }).click();
  await expect(page).toHaveURL(/\/help_desk$/);
  await expect(page.getByRole('heading', { name: 'Help desk' })).toBeVisible();

  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a ticket' });
  await dialog.getByLabel('Subject').fill('Sales report shows no data');
  await dialog.getByLabel('Description').fill('Since this morning the sales report is blank.');
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'blank-report.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT,
  });
  await dialog.getByRole('button', { name: 'New ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/help_desk\/\d+$/);
  const ticketUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Sales report shows no data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download blank-report.png' })).toBeVisible();
  await expect(page.getByTestId('ticket-status').first()).toHaveText('Open');

  // The support agent takes it and answers, from a browser of their own.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInTo(agentPage, AGENT);
  await agentPage.goto(ticketUrl);
  await expect(agentPage.getByRole('heading', { name: 'Sales report shows no data' })).toBeVisible();
  await expect(agentPage.getByRole('button', { name: 'Download blank-report.png' })).toBeVisible();
  await agentPage.getByRole('button', { name: 'Start working' }).click();
  await expect(agentPage.getByTestId('ticket-status').first()).toHaveText('Ongoing');
  await agentPage.getByLabel('Your answer').fill('The dataset refresh failed; it is running again now.');
  await agentPage.getByRole('button', { name: 'Send' }).click();
  await expect(
    agentPage.getByTestId('follow-up').filter({ hasText: 'dataset refresh failed' }),
  ).toBeVisible();
  await agentContext.close();

  // The user sees the answer and solves the ticket, after confirming.
  await page.reload();
  await expect(page.getByTestId('follow-up').filter({ hasText: 'dataset refresh failed' })).toBeVisible();
  await expect(page.getByTestId('ticket-status').first()).toHaveText('Ongoing');
  await page.getByRole('button', { name: 'Mark as solved' }).click();
  const confirm = page.getByRole('dialog', { name: /Mark ticket #\d+ as solved\?/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Mark as solved' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('ticket-status').first()).toHaveText('Solved');
  await expect(page.getByRole('button', { name: 'Mark as solved' })).toHaveCount(0);
  await expect(page.getByText('Answering a solved ticket reopens it.')).toBeVisible();

  // Back on the list, the solved filter finds it.
  await page.getByRole('link', { name: 'Back to the help desk' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Solved' }).click();
  await expect(page.getByRole('row', { name: /Sales report shows no data/ })).toBeVisible();

  // The operator finds it from its partners list and opens its page.
  const operatorContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const operator = await operatorContext.newPage();
  await openSignIn(operator);
  await signIn(operator, ACCOUNTS.a2m);
  await operator.getByRole('button', { name: 'Actions for Demo Partner' }).click();
  await operator.getByRole('menuitem', { name: 'Tickets' }).click();
  const tickets = operator.getByRole('dialog', { name: 'Tickets of Demo Partner' });
  await tickets.getByRole('searchbox', { name: 'Search tickets' }).fill('Sales report shows');
  await expect(tickets.getByRole('row', { name: /Help Desk Unit/ })).toBeVisible();
  await tickets.getByRole('link', { name: 'Sales report shows no data' }).click();
  await expect(operator).toHaveURL(new RegExp(`${new URL(ticketUrl).pathname}$`));
  await expect(operator.getByRole('heading', { name: 'Sales report shows no data' })).toBeVisible();
  await expect(operator.getByTestId('follow-up').filter({ hasText: 'dataset refresh failed' })).toBeVisible();
  await operatorContext.close();
});
