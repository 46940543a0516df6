import { authRoutes } from '@mirante/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { auditEvents, companies, companyConfigs, memberships, partners, users } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

async function storeSettings(companyId: number, settings: Record<string, unknown>) {
  await ctx.db.update(companyConfigs).set({ settings }).where(eq(companyConfigs.companyId, companyId));
}

function login(
  email: string,
  opts: {
    host?: string;
    lang?: string;
    password?: string;
    remoteAddress?: string;
    app?: typeof ctx.app;
  } = {},
) {
  return callRoute(opts.app ?? ctx.app, authRoutes.login, {
    body: { email, password: opts.password ?? TEST_PASSWORD },
    lang: opts.lang ?? 'en-US',
    ...(opts.host ? { headers: { host: opts.host } } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** A fresh unit with one member of `profile`. */
async function unitWithMember(profile: 'admin' | 'user' = 'user') {
  const company = await createCompany(ctx.db);
  const member = await createUser(ctx.db, { profile, companyId: company.id });
  return { company, member };
}

describe('sign-in outcomes', () => {
  it.each([
    ['B', 'user_blocked', 'User is blocked!'],
    ['I', 'user_inactive', 'User is inactive!'],
  ])('status %s answers %s', async (status, code, message) => {
    const { member } = await unitWithMember();
    // The status is the person's standing in the unit, on the membership.
    await ctx.db.update(memberships).set({ status }).where(eq(memberships.userId, member.id));
    const res = await login(member.email);
    expect([res.statusCode, res.error()]).toEqual([403, { code, message }]);
  });

  it('a deactivated user is refused after the password check, in the caller language', async () => {
    const { member } = await unitWithMember();
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, member.id));
    const res = await login(member.email, { lang: 'pt-BR' });
    expect([res.statusCode, res.error()]).toEqual([
      403,
      { code: 'user_deactivated', message: 'Usuário desativado!' },
    ]);
    // A wrong password still reads as wrong credentials: the standing is not revealed.
    const wrong = await login(member.email, { password: 'nope' });
    expect(wrong.error().code).toBe('incorrect_credentials');
  });

  it('a user without any membership answers user_without_company', async () => {
    const { member } = await unitWithMember();
    await ctx.db.delete(memberships).where(eq(memberships.userId, member.id));
    const res = await login(member.email);
    expect([res.statusCode, res.error()]).toEqual([
      403,
      { code: 'user_without_company', message: 'User without company!' },
    ]);
  });

  it('a user whose only units are inactive is asked to request access', async () => {
    const { company, member } = await unitWithMember();
    await ctx.db.update(companies).set({ active: false }).where(eq(companies.id, company.id));
    const res = await login(member.email, { lang: 'es' });
    expect(res.statusCode).toBe(403);
    expect(res.error()).toEqual({
      code: 'request_company_access',
      message: '¡Solicite a su administrador acceso a una unidad de negocio!',
    });
    // With one active unit left the sign-in lands there.
    const other = await createCompany(ctx.db);
    await ctx.db.insert(memberships).values({ userId: member.id, companyId: other.id, profile: 'user' });
    const ok = await login(member.email);
    expect(ok.statusCode).toBe(200);
    expect(ok.data().user?.company_id).toBe(other.id);
  });

  it('a partner account whose units are all inactive, or whose partner is, answers not_found_companies', async () => {
    const partner = await createPartner(ctx.db);
    const unit = await createCompany(ctx.db, { partnerId: partner.id });
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    expect((await login(master.email)).statusCode).toBe(200);

    await ctx.db.update(companies).set({ active: false }).where(eq(companies.id, unit.id));
    const res = await login(master.email);
    expect([res.statusCode, res.error()]).toEqual([
      403,
      { code: 'not_found_companies', message: 'No business unit was found for this user!' },
    ]);

    await ctx.db.update(companies).set({ active: true }).where(eq(companies.id, unit.id));
    await ctx.db.update(partners).set({ active: false }).where(eq(partners.id, partner.id));
    expect((await login(master.email)).error().code).toBe('not_found_companies');
  });

  it('a new partner without any unit yet may sign in to register its first', async () => {
    const partner = await createPartner(ctx.db);
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    expect((await login(master.email)).statusCode).toBe(200);
  });
});

describe('sign-in by host', () => {
  it("signs a member in on their unit's subdomain, and refuses another unit's", async () => {
    const { company, member } = await unitWithMember('admin');
    const own = await login(member.email, { host: `${company.subdomain}.mirante.test` });
    expect(own.statusCode).toBe(200);
    expect(own.data().user?.company_id).toBe(company.id);

    const res = await login(member.email, { host: `${world.company.subdomain}.mirante.test:8000` });
    expect([res.statusCode, res.error()]).toEqual([
      403,
      { code: 'domain_not_allowed', message: 'No access to this domain!' },
    ]);
  });

  it('refuses a partner account on a unit host', async () => {
    const res = await login(world.users.master.email, { host: `${world.company.subdomain}.mirante.test` });
    expect(res.error().code).toBe('domain_not_allowed');
  });

  it("signs in on a unit's custom domain, in any case", async () => {
    const { company, member } = await unitWithMember();
    await ctx.db.update(companies).set({ domain: 'bi.acme-access.test' }).where(eq(companies.id, company.id));
    expect((await login(member.email, { host: 'BI.Acme-Access.test' })).statusCode).toBe(200);
    const stranger = await login(world.users.user.email, { host: 'bi.acme-access.test' });
    expect(stranger.error().code).toBe('domain_not_allowed');
  });

  it.each(['nowhere.mirante.test', 'reports.unknown-company.test'])(
    'an unknown host %s answers 404 domain_not_found before any password check',
    async (host) => {
      const res = await login(world.users.user.email, { host, password: 'wrong' });
      expect([res.statusCode, res.error()]).toEqual([
        404,
        { code: 'domain_not_found', message: 'This address is not linked to any business unit.' },
      ]);
    },
  );

  it("an inactive unit's subdomain is unknown", async () => {
    const { company, member } = await unitWithMember();
    await ctx.db.update(companies).set({ active: false }).where(eq(companies.id, company.id));
    const res = await login(member.email, { host: `${company.subdomain}.mirante.test` });
    expect(res.statusCode).toBe(404);
  });

  it('GET /api/site names the unit of the host, publicly', async () => {
    const site = (host: string) => callRoute(ctx.app, authRoutes.site, { headers: { host } });
    const unit = await site(`${world.company.subdomain}.mirante.test`);
    expect(unit.statusCode).toBe(200);
    expect(unit.data()).toEqual({
      kind: 'company',
      company: { id: world.company.id, name: world.company.name },
      sso: false,
    });
    const platform = { kind: 'platform', company: null, sso: false };
    expect((await site('mirante.test')).data()).toEqual(platform);
    expect((await site('localhost:8000')).data()).toEqual(platform);
    expect((await site('127.0.0.1:8000')).data()).toEqual(platform);
    expect((await site('ghost.mirante.test')).data()).toEqual({ kind: 'unknown', company: null, sso: false });
  });
});

describe('platform maintenance', () => {
  it('answers 503 maitenance to everyone but the operator', async () => {
    const app = await buildApp(ctx.database, {
      storageDir: ctx.storageDir,
      webDir: '/nonexistent',
      redisUrl: undefined,
      trustProxy: [],
      baseDomain: 'mirante.test',
      logLevel: 'silent',
      logger: false,
      maintenance: true,
    });
    await app.ready();
    try {
      for (const profile of ['master', 'admin', 'user'] as const) {
        const res = await login(world.users[profile].email, { app });
        expect([res.statusCode, res.error()]).toEqual([
          503,
          { code: 'maitenance', message: 'The system is under maintenance. Please try again later.' },
        ]);
      }
      expect((await login(world.users.a2m.email, { app })).statusCode).toBe(200);
      // Without the right password nothing is said about maintenance.
      const wrong = await login(world.users.user.email, { app, password: 'nope' });
      expect(wrong.error().code).toBe('incorrect_credentials');
    } finally {
      await app.close();
    }
  });
});

describe('access hours', () => {
  // Monday 3 June 2024; São Paulo is UTC-3 all year.
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const window = { day: 'seg', start: '08:00', end: '18:00' };

  it("are read in the unit's timezone at sign-in", async () => {
    const { company, member } = await unitWithMember();
    await storeSettings(company.id, { timezone: 'America/Sao_Paulo', access_hours: [window] });
    vi.useFakeTimers({ toFake: ['Date'] });

    at('2024-06-03T15:00:00Z'); // 12:00 in São Paulo
    expect((await login(member.email)).statusCode).toBe(200);

    at('2024-06-03T10:30:00Z'); // 07:30 there, though 10:30 in UTC
    const early = await login(member.email, { lang: 'pt-PT' });
    expect([early.statusCode, early.error()]).toEqual([
      403,
      { code: 'hour_not_allowed', message: 'Horário não permitido!' },
    ]);

    at('2024-06-04T15:00:00Z'); // Tuesday: no window
    expect((await login(member.email)).error().code).toBe('hour_not_allowed');
  });

  it('hold on every call of an open session', async () => {
    const { company, member } = await unitWithMember();
    await storeSettings(company.id, { timezone: 'America/Sao_Paulo', access_hours: [window] });
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2024-06-03T20:00:00Z'); // 17:00 there
    const res = await login(member.email);
    const token = res.data().token;
    expect((await callRoute(ctx.app, authRoutes.me, { token })).statusCode).toBe(200);
    at('2024-06-03T21:01:00Z'); // 18:01 there
    const me = await callRoute(ctx.app, authRoutes.me, { token, lang: 'en-US' });
    expect([me.statusCode, me.error().code]).toEqual([403, 'hour_not_allowed']);
  });
});

describe('IP rules', () => {
  const listIp = ['203.0.113.7', '198.51.100.0/24', '2001:db8::1', '2001:db8:aa::/48'];

  it.each([
    ['203.0.113.7', 200],
    ['203.0.113.8', 403],
    ['198.51.100.200', 200],
    ['::ffff:198.51.100.9', 200],
    ['198.51.101.1', 403],
    ['2001:db8::1', 200],
    ['2001:db8::2', 403],
    ['2001:db8:aa:ffff::5', 200],
    ['2001:db8:ab::5', 403],
  ])('from %s the sign-in answers %i', async (remoteAddress, status) => {
    const { company, member } = await unitWithMember();
    await storeSettings(company.id, { ip: 'S', listIp });
    const res = await login(member.email, { remoteAddress });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.error()).toEqual({ code: 'ip_not_allowed', message: 'IP not allowed!' });
  });

  it('a rule added while a session is open applies to its next call', async () => {
    const { company, member } = await unitWithMember();
    const token = await signIn(ctx.app, member.email);
    expect((await callRoute(ctx.app, authRoutes.me, { token })).statusCode).toBe(200);
    await storeSettings(company.id, { ip: 'S', listIp: ['192.0.2.1'] });
    const res = await callRoute(ctx.app, authRoutes.me, { token, lang: 'en-US' });
    expect([res.statusCode, res.error()]).toEqual([
      403,
      { code: 'ip_not_allowed', message: 'IP not allowed!' },
    ]);
  });

  it('X-Forwarded-For is only believed from a configured proxy', async () => {
    const behindProxy = await buildApp(ctx.database, {
      storageDir: ctx.storageDir,
      webDir: '/nonexistent',
      redisUrl: undefined,
      trustProxy: ['10.0.0.1'],
      baseDomain: 'mirante.test',
      logLevel: 'silent',
      logger: false,
    });
    await behindProxy.ready();
    try {
      const { company, member } = await unitWithMember();
      await storeSettings(company.id, { ip: 'S', listIp: ['203.0.113.7'] });
      const attempt = (remoteAddress: string, forwardedFor: string) =>
        callRoute(behindProxy, authRoutes.login, {
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          body: { email: member.email, password: TEST_PASSWORD },
        });
      // A client that is no proxy claims to be the allowed address: still refused.
      const spoofed = await attempt('198.51.100.66', '203.0.113.7');
      expect([spoofed.statusCode, spoofed.error().code]).toEqual([403, 'ip_not_allowed']);
      // The proxy relays the real client: the header decides, either way.
      expect((await attempt('10.0.0.1', '203.0.113.7')).statusCode).toBe(200);
      const relayed = await attempt('10.0.0.1', '198.51.100.66');
      expect(relayed.error().code).toBe('ip_not_allowed');
      // A forged entry in front of what the proxy appended does not help either.
      expect((await attempt('10.0.0.1', '203.0.113.7, 198.51.100.66')).statusCode).toBe(403);
      // And the same holds on every call of a session.
      const token = (await attempt('10.0.0.1', '203.0.113.7')).data().token;
      const me = await callRoute(behindProxy, authRoutes.me, {
        token,
        remoteAddress: '198.51.100.66',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(me.error().code).toBe('ip_not_allowed');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('audit of sign-ins', () => {
  it('records every success and failure with the e-mail tried, address and browser', async () => {
    const { member } = await unitWithMember();
    const email = member.email.toUpperCase();
    await callRoute(ctx.app, authRoutes.login, {
      remoteAddress: '192.0.2.44',
      headers: { 'user-agent': 'AuditBrowser/1.0' },
      body: { email, password: 'wrong-one' },
    });
    await login(member.email);
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, member.id), eq(auditEvents.event, 'login')))
      .orderBy(auditEvents.id);
    expect(rows.map((r) => [r.event, r.outcome])).toEqual([
      ['login', 'incorrect_credentials'],
      ['login', 'success'],
    ]);
    expect(rows[0]).toMatchObject({ email, ip: '192.0.2.44', userAgent: 'AuditBrowser/1.0' });
    expect(rows[0]!.details).toMatchObject({ password_checked: true });
    expect(rows[1]!.companyId).not.toBeNull();

    await login('nobody-at-all@example.test');
    const [unknown] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.email, 'nobody-at-all@example.test'));
    expect(unknown).toMatchObject({ event: 'login', outcome: 'incorrect_credentials', userId: null });
  });
});
