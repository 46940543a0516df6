import { clientRoutes } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, saveThrough } from '../../../lib/api';

export interface ClientsQuery {
  page: number;
  search: string;
  partnerId: number | null;
  /** The clients of one seller; '' for every seller. */
  seller: string;
}

/** One page of the operator's clients. */
export function useClients({ page, search, partnerId, seller }: ClientsQuery) {
  return useQuery(
    pagedRouteOptions(['clients', page, search.trim(), partnerId, seller], clientRoutes.list, {
      page,
      search,
      partner_id: partnerId ?? undefined,
      seller: seller || undefined,
    }),
  );
}

/** The sellers named on the operator's clients. */
export function useClientSellers() {
  return useQuery({
    queryKey: ['clients', 'sellers'],
    queryFn: ({ signal }) => api.call(clientRoutes.sellers, { signal }),
  });
}

const CLIENTS = [['clients']];

export const useSaveClient = invalidatingMutation(
  CLIENTS,
  saveThrough(clientRoutes.create, clientRoutes.update),
);

export const useDeleteClient = invalidatingMutation(CLIENTS, (id: number) =>
  api.call(clientRoutes.remove, { params: { id } }),
);
