import { api } from '../../../lib/api';

/**
 * POST /api/saml/login: the identity provider's address to sign in through, for the unit of this
 * address or the one the e-mail's domain leads to. No session is sent or ended by it.
 */
export function startSso(body: { email?: string; redirect?: string }): Promise<{ url: string }> {
  return api.post<{ url: string }>('/saml/login', body, { token: null, skipSessionHandling: true });
}
