import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * Embed links belong to a unit: its admins (and a partner who entered it as admin) make and
 * revoke them, and only while the unit's enable_embedded is 'S' (checked by the service).
 */
export const embedLinkPolicy = {
  manage: (scope: Scope) => hasProfile('admin')(scope) && scope.companyId !== null && !scope.playlistId,
} as const satisfies Record<string, (scope: Scope) => boolean>;
