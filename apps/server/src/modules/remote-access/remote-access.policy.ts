import { isCompanyAdmin, isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * A unit's own admins answer remote-access requests. A partner already inside the unit (an
 * impersonated admin session) may not, or it could authorize itself.
 */
const isOwnAdmin = (scope: Scope) =>
  isCompanyAdmin(scope) && scope.companyId !== null && scope.impersonatorUserId === null;

export const remoteAccessPolicy = {
  list: isOwnAdmin,
  decide: isOwnAdmin,
  /** The requester polls from its partner session. */
  status: (scope: Scope) => isPartner(scope) && scope.partnerId !== null,
} as const;
