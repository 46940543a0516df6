import { isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** User groups belong to a unit: its admin manages them. */
export const groupPolicy = {
  manage: (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null,
} as const;
