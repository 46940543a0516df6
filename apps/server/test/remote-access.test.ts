import { notificationRoutes, remoteAccessRoutes, switchingRoutes, unitUserRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationRecipients,
  notifications,
  remoteAccessRequests,
  sessions,
  users,
} from '../src/db/schema';
import { unitMailSource } from '../src/modules/config/config.service';
import { runNotificationMailRound } from '../src/modules/notifications/notifications-mail.repository';
import { sha256 } from '../src/platform/crypto';
import { createMailer } from '../src/platform/mail';
import { startSmtpCapture } from './password-helpers';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { auditRows, setCompanySettings } from './switching-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** Another unit of the same partner, with its own admin. */
let neighbour: Awaited<ReturnType<typeof createCompany>>;
let neighbourAdminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  await setCompanySettings(ctx.db, world.company.id, {
    allow_access_remote: 'S',
    allow_admin_remote: 'S',
    require_consent_remote: 'S',
  });
  neighbour = await createCompany(ctx.db, { partnerId: world.partner.id });
  const neighbourAdmin = await createUser(ctx.db, { profile: 'admin', companyId: neighbour.id });
  neighbourAdminToken = await signIn(ctx.app, neighbourAdmin.email);
});
afterAll(() => ctx.close());

/** The world's partner asks to enter the world's unit; returns the waiting token. */
async function request(profile: 'admin' | 'user' = 'admin', partnerToken = world.tokens.master) {
  const res = await callRoute(ctx.app, switchingRoutes.enterUnit, {
    token: partnerToken,
    body: { company_id: world.company.id, perfil_usuario: profile },
  });
  expect(res.statusCode).toBe(200);
  expect(res.data().status).toBe('wait_authorization');
  const token: string = res.data().token;
  const [row] = await ctx.db
    .select()
    .from(remoteAccessRequests)
    .where(eq(remoteAccessRequests.tokenHash, sha256(token)));
  return { token, id: row!.id };
}

function status(token: string, sessionToken = world.tokens.master) {
  return callRoute(ctx.app, remoteAccessRoutes.status, { params: { token }, token: sessionToken });
}

function decide(
  id: number | string,
  decision: 'authorize' | 'refuse',
  token = world.tokens.admin,
  body?: { reason?: string },
) {
  const params = { id: id as number };
  return decision === 'refuse'
    ? callRoute(ctx.app, remoteAccessRoutes.refuse, { params, token, body: body ?? {} })
    : callRoute(ctx.app, remoteAccessRoutes.authorize, { params, token });
}

const listRequests = (token: string) => callRoute(ctx.app, remoteAccessRoutes.list, { token });

