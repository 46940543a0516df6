/** What the playlists module offers the others: the only file another module imports. */
export { assertPlaylistSessionMayCall } from './playlists-session.service';
export { playlistRoutes } from './playlists.routes';
