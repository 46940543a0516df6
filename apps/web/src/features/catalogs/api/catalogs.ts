import type {
  TCatalogBadge,
  TCatalogList,
  TCatalogRequest,
  TCatalogRequestPage,
  TDenyCatalogRequest,
  TGrantCatalogRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

/** GET /api/auth/catalogs: the catalog with the caller's status on each report. */
export function useCatalogEntries() {
  return useQuery({
    queryKey: ['catalogs', 'list'],
    queryFn: ({ signal }) => api.get<TCatalogList>('/auth/catalogs', { signal }),
  });
}

/** GET /api/auth/catalogs/badge: pending requests (admins) and unseen answers. */
export function useCatalogBadge() {
  return useQuery({
    queryKey: ['catalogs', 'badge'],
    queryFn: ({ signal }) => api.get<TCatalogBadge>('/auth/catalogs/badge', { signal }),
    refetchInterval: 60_000,
  });
}

/** GET /api/auth/catalogs/requests (admin). */
export function useCatalogRequests(page: number, enabled: boolean) {
  return useQuery({
    ...pagedQueryOptions<TCatalogRequestPage>(['catalogs', 'requests', page], '/auth/catalogs/requests', {
      page,
      perPage: 20,
    }),
    enabled,
  });
}

const CATALOGS = [['catalogs']];

export const useRequestAccess = invalidatingMutation(
  CATALOGS,
  ({ reportId, message }: { reportId: number; message: string | null }) =>
    api.post<TCatalogRequest>(`/auth/catalogs/${reportId}/requests`, { message }),
);

export const useGrantRequest = invalidatingMutation(
  CATALOGS,
  ({ id, input }: { id: number; input: TGrantCatalogRequest }) =>
    api.post<TCatalogRequest>(`/auth/catalogs/requests/${id}/grant`, input),
);

export const useDenyRequest = invalidatingMutation(
  CATALOGS,
  ({ id, input }: { id: number; input: TDenyCatalogRequest }) =>
    api.post<TCatalogRequest>(`/auth/catalogs/requests/${id}/deny`, input),
);

/** POST /api/auth/catalogs/seen: the caller has read their answers. */
export const useMarkSeen = invalidatingMutation([['catalogs', 'badge']], () =>
  api.post<{ seen: number }>('/auth/catalogs/seen'),
);
