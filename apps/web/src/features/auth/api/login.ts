import type { TLoginRequest, TLoginResponse } from '@mirante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/login with e-mail and password. */
export function login(credentials: TLoginRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/login', credentials);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
