import {
  authRoutes,
  companyRoutes,
  configRoutes,
  passwordRoutes,
  type RouteInput,
  routeUrl,
  samlRoutes,
  type TCompanyConfigUpdate,
} from '@mirante/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyConfigs, memberships, samlConfigs } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';
import { createTestIdp, encode, requestIdOf, signedResponse, type TestIdp } from './saml-fixtures';
import { addMembership } from './switching-fixtures';

/*
 * The ways into a business unit (its password, its working single sign-on) and the changes that
 * would close the last one: refused, whoever makes them. An application works once it has
 * completed a sign-in, a test one from the configuration screen or a person's.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let idp: TestIdp;

const BASE = 'https://sso.mirante.test';
const PLATFORM = 'mirante.test';
const sp = (companyId: number) => ({
  audience: `${BASE}/api/saml/metadata/${companyId}`,
  acsUrl: `${BASE}/api/saml/callback/${companyId}`,
});

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  idp = await createTestIdp();
});
afterAll(() => ctx.close());

async function hostOf(companyId: number) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return `${row!.subdomain}.mirante.test`;
}

/** A unit of the world's partner with an admin signed in on its host. */
async function unitWithAdmin() {
  const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
  const host = await hostOf(unit.id);
  return { unit, admin, host, token: await signInOn(admin.email, host) };
}

async function signInOn(email: string, host?: string) {
  const res = await login(email, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.data().token;
}

function login(email: string, host?: string) {
  return callRoute(ctx.app, authRoutes.login, {
    body: { email, password: TEST_PASSWORD },
    lang: 'en-US',
    headers: host ? { host } : {},
  });
}

function settings(token: string, body: Record<string, unknown>, companyId?: number) {
  return callRoute(ctx.app, configRoutes.update, {
    query: companyId ? { company_id: companyId } : {},
    token,
    body: body as TCompanyConfigUpdate,
    lang: 'en-US',
  });
}

async function storedSettings(companyId: number) {
  const [row] = await ctx.db.select().from(companyConfigs).where(eq(companyConfigs.companyId, companyId));
  return (row?.settings ?? {}) as Record<string, unknown>;
}

/** The unit's SAML application, set up by the partner (enabled, never used). */
async function configure(companyId: number, provider = idp) {
  const res = await callRoute(ctx.app, samlRoutes.create, {
    token: world.tokens.master,
    body: {
      company_id: companyId,
      idp_entity_id: provider.entityId,
      sso_url: 'https://login.example.test/saml2',
      certificates: [provider.keys.certificate],
      sp_base_url: BASE,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.data().last_success_at).toBeNull();
  return res.data().id;
}

/** Posts a response to a unit's ACS as the browser does (raw: a form, without the XSRF pair); the /redirect query it is sent to. */
async function post(samlResponse: string, companyId: number, host: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${routeUrl(samlRoutes.unitCallback, { params: { companyId } })}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: encode(samlResponse) }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location), 'https://x.test').searchParams;
}

/** The configuration screen's test sign-in, answered by the provider for `email`. */
async function testSignIn(configId: number, companyId: number, email: string) {
  const started = await callRoute(ctx.app, samlRoutes.test, {
    params: { id: configId },
    token: world.tokens.master,
  });
  expect(started.statusCode, started.body).toBe(200);
  const inResponseTo = requestIdOf(started.data().url);
  return post(
    signedResponse(idp, { ...sp(companyId), email, objectId: randomUUID(), inResponseTo }),
    companyId,
    PLATFORM,
  );
}

/** A person's sign-in through the unit's application, started on `host`. */
async function ssoSignIn(companyId: number, email: string, host: string) {
  const started = await callRoute(ctx.app, samlRoutes.login, {
    body: host === PLATFORM ? { company_id: companyId } : {},
    headers: { host },
  });
  expect(started.statusCode, started.body).toBe(200);
  const inResponseTo = requestIdOf(started.data().url);
  return post(
    signedResponse(idp, { ...sp(companyId), email, objectId: randomUUID(), inResponseTo }),
    companyId,
    host,
  );
}

