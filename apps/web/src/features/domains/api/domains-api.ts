import type {
  TDomainBilling,
  TDomainFee,
  TRegisterDomainRequest,
  TSetDomainFeeRequest,
  TSetSubdomainRequest,
  TUnitDomain,
  TUnitDomainPage,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface DomainsQuery {
  page: number;
  search: string;
}

/** GET /api/auth/domains: one page of the units in reach with their addresses and abilities. */
export function domainsQueryOptions({ page, search }: DomainsQuery) {
  return pagedQueryOptions<TUnitDomainPage>(['domains', 'list', page, search.trim()], '/auth/domains', {
    page,
    search,
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

const DOMAINS = [['domains']];

export const useSetDomainFee = invalidatingMutation(DOMAINS, (body: TSetDomainFeeRequest) =>
  api.put<TDomainFee>('/auth/domains/fee', body),
);

export const useSetSubdomain = invalidatingMutation(
  DOMAINS,
  ({ id, body }: { id: number; body: TSetSubdomainRequest }) =>
    api.put<TUnitDomain>(`/auth/domains/${id}/subdomain`, body),
);

export const useRegisterDomain = invalidatingMutation(
  DOMAINS,
  ({ id, body }: { id: number; body: TRegisterDomainRequest }) =>
    api.put<TUnitDomain>(`/auth/domains/${id}/domain`, body),
);

export const useRemoveDomain = invalidatingMutation(DOMAINS, (id: number) =>
  api.delete<TUnitDomain>(`/auth/domains/${id}/domain`),
);
