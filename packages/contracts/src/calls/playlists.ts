import { ZPageQuery } from '../common';
import {
  ZCreatePlaylistDeviceRequest,
  ZCreatePlaylistDeviceResponse,
  ZPlaylist,
  ZPlaylistDevice,
  ZPlaylistDeviceList,
  ZPlaylistDeviceParams,
  ZPlaylistPage,
  ZPlaylistParams,
  ZPlaylistView,
  ZSavePlaylistRequest,
} from '../playlists';
import { route } from '../route-map';
import { z } from 'zod';

/** The playlist screen's calls, and the TV screen's slides. */
export const playlistRoutes = {
  list: route('GET /auth/playlists', {
    summary: 'Playlists the caller may watch (admins: every playlist of the unit)',
    query: ZPageQuery,
    response: ZPlaylistPage,
  }),
  get: route('GET /auth/playlists/:id', {
    summary: 'One playlist with its items',
    params: ZPlaylistParams,
    response: ZPlaylist,
  }),
  view: route('GET /auth/playlists/:id/view', {
    summary: 'The slides of a playlist the caller can see (TV sessions: their playlist only)',
    params: ZPlaylistParams,
    response: ZPlaylistView,
  }),
  create: route('POST /auth/playlists', {
    summary: 'Add a playlist',
    body: ZSavePlaylistRequest,
    response: ZPlaylist,
    status: 201,
  }),
  update: route('PUT /auth/playlists/:id', {
    summary: 'Edit a playlist (its items are replaced, in the given order)',
    params: ZPlaylistParams,
    body: ZSavePlaylistRequest,
    response: ZPlaylist,
  }),
  remove: route('DELETE /auth/playlists/:id', {
    summary: 'Delete a playlist (its devices are revoked and its screens signed out)',
    params: ZPlaylistParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  devices: route('GET /auth/playlists/:id/devices', {
    summary: 'TV devices of a playlist',
    params: ZPlaylistParams,
    response: ZPlaylistDeviceList,
  }),
  addDevice: route('POST /auth/playlists/:id/devices', {
    summary: 'Create a TV device link (the link is shown only in this answer)',
    params: ZPlaylistParams,
    body: ZCreatePlaylistDeviceRequest,
    response: ZCreatePlaylistDeviceResponse,
    status: 201,
  }),
  revokeDevice: route('DELETE /auth/playlists/:id/devices/:deviceId', {
    summary: 'Revoke a TV device (its screens are signed out)',
    params: ZPlaylistDeviceParams,
    response: ZPlaylistDevice,
  }),
} as const;
