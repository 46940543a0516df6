import { anySession } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * The unit's admin manages the unit's users; a master manages those of its partner's units
 * (naming the unit with `company_id`). Users and the operator do not.
 */
export const unitUserPolicy = {
  manage: (scope: Scope) =>
    (scope.profile === 'admin' && scope.companyId !== null) ||
    (scope.profile === 'master' && scope.partnerId !== null),
} as const;

/**
 * Everyone reads their own account. Changes to it (profile, picture, password) are made in
 * one's own session, never by someone acting as the person.
 */
export const accountPolicy = {
  read: anySession,
  change: (scope: Scope) => scope.impersonatorUserId === null,
} as const;
