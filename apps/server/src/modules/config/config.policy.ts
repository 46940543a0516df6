import { anySession, hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/** Every signed-in caller reads its session's configuration and the list of timezones. */
export const configPolicy = {
  read: anySession,
} as const;

/**
 * Who edits a unit's settings form: its admin, or its partner's master naming the unit with
 * `company_id` (see unitScopeOf; the service refuses a scope that names no unit).
 */
export const settingsPolicy = {
  update: hasProfile('admin', 'master'),
  /** The test e-mail goes through the mail server of the session's own unit. */
  testMail: (scope: Scope) => hasProfile('admin', 'master')(scope) && scope.companyId !== null,
  whitelist: hasProfile('admin', 'master'),
} as const;
