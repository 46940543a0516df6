import {
  authRoutes,
  companyRoutes,
  playlistRoutes,
  remoteAccessRoutes,
  sessionRoutes,
  switchingRoutes,
  themeRoutes,
} from '@mirante/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  companies,
  playlistDevices,
  playlists,
  remoteAccessRequests,
  sessions,
  themes,
} from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { addMembership, setCompanySettings } from './switching-fixtures';

// A change and its audit record are stored together or not at all. The audit insert is made to
// fail by a constraint on the audit table (real PostgreSQL refuses the row), and the change it
// records must then be rolled back too.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());
afterEach(() => allowAudit());

/** From now on the audit table refuses the rows of `event` (with `outcome`, when given). */
async function refuseAudit(event: string, outcome?: string) {
  // DDL takes no parameters; the names are this file's own constants.
  const allowed = outcome ? `not (event = '${event}' and outcome = '${outcome}')` : `event <> '${event}'`;
  await ctx.db.execute(
    sql.raw(`alter table audit_events add constraint audit_refused check (${allowed}) not valid`),
  );
}

async function allowAudit() {
  await ctx.db.execute(sql`alter table audit_events drop constraint if exists audit_refused`);
}

const me = (token: string) => callRoute(ctx.app, authRoutes.me, { token });

function auditOf(event: string, userId: number) {
  return ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.event, event), eq(auditEvents.userId, userId)));
}

async function sessionOf(token: string) {
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row!;
}

describe('sign-in, logout and token refresh', () => {
  it('a logout whose record cannot be written leaves the session open', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const token = await signIn(ctx.app, member.email);
    await refuseAudit('logout');
    const out = await callRoute(ctx.app, authRoutes.logout, { token });
    expect(out.statusCode).toBe(500);
    expect((await me(token)).statusCode).toBe(200);
    expect(await auditOf('logout', member.id)).toEqual([]);

    await allowAudit();
    expect((await callRoute(ctx.app, authRoutes.logout, { token })).statusCode).toBeLessThan(300);
    expect((await me(token)).statusCode).toBe(401);
    expect(await auditOf('logout', member.id)).toEqual([expect.objectContaining({ outcome: 'success' })]);
  });

  it('a sign-in whose record cannot be written opens no session; a refused one is still recorded', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await refuseAudit('login', 'success');
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: member.email, password: member.password },
    });
    expect(res.statusCode).toBe(500);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);

    // A wrong password changes nothing: its record is a single row of its own.
    const wrong = await callRoute(ctx.app, authRoutes.login, {
      body: { email: member.email, password: 'Wrong-Password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    const outcomes = (await auditOf('login', member.id)).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['incorrect_credentials', 'unexpected_error']);

    await allowAudit();
    const token = await signIn(ctx.app, member.email);
    const [success] = (await auditOf('login', member.id)).filter((r) => r.outcome === 'success');
    expect(success).toBeDefined();
    expect((await sessionOf(token)).userId).toBe(member.id);
  });

  it('a refresh whose record cannot be written keeps the old token', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const token = await signIn(ctx.app, member.email);
    await refuseAudit('refresh_token', 'success');
    const res = await callRoute(ctx.app, authRoutes.refreshToken, { token });
    expect(res.statusCode).toBe(500);
    expect((await me(token)).statusCode).toBe(200);

    await allowAudit();
    const fresh = await callRoute(ctx.app, authRoutes.refreshToken, { token });
    expect(fresh.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh.data().token)).statusCode).toBe(200);
    const outcomes = (await auditOf('refresh_token', member.id)).map((r) => r.outcome);
    expect(outcomes).toContain('success');
  });
});

describe('ending a session', () => {
  it('an ended session whose record cannot be written stays open', async () => {
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const here = await signIn(ctx.app, member.email);
    const there = await signIn(ctx.app, member.email);
    const id = (await sessionOf(there)).id;
    const end = () => callRoute(ctx.app, sessionRoutes.end, { params: { id }, token: here });
    await refuseAudit('end_session');
    expect((await end()).statusCode).toBe(500);
    expect((await me(there)).statusCode).toBe(200);

    await allowAudit();
    expect((await end()).statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect(await auditOf('end_session', member.id)).toHaveLength(1);
  });
});

describe('switching units', () => {
  it('a company change whose record cannot be written keeps the current session and opens none', async () => {
    const second = await createCompany(ctx.db, { partnerId: world.partner.id });
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await addMembership(ctx.db, member.id, second.id, 'admin');
    const token = await signIn(ctx.app, member.email);
    const change = () =>
      callRoute(ctx.app, switchingRoutes.changeCompany, {
        token,
        body: { company_id: second.id },
      });

    await refuseAudit('switch_company', 'success');
    expect((await change()).statusCode).toBe(500);
    expect((await me(token)).statusCode).toBe(200);
    const open = await ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(open.map((s) => s.companyId)).toEqual([world.company.id]);

    await allowAudit();
    const res = await change();
    expect(res.data()).toMatchObject({ status: 'success', user: { company_id: second.id } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await auditOf('switch_company', member.id)).map((r) => r.outcome)).toContain('success');
  });
});

describe("a partner's business units", () => {
  it('a unit deletion whose record cannot be written leaves the unit and its sessions', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const remove = () =>
      callRoute(ctx.app, companyRoutes.remove, { params: { id: unit.id }, token: world.tokens.master });

    await refuseAudit('company.deleted');
    expect((await remove()).statusCode).toBe(500);
    const [kept] = await ctx.db.select().from(companies).where(eq(companies.id, unit.id));
    expect(kept).toMatchObject({ deletedAt: null, active: true });
    expect((await me(adminToken)).statusCode).toBe(200);

    await allowAudit();
    expect((await remove()).statusCode).toBe(204);
    const [gone] = await ctx.db.select().from(companies).where(eq(companies.id, unit.id));
    expect(gone!.deletedAt).not.toBeNull();
    const [record] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.event, 'company.deleted'));
    expect(record).toMatchObject({ outcome: 'success', companyId: unit.id, userId: world.users.master.id });
  });
});

