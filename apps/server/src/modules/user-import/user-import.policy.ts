import type { Scope } from '../../platform/scope';
import { unitUserPolicy } from '../users';

/**
 * Importing people is managing the unit's users: the unit's admin, or a master for a unit of
 * its partner (named with `company_id`).
 */
export const userImportPolicy = {
  manage: (scope: Scope) => unitUserPolicy.manage(scope),
} as const;
