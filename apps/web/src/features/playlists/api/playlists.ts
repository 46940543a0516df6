import {
  DEFAULT_PAGE_SIZE,
  type TCreatePlaylistDeviceResponse,
  type TPlaylist,
  type TPlaylistDevice,
  type TPlaylistPage,
  type TPlaylistView,
  reportGroupRoutes,
  type TSavePlaylistRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface PlaylistsQuery {
  page: number;
  search: string;
  perPage?: number;
}

/** How often a running playlist asks again for its slides (edits show up without a reload). */
export const PLAYLIST_VIEW_REFRESH_MS = 5 * 60_000;

/** GET /api/auth/playlists: the playlists the caller may watch, with whether they manage them. */
export function playlistsQueryOptions({ page, search, perPage = DEFAULT_PAGE_SIZE }: PlaylistsQuery) {
  return pagedQueryOptions<TPlaylistPage>(
    ['playlists', 'list', page, perPage, search.trim()],
    '/auth/playlists',
    {
      page,
      search,
      perPage,
    },
  );
}

export function usePlaylists(query: PlaylistsQuery) {
  return useQuery(playlistsQueryOptions(query));
}

/** GET /api/auth/playlists/:id (admin): the playlist with its items, for the edit form. */
export function usePlaylist(id: number | null) {
  return useQuery({
    queryKey: ['playlists', 'one', id],
    queryFn: ({ signal }) => api.get<TPlaylist>(`/auth/playlists/${id}`, { signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** GET /api/auth/playlists/:id/view: the slides the caller can see. */
export function usePlaylistView(id: number) {
  return useQuery({
    queryKey: ['playlists', 'view', id],
    queryFn: ({ signal }) => api.get<TPlaylistView>(`/auth/playlists/${id}/view`, { signal }),
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
  createOrUpdate<TPlaylist, TSavePlaylistRequest>('/auth/playlists'),
);

export const useDeletePlaylist = invalidatingMutation(PLAYLISTS, (id: number) =>
  api.delete<{ deleted: true }>(`/auth/playlists/${id}`),
);

/** GET /api/auth/playlists/:id/devices (admin). */
export function usePlaylistDevices(id: number | null) {
  return useQuery({
    queryKey: ['playlists', 'devices', id],
    queryFn: ({ signal }) =>
      api.get<{ data: TPlaylistDevice[] }>(`/auth/playlists/${id}/devices`, { signal }),
    enabled: id !== null,
  });
}

const DEVICES = [['playlists', 'devices']];

export const useCreateDevice = invalidatingMutation(DEVICES, ({ id, name }: { id: number; name: string }) =>
  api.post<TCreatePlaylistDeviceResponse>(`/auth/playlists/${id}/devices`, { name }),
);

export const useRevokeDevice = invalidatingMutation(
  DEVICES,
  ({ id, deviceId }: { id: number; deviceId: number }) =>
    api.delete<TPlaylistDevice>(`/auth/playlists/${id}/devices/${deviceId}`),
);
