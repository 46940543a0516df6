import type { TOkResponse } from '@mirante/contracts';
import { api } from '../../../lib/api';

/** POST /api/logout for `token`; never ends the session by itself (the caller already did). */
export function logoutRequest(token: string): Promise<TOkResponse> {
  return api.post<TOkResponse>('/logout', undefined, { token, skipSessionHandling: true });
}
