import { mfaRoutes, type TTwoFactorLoginRequest } from '@mirante/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// The step token, not a session, authorizes these calls: a session cached in this browser is
// neither sent nor ended by their 401s (a wrong code is not an expired session).
const STEP_CALL = { token: null, skipSessionHandling: true } as const;

/** The secret to enrol, or that a code is due. */
export function getTwoFactorChallenge(token: string) {
  return api.call(mfaRoutes.challenge, { params: { token }, ...STEP_CALL });
}

export function twoFactorChallengeQuery(token: string) {
  return queryOptions({
    queryKey: ['two-factor', token],
    queryFn: () => getTwoFactorChallenge(token),
    // The answer may carry a secret: keep it for this page only, and never refetch behind the
    // user's back (a consumed token would turn the page into "expired" mid-way).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Signs in with a code from the app or a recovery code. */
export function submitTwoFactor(body: TTwoFactorLoginRequest) {
  return api.call(mfaRoutes.signIn, { body, ...STEP_CALL });
}

export function useSubmitTwoFactor() {
  return useMutation({ mutationFn: submitTwoFactor });
}
