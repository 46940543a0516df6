import { hasProfile, isOperator } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const inUnit = (scope: Scope) => scope.companyId !== null;

/**
 * Who does what with reports. Unit admins (and partners acting as admins, whose switched
 * session is an admin one) manage their unit's reports, groups and grants; members of a unit
 * view what they are granted; the operator and partners read a list across their units, and the
 * operator opens any report of that list (partners enter the unit to see one).
 */
export const reportPolicy = {
  manage: (scope: Scope) => hasProfile('admin')(scope) && inUnit(scope),
  view: (scope: Scope) => hasProfile('admin', 'user')(scope) && inUnit(scope),
  readAcrossUnits: hasProfile('a2m', 'master'),
  viewAcrossUnits: (scope: Scope) => isOperator(scope) && scope.partnerId !== null,
} as const satisfies Record<string, (scope: Scope) => boolean>;
