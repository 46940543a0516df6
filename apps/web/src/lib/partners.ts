import { DEFAULT_PAGE_SIZE, partnerRoutes, type TPartnerStatusFilter } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { pagedRouteOptions } from './api';

export interface PartnersQuery {
  page: number;
  search: string;
  status?: TPartnerStatusFilter;
  perPage?: number;
}

/**
 * One page of partners (a2m only), filtered by name/document and status.
 * The partners screen lists them; the clients screen offers them as a choice.
 */
export function partnersQueryOptions({
  page,
  search,
  status = 'all',
  perPage = DEFAULT_PAGE_SIZE,
}: PartnersQuery) {
  return pagedRouteOptions(['partners', page, perPage, search.trim(), status], partnerRoutes.list, {
    page,
    perPage,
    search,
    status: status === 'all' ? undefined : status,
  });
}

export function usePartners(query: PartnersQuery) {
  return useQuery(partnersQueryOptions(query));
}
