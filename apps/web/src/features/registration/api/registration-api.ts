import { registrationRoutes, type TRegistrationRequest } from '@mirante/contracts';
import { api, invalidatingMutation } from '../../../lib/api';

/** Registers a client, its first unit and its admin at once (master). */
export const useRegisterClient = invalidatingMutation([['companies']], (body: TRegistrationRequest) =>
  api.call(registrationRoutes.register, { body }),
);
