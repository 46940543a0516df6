import {
  domainRoutes,
  type TRegisterDomainRequest,
  type TSetDomainFeeRequest,
  type TSetSubdomainRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';

export interface DomainsQuery {
  page: number;
  search: string;
}

/** One page of the units in reach with their addresses and abilities. */
export function domainsQueryOptions({ page, search }: DomainsQuery) {
  return pagedRouteOptions(['domains', 'list', page, search.trim()], domainRoutes.list, { page, search });
}

export function useDomains(query: DomainsQuery) {
  return useQuery(domainsQueryOptions(query));
}

/** The fee of a new registration (operator and partners). */
export function useDomainFee(enabled: boolean) {
  return useQuery({
    queryKey: ['domains', 'fee'],
    queryFn: ({ signal }) => api.call(domainRoutes.fee, { signal }),
    enabled,
  });
}

/** Active registrations and totals (operator and partners). */
export function useDomainBilling(enabled: boolean) {
  return useQuery({
    queryKey: ['domains', 'billing'],
    queryFn: ({ signal }) => api.call(domainRoutes.billing, { signal }),
    enabled,
  });
}

const DOMAINS = [['domains']];

export const useSetDomainFee = invalidatingMutation(DOMAINS, (body: TSetDomainFeeRequest) =>
  api.call(domainRoutes.setFee, { body }),
);

export const useSetSubdomain = invalidatingMutation(
  DOMAINS,
  ({ id, body }: { id: number; body: TSetSubdomainRequest }) =>
    api.call(domainRoutes.setSubdomain, { params: { id }, body }),
);

export const useRegisterDomain = invalidatingMutation(
  DOMAINS,
  ({ id, body }: { id: number; body: TRegisterDomainRequest }) =>
    api.call(domainRoutes.register, { params: { id }, body }),
);

export const useRemoveDomain = invalidatingMutation(DOMAINS, (id: number) =>
  api.call(domainRoutes.remove, { params: { id } }),
);
