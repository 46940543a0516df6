import {
  configRoutes,
  DEFAULT_COMPANY_CONFIG,
  providerRoutes,
  questionnaireRoutes,
  reportGroupRoutes,
  reportHomeRoutes,
  reportRoutes,
  reportViewRoutes,
  WEEKDAY_CODES,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, reports } from '../src/db/schema';
import { callRoute, createCompany, createUser, signIn } from './helpers';
import { startSmtpCapture } from './password-helpers';
import { setCompanySettings } from './switching-fixtures';
import {
  ctx,
  getConfig,
  remoteConfig,
  unit,
  update,
  useSettingsWorld,
  world,
} from './settings-switches-fixtures';

useSettingsWorld();

describe('an update changes exactly the fields it names', () => {
  const several = {
    ip: 'S',
    listIp: ['127.0.0.0/8', '::1'],
    // Every day, so the callers stay within hours whatever day the suite runs on.
    access_hours: WEEKDAY_CODES.map((day) => ({ day, start: '00:00', end: '23:59' })),
    mfa_master: 'S',
    allow_access_remote: 'S',
    require_consent_remote: 'N',
    min_character: 12,
    capital_letter: 'S',
    special_characters: 'S',
    expiry_time_password: 90,
    login_timeout: 3,
    hidden_menu: ['faq', 'catalogs'],
    enable_watermark: 'S',
    timezone: 'Europe/Lisbon',
    mostrar_ultima_atualizacao_relatorio: true,
  } as const;

  it("keeps every other field as stored when the admin's form saves one", async () => {
    const { adminToken } = await unit();
    expect((await update(several, adminToken)).statusCode).toBe(200);
    const res = await update({ save_filter: 'S' }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.data().config).toMatchObject({ ...several, save_filter: 'S' });
    expect((await getConfig(adminToken)).data()).toMatchObject({ ...several, save_filter: 'S' });
  });

  it("keeps them too when the unit's partner saves one field of the unit", async () => {
    const { company, adminToken } = await unit();
    expect((await update(several, adminToken)).statusCode).toBe(200);
    const res = await update({ show_name_report: 'N' }, world.tokens.master, company.id);
    expect(res.statusCode).toBe(200);
    expect((await getConfig(adminToken)).data()).toMatchObject({ ...several, show_name_report: 'N' });
  });
});

describe('allow unit to add reports', () => {
  it('refuses adding and importing reports with a 403, and tells the browser', async () => {
    const { company, adminToken } = await unit();
    const body = { kind: 'external', title: 'Pipeline', external_url: 'https://bi.example.com/x' } as const;
    const add = () => callRoute(ctx.app, reportRoutes.create, { token: adminToken, body, lang: 'en-US' });
    expect((await add()).statusCode).toBe(201);
    expect((await getConfig(adminToken)).data().allow_add_reports).toBe(true);

    await ctx.db.update(companies).set({ allowAddReports: false }).where(eq(companies.id, company.id));
    const refused = await add();
    expect(refused.statusCode).toBe(403);
    expect(refused.error()).toMatchObject({
      code: 'report_add_not_allowed',
      message: 'This business unit may not add reports.',
    });
    expect((await getConfig(adminToken)).data().allow_add_reports).toBe(false);
    expect((await remoteConfig(adminToken)).data().allow_add_reports).toBe(false);

    const { providerAccounts, workspaces } = await import('../src/db/schema');
    const [account] = await ctx.db
      .insert(providerAccounts)
      .values({
        companyId: company.id,
        name: 'Account',
        applicationId: 'app-id',
        tenantId: 'tenant-id',
        secretEnc: ctx.secretBox.seal('s3cret'),
      })
      .returning();
    const [workspace] = await ctx.db
      .insert(workspaces)
      .values({ companyId: company.id, providerAccountId: account!.id, workspaceId: 'ws-x', name: 'WS' })
      .returning();
    const imported = await callRoute(ctx.app, providerRoutes.importReports, {
      params: { id: workspace!.id },
      token: adminToken,
      body: { report_ids: ['0f0e0d0c-0b0a-4908-8706-050403020100'] },
    });
    expect(imported.statusCode).toBe(403);
    expect(imported.error().code).toBe('report_add_not_allowed');
  });
});

