import { type TThemeInput, themeRoutes } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SaveArgs, useInvalidatingMutation } from '../../../lib/api';

export const THEMES_KEY = ['themes'] as const;

/** The unit a master works on (`company_id`); an admin's calls leave it out. */
const unitQuery = (companyId: number | undefined) => ({ company_id: companyId });

/** The unit's themes (admin, or a master naming one of its units). */
export function useThemes(companyId?: number, enabled = true) {
  return useQuery({
    queryKey: [...THEMES_KEY, 'list', companyId ?? 'own'],
    queryFn: ({ signal }) =>
      api.call(themeRoutes.list, { signal, query: unitQuery(companyId) }).then((r) => r.data),
    enabled,
  });
}

/** The theme the layout wears (null outside a unit or none active). */
export function useActiveTheme(enabled: boolean) {
  return useQuery({
    queryKey: [...THEMES_KEY, 'active'],
    queryFn: ({ signal }) => api.call(themeRoutes.active, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Adds a theme, or edits it when an id is given. */
export function useSaveTheme(companyId?: number) {
  return useInvalidatingMutation([THEMES_KEY], ({ id, input }: SaveArgs<TThemeInput>) => {
    const query = unitQuery(companyId);
    return id === undefined
      ? api.call(themeRoutes.create, { query, body: input })
      : api.call(themeRoutes.update, { params: { id }, query, body: input });
  });
}

export function useSetThemeActive(companyId?: number) {
  return useInvalidatingMutation([THEMES_KEY], ({ id, active }: { id: number; active: boolean }) =>
    api.call(active ? themeRoutes.activate : themeRoutes.deactivate, {
      params: { id },
      query: unitQuery(companyId),
    }),
  );
}

export function useDeleteTheme(companyId?: number) {
  return useInvalidatingMutation([THEMES_KEY], (id: number) =>
    api.call(themeRoutes.remove, { params: { id }, query: unitQuery(companyId) }),
  );
}
