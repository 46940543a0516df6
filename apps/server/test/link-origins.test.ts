import {
  type AnyRoute,
  helpDeskRoutes,
  notificationRoutes,
  notificationTemplateRoutes,
  passwordRoutes,
  unitUserRoutes,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notificationRecipients, notifications, reportAccess, reports } from '../src/db/schema';
import { helpDeskJobs } from '../src/modules/help-desk/help-desk.jobs';
import { runNotificationMailRound } from '../src/modules/notifications/notifications-mail.repository';
import { noticeOpenedMaintenanceWindows } from '../src/modules/notifications/notifications.service';
import { linkScheme } from '../src/modules/tenancy/tenancy-link-origin.service';
import { parsePublicUrl } from '../src/platform/config';
import { JobRunner } from '../src/platform/jobs';
import { createMailer } from '../src/platform/mail';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  type RouteCall,
  signIn,
  type TestContext,
} from './helpers';
import { linkToken, type SmtpCapture, startSmtpCapture } from './password-helpers';
import { setCompanySettings } from './switching-fixtures';

// Every link of an e-mail or a notification goes to its unit's own address (custom domain, else
// subdomain), with the install's scheme and port: the configured public address's, else those of
// the request that led to it.

let smtp: SmtpCapture;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
const log = { warn: () => {}, error: () => {} };
const SUBDOMAIN = 'linkunit';
const HOST = `${SUBDOMAIN}.mirante.test:8080`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  world = await createWorld(ctx);
  await ctx.db.update(companies).set({ subdomain: SUBDOMAIN }).where(eq(companies.id, world.company.id));
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A call made on the unit's address with a port, as a browser on that install would. */
function onUnit<R extends AnyRoute>(def: R, input: RouteCall<R>) {
  return callRoute(ctx.app, def, { ...input, headers: { host: HOST } } as RouteCall<R>);
}

const mailer = () =>
  createMailer({
    units: { config: async () => ({}) as never, sealedPassword: async () => null },
    secretBox: ctx.secretBox,
    smtpUrl: smtp.url,
  });

