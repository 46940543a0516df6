import type { TClient, TClientInput, TClientPage, TClientSellers } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface ClientsQuery {
  page: number;
  search: string;
  partnerId: number | null;
  /** The clients of one seller; '' for every seller. */
  seller: string;
}

/** GET /api/auth/clients: one page of the operator's clients. */
export function useClients({ page, search, partnerId, seller }: ClientsQuery) {
  return useQuery(
    pagedQueryOptions<TClientPage>(['clients', page, search.trim(), partnerId, seller], '/auth/clients', {
      page,
      search,
      partner_id: partnerId ?? undefined,
      seller: seller || undefined,
    }),
  );
}

/** GET /api/auth/clients/sellers: the sellers named on the operator's clients. */
export function useClientSellers() {
  return useQuery({
    queryKey: ['clients', 'sellers'],
    queryFn: ({ signal }) => api.get<TClientSellers>('/auth/clients/sellers', { signal }),
  });
}

const CLIENTS = [['clients']];

export const useSaveClient = invalidatingMutation(
  CLIENTS,
  createOrUpdate<TClient, TClientInput>('/auth/clients'),
);

export const useDeleteClient = invalidatingMutation(CLIENTS, (id: number) =>
  api.delete(`/auth/clients/${id}`),
);
