import { hasProfile } from '../../platform/policy';

/**
 * The unit's admin manages the unit's users; a master manages those of its partner's units
 * (naming the unit with `company_id`). Users and the operator do not.
 */
export const unitUserPolicy = {
  manage: hasProfile('admin', 'master'),
} as const;
