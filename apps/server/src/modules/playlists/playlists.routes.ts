import { playlistRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { authRoutes } from '@mirante/contracts';
import { playlistLogin } from './playlists-devices.service';
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

    const watch = { tags, config: { policy: playlistPolicy.watch } };
    const manage = { tags, config: { policy: playlistPolicy.manage } };

    serve(app, calls.list, watch, (request) =>
      listPlaylistsFor({ ...contextOf(request), query: request.query }),
    );
    serve(app, calls.get, manage, (request) => getPlaylist({ ...contextOf(request), id: request.params.id }));
    serve(app, calls.view, watch, (request) => playlistView(request.db, request.scope, request.params.id));
    serve(app, calls.create, manage, (request) =>
      addPlaylist({ ...contextOf(request), input: request.body }),
    );
    serve(app, calls.update, manage, (request) =>
      editPlaylist({ ...contextOf(request), id: request.params.id, input: request.body }),
    );
    serve(app, calls.remove, manage, async (request) => {
      await removePlaylist({ ...contextOf(request), id: request.params.id });
      return { deleted: true as const };
    });

    serve(app, calls.devices, manage, (request) =>
      listPlaylistDevices({ ...contextOf(request), playlistId: request.params.id }),
    );
    serve(app, calls.addDevice, manage, (request) =>
      addPlaylistDevice({ ...contextOf(request), playlistId: request.params.id, name: request.body.name }),
    );
    serve(app, calls.revokeDevice, manage, (request) =>
      revokePlaylistDevice({
        ...contextOf(request),
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
