import { auditRoutes, authRoutes, sessionRoutes } from '@mirante/contracts';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '../src/db/schema';
import { REFRESH_GRACE_MS } from '../src/modules/auth/auth.routes';
import { revokeUserSessions } from '../src/modules/auth/auth-sessions.repository';
import { resetPassword } from '../src/modules/users/users.service';
import { sha256 } from '../src/platform/crypto';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
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

// Raw: each sign-in comes from a client address of its own, which callRoute does not set.
async function signInFrom(email: string, userAgent: string, remoteAddress = '192.0.2.20'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    cookies: { 'XSRF-TOKEN': 'x' },
    headers: { 'x-xsrf-token': 'x', 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return authRoutes.login.response.parse(res.json()).token;
}

const me = (token: string) => callRoute(ctx.app, authRoutes.me, { token, lang: 'en-US' });
const listSessions = (token: string) => callRoute(ctx.app, sessionRoutes.list, { token });
const endSession = (token: string, id: number | string, lang?: string) =>
  callRoute(ctx.app, sessionRoutes.end, { token, params: { id: id as number }, ...(lang ? { lang } : {}) });
const sessionIdOf = async (token: string) =>
  (
    await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
  )[0]!.id;

describe('GET /api/auth/sessions', () => {
  it("lists the caller's open sessions, marking the current one", async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const laptop = await signInFrom(
      member.email,
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
      '192.0.2.21',
    );
    const phone = await signInFrom(member.email, 'Mozilla/5.0 (iPhone) Safari/604.1', '192.0.2.22');
    const closed = await signInFrom(member.email, 'Old/1.0');
    await callRoute(ctx.app, authRoutes.logout, { token: closed });
    const expired = await signInFrom(member.email, 'Expired/1.0');
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(expired)));

    const res = await listSessions(laptop);
    expect(res.statusCode).toBe(200);
    // Raw read: the test checks every key the server sends, which the schema's parse would trim.
    const data = res.json().data as Record<string, unknown>[];
    expect(data.map((s) => s.user_agent).sort()).toEqual([
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
      'Mozilla/5.0 (iPhone) Safari/604.1',
    ]);
    const current = data.find((s) => s.current);
    expect(current).toMatchObject({
      id: await sessionIdOf(laptop),
      ip: '192.0.2.21',
      impersonated: false,
    });
    expect(data.filter((s) => s.current)).toHaveLength(1);
    for (const s of data) {
      expect(Object.keys(s).sort()).toEqual(
        [
          'created_at',
          'current',
          'expires_at',
          'id',
          'impersonated',
          'ip',
          'last_seen_at',
          'user_agent',
        ].sort(),
      );
      expect(new Date(s.expires_at as string).getTime()).toBeGreaterThan(Date.now());
    }
    // Nothing of the token or its hash goes out.
    expect(res.body).not.toContain(sha256(phone));
    expect(res.body).not.toContain(phone);
  });

  it("never shows another user's sessions", async () => {
    const res = await listSessions(world.tokens.admin);
    const ids = res.data().data.map((s) => s.id);
    expect(ids).toContain(await sessionIdOf(world.tokens.admin));
    expect(ids).not.toContain(await sessionIdOf(world.tokens.user));
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends another session of the caller: its token stops working at once', async () => {
    const member = await createUser(ctx.db, { profile: 'admin', companyId: world.company.id });
    const here = await signInFrom(member.email, 'Here/1.0');
    const there = await signInFrom(member.email, 'There/1.0');
    const res = await endSession(here, await sessionIdOf(there), 'en-US');
    expect([res.statusCode, res.data()]).toEqual([
      200,
      { status: 'success', message: 'Done successfully!', current: false },
    ]);
    expect([(await me(there)).statusCode, (await me(there)).error().code]).toEqual([401, 'session_expired']);
    expect((await me(here)).statusCode).toBe(200);
    const [record] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'end_session'))
      .orderBy(auditEvents.id);
    expect(record).toMatchObject({ outcome: 'success', userId: member.id });
  });

  it('ending the current session is a logout', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const token = await signInFrom(member.email, 'Self/1.0');
    const id = await sessionIdOf(token);
    const res = await endSession(token, id);
    expect(res.data()).toMatchObject({ status: 'success', current: true });
    expect((await me(token)).statusCode).toBe(401);
    const records = await ctx.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(records.map((r) => r.event)).toContain('logout');
  });

  it("answers 404 for another user's session and for an unknown id, and leaves them alone", async () => {
    const victim = await signInFrom(world.users.user.email, 'Victim/1.0');
    const victimId = await sessionIdOf(victim);
    for (const id of [victimId, 999_999]) {
      const res = await endSession(world.tokens.admin, id, 'en-US');
      expect([res.statusCode, res.error()]).toEqual([
        404,
        { code: 'not_found', message: 'No records found!' },
      ]);
    }
    expect((await me(victim)).statusCode).toBe(200);
  });

  it('answers 400 with a field error for an id that is not a number', async () => {
    const res = await endSession(world.tokens.user, 'abc', 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({ code: 'validation_failed', errors: { id: ['id is invalid'] } });
  });
});

