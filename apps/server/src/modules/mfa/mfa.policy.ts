import type { TCompanyConfig } from '@mirante/contracts';
import { anySession, hasProfile, isCompanyAdmin, isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** A membership of the user whose second factor is being reset, with its unit's partner. */
export interface TargetMembership {
  profile: Scope['profile'];
  companyId: number | null;
  /** The partner of the membership's business unit (null for partner memberships). */
  companyPartnerId: number | null;
}

/**
 * Whether the caller may change the unit's multi-factor settings (`mfa_master`) and reset its
 * users' second factor. The partner's `mfa_permission_admin` = 'N' hides them from the unit's
 * admins (spec §6) and its `allow_admin_two_factor` = 'N' leaves them read-only to them;
 * partners keep them, since they set those switches. Users never manage them.
 */
export function mayManageUnitMfa(scope: Pick<Scope, 'profile'>, config: TCompanyConfig): boolean {
  if (scope.profile === 'master') return true;
  return (
    scope.profile === 'admin' && config.mfa_permission_admin !== 'N' && config.allow_admin_two_factor !== 'N'
  );
}

/** Whether `mfa_master` goes out in the caller's configuration (see mayManageUnitMfa). */
export function mayReadMfaMaster(scope: Pick<Scope, 'profile'>, config: TCompanyConfig): boolean {
  return scope.profile !== 'admin' || config.mfa_permission_admin !== 'N';
}

export const mfaPolicy = {
  /** Everyone reads the state of their own second factor. */
  read: anySession,
  /**
   * Turn off or renew one's own second factor: only in one's own session. A partner acting
   * inside a unit (impersonated session) must not weaken the account it is acting as.
   */
  manageOwn: (scope: Scope) => scope.impersonatorUserId === null,
  /** Reset someone's second factor: the unit's admin or its partner, never users or the operator. */
  reset: hasProfile('admin', 'master'),
  /**
   * The target is inside the caller's tenant: a member of the admin's unit, or of one of the
   * partner's units. Anyone else is simply not found.
   */
  resetTargetInTenant(scope: Scope, target: readonly TargetMembership[]): boolean {
    if (isCompanyAdmin(scope))
      return target.some((m) => m.companyId !== null && m.companyId === scope.companyId);
    if (isPartner(scope)) {
      return target.some((m) => m.companyId !== null && m.companyPartnerId === scope.partnerId);
    }
    return false;
  },
  /**
   * An admin resets only people of business units: someone who also acts for a partner or the
   * operator has wider reach than the unit, so their second factor is the partner's business.
   */
  resetTargetWithinReach(scope: Scope, target: readonly TargetMembership[]): boolean {
    if (!isCompanyAdmin(scope)) return true;
    return target.every((m) => m.profile === 'admin' || m.profile === 'user');
  },
} as const;
