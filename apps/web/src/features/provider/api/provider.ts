import {
  DEFAULT_PAGE_SIZE,
  type TCreateProviderAccountRequest,
  type TEmbeddedWorkspace,
  type TEmbeddedWorkspaceList,
  type TImportProviderReportsResponse,
  type TProviderAccount,
  type TProviderAccountList,
  type TRemoteReportList,
  type TRemoteWorkspace,
  type TSaveEmbeddedWorkspaceRequest,
  type TTestProviderAccountResponse,
  type TUnitEmbeddedWorkspacePage,
  type TUnitProviderAccountPage,
  type TUpdateProviderAccountRequest,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/* Report-provider accounts */

/** GET /api/auth/powerbi/accounts (admin): the unit's accounts (only the caller's when restricted). */
export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ['provider', 'accounts'],
    queryFn: ({ signal }) => api.get<TProviderAccountList>('/auth/powerbi/accounts', { signal }),
  });
}

export function useProviderAccounts() {
  return useQuery(accountsQueryOptions());
}

/** POST /api/auth/powerbi/accounts, or PUT …/:id (a blank secret keeps the stored one). */
export function saveAccount(
  args:
    | { id?: undefined; input: TCreateProviderAccountRequest }
    | { id: number; input: TUpdateProviderAccountRequest },
) {
  return args.id === undefined
    ? api.post<TProviderAccount>('/auth/powerbi/accounts', args.input)
    : api.put<TProviderAccount>(`/auth/powerbi/accounts/${args.id}`, args.input);
}

function useInvalidateProvider() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['provider'] });
}

export function useSaveAccount() {
  const invalidate = useInvalidateProvider();
  return useMutation({ mutationFn: saveAccount, onSuccess: invalidate });
}

export function useDeleteAccount() {
  const invalidate = useInvalidateProvider();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/auth/powerbi/accounts/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /api/auth/powerbi/accounts/:id/test: a token and the workspaces the application sees. */
export function useTestAccount() {
  const invalidate = useInvalidateProvider();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<TTestProviderAccountResponse>(`/auth/powerbi/accounts/${id}/test`, {}),
    onSettled: invalidate,
  });
}

/** GET /api/auth/powerbi/accounts/:id/workspaces: live from the provider. */
export function useRemoteWorkspaces(accountId: number | null) {
  return useQuery({
    queryKey: ['provider', 'remote-workspaces', accountId],
    queryFn: ({ signal }) =>
      api.get<{ data: TRemoteWorkspace[] }>(`/auth/powerbi/accounts/${accountId}/workspaces`, { signal }),
    enabled: accountId !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/* Embedded workspaces */

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: ['provider', 'workspaces'],
    queryFn: ({ signal }) => api.get<TEmbeddedWorkspaceList>('/auth/powerbi/workspaces', { signal }),
  });
}

export function useEmbeddedWorkspaces() {
  return useQuery(workspacesQueryOptions());
}

export function useSaveWorkspace() {
  const invalidate = useInvalidateProvider();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TSaveEmbeddedWorkspaceRequest }) =>
      id === undefined
        ? api.post<TEmbeddedWorkspace>('/auth/powerbi/workspaces', input)
        : api.put<TEmbeddedWorkspace>(`/auth/powerbi/workspaces/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteWorkspace() {
  const invalidate = useInvalidateProvider();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/auth/powerbi/workspaces/${id}`),
    onSuccess: invalidate,
  });
}

/** GET /api/auth/powerbi/workspaces/:id/reports: the workspace's reports at the provider now. */
export function useRemoteReports(workspaceId: number | null) {
  return useQuery({
    queryKey: ['provider', 'remote-reports', workspaceId],
    queryFn: ({ signal }) =>
      api.get<TRemoteReportList>(`/auth/powerbi/workspaces/${workspaceId}/reports`, { signal }),
    enabled: workspaceId !== null,
    retry: false,
  });
}

export function useImportReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, reportIds }: { workspaceId: number; reportIds: string[] }) =>
      api.post<TImportProviderReportsResponse>(`/auth/powerbi/workspaces/${workspaceId}/import`, {
        report_ids: reportIds,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['provider'] });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}

/* Across units (partner, operator), read-only */

export interface UnitsListQuery {
  page: number;
  search: string;
  /** One of the partner's units, or every unit in reach. */
  companyId?: number;
}

function unitsQuery(query: UnitsListQuery) {
  return {
    page: query.page,
    per_page: DEFAULT_PAGE_SIZE,
    search: query.search.trim() || undefined,
    company_id: query.companyId,
  };
}

/** GET /api/auth/powerbi/accounts/a2m: the accounts of the units the partner (or operator) reaches. */
export function useUnitsProviderAccounts(query: UnitsListQuery) {
  return useQuery({
    queryKey: ['provider', 'units', 'accounts', query.page, query.search.trim(), query.companyId],
    queryFn: ({ signal }) =>
      api.get<TUnitProviderAccountPage>('/auth/powerbi/accounts/a2m', { query: unitsQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/auth/powerbi/workspaces/a2m: the embedded workspaces of the units in reach. */
export function useUnitsWorkspaces(query: UnitsListQuery) {
  return useQuery({
    queryKey: ['provider', 'units', 'workspaces', query.page, query.search.trim(), query.companyId],
    queryFn: ({ signal }) =>
      api.get<TUnitEmbeddedWorkspacePage>('/auth/powerbi/workspaces/a2m', {
        query: unitsQuery(query),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
