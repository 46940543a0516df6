import { scimTokenRoutes, type TScimTokenAddRequest, type TScimTokenUpdateRequest } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation } from '../../../lib/api';

export const SCIM_TOKENS_KEY = ['scim-tokens'] as const;

/** The unit's provisioning tokens (never the tokens themselves); a master names the unit. */
export function scimTokensQueryOptions(companyId?: number) {
  return queryOptions({
    queryKey: [...SCIM_TOKENS_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => api.call(scimTokenRoutes.list, { query: { company_id: companyId }, signal }),
  });
}

export function useScimTokens(companyId?: number, enabled = true) {
  return useQuery({ ...scimTokensQueryOptions(companyId), enabled });
}

/** Makes a token: the answer carries the token, this one time. */
export function addScimToken({ companyId, input }: { companyId?: number; input: TScimTokenAddRequest }) {
  return api.call(scimTokenRoutes.add, { query: { company_id: companyId }, body: input });
}

/** Changes a token's description and whether it is enabled. */
export function updateScimToken({
  companyId,
  input,
}: {
  companyId?: number;
  input: TScimTokenUpdateRequest;
}) {
  return api.call(scimTokenRoutes.update, { query: { company_id: companyId }, body: input });
}

/** Deletes a token: the directory's calls with it are refused from then on. */
export function deleteScimToken({ companyId, id }: { companyId?: number; id: number }) {
  return api.call(scimTokenRoutes.remove, { query: { id, company_id: companyId } });
}

export const useAddScimToken = invalidatingMutation([SCIM_TOKENS_KEY], addScimToken);
export const useUpdateScimToken = invalidatingMutation([SCIM_TOKENS_KEY], updateScimToken);
export const useDeleteScimToken = invalidatingMutation([SCIM_TOKENS_KEY], deleteScimToken);
