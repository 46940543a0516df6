import type { TRegistrationRequest, TRegistrationResponse } from '@mirante/contracts';
import { api, invalidatingMutation } from '../../../lib/api';

/** POST /api/auth/registration (master): client, first unit and its admin at once. */
export const useRegisterClient = invalidatingMutation([['companies']], (body: TRegistrationRequest) =>
  api.post<TRegistrationResponse>('/auth/registration', body),
);
