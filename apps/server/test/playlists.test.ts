import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistItems, reports } from '../src/db/schema';
import { playlistRoutes } from '@mirante/contracts';
import { callRoute } from './helpers';
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
    const created = res.data();
    expect(created).toMatchObject({ name: 'Lobby', update_seconds: 15, items_count: 3 });
    expect(created.items.map((i) => i.report_id)).toEqual([r.c, r.a, r.b]);
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

    const one = await callRoute(ctx.app, playlistRoutes.get, {
      token: world.tokens.admin,
      params: { id: created.id },
    });
    expect(one.statusCode).toBe(200);
    expect(one.data().items).toHaveLength(3);
  });

  it('refuses bad bodies with field errors, and reports of another unit', async () => {
    const bad = await save(world.tokens.admin, { name: '', update_seconds: 0, items: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'update_seconds', 'items']),
    );
    const foreign = await save(world.tokens.admin, {
      name: 'Foreign',
      update_seconds: 10,
      items: [{ report_id: r.a }, { report_id: otherReportId }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.error().errors ?? {})).toEqual(['items.1.report_id']);
  });

  it('keeps names unique per unit ignoring case', async () => {
    const clash = await save(world.tokens.admin, { name: 'LOBBY', update_seconds: 10, items: [] });
    expect(clash.statusCode).toBe(409);
    expect(clash.error().code).toBe('playlist_name_exists');
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
    expect(res.data()).toMatchObject({ name: 'Edited', update_seconds: 20, items_count: 1 });
    const stored = await ctx.db.select().from(playlistItems).where(eq(playlistItems.playlistId, p.id));
    expect(stored.map((s) => [s.reportId, s.seconds, s.position])).toEqual([[r.b, 3, 0]]);
  });

  it("answers 404 for another unit's playlist on every call", async () => {
    const p = await newPlaylist('Private', [{ report_id: r.a }]);
    const as = { token: otherAdminToken, params: { id: p.id } };
    for (const [name, send] of [
      ['get', () => callRoute(ctx.app, playlistRoutes.get, as)],
      ['view', () => callRoute(ctx.app, playlistRoutes.view, as)],
      [
        'update',
        () =>
          callRoute(ctx.app, playlistRoutes.update, {
            ...as,
            body: { name: 'X', update_seconds: 10, items: [] },
          }),
      ],
      ['remove', () => callRoute(ctx.app, playlistRoutes.remove, as)],
      ['devices', () => callRoute(ctx.app, playlistRoutes.devices, as)],
      ['addDevice', () => callRoute(ctx.app, playlistRoutes.addDevice, { ...as, body: { name: 'TV' } })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('shows users only the playlists with a report they can view, and only those slides', async () => {
    const mixed = await newPlaylist('Mixed', [{ report_id: r.b }, { report_id: r.a, seconds: 7 }]);
    const none = await newPlaylist('Nothing for users', [{ report_id: r.b }, { report_id: r.hidden }]);
    const list = await callRoute(ctx.app, playlistRoutes.list, {
      token: world.tokens.user,
      query: { per_page: 100 },
    });
    expect(list.statusCode).toBe(200);
    const ids = list.data().data.map((p) => p.id);
    expect(ids).toContain(mixed.id);
    expect(ids).not.toContain(none.id);
    expect(list.data().policies).toEqual({ manage: false });
    expect(list.data().data.find((p) => p.id === mixed.id)?.items_count).toBe(1);

    const adminList = await callRoute(ctx.app, playlistRoutes.list, {
      token: world.tokens.admin,
      query: { per_page: 100, search: 'nothing' },
    });
    expect(adminList.data()).toMatchObject({ total: 1, policies: { manage: true } });

    const view = await callRoute(ctx.app, playlistRoutes.view, {
      token: world.tokens.user,
      params: { id: mixed.id },
    });
    expect(view.statusCode).toBe(200);
    expect(view.data().slides).toEqual([
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

    const empty = await callRoute(ctx.app, playlistRoutes.view, {
      token: world.tokens.user,
      params: { id: none.id },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.data().slides).toEqual([]);

    const adminView = await callRoute(ctx.app, playlistRoutes.view, {
      token: world.tokens.admin,
      params: { id: none.id },
    });
    expect(adminView.data().slides.map((s) => s.seconds)).toEqual([10, 10]);
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
    const view = await callRoute(ctx.app, playlistRoutes.view, { token: world.tokens.admin, params: { id } });
    expect(view.statusCode).toBe(200);
    expect(view.data().slides.map((s) => [s.in_maintenance, s.maintenance_message])).toEqual([
      [false, null],
      [true, 'Back after the stock count'],
      [true, null],
    ]);
  });

  it('drops deleted reports from playlists', async () => {
    const gone = await htmlReport(world.company.id, 'Soon gone');
    const p = await newPlaylist('With a deleted report', [{ report_id: gone }, { report_id: r.a }]);
    await ctx.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, gone));
    const view = await callRoute(ctx.app, playlistRoutes.view, {
      token: world.tokens.admin,
      params: { id: p.id },
    });
    expect(view.data().slides.map((s) => s.report_id)).toEqual([r.a]);
  });

  it('deletes a playlist softly; it is then not found', async () => {
    const p = await newPlaylist('Delete me', [{ report_id: r.a }]);
    const del = await callRoute(ctx.app, playlistRoutes.remove, {
      token: world.tokens.admin,
      params: { id: p.id },
    });
    expect(del.statusCode).toBe(200);
    const again = await callRoute(ctx.app, playlistRoutes.get, {
      token: world.tokens.admin,
      params: { id: p.id },
    });
    expect(again.statusCode).toBe(404);
  });
});
