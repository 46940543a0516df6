import type { Db } from '../../platform/db';
import { type Scope, sessionDependencies, type UnitId } from '../../platform/scope';
import { cacheOf, readThrough, scopeGeneration } from '../../platform/tagged-cache';
import { nextMaintenanceChangeAt } from './reports-columns.repository';

/** The tables whose rows decide what a unit's members see of its reports, announced by unit. */
const REPORT_TABLES = [
  'reports',
  'report_access',
  'report_groups',
  'user_groups',
  'playlists',
  'playlist_items',
];

/** When the unit's answers about its reports stop being good: the next maintenance change. */
function unitReportsUntil(db: Db, companyId: UnitId): Promise<number> {
  return readThrough(
    db,
    'report-maintenance',
    String(companyId),
    [`reports:${companyId}`],
    async () => (await nextMaintenanceChangeAt(db, companyId)) ?? Number.POSITIVE_INFINITY,
    (at) => at,
  );
}

/**
 * An answer about the unit's reports as the caller sees them (menu, lists, dashboard, checks),
 * kept per `name` and `key` until the change feed announces a change to the session, the account,
 * the unit's settings or its reports, grants, groups or playlists (plus `extra`), or until one of
 * the unit's maintenance windows opens or closes.
 */
export async function readReportAnswer<V>(
  db: Db,
  scope: Scope,
  name: string,
  key: string,
  extra: string[],
  load: () => Promise<V>,
): Promise<V> {
  const companyId = scope.companyId;
  if (companyId === null || !cacheOf(db, name)) return load();
  // Worked out on a miss only: a kept answer carries its own end, and a change of the unit's
  // maintenance windows is a change of its reports, which drops it.
  let until = Number.POSITIVE_INFINITY;
  return readThrough(
    db,
    name,
    key,
    () => [...sessionDependencies(scope), ...REPORT_TABLES.map((table) => `${table}:${companyId}`), ...extra],
    async () => {
      until = await unitReportsUntil(db, companyId);
      return load();
    },
    () => until,
    scopeGeneration(scope),
  );
}
