import type { TAnalyzeFilters } from '@mirante/contracts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { companies, partners, reports } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { hasProfile } from '../../platform/policy';
import { type Scope, trustedUnitId, type UnitId } from '../../platform/scope';
import { readThrough } from '../../platform/tagged-cache';

/** Who may open the analyze screen: a partner (its units) and the operator (its partners' units). */
export const analyzePolicy = {
  use: (scope: Scope) => hasProfile('master', 'a2m')(scope) && scope.partnerId !== null,
} as const;

export interface ReachUnit {
  id: UnitId;
  name: string;
  partnerId: number;
  partnerName: string;
}

/** What the units in reach are read from: any change of a unit or a partner drops the copies. */
export const REACH_DEPENDENCIES = ['companies', 'partners'];

/** The key of the caller's reach: the operator's partner chain, or a partner's own units. */
export function reachCacheKey(scope: Scope): string {
  return `${scope.profile === 'a2m' ? 'chain' : 'partner'}:${scope.partnerId ?? 0}`;
}

/**
 * The live units a partner or the operator reaches, by name. Kept in memory per reach until the
 * change feed announces a change to any unit or partner (a unit added, moved, renamed or removed;
 * a partner renamed or moved under another).
 */
export function unitsInReach(db: Db, scope: Scope): Promise<ReachUnit[]> {
  return readThrough(db, 'analyze-reach', reachCacheKey(scope), REACH_DEPENDENCIES, () =>
    readUnitsInReach(db, scope.partnerId ?? 0, scope.profile === 'a2m'),
  );
}

async function readUnitsInReach(db: Db, partnerId: number, chain: boolean): Promise<ReachUnit[]> {
  const reach = chain
    ? or(eq(partners.id, partnerId), eq(partners.parentId, partnerId))
    : eq(companies.partnerId, partnerId);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      partnerId: companies.partnerId,
      partnerName: partners.name,
    })
    .from(companies)
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .where(and(reach, isNull(companies.deletedAt)))
    .orderBy(asc(companies.name), asc(companies.id));
  // The units were just read under the caller's partner chain.
  return rows.map((r) => ({ ...r, id: trustedUnitId(r.id) }));
}

/** The units a call covers once its filters are applied; a filter outside the reach is not found. */
export interface Reach {
  units: ReachUnit[];
  reportId: number | null;
  /** A partner or unit was chosen (lists that need a bounded reach for the operator). */
  narrowed: boolean;
}

export async function resolveReach(
  db: Db,
  scope: Scope,
  filters: Pick<TAnalyzeFilters, 'partner_id' | 'company_id' | 'report_id'>,
): Promise<Reach> {
  let units = await unitsInReach(db, scope);
  if (filters.partner_id !== undefined) {
    units = units.filter((u) => u.partnerId === filters.partner_id);
    if (units.length === 0) throw new AppError('not_found');
  }
  if (filters.company_id !== undefined) {
    units = units.filter((u) => u.id === filters.company_id);
    if (units.length === 0) throw new AppError('not_found');
  }
  let reportId: number | null = null;
  if (filters.report_id !== undefined) {
    const [report] = await db
      .select({ companyId: reports.companyId })
      .from(reports)
      .where(eq(reports.id, filters.report_id));
    const unit = report && units.find((u) => u.id === report.companyId);
    if (!unit) throw new AppError('not_found');
    units = [unit];
    reportId = filters.report_id;
  }
  return {
    units,
    reportId,
    narrowed:
      scope.profile === 'master' || filters.partner_id !== undefined || filters.company_id !== undefined,
  };
}

/** Lists over every unit of every partner stay bounded: the operator picks a partner or unit first. */
export function requireNarrowed(reach: Reach): void {
  if (!reach.narrowed && reach.reportId === null) {
    throw new AppError('validation_failed', { errors: { partner_id: ['field_required'] } });
  }
}

/** The live reports of one unit (id and title), by title: the analyze screen's report filter. */
export async function unitReportOptions(db: Db, unitId: UnitId): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: reports.id, title: reports.title })
    .from(reports)
    .where(and(eq(reports.companyId, unitId), isNull(reports.deletedAt)))
    .orderBy(asc(reports.title), asc(reports.id));
}
