import type { TTheme, TThemeInput } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, createOrUpdate, useInvalidatingMutation } from '../../../lib/api';

export const THEMES_KEY = ['themes'] as const;

/** The unit a master works on (`company_id`); an admin's calls leave it out. */
const unitQuery = (companyId: number | undefined) => ({ query: { company_id: companyId } });

/** GET /api/auth/themes: the unit's themes (admin, or a master naming one of its units). */
export function useThemes(companyId?: number, enabled = true) {
  return useQuery({
    queryKey: [...THEMES_KEY, 'list', companyId ?? 'own'],
    queryFn: ({ signal }) =>
      api.get<{ data: TTheme[] }>('/auth/themes', { signal, ...unitQuery(companyId) }).then((r) => r.data),
    enabled,
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

export function useSaveTheme(companyId?: number) {
  return useInvalidatingMutation(
    [THEMES_KEY],
    createOrUpdate<TTheme, TThemeInput>('/auth/themes', unitQuery(companyId)),
  );
}

export function useSetThemeActive(companyId?: number) {
  return useInvalidatingMutation([THEMES_KEY], ({ id, active }: { id: number; active: boolean }) =>
    api.post<TTheme>(`/auth/themes/${id}/${active ? 'activate' : 'deactivate'}`, {}, unitQuery(companyId)),
  );
}

export function useDeleteTheme(companyId?: number) {
  return useInvalidatingMutation([THEMES_KEY], (id: number) =>
    api.delete<unknown>(`/auth/themes/${id}`, unitQuery(companyId)),
  );
}
