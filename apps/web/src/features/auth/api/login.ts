import { authRoutes, type TLoginRequest } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Signs in with e-mail and password. */
export function login(credentials: TLoginRequest) {
  return api.call(authRoutes.login, { body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
