import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, notifications, users } from '../src/db/schema';
import { unitMailSource } from '../src/modules/config/config.service';
import {
  MAIL_MAX_ATTEMPTS,
  runNotificationMailRound,
} from '../src/modules/notifications/notifications-mail.repository';
import { notificationJobs } from '../src/modules/notifications/notifications.jobs';
import { JobRunner } from '../src/platform/jobs';
import { createMailer, smtpChannel } from '../src/platform/mail';
import { setUnitSettings, type SmtpCapture, startSmtpCapture } from './password-helpers';
import { ctx, inbox, send, useNotificationWorld, world } from './notifications-fixtures';

// E-mails of notifications go out in a background round through a real SMTP server on loopback;
// a mail server that fails never blocks the notification nor loses its in-app copies.
let smtp: SmtpCapture;
const log = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
useNotificationWorld();
afterAll(() => smtp.close());

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function mailerTo(url: string, channel?: Parameters<typeof createMailer>[0]['channel']) {
  return createMailer({ units: unitMailSource(ctx.db), secretBox: ctx.secretBox, smtpUrl: url, channel });
}

async function pending(id: number) {
  const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, id));
  return { pending: row!.mailPending, attempts: row!.mailAttempts };
}

describe('notification e-mails', () => {
  it('sends nothing while the unit has send_email_notification off', async () => {
    const res = await send(world.tokens.admin, {
      subject: 'Quiet',
      body: '<p>x</p>',
      audience: { kind: 'all' },
    });
    expect(res.statusCode).toBe(201);
    expect(await pending(res.data().id)).toEqual({ pending: false, attempts: 0 });
  });

  it('mails each addressee in their language, HTML with a text part, from the background job', async () => {
    await setUnitSettings(ctx.db, world.company.id, { send_email_notification: 'S' });
    await ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, world.users.user.id));
    const res = await send(world.tokens.admin, {
      subject: 'Quarterly numbers for {{ user_name }}',
      body: '<p>The <strong>numbers</strong> are in.</p><script>x()</script>',
      audience: { kind: 'all' },
    });
    expect(res.statusCode).toBe(201);
    expect(await pending(res.data().id)).toMatchObject({ pending: true });
    const before = smtp.messages.length;

    const runner = new JobRunner({ db: ctx.db }).define(
      ...notificationJobs({ db: ctx.db, mailer: mailerTo(smtp.url), log, links: ctx.app.links }),
    );
    // The send asks for a round without waiting for it (the answer never waits on mail): the
    // round is due once that request has reached the database.
    await expect.poll(() => runner.runDue(), { timeout: 10_000 }).toBeGreaterThan(0);
    await smtp.waitFor(before + 2);
    const mine = smtp.messages
      .slice(before)
      .find(
        (m) => m.to.includes(world.users.user.email.toLowerCase()) || m.to.includes(world.users.user.email),
      )!;
    expect(mine.subject).toBe(`Quarterly numbers for ${world.users.user.name}`);
    expect(mine.html).toContain('<strong>numbers</strong>');
    expect(mine.html).not.toContain('<script');
    expect(mine.html).toContain('Ver en el portal');
    expect(mine.text).toContain('The numbers are in.');
    expect(mine.text).toContain(`Hola, ${world.users.user.name}`);
    expect(await pending(res.data().id)).toEqual({ pending: false, attempts: 1 });
    const copies = await ctx.db
      .select({ emailedAt: notificationRecipients.emailedAt })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, res.data().id));
    expect(copies.every((c) => c.emailedAt !== null)).toBe(true);
    // A later round sends nothing again.
    await runNotificationMailRound(ctx.db, mailerTo(smtp.url), log, ctx.app.links);
    expect(smtp.messages.length).toBe(before + 2);
  });

  it('keeps the notification when the mail server is down, retries, and gives up after a few rounds', async () => {
    const down = mailerTo(`smtp://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    const res = await send(world.tokens.admin, {
      subject: 'Server down',
      body: '<p>x</p>',
      audience: { kind: 'all' },
    });
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await inbox(world.tokens.user)).data[0]!.subject).toBe('Server down');

    await runNotificationMailRound(ctx.db, down, log, ctx.app.links);
    expect(await pending(res.data().id)).toEqual({ pending: true, attempts: 1 });
    // The server is back on the next round: only the addressees still waiting get it, once.
    let calls = 0;
    const flaky = mailerTo(smtp.url, (settings) => {
      const real = smtpChannel(settings);
      return {
        settings,
        verify: () => real.verify(),
        send: async (message) => {
          calls += 1;
          if (calls === 1) throw new Error('421 try again later');
          await real.send(message);
        },
      };
    });
    const before = smtp.messages.length;
    await runNotificationMailRound(ctx.db, flaky, log, ctx.app.links);
    expect(await pending(res.data().id)).toEqual({ pending: true, attempts: 2 });
    await runNotificationMailRound(ctx.db, flaky, log, ctx.app.links);
    expect(await pending(res.data().id)).toEqual({ pending: false, attempts: 3 });
    await smtp.waitFor(before + 2);
    expect(smtp.messages.length).toBe(before + 2);

    const lost = await send(world.tokens.admin, {
      subject: 'Never mailed',
      body: '<p>x</p>',
      audience: { kind: 'all' },
    });
    for (let round = 0; round < MAIL_MAX_ATTEMPTS; round += 1)
      await runNotificationMailRound(ctx.db, down, log, ctx.app.links);
    expect(await pending(lost.data().id)).toEqual({ pending: false, attempts: MAIL_MAX_ATTEMPTS });
    expect((await inbox(world.tokens.user)).data.some((n) => n.subject === 'Never mailed')).toBe(true);
  }, 60_000);
});
