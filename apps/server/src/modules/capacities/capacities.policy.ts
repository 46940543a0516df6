import { hasProfile, isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import type { CapacityReach } from './capacities.repository';

/**
 * A unit's admin manages its capacities and its users look at them; partners look at their units'
 * capacities and the operator at every unit's, without acting on them (they switch into the unit
 * for that).
 */
export const capacityPolicy = {
  view: (scope: Scope) =>
    (hasProfile('admin', 'user')(scope) && scope.companyId !== null && !scope.playlistId) ||
    (hasProfile('master', 'a2m')(scope) && scope.partnerId !== null),
  manage: (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null,
} as const;

/** Which capacities the caller sees. */
export function reachOf(scope: Scope): CapacityReach {
  if (scope.profile === 'a2m') return { operatorId: scope.partnerId as number };
  if (scope.profile === 'master') return { partnerId: scope.partnerId as number };
  return { companyId: scope.companyId! };
}
