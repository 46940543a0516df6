import {
  ZCreatePlaylistDeviceRequest,
  ZCreatePlaylistDeviceResponse,
  ZLoginResponse,
  ZPageQuery,
  ZPlaylist,
  ZPlaylistDevice,
  ZPlaylistDeviceList,
  ZPlaylistDeviceParams,
  ZPlaylistLoginRequest,
  ZPlaylistPage,
  ZPlaylistParams,
  ZPlaylistView,
  ZSavePlaylistRequest,
} from '@mirante/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { visibleReportIds } from '../reports/report-access';
import { createDevice, listDevices, playlistLogin, revokeDevice } from './playlist-devices';
import { playlistPolicy } from './playlists.policy';
import {
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  listPlaylists,
  updatePlaylist,
} from './playlists.repository';
import { playlistView } from './playlists.service';

type Rule = (scope: Scope) => boolean;

/** Profile first, so a caller without access gets 403 even when its body is wrong. */
function allow(rule: Rule) {
  return async (request: FastifyRequest) => authorize(request.scope, rule);
}

/** The rule guarantees the unit; this narrows the type. */
function unitOf(scope: Scope): number {
  return scope.companyId as number;
}

export function playlistRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['playlists'];
    const manage = allow(playlistPolicy.manage);
    const watch = allow(playlistPolicy.watch);

    app.get(
      '/auth/playlists',
      {
        preValidation: watch,
        schema: {
          tags,
          summary: 'Playlists the caller may watch (admins: every playlist of the unit)',
          querystring: ZPageQuery,
          response: { 200: ZPlaylistPage },
        },
      },
      async (request) => {
        const scope = request.scope;
        const isManager = playlistPolicy.manage(scope);
        const visible = isManager ? null : await visibleReportIds(db, scope);
        const page = await listPlaylists(db, unitOf(scope), request.query, visible, !isManager);
        return { ...page, policies: { manage: isManager } };
      },
    );
    app.get(
      '/auth/playlists/:id',
      {
        preValidation: manage,
        schema: {
          tags,
          summary: 'One playlist with its items',
          params: ZPlaylistParams,
          response: { 200: ZPlaylist },
        },
      },
      async (request) => findPlaylist(db, unitOf(request.scope), request.params.id),
    );
    app.get(
      '/auth/playlists/:id/view',
      {
        preValidation: watch,
        schema: {
          tags,
          summary: 'The slides of a playlist the caller can see (TV sessions: their playlist only)',
          params: ZPlaylistParams,
          response: { 200: ZPlaylistView },
        },
      },
      async (request) => playlistView(db, request.scope, request.params.id),
    );
    app.post(
      '/auth/playlists',
      {
        preValidation: manage,
        schema: { tags, summary: 'Add a playlist', body: ZSavePlaylistRequest, response: { 201: ZPlaylist } },
      },
      async (request, reply) => {
        const playlist = await createPlaylist(db, unitOf(request.scope), request.scope.userId, request.body);
        await audit(request.scope, 'playlist.created', playlist.id, { name: playlist.name });
        return reply.status(201).send(playlist);
      },
    );
    app.put(
      '/auth/playlists/:id',
      {
        preValidation: manage,
        schema: {
          tags,
          summary: 'Edit a playlist (its items are replaced, in the given order)',
          params: ZPlaylistParams,
          body: ZSavePlaylistRequest,
          response: { 200: ZPlaylist },
        },
      },
      async (request) => {
        const playlist = await updatePlaylist(db, unitOf(request.scope), request.params.id, request.body);
        await audit(request.scope, 'playlist.updated', playlist.id, { name: playlist.name });
        return playlist;
      },
    );
    app.delete(
      '/auth/playlists/:id',
      {
        preValidation: manage,
        schema: {
          tags,
          summary: 'Delete a playlist (its devices are revoked and its screens signed out)',
          params: ZPlaylistParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await deletePlaylist(db, unitOf(request.scope), request.params.id);
        await audit(request.scope, 'playlist.deleted', request.params.id, {});
        return { deleted: true as const };
      },
    );

    app.get(
      '/auth/playlists/:id/devices',
      {
        preValidation: manage,
        schema: {
          tags,
          summary: 'TV devices of a playlist',
          params: ZPlaylistParams,
          response: { 200: ZPlaylistDeviceList },
        },
      },
      async (request) => listDevices(db, unitOf(request.scope), request.params.id),
    );
    app.post(
      '/auth/playlists/:id/devices',
      {
        preValidation: manage,
        schema: {
          tags,
          summary: 'Create a TV device link (the link is shown only in this answer)',
          params: ZPlaylistParams,
          body: ZCreatePlaylistDeviceRequest,
          response: { 201: ZCreatePlaylistDeviceResponse },
        },
      },
      async (request, reply) => {
        const created = await createDevice({
          db,
          companyId: unitOf(request.scope),
          userId: request.scope.userId,
          playlistId: request.params.id,
          name: request.body.name,
        });
        await audit(request.scope, 'playlist.device_created', request.params.id, {
          device_id: created.device.id,
        });
        return reply.status(201).send(created);
      },
    );
    app.delete(
      '/auth/playlists/:id/devices/:deviceId',
      {
        preValidation: manage,
        schema: {
          tags,
          summary: 'Revoke a TV device (its screens are signed out)',
          params: ZPlaylistDeviceParams,
          response: { 200: ZPlaylistDevice },
        },
      },
      async (request) => {
        const device = await revokeDevice(
          db,
          unitOf(request.scope),
          request.params.id,
          request.params.deviceId,
        );
        await audit(request.scope, 'playlist.device_revoked', request.params.id, { device_id: device.id });
        return device;
      },
    );

    app.post(
      '/login/playlist',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign a TV screen in with a device token (a session for that playlist only)',
          body: ZPlaylistLoginRequest,
          response: { 200: ZLoginResponse },
        },
      },
      async (request) =>
        playlistLogin({
          db,
          token: request.body.token,
          client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        }),
    );

    function audit(scope: Scope, event: string, id: number, details: Record<string, unknown>) {
      return recordAudit(db, {
        event,
        outcome: 'success',
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        details: { playlist_id: id, ...details },
      });
    }
  };
}