describe('remote access', () => {
  it('stores a pending request for 15 minutes and shows it to the unit admins only', async () => {
    const { token, id } = await request('user');
    const [row] = await ctx.db.select().from(remoteAccessRequests).where(eq(remoteAccessRequests.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      targetProfile: 'user',
      requesterUserId: world.users.master.id,
    });
    const wait = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(wait).toBeGreaterThan(14 * 60_000);
    expect(wait).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(JSON.stringify(row)).not.toContain(token);

    const pending = await status(token);
    expect(pending.statusCode).toBe(200);
    expect(pending.data()).toMatchObject({
      status: 'pending',
      perfil_usuario: 'user',
      company: { id: world.company.id, name: world.company.name },
    });

    const list = await listRequests(world.tokens.admin);
    expect(list.statusCode).toBe(200);
    const item = list.data().data.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      status: 'pending',
      perfil_usuario: 'user',
      requester: {
        id: world.users.master.id,
        name: world.users.master.name,
        email: world.users.master.email,
      },
      requested_by: 'partner',
      partner: { id: world.partner.id, name: world.partner.name },
      decided_by: null,
    });
    expect(list.data().data[0]?.status).toBe('pending');

    const elsewhere = await listRequests(neighbourAdminToken);
    expect(elsewhere.data().data.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("puts a partner's request in the unit admins' inbox, with the way to answer it", async () => {
    await request('admin');
    const items = (await callRoute(ctx.app, notificationRoutes.inbox, { token: world.tokens.admin })).data()
      .data;
    const notice = items.find((n) => n.kind === 'remote_access');
    expect(notice?.subject).toBe(`Pedido de acesso remoto a ${world.company.name}`);
    expect(notice?.body).toContain(world.users.master.name);
    expect(notice?.body).toContain('/remote/authorization');
    // A user of the unit answers nothing here and hears nothing.
    const userItems = (
      await callRoute(ctx.app, notificationRoutes.inbox, { token: world.tokens.user })
    ).data().data;
    expect(userItems.filter((n) => n.kind === 'remote_access')).toEqual([]);
  });

  it("tells the user who asks: the unit's administrator, or a partner acting as administrator", async () => {
    const user = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(users).set({ allowAdminRemote: true }).where(eq(users.id, user.id));
    const userToken = await signIn(ctx.app, user.email);
    const askAs = (token: string) =>
      callRoute(ctx.app, unitUserRoutes.access, { params: { id: user.id }, token });

    // The partner enters as administrator (without the admins' consent, for this setup only).
    await setCompanySettings(ctx.db, world.company.id, { require_consent_remote: 'N' });
    const entered = await callRoute(ctx.app, switchingRoutes.enterUnitWithoutConsent, {
      token: world.tokens.master,
      body: { company_id: world.company.id, perfil_usuario: 'admin' },
    });
    await setCompanySettings(ctx.db, world.company.id, { require_consent_remote: 'S' });
    expect(entered.statusCode).toBe(200);

    const byAdmin = await askAs(world.tokens.admin);
    expect(byAdmin.data().status).toBe('wait_authorization');
    const byPartner = await askAs(entered.data().token);
    expect(byPartner.data().status).toBe('wait_authorization');

    const list = await listRequests(userToken);
    const rows = list.data().data;
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.requester.id === world.users.admin.id)?.requested_by).toBe('admin');
    expect(rows.find((r) => r.requester.id === world.users.master.id)?.requested_by).toBe('partner');
  });

  it('a new request of the same partner user replaces its pending one', async () => {
    const first = await request('user');
    await request('user');
    expect((await status(first.token)).data().status).toBe('expired');
  });

  it('tells the partner the answer by e-mail (a refusal with its reason), linking to its own portal', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer({
        units: unitMailSource(ctx.db),
        secretBox: ctx.secretBox,
        smtpUrl: smtp.url,
      });
      const log = { warn: () => {}, error: () => {} };
      const refused = await request('admin');
      expect(
        (await decide(refused.id, 'refuse', world.tokens.admin, { reason: 'Fechamento do mês' })).statusCode,
      ).toBe(200);
      const copies = await ctx.db
        .select({
          subject: notificationRecipients.subject,
          body: notificationRecipients.body,
          mailLink: notifications.mailLink,
          pending: notifications.mailPending,
        })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.userId, world.users.master.id));
      const copy = copies.find((c) => c.subject.includes('recusado'));
      // The unit does not mail its notifications; the partner, outside it, is mailed all the same.
      expect(copy).toMatchObject({
        subject: `Acesso remoto a ${world.company.name} recusado`,
        pending: true,
      });
      expect(copy?.body).toContain('Motivo: Fechamento do mês');
      expect(copy?.mailLink).toMatch(/^https?:\/\/[^/]+\/$/);
      expect(copy?.mailLink).not.toContain(world.company.subdomain ?? '#');

      await runNotificationMailRound(ctx.db, mailer, log, ctx.app.links);
      const mail = await smtp.waitFor(1);
      expect(mail.to).toContain(world.users.master.email.toLowerCase());
      expect(mail.subject).toBe(`Acesso remoto a ${world.company.name} recusado`);
      expect(mail.text).toContain('Motivo: Fechamento do mês');
      expect(mail.text).toContain(copy!.mailLink!);

      const authorized = await request('admin');
      expect((await decide(authorized.id, 'authorize')).statusCode).toBe(200);
      await runNotificationMailRound(ctx.db, mailer, log, ctx.app.links);
      const second = await smtp.waitFor(2);
      expect(second.subject).toBe(`Acesso remoto a ${world.company.name} autorizado`);
      // Nobody in the unit is told of the answer they gave.
      const adminItems = (
        await callRoute(ctx.app, notificationRoutes.inbox, { token: world.tokens.admin })
      ).data().data;
      expect(adminItems.filter((n: { subject: string }) => /autorizado|recusado/.test(n.subject))).toEqual(
        [],
      );
    } finally {
      await smtp.close();
    }
  });

  it('lets the partner in once, after the admin authorizes, with both identities on record', async () => {
    const { token, id } = await request('admin');
    const res = await decide(id, 'authorize');
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(remoteAccessRequests).where(eq(remoteAccessRequests.id, id));
    expect(row).toMatchObject({ status: 'authorized', decidedByUserId: world.users.admin.id });
    const [decision] = await auditRows(ctx.db, 'remote_access_authorize', world.users.admin.id);
    expect(decision?.details).toMatchObject({ requestId: id, requesterUserId: world.users.master.id });

    const answer = await status(token);
    expect(answer.statusCode).toBe(200);
    const body = answer.data();
    expect(body.status).toBe('authorized');
    if (body.status !== 'authorized') return;
    expect(body.login).toMatchObject({
      status: 'success',
      user: {
        id: world.users.master.id,
        perfil_usuario: 'admin',
        company_id: world.company.id,
        impersonator: { id: world.users.master.id, unit_name: world.company.name },
      },
    });
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(body.login.token)));
    expect(session).toMatchObject({ impersonatorUserId: world.users.master.id, companyId: world.company.id });
    const [audit] = await auditRows(ctx.db, 'switch_partner', world.users.master.id);
    expect(audit).toMatchObject({ userId: world.users.master.id, actorUserId: world.users.master.id });
    expect(audit?.details).toMatchObject({ via: 'remote_access', requestId: id });

    // Handed out once: a second poll finds the token used up.
    expect((await status(token)).data().status).toBe('expired');
    // The partner inside the unit may not answer requests, not even its own.
    const own = await request('user');
    const self = await decide(own.id, 'authorize', body.login.token);
    expect(self.statusCode).toBe(403);
    const list = await listRequests(body.login.token);
    expect(list.statusCode).toBe(403);
  });

  it('shows the refusal and its reason to the partner', async () => {
    const { token, id } = await request('admin');
    const res = await decide(id, 'refuse', world.tokens.admin, { reason: '  Not during the audit week.  ' });
    expect(res.statusCode).toBe(200);
    const answer = await status(token);
    expect(answer.data()).toMatchObject({ status: 'refused', reason: 'Not during the audit week.' });
    const list = await listRequests(world.tokens.admin);
    expect(list.data().data.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'refused',
      reason: 'Not during the audit week.',
      decided_by: { id: world.users.admin.id },
    });
  });

  it('refuses without a reason too', async () => {
    const { token, id } = await request('user');
    const res = await callRoute(ctx.app, remoteAccessRoutes.refuse, {
      params: { id },
      token: world.tokens.admin,
      body: undefined,
    });
    expect(res.statusCode).toBe(200);
    expect((await status(token)).data()).toMatchObject({ status: 'refused', reason: null });
  });

  it('answers 409 to a request already answered', async () => {
    const { id } = await request('user');
    expect((await decide(id, 'authorize')).statusCode).toBe(200);
    for (const decision of ['authorize', 'refuse'] as const) {
      const res = await decide(id, decision);
      expect(res.statusCode).toBe(409);
      expect(res.error().code).toBe('remote_request_decided');
    }
  });

  it('expires after its time: 409 to the admin, expired to the partner', async () => {
    const { token, id } = await request('user');
    await ctx.db
      .update(remoteAccessRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(remoteAccessRequests.id, id));
    const res = await decide(id, 'authorize');
    expect(res.statusCode).toBe(409);
    expect(res.error().code).toBe('remote_request_expired');
    expect((await status(token)).data().status).toBe('expired');
    const list = await listRequests(world.tokens.admin);
    expect(list.data().data.find((r: { id: number }) => r.id === id)?.status).toBe('expired');
  });

  it("answers 404 for another unit's request and for another user's token", async () => {
    const { token, id } = await request('user');
    expect((await decide(id, 'authorize', neighbourAdminToken)).statusCode).toBe(404);
    expect((await decide(999_999, 'refuse')).statusCode).toBe(404);

    const otherMaster = await createUser(ctx.db, { profile: 'master', partnerId: world.partner.id });
    const res = await status(token, await signIn(ctx.app, otherMaster.email));
    expect(res.statusCode).toBe(404);
    const unknown = await status('not-a-token');
    expect(unknown.statusCode).toBe(404);
    // Still pending for its owner.
    expect((await status(token)).data().status).toBe('pending');
  });

  it('does not let a partner whose unit it is not see the request', async () => {
    const { token } = await request('user');
    const stranger = await createUser(ctx.db, {
      profile: 'master',
      partnerId: (await createPartner(ctx.db)).id,
    });
    expect((await status(token, await signIn(ctx.app, stranger.email))).statusCode).toBe(404);
  });

  it('rejects a bad id or an overlong reason with 400', async () => {
    const bad = await decide('abc', 'authorize');
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors).toHaveProperty('id');
    const { id } = await request('user');
    const long = await decide(id, 'refuse', world.tokens.admin, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.error().errors).toHaveProperty('reason');
  });

  it('does not open the session when the unit closed partner access meanwhile', async () => {
    const { token, id } = await request('admin');
    await decide(id, 'authorize');
    await setCompanySettings(ctx.db, world.company.id, { allow_access_remote: 'N' });
    try {
      const res = await status(token);
      expect(res.statusCode).toBe(403);
      expect(res.error().code).toBe('partner_access_off');
    } finally {
      await setCompanySettings(ctx.db, world.company.id, { allow_access_remote: 'S' });
    }
    // Nothing was used up: once access is back the partner still gets in.
    expect((await status(token)).data().status).toBe('authorized');
  });
});
