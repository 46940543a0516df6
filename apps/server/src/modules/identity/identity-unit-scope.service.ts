import { ZUnitScopeQuery } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { type Scope, scopeOnUnit, type UnitId } from '../../platform/scope';
import { findPartnerUnit } from './identity-accounts.repository';

/**
 * The unit a settings or theme call works on. An admin works on their own unit (naming another
 * is 404); a master names one of its partner's units with `?company_id=` (another partner's unit
 * is 404) and gets its scope with that unit. Without `company_id` the scope is the session's.
 */
export async function unitScopeOf(db: Db, request: { scope: Scope; query: unknown }): Promise<Scope> {
  const scope = request.scope;
  const parsed = ZUnitScopeQuery.safeParse(request.query ?? {});
  if (!parsed.success) {
    throw new AppError('validation_failed', { errors: { company_id: ['field_invalid'] } });
  }
  const companyId = parsed.data.company_id;
  if (companyId === undefined) return scope;
  if (scope.profile === 'master' && scope.partnerId !== null) {
    if (!(await findPartnerUnit(db, scope.partnerId, companyId))) throw notFound();
    return scopeOnUnit(scope, companyId);
  }
  if (scope.companyId !== companyId) throw notFound();
  return scope;
}

/** A master working on one of its units (the scope unitScopeOf built), not its own session's. */
export function isPartnerOnUnit(scope: Scope): boolean {
  return scope.profile === 'master' && scope.companyId !== null;
}

/**
 * The unit the caller manages: an admin's own unit (another `company_id` is 404), or for a
 * master a unit of their partner named by `company_id` (required; a unit of another partner is 404).
 */
export async function resolveManagedUnit(
  db: Db,
  scope: Scope,
  companyId: number | undefined,
): Promise<UnitId> {
  if (scope.profile === 'admin' && scope.companyId !== null) {
    if (companyId !== undefined && companyId !== scope.companyId) throw notFound();
    return scope.companyId;
  }
  if (scope.profile === 'master' && scope.partnerId !== null) {
    if (companyId === undefined) {
      throw new AppError('validation_failed', { errors: { company_id: ['field_required'] } });
    }
    if (!(await findPartnerUnit(db, scope.partnerId, companyId))) throw notFound();
    return scopeOnUnit(scope, companyId).companyId!;
  }
  throw new AppError('no_functionality_access');
}
