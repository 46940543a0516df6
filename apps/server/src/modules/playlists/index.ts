/** What the playlists module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { playlistRoutes } from './playlists.routes';
export { assertPlaylistSessionMayCall } from './playlists-session.service';
export { playlistPolicy } from './playlists.policy';
export { playlistRoutes } from './playlists.routes';

/** The playlists module: its routes, and what it needs of the instance. */
export const playlistsModule = fp(
  async (app) => {
    await app.register(playlistRoutes());
  },
  { name: 'playlists', fastify: '5.x', dependencies: [], encapsulate: true },
);
