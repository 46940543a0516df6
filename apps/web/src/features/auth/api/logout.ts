import { authRoutes } from '@mirante/contracts';
import { api } from '../../../lib/api';

/** Signs `token` out; never ends the session by itself (the caller already did). */
export function logoutRequest(token: string) {
  return api.call(authRoutes.logout, { token, skipSessionHandling: true });
}
