import { anySession } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * Themes belong to one unit and are edited by its admin, or by its partner's master naming the
 * unit (`company_id`, resolved by unitScopeOf: another partner's unit is not found). Everyone
 * signed in reads the active theme of their unit, for the layout.
 */
export const themePolicy = {
  readActive: anySession,
  manage: (scope: Scope) =>
    (scope.profile === 'admin' && scope.companyId !== null) || scope.profile === 'master',
} as const;
