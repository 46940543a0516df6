import type { Profile } from '@mirante/contracts';
import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * Whose invoices a caller reads: the operator those of every client of its partners, a partner
 * those of its own clients.
 */
export type BillingReach = { kind: 'operator'; operatorId: number } | { kind: 'partner'; partnerId: number };

export const BILLING_VIEWERS = ['a2m', 'master'] as const satisfies readonly Profile[];

/** The reach of a caller; null when its session lacks the tenant. */
export function billingReachOf(scope: Scope): BillingReach | null {
  if (!scope.partnerId) return null;
  if (scope.profile === 'a2m') return { kind: 'operator', operatorId: scope.partnerId };
  if (scope.profile === 'master') return { kind: 'partner', partnerId: scope.partnerId };
  return null;
}

const inReach = (scope: Scope) => billingReachOf(scope) !== null;

/**
 * The operator issues the invoices (it closes months, changes and mails them); a partner reads
 * those of its clients on its billing summary.
 */
export const billingPolicy = {
  view: (scope: Scope) => hasProfile(...BILLING_VIEWERS)(scope) && inReach(scope),
  manage: (scope: Scope) => hasProfile('a2m')(scope) && inReach(scope),
} as const;
