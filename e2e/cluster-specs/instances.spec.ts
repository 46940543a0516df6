import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, openSignIn, signIn } from '../fixtures';
import {
  CLUSTER_INSTANCE_PORTS,
  CLUSTER_PORT,
  call,
  instanceUrls,
  login,
  UPSTREAM_HEADER,
} from '../cluster-fixtures';
import { startSmtpCapture } from '../smtp-capture';

// Two instances of the portal behind nginx (playwright.cluster.config.ts): whichever instance
// answers, the session, the jobs and the sign-in limits are the same.
const nginx = `http://127.0.0.1:${CLUSTER_PORT}`;
const upstreams = CLUSTER_INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`);

test('signed in through nginx, served by both instances, signed out on both', async ({ page }) => {
  let token: string | undefined;
  const answeredBy = new Set<string>();
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth?.startsWith('Bearer ')) token = auth.slice('Bearer '.length);
  });
  page.on('response', (response) => {
    const upstream = response.headers()[UPSTREAM_HEADER];
    if (response.url().includes('/api/') && upstream) answeredBy.add(upstream);
  });

  await openSignIn(page);
  await signIn(page, ACCOUNTS.user);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(token).toBeTruthy();
  const session = token as string;

  // The screen's own calls went round-robin; a few more of the browser's make it certain.
  await page.evaluate(async () => {
    for (let i = 0; i < 4; i++) await fetch('/api/health');
  });
  expect([...answeredBy].sort()).toEqual(upstreams);

  // The same session is known to each instance, reached directly.
  for (const base of instanceUrls) {
    const me = await call(base, session, 'GET', '/auth/me');
    expect(me.status, base).toBe(200);
    expect(me.json).toMatchObject({ user: { email: ACCOUNTS.user } });
  }

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // Signed out through one of them, the session is over on both, whichever kept it in memory.
  await expect
    .poll(async () => Promise.all(instanceUrls.map((base) => call(base, session, 'GET', '/auth/me'))))
    .toEqual(instanceUrls.map(() => expect.objectContaining({ status: 401 })));
});

test('failed sign-ins on one instance and then the other add up to one lock', async () => {
  const [first, second] = instanceUrls as [string, string];
  const email = ACCOUNTS.master;
  // The account's limit is 5 failures: 3 on the first instance, then 2 on the second, whose own
  // count alone (2) would be far from it. The fifth failure locks the account.
  const statuses: number[] = [];
  for (const base of [first, first, first, second, second]) {
    statuses.push((await login(base, email, 'Not-the-password-1')).status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  // Now even the right password is refused, on both instances and through nginx.
  for (const base of [first, second, nginx]) {
    expect(await login(base, email, DEMO_PASSWORD)).toMatchObject({ status: 429, code: 'login_locked' });
  }
});

test("the client's address is the one nginx saw, whatever X-Forwarded-For the client sends", async () => {
  const sessionIp = async (base: string, forwardedFor: string) => {
    const signedIn = await login(base, ACCOUNTS.a2m, DEMO_PASSWORD, { 'x-forwarded-for': forwardedFor });
    expect(signedIn.status).toBe(200);
    const sessions = await call(base, signedIn.token as string, 'GET', '/auth/sessions');
    return (sessions.json as { data: { ip: string | null; current: boolean }[] }).data.find((s) => s.current)
      ?.ip;
  };
  // The instances believe the header from their proxy's address (TRUST_PROXY=127.0.0.1)…
  expect(await sessionIp(instanceUrls[0]!, '198.51.100.7')).toBe('198.51.100.7');
  // …and nginx replaces what a client wrote there with the address it saw.
  expect(await sessionIp(nginx, '198.51.100.7')).toBe('127.0.0.1');
});

test('a background job runs once: each addressee gets one e-mail though both instances run jobs', async () => {
  const smtp = await startSmtpCapture();
  try {
    const [first, second] = instanceUrls as [string, string];
    const admin = await login(first, ACCOUNTS.admin, DEMO_PASSWORD);
    expect(admin.status).toBe(200);
    const token = admin.token as string;
    const settings = await call(second, token, 'POST', '/auth/config/update', {
      send_email_notification: 'S',
    });
    expect(settings.status).toBe(200);

    const subject = `Cluster notice ${Date.now()}`;
    const sent = await call(first, token, 'POST', '/auth/notifications', {
      subject,
      body: '<p>Sent once, whichever instance runs the mail round.</p>',
      audience: { kind: 'all' },
    });
    expect(sent.status).toBe(201);
    const recipients = (sent.json as { recipients: number }).recipients;
    expect(recipients).toBeGreaterThan(1);

    const mails = () => smtp.messages.filter((m) => m.subject.includes(subject));
    await expect.poll(() => mails().length, { timeout: 40_000 }).toBe(recipients);
    // Both instances look for due jobs every 5 s: after three more rounds, nothing was sent twice.
    await new Promise((r) => setTimeout(r, 15_000));
    const addressees = mails().flatMap((m) => m.to);
    expect(addressees).toHaveLength(recipients);
    expect(new Set(addressees).size).toBe(recipients);
  } finally {
    await smtp.close();
  }
});