async function exchange(code: string) {
  const res = await callRoute(ctx.app, samlRoutes.exchange, { body: { code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.data();
}

const disableSaml = (configId: number, token: string) =>
  callRoute(ctx.app, samlRoutes.setStatus, {
    params: { id: configId },
    token,
    body: { status: 'disable' },
    lang: 'en-US',
  });
const deleteSaml = (configId: number, token: string) =>
  callRoute(ctx.app, samlRoutes.remove, { params: { id: configId }, token, lang: 'en-US' });

describe('switching password sign-in off', () => {
  it('is refused while the unit has no working single sign-on, and nothing changes', async () => {
    const u = await unitWithAdmin();
    const refused = await settings(u.token, { enable_password: 'N', save_filter: 'S' });
    expect(refused.statusCode).toBe(409);
    expect(refused.error()).toMatchObject({
      code: 'sso_not_ready',
      message: expect.stringContaining('single sign-on does not work in this business unit yet'),
      error_codes: { enable_password: ['sso_not_ready'] },
    });
    expect(await storedSettings(u.unit.id)).not.toHaveProperty('enable_password');
    expect(await storedSettings(u.unit.id)).not.toHaveProperty('save_filter');
    // An application that has never completed a sign-in is no way in yet; the partner is refused too.
    await configure(u.unit.id);
    expect((await settings(u.token, { enable_password: 'N' })).error().code).toBe('sso_not_ready');
    expect((await settings(world.tokens.master, { enable_password: 'N' }, u.unit.id)).statusCode).toBe(409);
    // The admin still signs in with their password.
    expect((await login(u.admin.email, u.host)).statusCode).toBe(200);
  });

  it('is allowed once a test sign-in went through, which the application records', async () => {
    const u = await unitWithAdmin();
    const configId = await configure(u.unit.id);
    const tested = await testSignIn(configId, u.unit.id, u.admin.email);
    expect(tested.get('status')).toBe('test_success');
    expect(tested.get('code')).toBeNull();
    const shown = await callRoute(ctx.app, samlRoutes.get, {
      params: { id: configId },
      token: world.tokens.master,
    });
    expect(Date.parse(shown.data().last_success_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const saved = await settings(u.token, { enable_password: 'N' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await login(u.admin.email, u.host)).error().code).toBe('password_sign_in_disabled');
    // Single sign-on lets the admin in.
    const params = await ssoSignIn(u.unit.id, u.admin.email, u.host);
    expect(params.get('status')).toBe('success');
    expect((await exchange(params.get('code')!)).user).toMatchObject({ company_id: u.unit.id });
  });

  it('a person’s sign-in makes an application a working one too', async () => {
    const u = await unitWithAdmin();
    const configId = await configure(u.unit.id);
    expect((await ssoSignIn(u.unit.id, u.admin.email, u.host)).get('status')).toBe('success');
    const [row] = await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.id, configId));
    expect(row!.lastSuccessAt).not.toBeNull();
    expect((await settings(u.token, { enable_password: 'N' })).statusCode).toBe(200);
  });
});

describe('the last working application while passwords are off', () => {
  it('cannot be disabled nor deleted, by the admin or the partner; with passwords back on it can', async () => {
    const u = await unitWithAdmin();
    await ctx.db
      .update(companyConfigs)
      .set({ settings: { allow_admin_saml: 'S' } })
      .where(eq(companyConfigs.companyId, u.unit.id));
    const configId = await configure(u.unit.id);
    expect((await testSignIn(configId, u.unit.id, u.admin.email)).get('status')).toBe('test_success');
    expect((await settings(u.token, { enable_password: 'N' })).statusCode).toBe(200);

    for (const token of [u.token, world.tokens.master]) {
      const off = await disableSaml(configId, token);
      expect(off.statusCode).toBe(409);
      expect(off.error()).toEqual({
        code: 'last_sign_in_way',
        message:
          'This SAML application is the only way into this business unit while passwords are off. Turn password sign-in back on first.',
      });
      expect((await deleteSaml(configId, token)).statusCode).toBe(409);
    }
    const [row] = await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.id, configId));
    expect(row!.status).toBe('enable');

    expect((await settings(u.token, { enable_password: 'S' })).statusCode).toBe(200);
    const off = await disableSaml(configId, u.token);
    expect(off.statusCode, off.body).toBe(200);
    expect((await deleteSaml(configId, u.token)).statusCode).toBe(200);
  });
});

describe('access hours', () => {
  // A window that never includes now: one minute on a day that is not today.
  const notToday = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'][(new Date().getUTCDay() + 3) % 7];
  const today = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'][new Date().getUTCDay()];

  it('that exclude now for the admin saving them are refused; the admin stays in', async () => {
    const u = await unitWithAdmin();
    const refused = await settings(u.token, {
      timezone: 'UTC',
      access_hours: [{ day: notToday, start: '03:00', end: '03:01' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.error()).toMatchObject({
      code: 'hour_lockout',
      message: expect.stringMatching(/^These access hours would lock you out: now \(\d\d:\d\d, UTC\)/),
      error_codes: { access_hours: ['hour_lockout'] },
    });
    expect(await storedSettings(u.unit.id)).not.toHaveProperty('access_hours');
    const me = await callRoute(ctx.app, authRoutes.me, { token: u.token });
    expect(me.statusCode).toBe(200);
    // Hours that hold now are saved.
    const ok = await settings(u.token, {
      timezone: 'UTC',
      access_hours: [
        { day: today, start: '00:00', end: '23:59' },
        { day: notToday, start: '03:00', end: '03:01' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('standard authentication', () => {
  async function detail(companyId: number) {
    const res = await callRoute(ctx.app, companyRoutes.get, {
      params: { id: companyId },
      token: world.tokens.master,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.data();
  }

  function edit(companyId: number, body: Record<string, unknown>) {
    return callRoute(ctx.app, companyRoutes.update, {
      params: { id: companyId },
      token: world.tokens.master,
      body: body as RouteInput<typeof companyRoutes.update>['body'],
      lang: 'en-US',
    });
  }

  async function fieldsOf(companyId: number, changes: Record<string, unknown>) {
    const d = await detail(companyId);
    return {
      name: d.name,
      subdomain: d.subdomain,
      document: d.document,
      user_limit: d.user_limit,
      bonus_users: d.bonus_users,
      trial_ends_at: d.trial_ends_at,
      standard_auth: d.standard_auth,
      azure_default: d.azure_default,
      restrict_provider_accounts: d.restrict_provider_accounts,
      allow_add_reports: d.allow_add_reports,
      active: d.active,
      ...changes,
    };
  }

  it('SAML needs a working application; a new unit cannot start with it', async () => {
    const u = await unitWithAdmin();
    const refused = await edit(u.unit.id, await fieldsOf(u.unit.id, { standard_auth: 'saml' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.error()).toMatchObject({
      code: 'sso_not_ready',
      error_codes: { standard_auth: ['sso_not_ready'] },
    });
    expect((await detail(u.unit.id)).standard_auth).toBe('password');

    const created = await callRoute(ctx.app, companyRoutes.create, {
      token: world.tokens.master,
      lang: 'en-US',
      body: {
        name: 'Born on SSO',
        subdomain: `born-sso-${Date.now() % 100000}`,
        admin_name: 'First Admin',
        admin_email: `born-sso-${Date.now()}@example.test`,
        standard_auth: 'saml',
      },
    });
    expect(created.statusCode).toBe(409);
    expect(created.error().error_codes).toEqual({ standard_auth: ['sso_not_ready'] });
  });

  it('SAML as the standard offers single sign-on only on the unit’s page, and refuses passwords', async () => {
    const u = await unitWithAdmin();
    // The sign-in page's configuration for the unit's address.
    const site = () => callRoute(ctx.app, authRoutes.loginConfig, { body: {}, headers: { host: u.host } });
    expect((await site()).data()).toMatchObject({ kind: 'company', sso: false, password: true });
    const configId = await configure(u.unit.id);
    expect((await testSignIn(configId, u.unit.id, u.admin.email)).get('status')).toBe('test_success');
    const saved = await edit(u.unit.id, await fieldsOf(u.unit.id, { standard_auth: 'saml' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data().standard_auth).toBe('saml');

    expect((await site()).data()).toMatchObject({ kind: 'company', sso: true, password: false });
    expect((await login(u.admin.email, u.host)).error()).toEqual({
      code: 'password_sign_in_disabled',
      message: 'This business unit does not allow signing in with a password!',
    });
    // On the platform's address too: the unit is where the password would lead.
    expect((await login(u.admin.email)).error().code).toBe('password_sign_in_disabled');
    const forgot = await callRoute(ctx.app, passwordRoutes.forgot, {
      body: { email: u.admin.email },
      lang: 'en-US',
      headers: { host: u.host },
    });
    expect(forgot.error().code).toBe('password_change_not_allowed');
    const params = await ssoSignIn(u.unit.id, u.admin.email, u.host);
    expect(params.get('status')).toBe('success');
    // Its application is now the only way in, though the settings still allow passwords.
    const off = await disableSaml(configId, world.tokens.master);
    expect(off.error().code).toBe('last_sign_in_way');
  });
});

describe('default business unit in Azure', () => {
  /** Two units of a partner sharing one identity provider, the second the Azure default. */
  async function sharedProvider(opts: { defaultShares?: boolean } = {}) {
    const first = await createCompany(ctx.db, { partnerId: world.partner.id });
    const second = await createCompany(ctx.db, { partnerId: world.partner.id });
    await ctx.db.update(companies).set({ azureDefault: true }).where(eq(companies.id, second.id));
    await configure(first.id);
    await configure(second.id, opts.defaultShares === false ? await createTestIdp() : idp);
    const person = await createUser(ctx.db, { profile: 'user', companyId: first.id });
    await addMembership(ctx.db, person.id, second.id, 'user');
    return { first, second, person };
  }

  it('a person of several units signing in on the platform lands in the default unit', async () => {
    const { first, second, person } = await sharedProvider();
    const params = await ssoSignIn(first.id, person.email, PLATFORM);
    expect(params.get('status')).toBe('success');
    expect((await exchange(params.get('code')!)).user).toMatchObject({ company_id: second.id });
    // On the unit's own address, that unit.
    const own = await ssoSignIn(first.id, person.email, await hostOf(first.id));
    expect((await exchange(own.get('code')!)).user).toMatchObject({ company_id: first.id });
  });

  it('blocked in the default unit, the person lands in the application’s own', async () => {
    const { first, second, person } = await sharedProvider();
    await ctx.db.update(memberships).set({ status: 'B' }).where(eq(memberships.companyId, second.id));
    const params = await ssoSignIn(first.id, person.email, PLATFORM);
    expect((await exchange(params.get('code')!)).user).toMatchObject({ company_id: first.id });
  });

  it('a unit that does not trust the same provider is never landed in', async () => {
    const { first, person } = await sharedProvider({ defaultShares: false });
    const params = await ssoSignIn(first.id, person.email, PLATFORM);
    expect((await exchange(params.get('code')!)).user).toMatchObject({ company_id: first.id });
  });
});

describe('trial periods through single sign-on', () => {
  it('a test user past the unit’s trial gets finish_test (Test period has ended!), not inactive', async () => {
    const u = await unitWithAdmin();
    await configure(u.unit.id);
    const tester = await createUser(ctx.db, { profile: 'user', companyId: u.unit.id });
    await ctx.db.update(memberships).set({ status: 'T' }).where(eq(memberships.userId, tester.id));
    await ctx.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(companies.id, u.unit.id));
    expect((await ssoSignIn(u.unit.id, tester.email, u.host)).get('status')).toBe('finish_test');
    // An inactive person stays inactive.
    await ctx.db.update(memberships).set({ status: 'I' }).where(eq(memberships.userId, tester.id));
    expect((await ssoSignIn(u.unit.id, tester.email, u.host)).get('status')).toBe('inactive');
  });
});
