import { passwordRoutes, type TPasswordConfigRequest, type TPasswordRules } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

/**
 * The rules of the token's user (recovery link or forced change),
 * else of the business unit of this address. An expired or used token answers invalid_token.
 */
export function getPasswordRules(
  body: TPasswordConfigRequest,
  signal?: AbortSignal,
): Promise<TPasswordRules> {
  return api.call(passwordRoutes.rules, { body, signal, token: null, skipSessionHandling: true });
}

export function passwordRulesQueryOptions(token?: string) {
  return queryOptions({
    queryKey: ['password-rules', token ?? null],
    queryFn: ({ signal }) => getPasswordRules(token ? { token } : {}, signal),
    // A dead link stays dead: asking again would only repeat the answer.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
    staleTime: 60_000,
  });
}

export function usePasswordRules(token?: string) {
  return useQuery(passwordRulesQueryOptions(token));
}