describe('show on app', () => {
  it("keeps a report off members' lists and menus, yet it opens from a link", async () => {
    const { company, user, userToken, adminToken } = await unit();
    const { reportAccess } = await import('../src/db/schema');
    const [listed, unlisted] = await ctx.db
      .insert(reports)
      .values([
        { companyId: company.id, kind: 'external', title: 'Listed', externalUrl: 'https://x.test/a' },
        {
          companyId: company.id,
          kind: 'external',
          title: 'Unlisted',
          externalUrl: 'https://x.test/b',
          showOnApp: false,
        },
      ])
      .returning();
    await ctx.db.insert(reportAccess).values([
      { companyId: company.id, reportId: listed!.id, userId: user.id },
      { companyId: company.id, reportId: unlisted!.id, userId: user.id },
    ]);
    // The whole answer as sent, so that no part of it (read by its schema or not) names the report.
    const titles = async (sent: Promise<{ json(): unknown }>) => JSON.stringify((await sent).json());
    const list = await titles(callRoute(ctx.app, reportRoutes.list, { token: userToken }));
    expect(list).toContain('Listed');
    expect(list).not.toContain('Unlisted');
    expect(await titles(callRoute(ctx.app, reportHomeRoutes.dashboard, { token: userToken }))).not.toContain(
      'Unlisted',
    );
    expect(await titles(callRoute(ctx.app, reportGroupRoutes.menu, { token: userToken }))).not.toContain(
      'Unlisted',
    );
    const exists = await callRoute(ctx.app, reportViewRoutes.exists, {
      token: userToken,
      body: { reportId: unlisted!.id },
    });
    expect(exists.data().exist).toBe(true);
    // The admin who manages it keeps it in the unit's list.
    expect(await titles(callRoute(ctx.app, reportRoutes.list, { token: adminToken }))).toContain('Unlisted');
  });
});

describe('profile questionnaire', () => {
  it("opens on a new member's first sign-in while the unit asks for it, until answered", async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const quiet = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    expect((await getConfig(await signIn(ctx.app, quiet.email))).data().show_questionario_perfil).toBe(false);

    await setCompanySettings(ctx.db, company.id, { questionario_perfil: 'S' });
    const newcomer = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    const first = await signIn(ctx.app, newcomer.email);
    expect((await getConfig(first)).data().show_questionario_perfil).toBe(true);
    // Not on a later sign-in, nor for someone who signed in before the unit asked.
    expect((await getConfig(await signIn(ctx.app, newcomer.email))).data().show_questionario_perfil).toBe(
      false,
    );
    expect((await getConfig(await signIn(ctx.app, quiet.email))).data().show_questionario_perfil).toBe(false);
    // Answered on the first session: not asked again there either.
    const answer = await callRoute(ctx.app, questionnaireRoutes.send, {
      token: first,
      body: { user_id: newcomer.id, perfil_usuario: 'analista' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await getConfig(first)).data().show_questionario_perfil).toBe(false);
  });
});

describe("the unit's home report", () => {
  it("must be the unit's own: another unit's report is not found on its field", async () => {
    const mine = await unit();
    const other = await unit();
    const [own, foreign] = await ctx.db
      .insert(reports)
      .values([
        { companyId: mine.company.id, kind: 'external', title: 'Own', externalUrl: 'https://x.test/o' },
        { companyId: other.company.id, kind: 'external', title: 'Foreign', externalUrl: 'https://x.test/f' },
      ])
      .returning();
    const byId = await update({ relatorio_id: foreign!.id }, mine.adminToken);
    expect(byId.statusCode).toBe(404);
    expect(Object.keys(byId.error().errors ?? {})).toEqual(['relatorio_id']);
    const byPath = await update({ home_page: `/${foreign!.id}/reports/view` }, mine.adminToken);
    expect(byPath.statusCode).toBe(404);
    expect(Object.keys(byPath.error().errors ?? {})).toEqual(['home_page']);
    const elsewhere = await update({ home_page: '//evil.example/x' }, mine.adminToken);
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.error().errors ?? {})).toEqual(['home_page']);

    const ok = await update(
      { relatorio_id: own!.id, home_page: `/${own!.id}/reports/view` },
      mine.adminToken,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.data().config).toMatchObject({ relatorio_id: own!.id, home_page: `/${own!.id}/reports/view` });
  });
});

describe("the unit's mail server", () => {
  it('must be an SMTP port on a public address', async () => {
    const { adminToken } = await unit();
    const errorsOf = async (body: object) => {
      const res = await update({ mail_email: 'it@example.test', ...body }, adminToken);
      return { status: res.statusCode, errors: res.statusCode < 400 ? {} : (res.error().errors ?? {}) };
    };
    expect(await errorsOf({ mail_host: '203.0.113.10', mail_port: 6379 })).toEqual({
      status: 400,
      errors: { mail_port: ['Use a mail port: 25, 465, 587 or 2525.'] },
    });
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '192.168.0.5',
      '169.254.169.254',
      '::1',
      '[::ffff:127.0.0.1]',
    ]) {
      const res = await errorsOf({ mail_host: host, mail_port: 587 });
      expect(res.status, host).toBe(400);
      expect(Object.keys(res.errors), host).toEqual(['mail_host']);
    }
    for (const port of [25, 465, 587, 2525]) {
      expect((await errorsOf({ mail_host: '203.0.113.10', mail_port: port })).status, String(port)).toBe(200);
    }
  });

  it('is refused when it connects, for settings stored before the rule', async () => {
    const smtp = await startSmtpCapture();
    try {
      const { company, adminToken } = await unit();
      await setCompanySettings(ctx.db, company.id, {
        ...DEFAULT_COMPANY_CONFIG,
        mail_host: '127.0.0.1',
        mail_port: smtp.port,
        mail_protocol: 'smtp',
        mail_email: 'it@example.test',
      });
      const res = await callRoute(ctx.app, configRoutes.testMail, { token: adminToken });
      expect(res.statusCode).toBe(502);
      expect(res.error().code).toBe('mail_test_failed');
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