describe('themes', () => {
  it('a theme whose record cannot be written is not created', async () => {
    const create = () =>
      callRoute(ctx.app, themeRoutes.create, {
        token: world.tokens.admin,
        body: { name: 'Audited', colors: { button: '#123456' } },
      });
    await refuseAudit('theme_create');
    expect((await create()).statusCode).toBe(500);
    expect(await ctx.db.select().from(themes).where(eq(themes.name, 'Audited'))).toEqual([]);

    await allowAudit();
    expect((await create()).statusCode).toBe(200);
    expect(await ctx.db.select().from(themes).where(eq(themes.name, 'Audited'))).toHaveLength(1);
    expect(await auditOf('theme_create', world.users.admin.id)).toEqual([
      expect.objectContaining({ outcome: 'success', companyId: world.company.id }),
    ]);
  });
});

describe('remote access', () => {
  it('an answer or an entry whose record cannot be written leaves the request as it was', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    await setCompanySettings(ctx.db, unit.id, { allow_access_remote: 'S', require_consent_remote: 'S' });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const asked = await callRoute(ctx.app, switchingRoutes.enterUnit, {
      token: world.tokens.master,
      body: { company_id: unit.id, perfil_usuario: 'admin' },
    });
    expect(asked.data().status).toBe('wait_authorization');
    const waiting: string = asked.data().token;
    const [request] = await ctx.db
      .select()
      .from(remoteAccessRequests)
      .where(eq(remoteAccessRequests.tokenHash, sha256(waiting)));
    const authorize = () =>
      callRoute(ctx.app, remoteAccessRoutes.authorize, { params: { id: request!.id }, token: adminToken });
    const poll = () =>
      callRoute(ctx.app, remoteAccessRoutes.status, {
        params: { token: waiting },
        token: world.tokens.master,
      });

    await refuseAudit('remote_access_authorize');
    expect((await authorize()).statusCode).toBe(500);
    const [still] = await ctx.db
      .select()
      .from(remoteAccessRequests)
      .where(eq(remoteAccessRequests.id, request!.id));
    expect(still).toMatchObject({ status: 'pending', decidedByUserId: null });
    await allowAudit();
    expect((await authorize()).statusCode).toBe(200);

    // The partner's entry: its token is spent only with the session and its record.
    await refuseAudit('switch_partner');
    expect((await poll()).statusCode).toBe(500);
    const entered = () =>
      ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, world.users.master.id), eq(sessions.companyId, unit.id)));
    expect(await entered()).toEqual([]);
    await allowAudit();
    const answer = await poll();
    expect(answer.data()).toMatchObject({ status: 'authorized', login: { status: 'success' } });
    expect(await entered()).toHaveLength(1);
    expect((await auditOf('switch_partner', world.users.master.id)).map((r) => r.companyId)).toContain(
      unit.id,
    );
  });
});

describe('TV sign-in', () => {
  it('a screen whose sign-in record cannot be written gets no session', async () => {
    const [playlist] = await ctx.db
      .insert(playlists)
      .values({ companyId: world.company.id, name: 'Lobby' })
      .returning();
    const created = await callRoute(ctx.app, playlistRoutes.addDevice, {
      params: { id: playlist!.id },
      token: world.tokens.admin,
      body: { name: 'Lobby TV' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, device } = created.data();
    const screens = () => ctx.db.select().from(sessions).where(eq(sessions.playlistId, playlist!.id));
    const signInScreen = () => callRoute(ctx.app, authRoutes.playlistLogin, { body: { token } });

    await refuseAudit('login_playlist');
    expect((await signInScreen()).statusCode).toBe(500);
    expect(await screens()).toEqual([]);
    const [untouched] = await ctx.db.select().from(playlistDevices).where(eq(playlistDevices.id, device.id));
    expect(untouched!.lastSeenAt).toBeNull();

    await allowAudit();
    expect((await signInScreen()).statusCode).toBe(200);
    expect(await screens()).toHaveLength(1);
    expect(await auditOf('login_playlist', world.users.admin.id)).toHaveLength(1);
  });
});
