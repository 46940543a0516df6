import type { TClient, TClientInput, TClientPage } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

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
  ({ id, input }: { id?: number; input: TClientInput }) =>
    id === undefined
      ? api.post<TClient>('/auth/clients', input)
      : api.put<TClient>(`/auth/clients/${id}`, input),
);

export const useDeleteClient = invalidatingMutation(CLIENTS, (id: number) =>
  api.delete(`/auth/clients/${id}`),
);
