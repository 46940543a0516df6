import type {
  TCatalogBadge,
  TCatalogList,
  TCatalogRequest,
  TCatalogRequestPage,
  TDenyCatalogRequest,
  TGrantCatalogRequest,
} from '@mirante/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

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
    queryKey: ['catalogs', 'requests', page],
    queryFn: ({ signal }) =>
      api.get<TCatalogRequestPage>('/auth/catalogs/requests', { query: { page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidateCatalogs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['catalogs'] });
}

export function useRequestAccess() {
  const invalidate = useInvalidateCatalogs();
  return useMutation({
    mutationFn: ({ reportId, message }: { reportId: number; message: string | null }) =>
      api.post<TCatalogRequest>(`/auth/catalogs/${reportId}/requests`, { message }),
    onSuccess: invalidate,
  });
}

export function useGrantRequest() {
  const invalidate = useInvalidateCatalogs();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TGrantCatalogRequest }) =>
      api.post<TCatalogRequest>(`/auth/catalogs/requests/${id}/grant`, input),
    onSuccess: invalidate,
  });
}

export function useDenyRequest() {
  const invalidate = useInvalidateCatalogs();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TDenyCatalogRequest }) =>
      api.post<TCatalogRequest>(`/auth/catalogs/requests/${id}/deny`, input),
    onSuccess: invalidate,
  });
}

/** POST /api/auth/catalogs/seen: the caller has read their answers. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ seen: number }>('/auth/catalogs/seen'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogs', 'badge'] }),
  });
}
