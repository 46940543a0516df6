import type { TSiteResponse } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/site: the business unit the address stands for (or the platform, or nobody). */
export function getSite(signal?: AbortSignal): Promise<TSiteResponse> {
  return api.get<TSiteResponse>('/site', { signal, skipSessionHandling: true });
}

export function siteQueryOptions() {
  return queryOptions({
    queryKey: ['site', typeof window === 'undefined' ? '' : window.location.host],
    queryFn: ({ signal }) => getSite(signal),
    // The host does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
