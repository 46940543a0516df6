import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistItems, reports } from '../src/db/schema';
import { call } from './helpers';
import {
  ctx,
  htmlReport,
  newPlaylist,
  otherAdminToken,
  otherReportId,
  r,
  save,
  usePlaylistsWorld,
  world,
} from './playlists-fixtures';

usePlaylistsWorld();

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
      {
        report_id: r.a,
        title: 'Alpha',
        kind: 'html',
        seconds: 7,
        page_name: null,
        in_maintenance: false,
        maintenance_message: null,
      },
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

  it('marks the slides whose report is under maintenance, with its message', async () => {
    const down = await htmlReport(world.company.id, 'Down for now', {
      maintenance: true,
      maintenanceMessage: 'Back after the stock count',
    });
    const later = await htmlReport(world.company.id, 'Scheduled', {
      maintenanceStart: new Date(Date.now() - 60_000),
      maintenanceEnd: new Date(Date.now() + 3_600_000),
    });
    const { id } = await newPlaylist('With maintenance', [
      { report_id: r.a },
      { report_id: down },
      { report_id: later },
    ]);
    const view = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/playlists/${id}/view`,
      token: world.tokens.admin,
    });
    expect(view.statusCode).toBe(200);
    expect(
      view
        .json()
        .slides.map((s: { in_maintenance: boolean; maintenance_message: string | null }) => [
          s.in_maintenance,
          s.maintenance_message,
        ]),
    ).toEqual([
      [false, null],
      [true, 'Back after the stock count'],
      [true, null],
    ]);
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
