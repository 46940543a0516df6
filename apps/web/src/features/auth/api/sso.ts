import { samlRoutes } from '@mirante/contracts';
import { api } from '../../../lib/api';

/**
 * The identity provider's address to sign in through, for the unit of this address or the one
 * the e-mail's domain leads to. No session is sent or ended by it.
 */
export function startSso(body: { email?: string; redirect?: string }) {
  return api.call(samlRoutes.login, { body, token: null, skipSessionHandling: true });
}
