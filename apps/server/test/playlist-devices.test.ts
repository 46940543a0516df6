import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playlistDevices, sessions } from '../src/db/schema';
import { PLAYLIST_SESSION_ROUTES } from '../src/modules/playlists/playlists-session.service';
import { sha256 } from '../src/platform/crypto';
import {
  authRoutes,
  catalogRoutes,
  configRoutes,
  groupRoutes,
  playlistRoutes,
  reportViewRoutes,
} from '@mirante/contracts';
import { call, callRoute } from './helpers';
import { ctx, newPlaylist, otherAdminToken, r, usePlaylistsWorld, world } from './playlists-fixtures';

usePlaylistsWorld();

describe('TV devices and playlist sessions', () => {
  let playlistId: number;
  let otherPlaylistId: number;

  async function newDevice(name = 'Lobby TV', id = playlistId) {
    const res = await callRoute(ctx.app, playlistRoutes.addDevice, {
      token: world.tokens.admin,
      body: { name },
      params: { id },
    });
    expect(res.statusCode).toBe(201);
    return res.data();
  }

  async function screenLogin(token: string) {
    return callRoute(ctx.app, authRoutes.playlistLogin, { body: { token } });
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
    const list = await callRoute(ctx.app, playlistRoutes.devices, {
      token: world.tokens.admin,
      params: { id: playlistId },
    });
    expect(list.data().data[0]).toMatchObject({ id: created.device.id, name: 'Lobby TV', revoked_at: null });
    expect(JSON.stringify(list.data())).not.toContain(created.token);
    const bad = await callRoute(ctx.app, playlistRoutes.addDevice, {
      token: world.tokens.admin,
      body: { name: '' },
      params: { id: playlistId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.name).toBeDefined();
  });

  it('signs a screen in to its playlist only, as the device creator', async () => {
    const { token, device } = await newDevice('Hall TV');
    const login = await screenLogin(token);
    expect(login.statusCode).toBe(200);
    const answer = login.data();
    expect(answer).toMatchObject({ status: 'success', data: { intended: `/${playlistId}/playlist/view` } });
    expect(answer.user?.id).toBe(world.users.admin.id);
    // The app learns it is a screen, bound to this playlist.
    expect(answer.user?.playlist_id).toBe(playlistId);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(answer.token)));
    expect(session!.playlistId).toBe(playlistId);
    expect(session!.userId).toBe(world.users.admin.id);
    const [stored] = await ctx.db.select().from(playlistDevices).where(eq(playlistDevices.id, device.id));
    expect(stored!.lastSeenAt).not.toBeNull();

    const view = await callRoute(ctx.app, playlistRoutes.view, {
      token: answer.token,
      params: { id: playlistId },
    });
    expect(view.statusCode).toBe(200);
    expect(view.data().slides.map((s) => s.report_id)).toEqual([r.b, r.c]);
    const me = await callRoute(ctx.app, authRoutes.me, { token: answer.token });
    expect(me.statusCode).toBe(200);
    expect(me.data().user.playlist_id).toBe(playlistId);
    const adminMe = await callRoute(ctx.app, authRoutes.me, { token: world.tokens.admin });
    expect(adminMe.data().user.playlist_id).toBeUndefined();
    const config = await callRoute(ctx.app, configRoutes.get, { token: answer.token });
    expect(config.statusCode).toBe(200);
    // Its config lands on the playlist and offers no unit to switch to.
    expect(config.data()).toMatchObject({ intended: `/${playlistId}/playlist/view`, companies: [] });

    // It embeds its playlist's reports, and no other report of the unit.
    const embed = (reportId: number) =>
      callRoute(ctx.app, reportViewRoutes.embed, { token: answer.token, body: { reportId } });
    const own = await embed(r.b);
    expect(own.statusCode).toBe(200);
    expect(own.data()).toMatchObject({ kind: 'html', report: { id: r.b, title: 'Beta' } });
    expect((await embed(r.a)).statusCode).toBe(404);

    // Another playlist of the same unit is not found; everything else is refused.
    const other = await callRoute(ctx.app, playlistRoutes.view, {
      token: answer.token,
      params: { id: otherPlaylistId },
    });
    expect(other.statusCode).toBe(404);
    const screen = answer.token;
    for (const [name, send] of [
      ['playlists', () => callRoute(ctx.app, playlistRoutes.list, { token: screen })],
      [
        'playlist',
        () => callRoute(ctx.app, playlistRoutes.get, { token: screen, params: { id: playlistId } }),
      ],
      ['groups', () => callRoute(ctx.app, groupRoutes.list, { token: screen })],
      ['catalogs', () => callRoute(ctx.app, catalogRoutes.list, { token: screen })],
      [
        'add device',
        () =>
          callRoute(ctx.app, playlistRoutes.addDevice, {
            token: screen,
            params: { id: playlistId },
            body: { name: 'x' },
          }),
      ],
    ] as const) {
      const res = await send();
      expect(res.statusCode, name).toBe(403);
      expect(res.error().code).toBe('no_functionality_access');
    }
  });

  it('refuses a screen session every other call the server has', async () => {
    const { token } = await newDevice('Walk TV');
    const session = (await screenLogin(token)).data().token;
    const others = ctx.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.public &&
        route.method !== 'HEAD' &&
        !PLAYLIST_SESSION_ROUTES.has(`${route.method} ${route.url}`),
    );
    expect(others.length).toBeGreaterThan(100);
    for (const route of others) {
      // Raw: every route the server has, with placeholder parameters.
      const res = await call(ctx.app, {
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, '1').replace('*', 'x'),
        token: session,
        body: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('no_functionality_access');
    }
    // The screen is still signed in after all of that.
    const view = await callRoute(ctx.app, playlistRoutes.view, {
      token: session,
      params: { id: playlistId },
    });
    expect(view.statusCode).toBe(200);
  });

  it('refuses unknown tokens and tokens of deleted playlists', async () => {
    expect((await screenLogin('nope')).statusCode).toBe(401);
    const bad = await callRoute(ctx.app, authRoutes.playlistLogin, { body: {} as never });
    expect(bad.statusCode).toBe(400);
    const temp = (await newPlaylist('Temporary', [{ report_id: r.a }])).id;
    const { token } = await newDevice('Temp TV', temp);
    const session = (await screenLogin(token)).data().token;
    await callRoute(ctx.app, playlistRoutes.remove, { token: world.tokens.admin, params: { id: temp } });
    expect((await screenLogin(token)).statusCode).toBe(401);
    const view = await callRoute(ctx.app, playlistRoutes.view, { token: session, params: { id: temp } });
    expect(view.statusCode).toBe(401);
  });

  it("answers 'Token is Expired' to an expired screen session, which refresh brings back", async () => {
    const { token } = await newDevice('Kitchen TV');
    const session = (await screenLogin(token)).data().token;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, sha256(session)));
    const expired = await callRoute(ctx.app, playlistRoutes.view, {
      token: session,
      params: { id: playlistId },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.error()).toMatchObject({ code: 'token_expired', message: 'Token is Expired' });

    const refreshed = await callRoute(ctx.app, authRoutes.refreshToken, { token: session });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.data().token;
    const view = await callRoute(ctx.app, playlistRoutes.view, { token: fresh, params: { id: playlistId } });
    expect(view.statusCode).toBe(200);
    // Still a screen session after the refresh.
    const groups = await callRoute(ctx.app, groupRoutes.list, { token: fresh });
    expect(groups.statusCode).toBe(403);
  });

  it('revokes one device: its screens are signed out, the others keep running', async () => {
    const first = await newDevice('First TV');
    const second = await newDevice('Second TV');
    const s1 = (await screenLogin(first.token)).data().token;
    const s2 = (await screenLogin(second.token)).data().token;
    const revoke = await callRoute(ctx.app, playlistRoutes.revokeDevice, {
      token: world.tokens.admin,
      params: { id: playlistId, deviceId: first.device.id },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.data().revoked_at).not.toBeNull();
    const viewOf = (t: string) =>
      callRoute(ctx.app, playlistRoutes.view, { token: t, params: { id: playlistId } });
    expect((await viewOf(s1)).statusCode).toBe(401);
    expect((await viewOf(s2)).statusCode).toBe(200);
    expect((await screenLogin(first.token)).statusCode).toBe(401);
    expect((await screenLogin(second.token)).statusCode).toBe(200);

    const foreign = await callRoute(ctx.app, playlistRoutes.revokeDevice, {
      token: otherAdminToken,
      params: { id: playlistId, deviceId: second.device.id },
    });
    expect(foreign.statusCode).toBe(404);
    const wrongPlaylist = await callRoute(ctx.app, playlistRoutes.revokeDevice, {
      token: world.tokens.admin,
      params: { id: otherPlaylistId, deviceId: second.device.id },
    });
    expect(wrongPlaylist.statusCode).toBe(404);
  });
});
