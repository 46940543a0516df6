import { isCompanyAdmin, isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * A unit's own admins answer remote-access requests. A partner already inside the unit (an
 * impersonated admin session) may not, or it could authorize itself.
 */
const isOwnAdmin = (scope: Scope) =>
  isCompanyAdmin(scope) && scope.companyId !== null && scope.impersonatorUserId === null;

/**
 * A user answers the requests of admins who want to act as them, in their own session only
 * (an admin already acting as the user must not authorize itself).
 */
const isOwnUser = (scope: Scope) =>
  scope.profile === 'user' && scope.companyId !== null && scope.impersonatorUserId === null;

export const remoteAccessPolicy = {
  list: (scope: Scope) => isOwnAdmin(scope) || isOwnUser(scope),
  decide: (scope: Scope) => isOwnAdmin(scope) || isOwnUser(scope),
  /** The requester polls from its partner session, or from the admin session that asked. */
  status: (scope: Scope) =>
    (isPartner(scope) && scope.partnerId !== null) || (isCompanyAdmin(scope) && scope.companyId !== null),
  /** Act as one of the unit's users: its admin, or a partner acting as admin in the unit. */
  accessAsUser: (scope: Scope) => isCompanyAdmin(scope) && scope.companyId !== null,
} as const;
