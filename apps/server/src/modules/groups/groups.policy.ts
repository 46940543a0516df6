import { hasProfile, isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const manage = (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null;

/** User groups belong to a unit: its admin manages them; its partner reads them (to address them). */
export const groupPolicy = {
  manage,
  read: (scope: Scope) => manage(scope) || (hasProfile('master')(scope) && scope.partnerId !== null),
} as const;
