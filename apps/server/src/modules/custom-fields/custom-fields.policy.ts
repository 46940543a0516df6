import { isCompanyAdmin, isPartner } from '../../platform/policy';
import type { Scope, UnitId } from '../../platform/scope';

/**
 * A unit's admin manages the unit's own fields and reads its partner's global fields; the
 * partner (master) manages the global fields every unit under it shows.
 */
export const customFieldPolicy = {
  manage: (scope: Scope) =>
    (isCompanyAdmin(scope) && scope.companyId !== null) || (isPartner(scope) && scope.partnerId !== null),
} as const;

/** Who owns the fields the caller writes: a unit, or a partner (global fields). */
export type FieldOwner = { kind: 'company'; companyId: UnitId } | { kind: 'partner'; partnerId: number };

export function ownerOf(scope: Scope): FieldOwner {
  if (isCompanyAdmin(scope) && scope.companyId !== null)
    return { kind: 'company', companyId: scope.companyId };
  return { kind: 'partner', partnerId: scope.partnerId as number };
}
