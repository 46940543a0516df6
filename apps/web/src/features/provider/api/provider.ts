import {
  providerRoutes,
  type TCreateProviderAccountRequest,
  type TUpdateProviderAccountRequest,
} from '@mirante/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions, saveThrough, useInvalidate } from '../../../lib/api';

/* Report-provider accounts */

/** The unit's accounts (admin; only the caller's when restricted). */
export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ['provider', 'accounts'],
    queryFn: ({ signal }) => api.call(providerRoutes.accounts, { signal }),
  });
}

export function useProviderAccounts() {
  return useQuery(accountsQueryOptions());
}

/** Registers an account, or edits it when an id is given (a blank secret keeps the stored one). */
export function saveAccount(
  args:
    | { id?: undefined; input: TCreateProviderAccountRequest }
    | { id: number; input: TUpdateProviderAccountRequest },
) {
  return args.id === undefined
    ? api.call(providerRoutes.createAccount, { body: args.input })
    : api.call(providerRoutes.updateAccount, { params: { id: args.id }, body: args.input });
}

const PROVIDER = [['provider']];

export const useSaveAccount = invalidatingMutation(PROVIDER, saveAccount);

export const useDeleteAccount = invalidatingMutation(PROVIDER, (id: number) =>
  api.call(providerRoutes.removeAccount, { params: { id } }),
);

/** Tests an account: a token and the workspaces the application sees. */
export const useTestAccount = invalidatingMutation(
  PROVIDER,
  (id: number) => api.call(providerRoutes.testAccount, { params: { id } }),
  { after: 'settled' },
);

/** The account's workspaces, live from the provider. */
export function useRemoteWorkspaces(accountId: number | null) {
  return useQuery({
    queryKey: ['provider', 'remote-workspaces', accountId],
    queryFn: ({ signal }) =>
      api.call(providerRoutes.remoteWorkspaces, { params: { id: accountId as number }, signal }),
    enabled: accountId !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/* Embedded workspaces */

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: ['provider', 'workspaces'],
    queryFn: ({ signal }) => api.call(providerRoutes.workspaces, { signal }),
  });
}

export function useEmbeddedWorkspaces() {
  return useQuery(workspacesQueryOptions());
}

export const useSaveWorkspace = invalidatingMutation(
  PROVIDER,
  saveThrough(providerRoutes.createWorkspace, providerRoutes.updateWorkspace),
);

export const useDeleteWorkspace = invalidatingMutation(PROVIDER, (id: number) =>
  api.call(providerRoutes.removeWorkspace, { params: { id } }),
);

/** The workspace's reports at the provider now. */
export function useRemoteReports(workspaceId: number | null) {
  return useQuery({
    queryKey: ['provider', 'remote-reports', workspaceId],
    queryFn: ({ signal }) =>
      api.call(providerRoutes.remoteReports, { params: { id: workspaceId as number }, signal }),
    enabled: workspaceId !== null,
    retry: false,
  });
}

export function useImportReports() {
  const invalidate = useInvalidate([['provider'], ['reports']]);
  return useMutation({
    mutationFn: ({ workspaceId, reportIds }: { workspaceId: number; reportIds: string[] }) =>
      api.call(providerRoutes.importReports, {
        params: { id: workspaceId },
        body: { report_ids: reportIds },
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

/** The accounts of the units the partner (or operator) reaches. */
export function useUnitsProviderAccounts({ page, search, companyId }: UnitsListQuery) {
  return useQuery(
    pagedRouteOptions(
      ['provider', 'units', 'accounts', page, search.trim(), companyId],
      providerRoutes.unitsAccounts,
      { page, search, company_id: companyId },
    ),
  );
}

/** The embedded workspaces of the units the partner (or operator) reaches. */
export function useUnitsWorkspaces({ page, search, companyId }: UnitsListQuery) {
  return useQuery(
    pagedRouteOptions(
      ['provider', 'units', 'workspaces', page, search.trim(), companyId],
      providerRoutes.unitsWorkspaces,
      { page, search, company_id: companyId },
    ),
  );
}
