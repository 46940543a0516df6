import { DEFAULT_PAGE_SIZE, playlistRoutes, reportGroupRoutes } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, saveThrough } from '../../../lib/api';

export interface PlaylistsQuery {
  page: number;
  search: string;
  perPage?: number;
}

/** How often a running playlist asks again for its slides (edits show up without a reload). */
export const PLAYLIST_VIEW_REFRESH_MS = 5 * 60_000;

/** The playlists the caller may watch, with whether they manage them. */
export function playlistsQueryOptions({ page, search, perPage = DEFAULT_PAGE_SIZE }: PlaylistsQuery) {
  return pagedRouteOptions(['playlists', 'list', page, perPage, search.trim()], playlistRoutes.list, {
    page,
    search,
    perPage,
  });
}

export function usePlaylists(query: PlaylistsQuery) {
  return useQuery(playlistsQueryOptions(query));
}

/** The playlist with its items, for the edit form (admin). */
export function usePlaylist(id: number | null) {
  return useQuery({
    queryKey: ['playlists', 'one', id],
    queryFn: ({ signal }) => api.call(playlistRoutes.get, { params: { id }, signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** The slides the caller can see. */
export function usePlaylistView(id: number) {
  return useQuery({
    queryKey: ['playlists', 'view', id],
    queryFn: ({ signal }) => api.call(playlistRoutes.view, { params: { id }, signal }),
    refetchInterval: PLAYLIST_VIEW_REFRESH_MS,
    refetchOnWindowFocus: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Report options for the playlist form (any kind). */
export function useReportOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['playlists', 'report-options'],
    queryFn: ({ signal }) => api.call(reportGroupRoutes.selectOptions, { signal }),
    enabled,
  });
}

const PLAYLISTS = [['playlists']];

export const useSavePlaylist = invalidatingMutation(
  PLAYLISTS,
  saveThrough(playlistRoutes.create, playlistRoutes.update),
);

export const useDeletePlaylist = invalidatingMutation(PLAYLISTS, (id: number) =>
  api.call(playlistRoutes.remove, { params: { id } }),
);

/** The TV devices of a playlist (admin). */
export function usePlaylistDevices(id: number | null) {
  return useQuery({
    queryKey: ['playlists', 'devices', id],
    queryFn: ({ signal }) => api.call(playlistRoutes.devices, { params: { id }, signal }),
    enabled: id !== null,
  });
}

const DEVICES = [['playlists', 'devices']];

export const useCreateDevice = invalidatingMutation(DEVICES, ({ id, name }: { id: number; name: string }) =>
  api.call(playlistRoutes.addDevice, { params: { id }, body: { name } }),
);

export const useRevokeDevice = invalidatingMutation(
  DEVICES,
  ({ id, deviceId }: { id: number; deviceId: number }) =>
    api.call(playlistRoutes.revokeDevice, { params: { id, deviceId } }),
);
