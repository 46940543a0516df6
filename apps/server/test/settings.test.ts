import { configRoutes, type TCompanyConfigUpdate } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyConfigs, domainRegistrations } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { startSmtpCapture } from './password-helpers';
import { setCompanySettings } from './switching-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  // The unit mail server of these tests is a capture on loopback (MIRANTE_MAIL_ALLOW_ANY_HOST).
  ctx = await createTestContext({ mailAllowAnyHost: true });
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

const update = (body: unknown, token = world.tokens.admin, headers?: Record<string, string>) =>
  callRoute(ctx.app, configRoutes.update, {
    token,
    body: body as TCompanyConfigUpdate,
    lang: 'en-US',
    ...(headers ? { headers } : {}),
  });

describe('company settings', () => {
  it('saves settings for the admin and returns them on getConfig', async () => {
    const res = await update({ enable_watermark: 'S', timezone: 'Europe/Lisbon', min_character: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({
      status: 'success',
      config: { enable_watermark: 'S', timezone: 'Europe/Lisbon' },
    });
    const again = await callRoute(ctx.app, configRoutes.get, { token: world.tokens.admin });
    expect(again.data()).toMatchObject({ enable_watermark: 'S', min_character: 10, save_filter: 'N' });
    const posted = await callRoute(ctx.app, configRoutes.settings, { token: world.tokens.admin });
    expect(posted.data()).toMatchObject({ enable_watermark: 'S', mail_password_set: false });
  });

  it('answers 403 to a unit user', async () => {
    const res = await update({ enable_watermark: 'N' }, world.tokens.user);
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 with field errors for a bad timezone, IP entries and hours', async () => {
    const res = await update({
      timezone: 'Mars/Olympus',
      listIp: ['10.0.0.1', '300.1.1.1', '10.0.0.0/40', 'nonsense'],
      access_hours: [{ day: 'seg', start: '18:00', end: '08:00' }],
      min_character: 2,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.error().errors ?? {};
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'timezone',
        'listIp.1',
        'listIp.2',
        'listIp.3',
        'access_hours.0.end',
        'min_character',
      ]),
    );
    expect(errors['listIp.0']).toBeUndefined();
  });

  it('takes only the zones it lists and times of day as written, with 400 on the field', async () => {
    for (const timezone of ['US/Eastern', 'utc', 'EST5EDT', 'america/sao_paulo', 'Etc/GMT+3', '+01:00']) {
      const res = await update({ timezone });
      expect(res.statusCode, timezone).toBe(400);
      expect(res.error().errors, timezone).toEqual({ timezone: ['timezone is invalid'] });
    }
    for (const start of [' 08:00', '8:00', '08:00:00', '24:00', '23:60']) {
      const res = await update({ access_hours: [{ day: 'seg', start, end: '23:00' }] });
      expect(res.statusCode, start).toBe(400);
      expect(Object.keys(res.error().errors ?? {}), start).toContain('access_hours.0.start');
    }
    const listed = (await callRoute(ctx.app, configRoutes.timezones, { token: world.tokens.user })).data()
      .timezones;
    expect(listed).toContain('UTC');
    for (const timezone of ['UTC', 'Europe/Lisbon', listed[0]!, listed.at(-1)!]) {
      expect((await update({ timezone })).statusCode, timezone).toBe(200);
    }
    await update({ timezone: 'Europe/Lisbon' });
  });

  it('rejects unknown fields', async () => {
    expect((await update({ not_a_setting: 'S' })).statusCode).toBe(400);
  });

  it('refuses IP rules that shut out the admin saving them, and accepts ones that include them', async () => {
    const locked = await update({ ip: 'S', listIp: ['10.1.2.0/24'] });
    expect(locked.statusCode).toBe(400);
    expect(locked.error()).toMatchObject({ code: 'ip_lockout' });
    expect(locked.error().errors?.listIp?.[0]).toContain('127.0.0.1');
    const ok = await update({ ip: 'S', listIp: ['127.0.0.0/8', '::1'] });
    expect(ok.statusCode).toBe(200);
    // The guard forgets its cached rules: the unit's user at another address is refused at once.
    // Raw: from another client address, which callRoute does not set.
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${world.tokens.user}` },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await update({ ip: 'N', listIp: null })).statusCode).toBe(200);
  });

  it('never lets an admin change mfa_permission_admin, nor mfa_master once the partner hides it', async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const token = await signIn(ctx.app, admin.email);
    const res = await update({ mfa_permission_admin: 'N', mfa_master: 'S' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.data().config).toMatchObject({ mfa_permission_admin: 'S', mfa_master: 'S' });

    await ctx.db
      .update(companyConfigs)
      .set({ settings: { mfa_permission_admin: 'N', mfa_master: 'N' } })
      .where((await import('drizzle-orm')).eq(companyConfigs.companyId, company.id));
    const hidden = await update({ mfa_master: 'S' }, token);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.data().config.mfa_master).toBeNull();
    const cfg = await callRoute(ctx.app, configRoutes.remote, { token });
    expect(cfg.data()).toMatchObject({ mfa_permission_admin: 'N', mfa_master: null });
  });

  it('keeps the mail password sealed and never sends it back', async () => {
    const res = await update({
      mail_host: 'mail.example.test',
      mail_email: 'it@example.test',
      mail_password: 's3cret!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('s3cret');
    expect(res.data().config.mail_password_set).toBe(true);
    const [row] = await ctx.db.select().from(companyConfigs);
    expect(JSON.stringify(row)).not.toContain('s3cret!');
    const read = await callRoute(ctx.app, configRoutes.settings, { token: world.tokens.admin });
    expect(read.body).not.toContain('s3cret');
    // Absent keeps it, '' clears it.
    expect((await update({ mail_name: 'IT' })).data().config.mail_password_set).toBe(true);
    expect((await update({ mail_password: '' })).data().config.mail_password_set).toBe(false);
  });

  it('sends a test e-mail through the unit server to the admin, and reports a failure', async () => {
    const smtp = await startSmtpCapture();
    try {
      await update({
        mail_host: '127.0.0.1',
        mail_port: smtp.port,
        mail_protocol: 'smtp',
        mail_email: 'it@example.test',
      });
      const res = await callRoute(ctx.app, configRoutes.testMail, {
        token: world.tokens.admin,
        lang: 'en-US',
      });
      expect(res.statusCode).toBe(200);
      expect(res.data().message).toContain(world.users.admin.email);
      const mail = await smtp.waitFor(1);
      expect(mail.to).toEqual([world.users.admin.email]);
    } finally {
      await smtp.close();
    }
    // The server is gone now: a clear failure, never a 500.
    const failed = await callRoute(ctx.app, configRoutes.testMail, { token: world.tokens.admin });
    expect(failed.statusCode).toBe(502);
    expect(failed.error().code).toBe('mail_test_failed');
    await update({ mail_host: null, mail_email: null, mail_port: null, mail_protocol: null });
  });

  it('lists the IANA timezones', async () => {
    const res = await callRoute(ctx.app, configRoutes.timezones, { token: world.tokens.user });
    expect(res.data().timezones).toContain('America/Sao_Paulo');
  });

  it("answers a save with the saved settings, though the caller's settings were just read and kept", async () => {
    const read = () => callRoute(ctx.app, configRoutes.get, { token: world.tokens.admin });
    for (const next of ['S', 'N', 'S'] as const) {
      await read();
      await read();
      const saved = await update({ show_menu_report: next });
      expect(saved.data().config.show_menu_report).toBe(next);
      expect((await read()).data().show_menu_report).toBe(next);
    }
  });

  it('gives a master each unit its own settings through one session, and its own without company_id', async () => {
    const first = await createCompany(ctx.db, { partnerId: world.partner.id });
    const second = await createCompany(ctx.db, { partnerId: world.partner.id });
    await setCompanySettings(ctx.db, first.id, { login_timeout: 6 });
    await setCompanySettings(ctx.db, second.id, { login_timeout: 9 });
    const read = async (companyId?: number) => {
      const res = await callRoute(ctx.app, configRoutes.settings, {
        token: world.tokens.master,
        ...(companyId ? { query: { company_id: companyId } } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.data().login_timeout;
    };
    const own = await read();
    // Read twice each, so the second answer of every unit can come from a kept copy.
    for (let i = 0; i < 2; i += 1) {
      expect([await read(first.id), await read(second.id), await read()]).toEqual([6, 9, own]);
    }
  });

  it("reads a domain's IP list inside the tenant and 404s another tenant's", async () => {
    await update({ ip: 'S', listIp: ['127.0.0.1'] });
    const [own] = await ctx.db
      .insert(domainRegistrations)
      .values({ companyId: world.company.id, domain: 'bi.example.test', monthlyFeeCents: 1000 })
      .returning();
    const other = await createCompany(ctx.db);
    const [foreign] = await ctx.db
      .insert(domainRegistrations)
      .values({ companyId: other.id, domain: 'bi.elsewhere.test', monthlyFeeCents: 1000 })
      .returning();
    const whitelist = (domainId: number | string, token: string) =>
      callRoute(ctx.app, configRoutes.whitelist, { token, query: { domain_id: domainId as number } });
    const mine = await whitelist(own!.id, world.tokens.admin);
    expect(mine.data()).toEqual({ domain: 'bi.example.test', ip: 'S', listIp: ['127.0.0.1'] });
    const partner = await whitelist(own!.id, world.tokens.master);
    expect(partner.statusCode).toBe(200);
    expect((await whitelist(foreign!.id, world.tokens.admin)).statusCode).toBe(404);
    expect((await whitelist(foreign!.id, world.tokens.master)).statusCode).toBe(404);
    expect((await whitelist('x', world.tokens.admin)).statusCode).toBe(400);
    await update({ ip: 'N', listIp: null });
  });
});
