import { hasProfile, isCompanyAdmin } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

const inUnit = (scope: Scope) => scope.companyId !== null;

/**
 * The catalog lists a unit's reports marked show_on_catalog. Users ask for access; the unit's
 * admins (who already see every report) answer.
 */
export const catalogPolicy = {
  view: (scope: Scope) => hasProfile('admin', 'user')(scope) && inUnit(scope),
  request: (scope: Scope) => hasProfile('user')(scope) && inUnit(scope),
  decide: (scope: Scope) => isCompanyAdmin(scope) && inUnit(scope),
} as const;
