import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskJobs } from '../src/modules/help-desk/help-desk.jobs';
import { JobRunner, listJobs } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import {
  createHelpDeskWorld,
  followUp,
  type HelpDeskWorld,
  openTicket,
  setStatus,
} from './help-desk-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { type SmtpCapture, startSmtpCapture } from './password-helpers';
import { setCompanySettings } from './switching-fixtures';

// send_email_helpdesk: each new ticket and each answer is mailed to the other side, through a
// real SMTP server on loopback, by the durable jobs.

let ctx: TestContext;
let smtp: SmtpCapture;
let w: HelpDeskWorld;
let runner: JobRunner;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  w = await createHelpDeskWorld(ctx, { send_email_helpdesk: 'S' });
  const mailer = createMailer({
    units: { config: async () => ({}) as never, sealedPassword: async () => null },
    secretBox: ctx.secretBox,
    smtpUrl: smtp.url,
  });
  runner = new JobRunner({ db: ctx.db }).define(...helpDeskJobs({ db: ctx.db, mailer }));
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const sent = () => smtp.messages.length;

describe('help desk e-mail', () => {
  it('mails the unit’s support agents a new ticket with its number in the subject', async () => {
    const before = sent();
    const ticket = (
      await openTicket(ctx, w.tokens.user, { subject: 'Broken chart', description: 'The bar chart is empty' })
    ).data();
    expect(sent()).toBe(before);
    expect(await runner.runDue()).toBe(1);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual([w.agent.email]);
    // The agent's language is the default, pt-BR.
    expect(mail.subject).toBe(`Novo chamado #${ticket.id}: Broken chart`);
    expect(mail.text).toContain('The bar chart is empty');
    expect(mail.text).toContain(`/help_desk/${ticket.id}`);
    expect(mail.html).toContain(`/help_desk/${ticket.id}`);
  });

  it('mails the requester an agent’s answer, and the agents the requester’s, never an internal note', async () => {
    const ticket = (
      await openTicket(ctx, w.tokens.user, { subject: 'Slow', description: 'Takes ages' })
    ).data();
    await runner.runDue();
    const before = sent();
    await followUp(ctx, w.extraTokens.agent, ticket.id, { body: 'Note for us', internal: true });
    expect(await runner.runDue()).toBe(0);
    await followUp(ctx, w.extraTokens.agent, ticket.id, { body: 'Fixed the cache' });
    expect(await runner.runDue()).toBe(1);
    const toUser = await smtp.waitFor(before + 1);
    expect(toUser.to).toEqual([w.users.user.email]);
    expect(toUser.subject).toContain(`#${ticket.id}`);
    expect(toUser.text).toContain('Fixed the cache');
    expect(toUser.text).not.toContain('Note for us');

    await followUp(ctx, w.tokens.user, ticket.id, { body: 'Thanks!' });
    expect(await runner.runDue()).toBe(1);
    const toAgent = await smtp.waitFor(before + 2);
    expect(toAgent.to).toEqual([w.agent.email]);
    expect(toAgent.subject).toBe(`Novo acompanhamento no chamado #${ticket.id}: Slow`);
  });

  it('mails the other side a change of status, in the recipient’s language', async () => {
    const ticket = (await openTicket(ctx, w.tokens.user, { subject: 'Export', description: 'Fails' })).data();
    await runner.runDue();
    await ctx.db.update(users).set({ language: 'en-US' }).where(eq(users.id, w.users.user.id));
    const before = sent();
    expect((await setStatus(ctx, w.extraTokens.agent, ticket.id, 'solved')).statusCode).toBe(200);
    expect(await runner.runDue()).toBe(1);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.to).toEqual([w.users.user.email]);
    expect(mail.subject).toBe(`Ticket #${ticket.id} is now solved: Export`);
    expect(mail.text).toContain('changed the status of ticket');
  });

  it('falls back to the unit’s admins without agents, and sends nothing when the switch is off', async () => {
    const ticket = (
      await openTicket(ctx, w.extraTokens.agent, { subject: 'Agent asks', description: 'Q' })
    ).data();
    expect(await runner.runDue()).toBe(1);
    expect((await smtp.waitFor(sent())).to).toEqual([w.users.admin.email]);

    await setCompanySettings(ctx.db, w.company.id, { send_email_helpdesk: 'N' });
    await openTicket(ctx, w.tokens.user, { subject: 'Quiet', description: 'No mail' });
    await followUp(ctx, w.tokens.admin, ticket.id, { body: 'Answer' });
    expect(await listJobs(ctx.db, 'help-desk-mail')).toEqual([]);
    expect(await runner.runDue()).toBe(0);
  });
});
