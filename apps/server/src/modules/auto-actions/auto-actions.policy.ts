import { isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** The scheduler acts on a unit's capacities and reports: the unit's admin manages it. */
export const autoActionPolicy = {
  manage: (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null,
} as const;