describe('links built from a request', () => {
  it("give notifications and their e-mails the request's scheme and port on the unit's host", async () => {
    await setCompanySettings(ctx.db, world.company.id, { send_email_notification: 'S' });
    const sent = await onUnit(notificationRoutes.send, {
      token: world.tokens.admin,
      body: {
        subject: 'Numbers',
        body: '<p>See <a href="{{ link }}">the portal</a></p>',
        audience: { kind: 'all' },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [copy] = await ctx.db
      .select({ body: notificationRecipients.body })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, sent.data().id));
    expect(copy!.body).toContain(`href="http://${HOST}/notifications"`);

    // The e-mail goes out later, from a job: it links where the notification did.
    const before = smtp.messages.length;
    await runNotificationMailRound(ctx.db, mailer(), log, ctx.app.links);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.text).toContain(`http://${HOST}/notifications`);
    expect(mail.text).not.toContain('https://');
  });

  it("point at the unit's custom domain even when the admin works on its subdomain", async () => {
    await ctx.db
      .update(companies)
      .set({ domain: 'reports.linkunit.test' })
      .where(eq(companies.id, world.company.id));
    try {
      // A new user's welcome e-mail.
      await setCompanySettings(ctx.db, world.company.id, { send_email_register_user: 'S' });
      const before = smtp.messages.length;
      const email = `welcome.${Date.now()}@example.test`;
      const created = await onUnit(unitUserRoutes.create, {
        token: world.tokens.admin,
        body: { name: 'Wanda Welcome', email, password: '', profile: 'user' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const welcome = await smtp.waitFor(before + 1);
      const token = linkToken(welcome.text);
      expect(welcome.text).toContain(`http://reports.linkunit.test:8080/new/password/${token}`);

      // A help-desk ticket's e-mail, sent by its job.
      await setCompanySettings(ctx.db, world.company.id, { enable_helpdesk: 'S', send_email_helpdesk: 'S' });
      const ticket = await onUnit(helpDeskRoutes.open, {
        token: world.tokens.user,
        body: { subject: 'Empty chart', description: 'Nothing shows', priority: 'normal' },
      });
      expect(ticket.statusCode, ticket.body).toBe(201);
      const runner = new JobRunner({ db: ctx.db }).define(...helpDeskJobs({ db: ctx.db, mailer: mailer() }));
      const count = smtp.messages.length;
      expect(await runner.runDue()).toBeGreaterThan(0);
      const helpDesk = await smtp.waitFor(count + 1);
      expect(helpDesk.text).toContain(`http://reports.linkunit.test:8080/help_desk/${ticket.data().id}`);

      // A password recovery asked on the unit's subdomain.
      const recovery = smtp.messages.length;
      const forgot = await callRoute(ctx.app, passwordRoutes.forgot, {
        body: { email },
        headers: { host: HOST },
      });
      expect(forgot.statusCode, forgot.body).toBe(200);
      const reset = await smtp.waitFor(recovery + 1);
      expect(reset.text).toContain('http://reports.linkunit.test:8080/new/password/');
    } finally {
      await ctx.db.update(companies).set({ domain: null }).where(eq(companies.id, world.company.id));
    }
  });

  it("link a partner's invitation to the unit's address, not to the platform host it works on", async () => {
    const stranger = await createCompany(ctx.db, { partnerId: world.partner.id });
    const member = await createUser(ctx.db, { profile: 'user', companyId: stranger.id });
    const before = smtp.messages.length;
    const invited = await callRoute(ctx.app, unitUserRoutes.create, {
      query: { company_id: world.company.id },
      token: world.tokens.master,
      body: { name: 'Ines Invited', email: member.email, profile: 'user' },
      headers: { host: 'localhost:8000' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const mail = await smtp.waitFor(before + 1);
    expect(mail.text).toContain(`http://${SUBDOMAIN}.mirante.test:8000/invitation/`);
    expect(mail.text).not.toContain('localhost');
  });
});

describe('links built without a request', () => {
  it('take the scheme and port of MIRANTE_PUBLIC_URL, on the unit’s host', async () => {
    const own = await createTestContext({ publicUrl: 'https://portal.example.com:8443' });
    try {
      const unit = await createWorld(own);
      await own.db.update(companies).set({ subdomain: 'jobunit' }).where(eq(companies.id, unit.company.id));
      const [report] = await own.db
        .insert(reports)
        .values({
          companyId: unit.company.id,
          kind: 'html',
          title: 'Stock',
          htmlContent: '<p>x</p>',
          maintenanceStart: new Date(Date.now() - 60_000),
          maintenanceEnd: new Date(Date.now() + 3_600_000),
        })
        .returning();
      await own.db
        .insert(reportAccess)
        .values({ companyId: unit.company.id, reportId: report!.id, userId: unit.users.user.id });
      // A scheduled maintenance window opens: the round notifies, with no request behind it.
      expect(await noticeOpenedMaintenanceWindows(own.db, own.app.links)).toBe(1);
      const [notice] = await own.db
        .select()
        .from(notifications)
        .where(eq(notifications.reportId, report!.id));
      expect(notice!.linkOrigin).toBe('https://jobunit.mirante.test:8443');
      const [copy] = await own.db
        .select({ body: notificationRecipients.body })
        .from(notificationRecipients)
        .where(eq(notificationRecipients.notificationId, notice!.id));
      expect(copy!.body).toContain(`href="https://jobunit.mirante.test:8443/${report!.id}/reports/view"`);
      // A request on another scheme and port changes nothing: the public address decides.
      const token = await signIn(own.app, unit.users.admin.email);
      const preview = await callRoute(own.app, notificationTemplateRoutes.preview, {
        token,
        body: { subject: 'x', body: '<p>{{ link }}</p>' },
        headers: { host: 'jobunit.mirante.test:8000' },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.data().body).toContain('https://jobunit.mirante.test:8443/notifications');
    } finally {
      await own.close();
    }
  });

  it('read the scheme and port: public address first, the request next, a job’s default last', () => {
    const settings = { baseDomain: 'mirante.test', publicUrl: null, listenPort: 8000 };
    expect(linkScheme({ ...settings, publicUrl: 'https://portal.example.com' })).toEqual({
      protocol: 'https',
      port: null,
    });
    expect(linkScheme({ ...settings, request: { protocol: 'http', host: 'a.mirante.test:8080' } })).toEqual({
      protocol: 'http',
      port: 8080,
    });
    // The scheme's own port is not written.
    expect(linkScheme({ ...settings, request: { protocol: 'https', host: 'a.mirante.test:443' } })).toEqual({
      protocol: 'https',
      port: null,
    });
    expect(linkScheme(settings)).toEqual({ protocol: 'https', port: null });
    expect(linkScheme({ ...settings, baseDomain: 'localhost' })).toEqual({ protocol: 'http', port: 8000 });
    expect(parsePublicUrl('https://portal.example.com:8443/')).toBe('https://portal.example.com:8443');
    expect(parsePublicUrl(undefined)).toBeNull();
    for (const bad of ['portal.example.com', 'ftp://portal.example.com', 'https://portal.example.com/app'])
      expect(() => parsePublicUrl(bad), bad).toThrow(/MIRANTE_PUBLIC_URL/);
  });
});
