import { authRoutes } from '@mirante/contracts';
import {
  ZCreatePlaylistDeviceRequest,
  ZCreatePlaylistDeviceResponse,
  ZPageQuery,
  ZPlaylist,
  ZPlaylistDevice,
  ZPlaylistDeviceList,
  ZPlaylistDeviceParams,
  ZPlaylistPage,
  ZPlaylistParams,
  ZPlaylistView,
  ZSavePlaylistRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/serve';
import { z } from 'zod';
import { playlistLogin } from './playlist-devices';
import { playlistPolicy } from './playlists.policy';
import {
  addPlaylist,
  addPlaylistDevice,
  editPlaylist,
  getPlaylist,
  listPlaylistDevices,
  listPlaylistsFor,
  playlistView,
  removePlaylist,
  revokePlaylistDevice,
} from './playlists.service';

export function playlistRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['playlists'];

    app.get(
      '/auth/playlists',
      {
        config: { policy: playlistPolicy.watch },
        schema: {
          tags,
          summary: 'Playlists the caller may watch (admins: every playlist of the unit)',
          querystring: ZPageQuery,
          response: { 200: ZPlaylistPage },
        },
      },
      async (request) => listPlaylistsFor({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/playlists/:id',
      {
        config: { policy: playlistPolicy.manage },
        schema: {
          tags,
          summary: 'One playlist with its items',
          params: ZPlaylistParams,
          response: { 200: ZPlaylist },
        },
      },
      async (request) => getPlaylist({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.get(
      '/auth/playlists/:id/view',
      {
        config: { policy: playlistPolicy.watch },
        schema: {
          tags,
          summary: 'The slides of a playlist the caller can see (TV sessions: their playlist only)',
          params: ZPlaylistParams,
          response: { 200: ZPlaylistView },
        },
      },
      async (request) => playlistView(request.db, request.scope, request.params.id),
    );
    app.post(
      '/auth/playlists',
      {
        config: { policy: playlistPolicy.manage },
        schema: { tags, summary: 'Add a playlist', body: ZSavePlaylistRequest, response: { 201: ZPlaylist } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addPlaylist({ db: request.db, scope: request.scope, input: request.body })),
    );
    app.put(
      '/auth/playlists/:id',
      {
        config: { policy: playlistPolicy.manage },
        schema: {
          tags,
          summary: 'Edit a playlist (its items are replaced, in the given order)',
          params: ZPlaylistParams,
          body: ZSavePlaylistRequest,
          response: { 200: ZPlaylist },
        },
      },
      async (request) =>
        editPlaylist({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.delete(
      '/auth/playlists/:id',
      {
        config: { policy: playlistPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a playlist (its devices are revoked and its screens signed out)',
          params: ZPlaylistParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await removePlaylist({ db: request.db, scope: request.scope, id: request.params.id });
        return { deleted: true as const };
      },
    );

    app.get(
      '/auth/playlists/:id/devices',
      {
        config: { policy: playlistPolicy.manage },
        schema: {
          tags,
          summary: 'TV devices of a playlist',
          params: ZPlaylistParams,
          response: { 200: ZPlaylistDeviceList },
        },
      },
      async (request) =>
        listPlaylistDevices({ db: request.db, scope: request.scope, playlistId: request.params.id }),
    );
    app.post(
      '/auth/playlists/:id/devices',
      {
        config: { policy: playlistPolicy.manage },
        schema: {
          tags,
          summary: 'Create a TV device link (the link is shown only in this answer)',
          params: ZPlaylistParams,
          body: ZCreatePlaylistDeviceRequest,
          response: { 201: ZCreatePlaylistDeviceResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await addPlaylistDevice({
            db: request.db,
            scope: request.scope,
            playlistId: request.params.id,
            name: request.body.name,
          }),
        ),
    );
    app.delete(
      '/auth/playlists/:id/devices/:deviceId',
      {
        config: { policy: playlistPolicy.manage },
        schema: {
          tags,
          summary: 'Revoke a TV device (its screens are signed out)',
          params: ZPlaylistDeviceParams,
          response: { 200: ZPlaylistDevice },
        },
      },
      async (request) =>
        revokePlaylistDevice({
          db: request.db,
          scope: request.scope,
          playlistId: request.params.id,
          deviceId: request.params.deviceId,
        }),
    );

    serve(
      app,
      authRoutes.playlistLogin,
      { tags: ['auth'], config: { public: true, reach: 'crossing' } },
      (request) =>
        playlistLogin({
          db: request.db,
          token: request.body.token,
          client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        }),
    );
  };
}
