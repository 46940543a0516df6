import { type Profile, reportHomeRoutes, type THomePageRequest } from '@mirante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The latest, favorite and recently viewed reports of the user's unit. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.call(reportHomeRoutes.dashboard, { signal }),
  });
}

/** Whether the dashboard of `profile` lists reports: a partner ('master') works above the units. */
export function dashboardListsReports(profile: Profile): boolean {
  return profile !== 'master';
}

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}

/** The page the user lands on after signing in. */
export function useHomePage(enabled: boolean) {
  return useQuery({
    queryKey: ['home-page'],
    queryFn: ({ signal }) => api.call(reportHomeRoutes.homePage, { signal }),
    enabled,
  });
}

/** Chooses the page the user lands on (null: the unit's). */
export function useSaveHomePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: THomePageRequest) => api.call(reportHomeRoutes.setHomePage, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(['home-page'], answer),
  });
}
