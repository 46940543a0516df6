import { ZRegistrationRequest, ZRegistrationResponse } from '../registration';
import { route } from '../route-map';

/** The partner's registration flow. */
export const registrationRoutes = {
  register: route('POST /auth/registration', {
    summary: 'Registers a client with its first business unit and admin',
    body: ZRegistrationRequest,
    response: ZRegistrationResponse,
    status: 201,
  }),
} as const;
