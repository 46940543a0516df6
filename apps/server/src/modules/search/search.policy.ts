import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const inUnit = (scope: Scope) => scope.companyId !== null;

/**
 * The global search looks inside the caller's unit, so it is for the unit's members (admins,
 * partners acting as admins, users). What each of them finds is decided by the areas searched.
 */
export const searchPolicy = {
  search: (scope: Scope) => hasProfile('admin', 'user')(scope) && inUnit(scope),
} as const satisfies Record<string, (scope: Scope) => boolean>;
