import type {
  TScimToken,
  TScimTokenAddRequest,
  TScimTokenAddResponse,
  TScimTokenList,
  TScimTokenUpdateRequest,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation } from '../../../lib/api';

export const SCIM_TOKENS_KEY = ['scim-tokens'] as const;

/** The unit a master works on (`company_id`); an admin's calls leave it out. */
const unitQuery = (companyId: number | undefined) => ({ query: { company_id: companyId } });

/** GET /api/auth/scim/token: the unit's provisioning tokens (never the tokens themselves). */
export function scimTokensQueryOptions(companyId?: number) {
  return queryOptions({
    queryKey: [...SCIM_TOKENS_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => api.get<TScimTokenList>('/auth/scim/token', { signal, ...unitQuery(companyId) }),
  });
}

export function useScimTokens(companyId?: number, enabled = true) {
  return useQuery({ ...scimTokensQueryOptions(companyId), enabled });
}

/** POST /api/auth/scim/add: the answer carries the token, this one time. */
export function addScimToken({ companyId, input }: { companyId?: number; input: TScimTokenAddRequest }) {
  return api.post<TScimTokenAddResponse>('/auth/scim/add', input, unitQuery(companyId));
}

/** PUT /api/auth/scim/update: description and enabled. */
export function updateScimToken({
  companyId,
  input,
}: {
  companyId?: number;
  input: TScimTokenUpdateRequest;
}) {
  return api.put<TScimToken>('/auth/scim/update', input, unitQuery(companyId));
}

/** DELETE /api/auth/scim/delete?id=: the directory's calls with it are refused from then on. */
export function deleteScimToken({ companyId, id }: { companyId?: number; id: number }) {
  return api.delete<unknown>('/auth/scim/delete', { query: { id, company_id: companyId } });
}

export const useAddScimToken = invalidatingMutation([SCIM_TOKENS_KEY], addScimToken);
export const useUpdateScimToken = invalidatingMutation([SCIM_TOKENS_KEY], updateScimToken);
export const useDeleteScimToken = invalidatingMutation([SCIM_TOKENS_KEY], deleteScimToken);
