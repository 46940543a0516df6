import type { TClient, TClientInput, TClientPage } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface ClientsQuery {
  page: number;
  search: string;
  partnerId: number | null;
}

/** GET /api/auth/clients: one page of the operator's clients. */
export function useClients({ page, search, partnerId }: ClientsQuery) {
  return useQuery(
    pagedQueryOptions<TClientPage>(['clients', page, search.trim(), partnerId], '/auth/clients', {
      page,
      search,
      partner_id: partnerId ?? undefined,
    }),
  );
}

const CLIENTS = [['clients']];

export const useSaveClient = invalidatingMutation(
  CLIENTS,
  createOrUpdate<TClient, TClientInput>('/auth/clients'),
);

export const useDeleteClient = invalidatingMutation(CLIENTS, (id: number) =>
  api.delete(`/auth/clients/${id}`),
);