describe('POST /api/refresh/log/auth', () => {
  it('marks the session as seen now', async () => {
    const token = await signInFrom(world.users.user.email, 'Heartbeat/1.0');
    const long = new Date(Date.now() - 3_600_000);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: long })
      .where(eq(sessions.tokenHash, sha256(token)));
    const res = await callRoute(ctx.app, sessionRoutes.heartbeat, { token });
    expect([res.statusCode, res.data()]).toEqual([200, { status: 'success' }]);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('POST /api/refresh/token after expiry', () => {
  const expire = (token: string, agoMs: number) =>
    ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - agoMs) })
      .where(eq(sessions.tokenHash, sha256(token)));

  it('refreshes a session that expired moments ago (the playlist view keeps playing)', async () => {
    const token = await signInFrom(world.users.user.email, 'Playlist/1.0');
    await expire(token, 60_000);
    expect((await me(token)).error()).toEqual({ code: 'token_expired', message: 'Token is Expired' });
    const res = await callRoute(ctx.app, authRoutes.refreshToken, { token });
    expect(res.statusCode).toBe(200);
    expect((await me(res.data().token)).statusCode).toBe(200);
    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.event, 'refresh_token'));
    expect(audit.at(-1)).toMatchObject({ outcome: 'success', userId: world.users.user.id });
  });

  it('refuses a session expired for longer than the grace, and a revoked one', async () => {
    const old = await signInFrom(world.users.user.email, 'Playlist/1.0');
    await expire(old, REFRESH_GRACE_MS + 1000);
    const res = await callRoute(ctx.app, authRoutes.refreshToken, { token: old });
    expect([res.statusCode, res.error().code]).toEqual([401, 'token_expired']);

    const revoked = await signInFrom(world.users.user.email, 'Playlist/1.0');
    await callRoute(ctx.app, authRoutes.logout, { token: revoked });
    const again = await callRoute(ctx.app, authRoutes.refreshToken, { token: revoked });
    expect([again.statusCode, again.error().code]).toEqual([401, 'session_expired']);
  });
});

describe('ending every session of a user', () => {
  it('revocation (deactivation, 2FA reset) answers 401 on the next call of each session', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const tokens = [await signInFrom(member.email, 'A/1'), await signInFrom(member.email, 'B/1')];
    await revokeUserSessions(ctx.db, member.id);
    for (const token of tokens) {
      expect((await me(token)).error()).toEqual({
        code: 'session_expired',
        message: 'Authentication expired',
      });
    }
  });

  it('a password reset ends them too', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const token = await signInFrom(member.email, 'A/1');
    await resetPassword({ db: ctx.db, email: member.email, password: 'Another-Pass-42' });
    expect((await me(token)).statusCode).toBe(401);
  });
});

type TAuditQueryInput = Partial<z.input<typeof auditRoutes.list.query>>;

describe('GET /api/auth/audit', () => {
  const audit = (token: string, query: TAuditQueryInput = {}) =>
    callRoute(ctx.app, auditRoutes.list, { token, query: { per_page: 100, ...query } });

  it("shows an admin their unit's records only", async () => {
    const other = await createCompany(ctx.db);
    const stranger = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    await signInFrom(stranger.email, 'Stranger/1.0');
    await signInFrom(world.users.user.email, 'Neighbour/1.0');
    const res = await audit(world.tokens.admin);
    expect(res.statusCode).toBe(200);
    const rows = res.data().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.company_id === world.company.id)).toBe(true);
    expect(rows.some((r) => r.user_id === world.users.user.id)).toBe(true);
    expect(rows.some((r) => r.user_id === stranger.id)).toBe(false);
    const times = rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows a partner its units' and its own records, not another partner's", async () => {
    const elsewhere = await createPartner(ctx.db);
    const foreignUnit = await createCompany(ctx.db, { partnerId: elsewhere.id });
    const foreigner = await createUser(ctx.db, { profile: 'admin', companyId: foreignUnit.id });
    await signInFrom(foreigner.email, 'Foreign/1.0');
    const rows = (await audit(world.tokens.master)).data().data;
    expect(rows.some((r) => r.user_id === world.users.master.id && r.partner_id === world.partner.id)).toBe(
      true,
    );
    expect(rows.some((r) => r.company_id === world.company.id)).toBe(true);
    expect(rows.some((r) => r.user_id === foreigner.id)).toBe(false);
    expect(rows.every((r) => r.company_id === world.company.id || r.partner_id === world.partner.id)).toBe(
      true,
    );
  });

  it('shows the operator everything, filtered by event and outcome, one page at a time', async () => {
    await callRoute(ctx.app, authRoutes.login, {
      body: { email: 'ghost-audit@example.test', password: 'x' },
    });
    const failures = await audit(world.tokens.a2m, { event: 'login', outcome: 'incorrect_credentials' });
    const rows = failures.data().data;
    expect(rows.some((r) => r.email === 'ghost-audit@example.test')).toBe(true);
    expect(rows.every((r) => r.event === 'login' && r.outcome === 'incorrect_credentials')).toBe(true);

    const page = (
      await callRoute(ctx.app, auditRoutes.list, { token: world.tokens.a2m, query: { per_page: 2, page: 2 } })
    ).data();
    expect(page).toMatchObject({ page: 2, per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('refuses the user profile and answers 400 to a bad page size', async () => {
    const refused = await audit(world.tokens.user);
    expect([refused.statusCode, refused.error().code]).toEqual([403, 'no_functionality_access']);
    const bad = await callRoute(ctx.app, auditRoutes.list, {
      token: world.tokens.admin,
      query: { per_page: 1000 },
      lang: 'en-US',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors).toEqual({ per_page: ['per_page is invalid'] });
  });
});
