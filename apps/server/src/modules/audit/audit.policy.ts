import type { Profile } from '@mirante/contracts';
import type { Scope } from '../../platform/scope';

/**
 * Who reads the audit trail, and how far: an admin their unit, a partner its units (and its own
 * partner's records), the operator everything. End users read none.
 */
export const AUDIT_READERS = {
  a2m: 'all',
  master: 'partner',
  admin: 'company',
  user: null,
} as const satisfies Record<Profile, 'all' | 'partner' | 'company' | null>;

export const auditPolicy = {
  list: (scope: Scope) => AUDIT_READERS[scope.profile] !== null,
} as const;
