import type { Profile } from '@mirante/contracts';
import { hasProfile, isOperator } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * Who sees which units on the domain screen: the operator every unit of its partners, a
 * partner its own units, an admin only its unit.
 */
export type DomainReach =
  | { kind: 'operator'; operatorId: number }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'unit'; companyId: number };

export const DOMAIN_VIEWERS = ['a2m', 'master', 'admin'] as const satisfies readonly Profile[];

/** A session of a viewing profile that carries its tenant (see reachOf). */
const inReach = (scope: Scope) => reachOf(scope) !== null;

/**
 * A unit admin reads its addresses but does not change them: a custom domain adds a monthly
 * charge to the partner's bill, and a new subdomain moves every user's sign-in address, so
 * both stay with whoever sells and bills the unit.
 */
export const domainPolicy = {
  view: (scope: Scope) => hasProfile(...DOMAIN_VIEWERS)(scope) && inReach(scope),
  manage: (scope: Scope) => hasProfile('a2m', 'master')(scope) && inReach(scope),
  viewFee: hasProfile('a2m', 'master'),
  setFee: isOperator,
} as const;

/** The reach of a caller the view policy let through; null when its session lacks the tenant. */
export function reachOf(scope: Scope): DomainReach | null {
  if (scope.profile === 'a2m')
    return scope.partnerId ? { kind: 'operator', operatorId: scope.partnerId } : null;
  if (scope.profile === 'master')
    return scope.partnerId ? { kind: 'partner', partnerId: scope.partnerId } : null;
  if (scope.profile === 'admin') return scope.companyId ? { kind: 'unit', companyId: scope.companyId } : null;
  return null;
}
