import type { TOkResponse, TResetPasswordRequest } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/password/reset: sets the new password with the link's token; ends every session. */
export function resetPassword(body: TResetPasswordRequest): Promise<TOkResponse> {
  return api.post<TOkResponse>('/password/reset', body, { token: null, skipSessionHandling: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
