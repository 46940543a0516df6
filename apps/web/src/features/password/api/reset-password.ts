import { passwordRoutes, type TResetPasswordRequest } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Sets the new password with the link's token; ends every session. */
export function resetPassword(body: TResetPasswordRequest) {
  return api.call(passwordRoutes.reset, { body, token: null, skipSessionHandling: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
