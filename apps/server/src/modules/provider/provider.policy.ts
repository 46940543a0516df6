import { hasProfile, isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * Report-provider accounts and embedded workspaces belong to a unit: its admin manages them and
 * its users look at them, read-only (their route set has the provider screens). Partners look at
 * their units' (and the operator at every partner's units'), read-only: to change one they enter
 * the unit as its administrator.
 */
export const providerPolicy = {
  manage: (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null,
  view: (scope: Scope) => hasProfile('admin', 'user')(scope) && scope.companyId !== null && !scope.playlistId,
  viewAcrossUnits: (scope: Scope) => hasProfile('a2m', 'master')(scope) && scope.partnerId !== null,
} as const;

/** The units a partner-side caller reaches: a partner its own, the operator its partners' and its own. */
export type ProviderReach = { partnerId: number } | { operatorId: number };

/** The reach of a caller `viewAcrossUnits` let through. */
export function providerReachOf(scope: Scope): ProviderReach {
  const id = scope.partnerId as number;
  return scope.profile === 'a2m' ? { operatorId: id } : { partnerId: id };
}
