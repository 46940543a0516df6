import { hasProfile } from '../../platform/policy';
import type { Scope } from '../../platform/scope';

/**
 * Whose SAML configurations a caller manages: a partner its units', an admin its own unit's
 * (only while the unit's settings allow admins to configure SAML; the service checks that).
 */
export type SamlReach = { kind: 'partner'; partnerId: number } | { kind: 'unit'; companyId: number };

export function samlReachOf(scope: Scope): SamlReach | null {
  if (scope.profile === 'master')
    return scope.partnerId ? { kind: 'partner', partnerId: scope.partnerId } : null;
  if (scope.profile === 'admin') return scope.companyId ? { kind: 'unit', companyId: scope.companyId } : null;
  return null;
}

export const samlPolicy = {
  manage: (scope: Scope) => hasProfile('master', 'admin')(scope) && samlReachOf(scope) !== null,
} as const;
