import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';

/** The admin of the unit seeded for this spec (seed/e2e/auto-actions.ts). */
const ADMIN = 'admin@autoactions.mirante.local';
/** The emulator's second capacity, which only this spec acts on. */
const CAPACITY = 'mirantescheduler';

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 30_000 });
}

async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, field: string, option: string) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin schedules a weekly pause of a capacity and runs it now', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignIn(page, unitUrl('autoactions', '/signin'));
  await signIn(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Task scheduler' })
    .click();
  await expect(page).toHaveURL(/\/auto_actions/);
  await expect(page.getByRole('heading', { name: 'Task scheduler' })).toBeVisible();

  // The task: pause the capacity.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'Add task' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'New task' });
  await taskDialog.getByLabel('Name').fill('Pause for the night');
  await choose(page, taskDialog, 'Capacity', CAPACITY);
  await taskDialog.getByRole('button', { name: 'Save' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Pause for the night/ })).toContainText(CAPACITY);

  // The trigger: weekly, on weekdays at 20:00.
  await page.getByRole('tab', { name: 'Triggers' }).click();
  await page.getByRole('button', { name: 'Add trigger' }).click();
  const triggerDialog = page.getByRole('dialog', { name: 'New trigger' });
  await triggerDialog.getByLabel('Name').fill('Weeknights');
  await choose(page, triggerDialog, 'Task', 'Pause for the night');
  await triggerDialog.getByLabel('Trigger time').fill('20:00');
  await triggerDialog.getByText('Fri', { exact: true }).click();
  await expect(triggerDialog.getByRole('checkbox', { name: 'Fri' })).not.toBeChecked();
  await triggerDialog.getByRole('button', { name: 'Save' }).click();
  await expect(triggerDialog).toBeHidden();
  const row = page.getByRole('row', { name: /Weeknights/ });
  await expect(row).toContainText('Mon, Tue, Wed, Thu at 20:00');
  await expect(row).toContainText('Never');

  // The next runs, on the unit's clock.
  await row.getByRole('button', { name: 'Actions for Weeknights' }).click();
  await page.getByRole('menuitem', { name: 'Next runs' }).click();
  const preview = page.getByRole('dialog', { name: 'Next runs of Weeknights' });
  await expect(preview).toContainText('America/Sao_Paulo');
  await expect(preview.getByRole('listitem')).toHaveCount(10);
  await expect(preview.getByRole('listitem').first()).toContainText('20:00');
  await preview.getByRole('button', { name: 'Close' }).click();

  // Run now: the history shows the run and the capacity pauses in Azure.
  await row.getByRole('button', { name: 'Actions for Weeknights' }).click();
  await page.getByRole('menuitem', { name: 'Run now' }).click();
  await expect(page.getByText('Trigger Weeknights ran successfully.')).toBeVisible({ timeout: 30_000 });
  const history = page.getByRole('dialog', { name: 'History of Weeknights' });
  const run = history.getByRole('row').nth(1);
  await expect(run).toContainText('Manual');
  await expect(run).toContainText('Success');
  await page.screenshot({ path: '/tmp/pw-auto-actions/run-history.png', fullPage: true });
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Success');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Capacities' }).click();
  const card = page.getByRole('article', { name: CAPACITY });
  await expect(card.getByTestId('capacity-phase')).toHaveText('Paused', { timeout: 30_000 });

  // The capacity rules show the state the capacity was left in.
  await page.goto(unitUrl('autoactions', '/auto_actions?tab=rules'));
  await expect(page.getByRole('row', { name: new RegExp(CAPACITY) })).toContainText('Paused');
});
