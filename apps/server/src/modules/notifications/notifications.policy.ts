import { anySession, hasProfile, isCompanyAdmin, isPartner } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** A unit's admin or user in their unit; users also need their account's flag (checked by the service). */
const inUnit = (scope: Scope) => hasProfile('admin', 'user')(scope) && scope.companyId !== null;

/**
 * Everyone has an inbox. A unit's admins, its users allowed to create notifications, and the
 * partner (master) for its units send them; templates are the admins' and the partner's.
 */
export const notificationPolicy = {
  inbox: anySession,
  send: (scope: Scope) => inUnit(scope) || isPartner(scope),
  templates: (scope: Scope) => (isCompanyAdmin(scope) && scope.companyId !== null) || isPartner(scope),
} as const;
