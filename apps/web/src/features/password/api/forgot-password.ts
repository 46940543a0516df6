import { passwordRoutes, type TForgotPasswordRequest } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Mails a recovery link; the answer is the same for any address. */
export function forgotPassword(body: TForgotPasswordRequest) {
  return api.call(passwordRoutes.forgot, { body, token: null, skipSessionHandling: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
