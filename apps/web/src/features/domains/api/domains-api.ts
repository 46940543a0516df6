import {
  DEFAULT_PAGE_SIZE,
  type TDomainBilling,
  type TDomainFee,
  type TRegisterDomainRequest,
  type TSetDomainFeeRequest,
  type TSetSubdomainRequest,
  type TUnitDomain,
  type TUnitDomainPage,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface DomainsQuery {
  page: number;
  search: string;
}

/** GET /api/auth/domains: one page of the units in reach with their addresses and abilities. */
export function domainsQueryOptions({ page, search }: DomainsQuery) {
  return queryOptions({
    queryKey: ['domains', 'list', page, search.trim()],
    queryFn: ({ signal }) =>
      api.get<TUnitDomainPage>('/auth/domains', {
        query: { page, per_page: DEFAULT_PAGE_SIZE, search: search.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDomains(query: DomainsQuery) {
  return useQuery(domainsQueryOptions(query));
}

/** GET /api/auth/domains/fee (operator and partners): the fee of a new registration. */
export function useDomainFee(enabled: boolean) {
  return useQuery({
    queryKey: ['domains', 'fee'],
    queryFn: ({ signal }) => api.get<TDomainFee>('/auth/domains/fee', { signal }),
    enabled,
  });
}

/** GET /api/auth/domains/billing (operator and partners): active registrations and totals. */
export function useDomainBilling(enabled: boolean) {
  return useQuery({
    queryKey: ['domains', 'billing'],
    queryFn: ({ signal }) => api.get<TDomainBilling>('/auth/domains/billing', { signal }),
    enabled,
  });
}

function useInvalidateDomains() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['domains'] });
}

export function useSetDomainFee() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: (body: TSetDomainFeeRequest) => api.put<TDomainFee>('/auth/domains/fee', body),
    onSuccess: invalidate,
  });
}

export function useSetSubdomain() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TSetSubdomainRequest }) =>
      api.put<TUnitDomain>(`/auth/domains/${id}/subdomain`, body),
    onSuccess: invalidate,
  });
}

export function useRegisterDomain() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TRegisterDomainRequest }) =>
      api.put<TUnitDomain>(`/auth/domains/${id}/domain`, body),
    onSuccess: invalidate,
  });
}

export function useRemoveDomain() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: (id: number) => api.delete<TUnitDomain>(`/auth/domains/${id}/domain`),
    onSuccess: invalidate,
  });
}
