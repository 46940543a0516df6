import type { TTheme, TThemeInput } from '@mirante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const THEMES_KEY = ['themes'] as const;

/** GET /api/auth/themes: the unit's themes (admin). */
export function useThemes() {
  return useQuery({
    queryKey: THEMES_KEY,
    queryFn: ({ signal }) => api.get<{ data: TTheme[] }>('/auth/themes', { signal }).then((r) => r.data),
  });
}

/** GET /api/auth/themes/active: the theme the layout wears (null outside a unit or none active). */
export function useActiveTheme(enabled: boolean) {
  return useQuery({
    queryKey: [...THEMES_KEY, 'active'],
    queryFn: ({ signal }) => api.get<{ theme: TTheme | null }>('/auth/themes/active', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/site/theme (public): the active theme of this host's unit, for the sign-in page. */
export function useSiteTheme() {
  return useQuery({
    queryKey: ['site', 'theme'],
    queryFn: ({ signal }) => api.get<{ theme: TTheme | null }>('/site/theme', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

function useInvalidateThemes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: THEMES_KEY });
}

export function useSaveTheme() {
  const invalidate = useInvalidateThemes();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TThemeInput }) =>
      id === undefined
        ? api.post<TTheme>('/auth/themes', input)
        : api.put<TTheme>(`/auth/themes/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useSetThemeActive() {
  const invalidate = useInvalidateThemes();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.post<TTheme>(`/auth/themes/${id}/${active ? 'activate' : 'deactivate'}`, {}),
    onSuccess: invalidate,
  });
}

export function useDeleteTheme() {
  const invalidate = useInvalidateThemes();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/auth/themes/${id}`),
    onSuccess: invalidate,
  });
}
