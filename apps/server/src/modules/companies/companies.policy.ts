import { isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * A partner (master) manages its own business units. The operator does not edit them here:
 * it reaches units through its client and domain screens, so these routes are master-only.
 */
export const companyAdminPolicy = {
  manage: (scope: Scope) => isPartner(scope) && scope.partnerId !== null,
} as const;
