import type { TForgotPasswordRequest, TOkResponse } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/password/forgot: mails a recovery link; the answer is the same for any address. */
export function forgotPassword(body: TForgotPasswordRequest): Promise<TOkResponse> {
  return api.post<TOkResponse>('/password/forgot', body, { token: null, skipSessionHandling: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
