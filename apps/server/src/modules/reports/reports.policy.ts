import type { Profile } from '@mirante/contracts';
import { AppError } from '../../platform/errors';
import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const inUnit = (scope: Scope) => scope.companyId !== null;

/**
 * Who does what with reports. Unit admins (and partners acting as admins, whose switched
 * session is an admin one) manage their unit's reports, groups and grants; members of a unit
 * view what they are granted; the operator and partners read a list across their units.
 */
export const reportPolicy = {
  manage: (scope: Scope) => hasProfile('admin')(scope) && inUnit(scope),
  view: (scope: Scope) => hasProfile('admin', 'user')(scope) && inUnit(scope),
  readAcrossUnits: hasProfile('a2m', 'master'),
} as const satisfies Record<string, (scope: Scope) => boolean>;

/** Profiles each action admits, for the authorization matrix and the docs. */
export const REPORT_ACTION_PROFILES = {
  manage: ['admin'],
  view: ['admin', 'user'],
  readAcrossUnits: ['a2m', 'master'],
} as const satisfies Record<keyof typeof reportPolicy, readonly Profile[]>;

/** The unit of a scope the policy admitted (the policy guarantees there is one). */
export function unitOf(scope: Scope): number {
  if (scope.companyId === null) throw new AppError('no_functionality_access');
  return scope.companyId;
}
