import { authRoutes, type TLoginRequest } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, sessions, users } from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import {
  call,
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  listeningPort,
  rawRequest,
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

describe('POST /api/login', () => {
  it('signs each profile in with its scope, a token and the intended path', async () => {
    const cases = [
      { profile: 'a2m', tenant: world.operator.id, intended: '/partners' },
      { profile: 'master', tenant: world.partner.id, intended: '/' },
      { profile: 'admin', tenant: world.company.id, intended: '/' },
      { profile: 'user', tenant: world.company.id, intended: '/' },
    ] as const;
    for (const c of cases) {
      const u = world.users[c.profile];
      const res = await callRoute(ctx.app, authRoutes.login, {
        body: { email: u.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const body = res.data();
      expect(body.status).toBe('success');
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(body.user).toMatchObject({
        id: u.id,
        perfil_usuario: c.profile,
        tenant_id: c.tenant,
        auth_type: 'password',
      });
      expect(body.data.intended).toBe(c.intended);
      // Only the hash of the token is stored.
      const [row] = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(body.token)));
      expect(row?.userId).toBe(u.id);
      expect(JSON.stringify(row)).not.toContain(body.token);
    }
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const token = await signIn(ctx.app, `  ${world.users.user.email.toUpperCase()} `);
    expect(token).toBeTruthy();
  });

  it('issues a new token at every sign-in', async () => {
    const a = await signIn(ctx.app, world.users.user.email);
    const b = await signIn(ctx.app, world.users.user.email);
    expect(a).not.toBe(b);
  });

  it.each([
    ['en-US', 'Incorrect Username or Password!'],
    ['pt-BR', 'Usuário ou senha incorretos!'],
    ['es', '¡Usuario o contraseña incorrectos!'],
    ['pt-PT', 'Nome de utilizador ou palavra-passe incorretos!'],
  ])('rejects a wrong password with the catalogued message in %s', async (lang, message) => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      lang,
      body: { email: world.users.admin.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.error()).toEqual({ code: 'incorrect_credentials', message });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      lang: 'en-US',
      body: { email: 'nobody@example.test', password: 'whatever' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.error()).toEqual({
      code: 'incorrect_credentials',
      message: 'Incorrect Username or Password!',
    });
  });

  it('answers 400 with field errors for a bad body', async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      lang: 'en-US',
      body: { email: '' } as TLoginRequest,
    });
    expect(res.statusCode).toBe(400);
    const body = res.error();
    expect(body.code).toBe('validation_failed');
    expect(body.errors?.email).toEqual(['email is required']);
    expect(body.errors?.password).toEqual(['password is required']);
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('refuses without the XSRF double submit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: world.users.admin.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('invalid_xsrf_token');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBeTruthy();
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: { 'XSRF-TOKEN': 'a' },
      headers: { 'x-xsrf-token': 'b' },
      payload: { email: world.users.admin.email, password: TEST_PASSWORD },
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('refuses a state-changing call without the XSRF double submit, whatever the spelling of the URL', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    const headers = { authorization: `Bearer ${token}` };
    const encoded = await ctx.app.inject({ method: 'POST', url: '/%61pi/logout', headers });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json().code).toBe('invalid_xsrf_token');
    const port = await listeningPort(ctx.app);
    const absolute = await rawRequest(ctx.app, {
      method: 'POST',
      target: `http://127.0.0.1:${port}/api/logout`,
      headers,
      body: {},
    });
    expect(absolute.status).toBe(403);
    expect(JSON.parse(absolute.body).code).toBe('invalid_xsrf_token');
    // Neither reached the handler: the session still works.
    const me = await callRoute(ctx.app, authRoutes.me, { token });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['B', 'user_blocked', 'User is blocked!'],
    ['I', 'user_inactive', 'User is inactive!'],
  ])('refuses a user with status %s', async (status, code, message) => {
    const u = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    // The status is the person's standing in the unit, on the membership.
    await ctx.db.update(memberships).set({ status }).where(eq(memberships.userId, u.id));
    const res = await callRoute(ctx.app, authRoutes.login, {
      lang: 'en-US',
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.error()).toEqual({ code, message });
  });

  it('refuses a deactivated user, and their open sessions stop working', async () => {
    const u = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const token = await signIn(ctx.app, u.email);
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, u.id));
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(res.error().code).toBe('user_deactivated');
    const me = await callRoute(ctx.app, authRoutes.me, { token });
    expect(me.statusCode).toBe(401);
    expect(me.error().code).toBe('session_expired');
  });

  it('refuses a unit whose test period has ended', async () => {
    const company = await createCompany(ctx.db);
    const u = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const { companies } = await import('../src/db/schema');
    await ctx.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.id, company.id));
    const res = await callRoute(ctx.app, authRoutes.login, {
      lang: 'en-US',
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.error()).toEqual({ code: 'test_period_ended', message: 'Test period has ended!' });
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the signed-in user', async () => {
    const token = await signIn(ctx.app, world.users.admin.email);
    const res = await callRoute(ctx.app, authRoutes.me, { token });
    expect(res.statusCode).toBe(200);
    expect(res.data().user).toMatchObject({
      id: world.users.admin.id,
      perfil_usuario: 'admin',
      company_id: world.company.id,
    });
  });

  it('logout revokes the session on the server', async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    const out = await callRoute(ctx.app, authRoutes.logout, { token, lang: 'en-US' });
    expect(out.statusCode).toBe(200);
    expect(out.data()).toEqual({ status: 'success', message: 'Done successfully!' });
    const me = await callRoute(ctx.app, authRoutes.me, { token, lang: 'pt-BR' });
    expect(me.statusCode).toBe(401);
    expect(me.error()).toEqual({ code: 'session_expired', message: 'Autenticação expirou' });
  });

  it('refresh/token replaces the token: the new one works, the old one does not', async () => {
    const old = await signIn(ctx.app, world.users.user.email);
    const res = await callRoute(ctx.app, authRoutes.refreshToken, { token: old });
    expect(res.statusCode).toBe(200);
    const { token, expires_at } = res.data();
    expect(token).not.toBe(old);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await callRoute(ctx.app, authRoutes.me, { token })).statusCode).toBe(200);
    expect((await callRoute(ctx.app, authRoutes.me, { token: old })).statusCode).toBe(401);
  });

  it("an expired session answers 'Token is Expired'", async () => {
    const token = await signIn(ctx.app, world.users.user.email);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const res = await callRoute(ctx.app, authRoutes.me, { token, lang: 'en-US' });
    expect(res.statusCode).toBe(401);
    expect(res.error()).toEqual({ code: 'token_expired', message: 'Token is Expired' });
  });

  it("the session lasts the company's login_timeout", async () => {
    const { companyConfigs } = await import('../src/db/schema');
    const company = await createCompany(ctx.db);
    await ctx.db
      .update(companyConfigs)
      .set({ settings: { login_timeout: 2 } })
      .where(eq(companyConfigs.companyId, company.id));
    const u = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    const hours = (new Date(res.data().expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.99);
    expect(hours).toBeLessThanOrEqual(2);
  });
});
