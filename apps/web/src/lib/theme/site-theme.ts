import type { TTheme } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** GET /api/site/theme (public): the active theme of this host's unit, for the sign-in page. */
export function useSiteTheme() {
  return useQuery({
    queryKey: ['site', 'theme'],
    queryFn: ({ signal }) => api.get<{ theme: TTheme | null }>('/site/theme', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
