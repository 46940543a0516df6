import { hasProfile } from '../../platform/policy';

/**
 * Provisioning tokens belong to a unit: its admin manages them, and its partner's master does so
 * naming the unit with `company_id` (see unitScopeOf; a scope that names no unit is refused).
 */
export const scimTokenPolicy = {
  manage: hasProfile('admin', 'master'),
} as const;
