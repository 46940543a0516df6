import { samlRoutes, type TSamlChangeStatusRequest, type TSamlConfigInput } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  api,
  invalidatingMutation,
  type PageQuery,
  pagedRouteOptions,
  type SaveArgs,
} from '../../../lib/api';

export const SAML_KEY = ['saml'] as const;

/** The SAML applications of the units in reach, a page at a time. */
export function useSamlConfigs(query: PageQuery) {
  return useQuery(pagedRouteOptions([...SAML_KEY, 'list', query], samlRoutes.list, query));
}

/** Units that already have an application (one per unit). */
export function useUsedSamlUnits(enabled: boolean) {
  return useQuery({
    queryKey: [...SAML_KEY, 'used'],
    queryFn: ({ signal }) => api.call(samlRoutes.usedUnits, { signal }),
    enabled,
  });
}

/** The user groups of a unit, which group claims may map to. */
export function useSamlUnitGroups(companyId: number | undefined) {
  return useQuery({
    queryKey: [...SAML_KEY, 'groups', companyId],
    // Enabled only with a unit.
    queryFn: ({ signal }) =>
      api.call(samlRoutes.unitGroups, { params: { companyId: companyId as number }, signal }),
    enabled: companyId !== undefined,
  });
}

/**
 * Adds an application (the specification's `add`), or changes the one of the given id (its
 * `update`: the SAML configuration carries its id).
 */
export const useSaveSamlConfig = invalidatingMutation(
  [SAML_KEY],
  ({ id, input }: SaveArgs<TSamlConfigInput>) =>
    id === undefined
      ? api.call(samlRoutes.add, { body: input })
      : api.call(samlRoutes.save, { body: { ...input, id } }),
);

/** Enables or disables an application. */
export const useSetSamlStatus = invalidatingMutation([SAML_KEY], (body: TSamlChangeStatusRequest) =>
  api.call(samlRoutes.changeStatus, { body }),
);

/** Deletes an application. */
export const useDeleteSamlConfig = invalidatingMutation([SAML_KEY], (id: number) =>
  api.call(samlRoutes.delete, { query: { id } }),
);

/** The provider address of a test sign-in (no session is opened). */
export function startSamlTest(id: number) {
  return api.call(samlRoutes.test, { params: { id } });
}

// The sign-in itself runs without a session: a session cached in this browser is neither sent
// nor ended by these calls' answers.
const PUBLIC_CALL = { token: null, skipSessionHandling: true } as const;

/** Where to send the browser to sign in with the unit's provider. */
export function startSamlLogin(body: { email?: string; redirect?: string }) {
  return api.call(samlRoutes.login, { body, ...PUBLIC_CALL });
}

/** The session a finished SAML sign-in's single-use code stands for. */
export function exchangeSamlCode(code: string, redirect?: string | null) {
  return api.call(samlRoutes.exchange, { body: { code, ...(redirect ? { redirect } : {}) }, ...PUBLIC_CALL });
}
