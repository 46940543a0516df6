import { ZUnitScopeQuery } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { type Scope, scopeOnUnit } from '../../platform/scope';
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
