import type { TLoginResponse, UnitProfile } from '@mirante/contracts';
import { api } from '../../../lib/api';

/** POST /api/auth/change/companies: move to another unit the user belongs to. */
export function changeCompany(companyId: number): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/auth/change/companies', { company_id: companyId });
}

/**
 * POST /api/oauth/company: sign in on this host with the token of a company change. Sent
 * without any session this browser may hold here, and a refusal must not end that session.
 */
export function signInWithCompanyToken(token: string): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/oauth/company', { token }, { token: null, skipSessionHandling: true });
}

/** POST /api/auth/change/partner/to/admin: a partner enters one of its units. */
export function enterUnit(companyId: number, profile: UnitProfile): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/auth/change/partner/to/admin', {
    company_id: companyId,
    perfil_usuario: profile,
  });
}

/** POST /api/auth/change/back/partner: leave the unit for the partner session. */
export function backToPartner(): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('/auth/change/back/partner');
}
