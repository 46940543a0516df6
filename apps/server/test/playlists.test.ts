import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlistDevices, playlistItems, reportAccess, reports, sessions } from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherCompanyId: number;
let otherAdminToken: string;
let otherReportId: number;
const r: Record<'a' | 'b' | 'c' | 'hidden', number> = { a: 0, b: 0, c: 0, hidden: 0 };

async function htmlReport(
  companyId: number,
  title: string,
  extra: Partial<typeof reports.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'html', title, htmlContent: `<p>${title}</p>`, ...extra })
    .returning({ id: reports.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  otherCompanyId = other.id;
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
  r.a = await htmlReport(world.company.id, 'Alpha');
  r.b = await htmlReport(world.company.id, 'Beta');
  r.c = await htmlReport(world.company.id, 'Gamma');
  r.hidden = await htmlReport(world.company.id, 'Hidden one', { hidden: true });
  otherReportId = await htmlReport(otherCompanyId, 'Elsewhere');
  // The unit's user may open Alpha only.
  await ctx.db
    .insert(reportAccess)
    .values({ companyId: world.company.id, reportId: r.a, userId: world.users.user.id });
});
afterAll(() => ctx.close());

function save(token: string, body: unknown, id?: number) {
  return call(ctx.app, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/auth/playlists/${id}` : '/api/auth/playlists',
    token,
    body,
  });
}

async function newPlaylist(name: string, items: { report_id: number; seconds?: number | null }[]) {
  const res = await save(world.tokens.admin, { name, update_seconds: 10, items });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

describe('playlists', () => {
  it('creates a playlist with ordered items and reads it back', async () => {
    const res = await save(world.tokens.admin, {
      name: 'Lobby',
      update_seconds: 15,
      items: [
        { report_id: r.c, seconds: 5 },
        { report_id: r.a, page_name: 'ReportSection1' },
        { report_id: r.b },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Lobby', update_seconds: 15, items_count: 3 });
    expect(created.items.map((i: { report_id: number }) => i.report_id)).toEqual([r.c, r.a, r.b]);
    expect(created.items[0]).toMatchObject({
      seconds: 5,
      report_title: 'Gamma',
      report_kind: 'html',
      position: 0,
    });
    expect(created.items[1]).toMatchObject({ seconds: null, page_name: 'ReportSection1' });
    const stored = await ctx.db.select().from(playlistItems).where(eq(playlistItems.playlistId, created.id));
    expect(stored).toHaveLength(3);
    expect(stored.every((s) => s.companyId === world.company.id)).toBe(true);

    const one = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${created.id}`,
      token: world.tokens.admin,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().items).toHaveLength(3);
  });

  it('refuses bad bodies with field errors, and reports of another unit', async () => {
    const bad = await save(world.tokens.admin, { name: '', update_seconds: 0, items: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['name', 'update_seconds', 'items']),
    );
    const foreign = await save(world.tokens.admin, {
      name: 'Foreign',
      update_seconds: 10,
      items: [{ report_id: r.a }, { report_id: otherReportId }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors)).toEqual(['items.1.report_id']);
  });

  it('keeps names unique per unit ignoring case', async () => {
    const clash = await save(world.tokens.admin, { name: 'LOBBY', update_seconds: 10, items: [] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('playlist_name_exists');
    const elsewhere = await save(otherAdminToken, { name: 'Lobby', update_seconds: 10, items: [] });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('edits a playlist, replacing its items in the new order', async () => {
    const p = await newPlaylist('Edit me', [{ report_id: r.a }, { report_id: r.b }]);
    const res = await save(
      world.tokens.admin,
      { name: 'Edited', update_seconds: 20, items: [{ report_id: r.b, seconds: 3 }] },
      p.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Edited', update_seconds: 20, items_count: 1 });
    const stored = await ctx.db.select().from(playlistItems).where(eq(playlistItems.playlistId, p.id));
    expect(stored.map((s) => [s.reportId, s.seconds, s.position])).toEqual([[r.b, 3, 0]]);
  });

  it("answers 404 for another unit's playlist on every call", async () => {
    const p = await newPlaylist('Private', [{ report_id: r.a }]);
    for (const [method, url, body] of [
      ['GET', `/api/auth/playlists/${p.id}`, undefined],
      ['GET', `/api/auth/playlists/${p.id}/view`, undefined],
      ['PUT', `/api/auth/playlists/${p.id}`, { name: 'X', update_seconds: 10, items: [] }],
      ['DELETE', `/api/auth/playlists/${p.id}`, undefined],
      ['GET', `/api/auth/playlists/${p.id}/devices`, undefined],
      ['POST', `/api/auth/playlists/${p.id}/devices`, { name: 'TV' }],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: otherAdminToken, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('shows users only the playlists with a report they can view, and only those slides', async () => {
    const mixed = await newPlaylist('Mixed', [{ report_id: r.b }, { report_id: r.a, seconds: 7 }]);
    const none = await newPlaylist('Nothing for users', [{ report_id: r.b }, { report_id: r.hidden }]);
    const list = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/playlists?per_page=100',
      token: world.tokens.user,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(mixed.id);
    expect(ids).not.toContain(none.id);
    expect(list.json().policies).toEqual({ manage: false });
    expect(list.json().data.find((p: { id: number }) => p.id === mixed.id).items_count).toBe(1);

    const adminList = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/playlists?per_page=100&search=nothing',
      token: world.tokens.admin,
    });
    expect(adminList.json()).toMatchObject({ total: 1, policies: { manage: true } });

    const view = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${mixed.id}/view`,
      token: world.tokens.user,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().slides).toEqual([
      { report_id: r.a, title: 'Alpha', kind: 'html', seconds: 7, page_name: null },
    ]);

    const empty = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${none.id}/view`,
      token: world.tokens.user,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().slides).toEqual([]);

    const adminView = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${none.id}/view`,
      token: world.tokens.admin,
    });
    expect(adminView.json().slides.map((s: { seconds: number }) => s.seconds)).toEqual([10, 10]);
  });

  it('drops deleted reports from playlists', async () => {
    const gone = await htmlReport(world.company.id, 'Soon gone');
    const p = await newPlaylist('With a deleted report', [{ report_id: gone }, { report_id: r.a }]);
    await ctx.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, gone));
    const view = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${p.id}/view`,
      token: world.tokens.admin,
    });
    expect(view.json().slides.map((s: { report_id: number }) => s.report_id)).toEqual([r.a]);
  });

  it('deletes a playlist softly; it is then not found', async () => {
    const p = await newPlaylist('Delete me', [{ report_id: r.a }]);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/playlists/${p.id}`,
      token: world.tokens.admin,
    });
    expect(del.statusCode).toBe(200);
    const again = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${p.id}`,
      token: world.tokens.admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('TV devices and playlist sessions', () => {
  let playlistId: number;
  let otherPlaylistId: number;

  async function newDevice(name = 'Lobby TV', id = playlistId) {
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/playlists/${id}/devices`,
      token: world.tokens.admin,
      body: { name },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { device: { id: number }; token: string; path: string };
  }

  async function screenLogin(token: string) {
    return call(ctx.app, { method: 'POST', url: '/api/login/playlist', body: { token } });
  }

  beforeAll(async () => {
    playlistId = (await newPlaylist('Screens', [{ report_id: r.b }, { report_id: r.c }])).id;
    otherPlaylistId = (await newPlaylist('Other screens', [{ report_id: r.a }])).id;
  });

  it('creates a device link shown once and keeps only its hash', async () => {
    const created = await newDevice();
    expect(created.path).toBe(`/auth/playlist/${created.token}`);
    const [row] = await ctx.db
      .select()
      .from(playlistDevices)
      .where(eq(playlistDevices.id, created.device.id));
    expect(row!.tokenHash).toBe(sha256(created.token));
    expect(row!.userId).toBe(world.users.admin.id);
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${playlistId}/devices`,
      token: world.tokens.admin,
    });
    expect(list.json().data[0]).toMatchObject({ id: created.device.id, name: 'Lobby TV', revoked_at: null });
    expect(JSON.stringify(list.json())).not.toContain(created.token);
    const bad = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/playlists/${playlistId}/devices`,
      token: world.tokens.admin,
      body: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toBeDefined();
  });

  it('signs a screen in to its playlist only, as the device creator', async () => {
    const { token, device } = await newDevice('Hall TV');
    const login = await screenLogin(token);
    expect(login.statusCode).toBe(200);
    const answer = login.json();
    expect(answer).toMatchObject({ status: 'success', data: { intended: `/${playlistId}/playlist/view` } });
    expect(answer.user.id).toBe(world.users.admin.id);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(answer.token)));
    expect(session!.playlistId).toBe(playlistId);
    expect(session!.userId).toBe(world.users.admin.id);
    const [stored] = await ctx.db.select().from(playlistDevices).where(eq(playlistDevices.id, device.id));
    expect(stored!.lastSeenAt).not.toBeNull();

    const view = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${playlistId}/view`,
      token: answer.token,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().slides.map((s: { report_id: number }) => s.report_id)).toEqual([r.b, r.c]);
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: answer.token });
    expect(me.statusCode).toBe(200);
    const config = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/config/getConfig',
      token: answer.token,
    });
    expect(config.statusCode).toBe(200);

    // It embeds its playlist's reports, and no other report of the unit.
    const embed = (reportId: number) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/auth/report_view/embed',
        token: answer.token,
        body: { reportId },
      });
    const own = await embed(r.b);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ kind: 'html', report: { id: r.b, title: 'Beta' } });
    expect((await embed(r.a)).statusCode).toBe(404);

    // Another playlist of the same unit is not found; everything else is refused.
    const other = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${otherPlaylistId}/view`,
      token: answer.token,
    });
    expect(other.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/auth/playlists'],
      ['GET', `/api/auth/playlists/${playlistId}`],
      ['GET', '/api/auth/groups'],
      ['GET', '/api/auth/catalogs'],
      ['POST', `/api/auth/playlists/${playlistId}/devices`],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: answer.token, body: { name: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('no_functionality_access');
    }
  });

  it('refuses unknown tokens and tokens of deleted playlists', async () => {
    expect((await screenLogin('nope')).statusCode).toBe(401);
    const bad = await call(ctx.app, { method: 'POST', url: '/api/login/playlist', body: {} });
    expect(bad.statusCode).toBe(400);
    const temp = (await newPlaylist('Temporary', [{ report_id: r.a }])).id;
    const { token } = await newDevice('Temp TV', temp);
    const session = (await screenLogin(token)).json().token as string;
    await call(ctx.app, { method: 'DELETE', url: `/api/auth/playlists/${temp}`, token: world.tokens.admin });
    expect((await screenLogin(token)).statusCode).toBe(401);
    const view = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${temp}/view`,
      token: session,
    });
    expect(view.statusCode).toBe(401);
  });

  it("answers 'Token is Expired' to an expired screen session, which refresh brings back", async () => {
    const { token } = await newDevice('Kitchen TV');
    const session = (await screenLogin(token)).json().token as string;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, sha256(session)));
    const expired = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${playlistId}/view`,
      token: session,
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'token_expired', message: 'Token is Expired' });

    const refreshed = await call(ctx.app, { method: 'POST', url: '/api/refresh/token', token: session });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().token as string;
    const view = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${playlistId}/view`,
      token: fresh,
    });
    expect(view.statusCode).toBe(200);
    // Still a screen session after the refresh.
    const groups = await call(ctx.app, { method: 'GET', url: '/api/auth/groups', token: fresh });
    expect(groups.statusCode).toBe(403);
  });

  it('revokes one device: its screens are signed out, the others keep running', async () => {
    const first = await newDevice('First TV');
    const second = await newDevice('Second TV');
    const s1 = (await screenLogin(first.token)).json().token as string;
    const s2 = (await screenLogin(second.token)).json().token as string;
    const revoke = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/playlists/${playlistId}/devices/${first.device.id}`,
      token: world.tokens.admin,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revoked_at).not.toBeNull();
    const viewOf = (t: string) =>
      call(ctx.app, { method: 'GET', url: `/api/auth/playlists/${playlistId}/view`, token: t });
    expect((await viewOf(s1)).statusCode).toBe(401);
    expect((await viewOf(s2)).statusCode).toBe(200);
    expect((await screenLogin(first.token)).statusCode).toBe(401);
    expect((await screenLogin(second.token)).statusCode).toBe(200);

    const foreign = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/playlists/${playlistId}/devices/${second.device.id}`,
      token: otherAdminToken,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongPlaylist = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/playlists/${otherPlaylistId}/devices/${second.device.id}`,
      token: world.tokens.admin,
    });
    expect(wrongPlaylist.statusCode).toBe(404);
  });
});
