import { authRoutes } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * What the sign-in page shows for this address: the business unit it
 * stands for (or the platform, or nobody), whether single sign-on and passwords are offered, and
 * the unit's theme. No session is sent or ended by it.
 */
export function getLoginConfig(signal?: AbortSignal) {
  return api.call(authRoutes.loginConfig, { body: {}, signal, token: null, skipSessionHandling: true });
}

export function loginConfigQueryOptions() {
  return queryOptions({
    queryKey: ['login-config', typeof window === 'undefined' ? '' : window.location.host],
    queryFn: ({ signal }) => getLoginConfig(signal),
    // A theme changed meanwhile shows on the next visit to the page.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useLoginConfig() {
  return useQuery(loginConfigQueryOptions());
}
