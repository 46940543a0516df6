import type { TRegistrationRequest, TRegistrationResponse } from '@mirante/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/registration (master): client, first unit and its admin at once. */
export function useRegisterClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegistrationRequest) => api.post<TRegistrationResponse>('/auth/registration', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['companies'] }),
  });
}
