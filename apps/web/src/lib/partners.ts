import { DEFAULT_PAGE_SIZE, type TPartnerPage, type TPartnerStatusFilter } from '@mirante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface PartnersQuery {
  page: number;
  search: string;
  status?: TPartnerStatusFilter;
  perPage?: number;
}

/**
 * GET /api/auth/partners (a2m only): one page of partners, filtered by name/document and status.
 * The partners screen lists them; the clients screen offers them as a choice.
 */
export function getPartners(
  { page, search, status = 'all', perPage = DEFAULT_PAGE_SIZE }: PartnersQuery,
  signal?: AbortSignal,
) {
  return api.get<TPartnerPage>('/auth/partners', {
    query: {
      page,
      per_page: perPage,
      search: search.trim() || undefined,
      status: status === 'all' ? undefined : status,
    },
    signal,
  });
}

export function partnersQueryOptions(query: PartnersQuery) {
  return queryOptions({
    queryKey: [
      'partners',
      query.page,
      query.perPage ?? DEFAULT_PAGE_SIZE,
      query.search.trim(),
      query.status ?? 'all',
    ],
    queryFn: ({ signal }) => getPartners(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePartners(query: PartnersQuery) {
  return useQuery(partnersQueryOptions(query));
}
