import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiGetAs, E2E_PORT, openSignIn, signIn, unitUrl } from '../fixtures';

/** The unit seeded for this spec alone (seed/e2e/notifications.ts). */
const ADMIN = 'admin@notices.mirante.local';
const USER = 'user@notices.mirante.local';

test('an admin sends a notification and a signed-in user sees the bell count rise live, then reads it', async ({
  browser,
}) => {
  // Two people signed in at once, a dialog and a live update: longer than the default budget.
  test.setTimeout(90_000);
  const userContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    // The user is signed in first and stays on their dashboard.
    const userPage = await userContext.newPage();
    await openSignIn(userPage, unitUrl('notices', '/signin'));
    await signIn(userPage, USER);
    const bell = userPage.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    // The admin composes a notification to the whole unit.
    const adminPage = await adminContext.newPage();
    await openSignIn(adminPage, unitUrl('notices', '/signin'));
    await signIn(adminPage, ADMIN);
    await adminPage
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await expect(adminPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await adminPage.getByRole('button', { name: 'New notification' }).click();
    const compose = adminPage.getByRole('dialog', { name: 'Notification center' });
    await compose.getByLabel('Subject').fill('Quarter closing on Friday');
    await compose
      .getByRole('textbox', { name: 'Message' })
      .fill('Hello {{ user_name }}, the numbers close on Friday.');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(compose).toBeHidden();
    await expect(adminPage.getByText('Notification sent to 2 addressee(s).')).toBeVisible();

    // Without a reload, the user's bell shows one unread notification.
    await expect(bell).toHaveAccessibleName('Notifications: 1 unread', { timeout: 15_000 });

    // The user opens it from the bell and reads it on the notifications screen.
    await bell.click();
    await userPage.getByRole('button', { name: /Quarter closing on Friday/ }).click();
    await expect(userPage).toHaveURL(/\/notifications$/);
    const item = userPage.getByRole('article', { name: 'Quarter closing on Friday' });
    await expect(item).toContainText('Hello Ursula Notices, the numbers close on Friday.');
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(item.getByRole('button', { name: 'Mark as read' })).toBeHidden();
  } finally {
    await userContext.close();
    await adminContext.close();
  }
});

test('the partner sends a notification to one of its units, picked on the notification center', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignIn(page);
  await signIn(page, ACCOUNTS.master);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // Nothing to send until a unit is picked.
  await expect(page.getByRole('button', { name: 'New notification' })).toBeHidden();
  await page.getByRole('combobox', { name: 'Business unit' }).click();
  await page.getByRole('option', { name: 'Notices Business Unit' }).click();
  await page.getByRole('button', { name: 'New notification' }).click();
  const compose = page.getByRole('dialog', { name: 'Notification center' });
  await compose.getByLabel('Subject').fill('From your partner');
  await compose.getByRole('textbox', { name: 'Message' }).fill('Contract renewal next month.');
  await compose.getByRole('combobox', { name: 'Addressees' }).click();
  await page.getByRole('option', { name: 'All users of a profile' }).click();
  await compose.getByRole('combobox', { name: 'Profile' }).click();
  await page.getByRole('option', { name: 'Administrators' }).click();
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Notification sent to 1 addressee(s).')).toBeVisible();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('row', { name: /From your partner/ })).toBeVisible();

  const [inbox] = await apiGetAs<{ data: { subject: string; sender_name: string }[] }>(page, ADMIN, [
    '/auth/notifications/inbox',
  ]);
  expect(inbox?.data.map((n) => n.subject)).toContain('From your partner');
});

test("a notification's link goes to the unit's address with the portal's scheme and port, and opens there", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const userContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await openSignIn(adminPage, unitUrl('notices', '/signin'));
    await signIn(adminPage, ADMIN);
    await adminPage.goto(unitUrl('notices', '/notifications'));
    await adminPage.getByRole('button', { name: 'New notification' }).click();
    const compose = adminPage.getByRole('dialog', { name: 'Notification center' });
    await compose.getByLabel('Subject').fill('Where to find it');
    await compose.getByRole('textbox', { name: 'Message' }).fill('Everything is at {{ link }}');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(compose).toBeHidden();

    const userPage = await userContext.newPage();
    await openSignIn(userPage, unitUrl('notices', '/signin'));
    await signIn(userPage, USER);
    await userPage.goto(unitUrl('notices', '/notifications'));
    const item = userPage.getByRole('article', { name: 'Where to find it' });
    // Plain HTTP on this test server's own port: what the admin's request came in on.
    const link = `http://notices.mirante.test:${E2E_PORT}/notifications`;
    await expect(item).toContainText(`Everything is at ${link}`);
    await userPage.goto(link);
    await expect(userPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  } finally {
    await userContext.close();
    await adminContext.close();
  }
});
