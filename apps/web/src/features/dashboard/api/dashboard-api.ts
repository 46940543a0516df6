import type { Profile, TDashboardResponse, THomePageRequest, THomePageResponse } from '@mirante/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/auth/dashboard: the latest, favorite and recently viewed reports of the user's unit. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get<TDashboardResponse>('/auth/dashboard', { signal }),
  });
}

/** Whether the dashboard of `profile` lists reports: a partner ('master') works above the units. */
export function dashboardListsReports(profile: Profile): boolean {
  return profile !== 'master';
}

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}

/** GET /api/auth/home-page: the page the user lands on after signing in. */
export function useHomePage(enabled: boolean) {
  return useQuery({
    queryKey: ['home-page'],
    queryFn: ({ signal }) => api.get<THomePageResponse>('/auth/home-page', { signal }),
    enabled,
  });
}

/** PUT /api/auth/home-page. */
export function useSaveHomePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: THomePageRequest) => api.put<THomePageResponse>('/auth/home-page', input),
    onSuccess: (answer) => queryClient.setQueryData(['home-page'], answer),
  });
}
