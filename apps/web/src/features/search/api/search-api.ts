import { reportHomeRoutes, SEARCH_LIMIT_DEFAULT, searchRoutes } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What the unit's search finds for `q` (reports, groups, playlists, users for admins). */
export function globalSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['global-search', q],
    queryFn: ({ signal }) =>
      api.call(searchRoutes.search, { query: { q, limit: SEARCH_LIMIT_DEFAULT }, signal }),
    staleTime: 30_000,
    // A failed search says so at once: the next keystroke asks again.
    retry: false,
  });
}

/** The search of the unit for the text typed (trimmed); off while it is empty. */
export function useGlobalSearch(q: string, enabled: boolean) {
  return useQuery({
    ...globalSearchQueryOptions(q),
    // No previous answer stands in while the next comes: Enter must never open a result of a text
    // no longer typed.
    enabled: enabled && q.length > 0,
  });
}

/**
 * The favorite and recently viewed reports the palette shows before anything is typed: the
 * dashboard's answer, under the dashboard's key so both read one copy.
 */
export function useSearchStart(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.call(reportHomeRoutes.dashboard, { signal }),
    enabled,
  });
}
