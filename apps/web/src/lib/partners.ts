import { DEFAULT_PAGE_SIZE, type TPartnerPage, type TPartnerStatusFilter } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from './api';

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
export function partnersQueryOptions({
  page,
  search,
  status = 'all',
  perPage = DEFAULT_PAGE_SIZE,
}: PartnersQuery) {
  return pagedQueryOptions<TPartnerPage>(
    ['partners', page, perPage, search.trim(), status],
    '/auth/partners',
    {
      page,
      perPage,
      search,
      status: status === 'all' ? undefined : status,
    },
  );
}

export function usePartners(query: PartnersQuery) {
  return useQuery(partnersQueryOptions(query));
}
