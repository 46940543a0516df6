import type {
  TLoginResponse,
  TSamlChangeStatusRequest,
  TSamlConfig,
  TSamlConfigInput,
  TSamlConfigPage,
  TSamlSaveRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  api,
  invalidatingMutation,
  type PageQuery,
  pagedQueryOptions,
  type SaveArgs,
} from '../../../lib/api';

export const SAML_KEY = ['saml'] as const;

/** GET /api/auth/saml/all: the SAML applications of the units in reach, a page at a time. */
export function useSamlConfigs(query: PageQuery) {
  return useQuery(pagedQueryOptions<TSamlConfigPage>([...SAML_KEY, 'list', query], '/auth/saml/all', query));
}

/** GET /api/auth/saml/companies/used: units that already have an application (one per unit). */
export function useUsedSamlUnits(enabled: boolean) {
  return useQuery({
    queryKey: [...SAML_KEY, 'used'],
    queryFn: ({ signal }) => api.get<{ data: number[] }>('/auth/saml/companies/used', { signal }),
    enabled,
  });
}

/** The user groups of a unit, which group claims may map to. */
export function useSamlUnitGroups(companyId: number | undefined) {
  return useQuery({
    queryKey: [...SAML_KEY, 'groups', companyId],
    queryFn: ({ signal }) =>
      api.get<{ data: { id: number; name: string }[] }>(`/auth/saml/companies/${companyId}/groups`, {
        signal,
      }),
    enabled: companyId !== undefined,
  });
}

/**
 * POST /api/auth/saml/add for a new application, PUT /api/auth/saml/update with the id of the one
 * changed (the SAML configuration carries its id).
 */
export const useSaveSamlConfig = invalidatingMutation(
  [SAML_KEY],
  ({ id, input }: SaveArgs<TSamlConfigInput>) =>
    id === undefined
      ? api.post<TSamlConfig>('/auth/saml/add', input)
      : api.put<TSamlConfig>('/auth/saml/update', { ...input, id } satisfies TSamlSaveRequest),
);

/** POST /api/auth/saml/change/status: enables or disables an application. */
export const useSetSamlStatus = invalidatingMutation([SAML_KEY], (body: TSamlChangeStatusRequest) =>
  api.post<TSamlConfig>('/auth/saml/change/status', body),
);

/** DELETE /api/auth/saml/delete?id=. */
export const useDeleteSamlConfig = invalidatingMutation([SAML_KEY], (id: number) =>
  api.delete<unknown>('/auth/saml/delete', { query: { id } }),
);

/** POST /api/auth/saml/:id/test: the provider address of a test sign-in (no session is opened). */
export function startSamlTest(id: number): Promise<{ url: string }> {
  return api.post<{ url: string }>(`/auth/saml/${id}/test`, {});
}

// The sign-in itself runs without a session: a session cached in this browser is neither sent
// nor ended by these calls' answers.
const PUBLIC_CALL = { token: null, skipSessionHandling: true } as const;

/** POST /api/saml/login: where to send the browser to sign in with the unit's provider. */
export function startSamlLogin(body: { email?: string; redirect?: string }): Promise<{ url: string }> {
  return api.post<{ url: string }>('/saml/login', body, PUBLIC_CALL);
}

/** POST /api/saml/exchange: the session a finished SAML sign-in's single-use code stands for. */
export function exchangeSamlCode(code: string, redirect?: string | null): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/saml/exchange', { code, ...(redirect ? { redirect } : {}) }, PUBLIC_CALL);
}
