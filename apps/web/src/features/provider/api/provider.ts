import type {
  TCreateProviderAccountRequest,
  TEmbeddedWorkspace,
  TEmbeddedWorkspaceList,
  TImportProviderReportsResponse,
  TProviderAccount,
  TProviderAccountList,
  TRemoteReportList,
  TRemoteWorkspace,
  TSaveEmbeddedWorkspaceRequest,
  TTestProviderAccountResponse,
  TUnitEmbeddedWorkspacePage,
  TUnitProviderAccountPage,
  TUpdateProviderAccountRequest,
} from '@mirante/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  api,
  createOrUpdate,
  invalidatingMutation,
  pagedQueryOptions,
  useInvalidate,
} from '../../../lib/api';

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

const PROVIDER = [['provider']];

export const useSaveAccount = invalidatingMutation(PROVIDER, saveAccount);

export const useDeleteAccount = invalidatingMutation(PROVIDER, (id: number) =>
  api.delete<null>(`/auth/powerbi/accounts/${id}`),
);

/** POST /api/auth/powerbi/accounts/:id/test: a token and the workspaces the application sees. */
export const useTestAccount = invalidatingMutation(
  PROVIDER,
  (id: number) => api.post<TTestProviderAccountResponse>(`/auth/powerbi/accounts/${id}/test`, {}),
  { after: 'settled' },
);

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

export const useSaveWorkspace = invalidatingMutation(
  PROVIDER,
  createOrUpdate<TEmbeddedWorkspace, TSaveEmbeddedWorkspaceRequest>('/auth/powerbi/workspaces'),
);

export const useDeleteWorkspace = invalidatingMutation(PROVIDER, (id: number) =>
  api.delete<null>(`/auth/powerbi/workspaces/${id}`),
);

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
  const invalidate = useInvalidate([['provider'], ['reports']]);
  return useMutation({
    mutationFn: ({ workspaceId, reportIds }: { workspaceId: number; reportIds: string[] }) =>
      api.post<TImportProviderReportsResponse>(`/auth/powerbi/workspaces/${workspaceId}/import`, {
        report_ids: reportIds,
      }),
    // The answer shows at once; the lists catch up behind it.
    onSuccess: () => {
      void invalidate();
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

/** The accounts or embedded workspaces of the units the partner (or operator) reaches. */
function unitsQueryOptions<TPage>(
  kind: 'accounts' | 'workspaces',
  { page, search, companyId }: UnitsListQuery,
) {
  return pagedQueryOptions<TPage>(
    ['provider', 'units', kind, page, search.trim(), companyId],
    `/auth/powerbi/${kind}/a2m`,
    { page, search, company_id: companyId },
  );
}

/** GET /api/auth/powerbi/accounts/a2m. */
export function useUnitsProviderAccounts(query: UnitsListQuery) {
  return useQuery(unitsQueryOptions<TUnitProviderAccountPage>('accounts', query));
}

/** GET /api/auth/powerbi/workspaces/a2m. */
export function useUnitsWorkspaces(query: UnitsListQuery) {
  return useQuery(unitsQueryOptions<TUnitEmbeddedWorkspacePage>('workspaces', query));
}
