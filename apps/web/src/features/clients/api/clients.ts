import { DEFAULT_PAGE_SIZE, type TClient, type TClientInput, type TClientPage } from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ClientsQuery {
  page: number;
  search: string;
  partnerId: number | null;
}

/** GET /api/auth/clients: one page of the operator's clients. */
export function getClients({ page, search, partnerId }: ClientsQuery, signal?: AbortSignal) {
  return api.get<TClientPage>('/auth/clients', {
    query: {
      page,
      per_page: DEFAULT_PAGE_SIZE,
      search: search.trim() || undefined,
      partner_id: partnerId ?? undefined,
    },
    signal,
  });
}

export function useClients(query: ClientsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['clients', query.page, query.search.trim(), query.partnerId],
      queryFn: ({ signal }) => getClients(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['clients'] });
}

export function useSaveClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TClientInput }) =>
      id === undefined
        ? api.post<TClient>('/auth/clients', input)
        : api.put<TClient>(`/auth/clients/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/auth/clients/${id}`),
    onSuccess: invalidate,
  });
}
