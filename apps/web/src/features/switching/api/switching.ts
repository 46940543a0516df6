import { switchingRoutes, type UnitProfile } from '@mirante/contracts';
import { api } from '../../../lib/api';

/** Moves to another unit the user belongs to. */
export function changeCompany(companyId: number) {
  return api.call(switchingRoutes.changeCompany, { body: { company_id: companyId } });
}

/**
 * Signs in on this host with the token of a company change. Sent without any session this
 * browser may hold here, and a refusal must not end that session.
 */
export function signInWithCompanyToken(token: string) {
  return api.call(switchingRoutes.companyToken, { body: { token }, token: null, skipSessionHandling: true });
}

/** A partner enters one of its units. */
export function enterUnit(companyId: number, profile: UnitProfile) {
  return api.call(switchingRoutes.enterUnit, { body: { company_id: companyId, perfil_usuario: profile } });
}

/** Leaves the unit for the partner session. */
export function backToPartner() {
  return api.call(switchingRoutes.backToPartner, {});
}
