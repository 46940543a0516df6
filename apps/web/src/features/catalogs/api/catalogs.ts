import { catalogRoutes, type TDenyCatalogRequest, type TGrantCatalogRequest } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';

/** The catalog with the caller's status on each report. */
export function useCatalogEntries() {
  return useQuery({
    queryKey: ['catalogs', 'list'],
    queryFn: ({ signal }) => api.call(catalogRoutes.list, { signal }),
  });
}

/** Pending requests (admins) and unseen answers. */
export function useCatalogBadge() {
  return useQuery({
    queryKey: ['catalogs', 'badge'],
    queryFn: ({ signal }) => api.call(catalogRoutes.badge, { signal }),
    refetchInterval: 60_000,
  });
}

/** The unit's access requests (admin). */
export function useCatalogRequests(page: number, enabled: boolean) {
  return useQuery({
    ...pagedRouteOptions(['catalogs', 'requests', page], catalogRoutes.requests, { page, perPage: 20 }),
    enabled,
  });
}

const CATALOGS = [['catalogs']];

export const useRequestAccess = invalidatingMutation(
  CATALOGS,
  ({ reportId, message }: { reportId: number; message: string | null }) =>
    api.call(catalogRoutes.ask, { params: { reportId }, body: { message } }),
);

export const useGrantRequest = invalidatingMutation(
  CATALOGS,
  ({ id, input }: { id: number; input: TGrantCatalogRequest }) =>
    api.call(catalogRoutes.grant, { params: { id }, body: input }),
);

export const useDenyRequest = invalidatingMutation(
  CATALOGS,
  ({ id, input }: { id: number; input: TDenyCatalogRequest }) =>
    api.call(catalogRoutes.deny, { params: { id }, body: input }),
);

/** The caller has read their answers. */
export const useMarkSeen = invalidatingMutation([['catalogs', 'badge']], () =>
  api.call(catalogRoutes.markSeen, {}),
);
