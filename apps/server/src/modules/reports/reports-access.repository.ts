import type { TReportFilter } from '@mirante/contracts';
import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import { playlistItems, playlists, reportAccess, reports, sessions } from '../../db/schema/index';
import { type Db, executeNamed, type Tx } from '../../platform/db';
import type { Scope, UnitId } from '../../platform/scope';
import { groupsOfUserInUnit } from '../groups';

/**
 * Report visibility, the one rule every area that shows reports uses (reports, playlists,
 * catalogs, the embed call):
 * - a report of the scope's unit, not deleted; hidden reports only for admins;
 * - admins (and partners acting as admins) see every report of their unit;
 * - users see reports granted to them or to any of their groups in that unit;
 * - a playlist-device session sees only the reports of its playlist.
 * A scope without a unit (operator, partner) sees none here.
 */

/** What a grant allows; admins get the unrestricted grant. */
export interface ReportGrant {
  canEdit: boolean;
  /** Page names; null = every page. */
  pages: string[] | null;
  rlsRoles: string[];
  filters: TReportFilter[];
}

export const FULL_GRANT: ReportGrant = { canEdit: true, pages: null, rlsRoles: [], filters: [] };
const READ_ONLY_GRANT: ReportGrant = { canEdit: false, pages: null, rlsRoles: [], filters: [] };

type Handle = Db | Tx;

/** The playlist a device session is bound to, if any (from the scope when the guard set it). */
export async function playlistOfSession(db: Handle, scope: Scope): Promise<number | null> {
  if (scope.playlistId !== undefined) return scope.playlistId;
  const [row] = await db
    .select({ playlistId: sessions.playlistId })
    .from(sessions)
    .where(eq(sessions.id, scope.sessionId));
  return row?.playlistId ?? null;
}

function isUnitAdmin(scope: Scope): boolean {
  return scope.profile === 'admin';
}

/**
 * A grant row matching the caller: to the user, or to one of the user's groups in the unit (looked
 * up in the same query, so deciding visibility costs no round trip of its own).
 */
function grantedTo(userId: number, companyId: UnitId): SQL {
  return or(
    eq(reportAccess.userId, userId),
    // As an array computed once (an InitPlan), so the grants are found through the user and
    // group grant indexes (a BitmapOr) rather than by filtering every grant of the unit.
    sql`${reportAccess.groupId} = any(array${groupsOfUserInUnit(userId, companyId)})`,
  ) as SQL;
}

/**
 * The SQL condition on `reports` that the scope may see. Callers add it to their own query
 * (lists, menus, dashboards) so visibility is decided once, in the database.
 */
export async function visibilityCondition(db: Handle, scope: Scope): Promise<SQL> {
  const companyId = scope.companyId;
  if (companyId === null) return sql`false`;
  const base = and(eq(reports.companyId, companyId), isNull(reports.deletedAt)) as SQL;
  const playlistId = await playlistOfSession(db, scope);
  if (playlistId !== null) {
    return and(
      base,
      eq(reports.hidden, false),
      exists(
        db
          .select({ one: sql`1` })
          .from(playlistItems)
          .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
          .where(
            and(
              eq(playlistItems.playlistId, playlistId),
              eq(playlistItems.reportId, reports.id),
              eq(playlists.companyId, companyId),
              isNull(playlists.deletedAt),
            ),
          ),
      ),
    ) as SQL;
  }
  if (isUnitAdmin(scope)) return base;
  return and(
    base,
    eq(reports.hidden, false),
    exists(
      db
        .select({ one: sql`1` })
        .from(reportAccess)
        .where(
          and(
            eq(reportAccess.reportId, reports.id),
            eq(reportAccess.companyId, companyId),
            grantedTo(scope.userId, companyId),
          ),
        ),
    ),
  ) as SQL;
}

/**
 * The reports a list or menu of the scope shows, among those it may see: a report not shown on
 * the app ("show on app" off) stays out of members' lists, dashboards and menus, yet opens from a
 * link, a playlist or a home page; the unit's admins, who manage it, keep listing it.
 */
export function listedCondition(scope: Scope): SQL | undefined {
  return isUnitAdmin(scope) ? undefined : eq(reports.showOnApp, true);
}

/** Ids of every report the scope may see. */
export async function visibleReportIds(db: Handle, scope: Scope): Promise<number[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(await visibilityCondition(db, scope));
  return rows.map((r) => r.id);
}

export async function canViewReport(db: Handle, scope: Scope, reportId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), await visibilityCondition(db, scope)));
  return row !== undefined;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function filtersOf(value: unknown): TReportFilter[] {
  return Array.isArray(value) ? (value as TReportFilter[]) : [];
}

const targetKey = (filter: TReportFilter) => `${filter.target.table}\u0000${filter.target.column}`;

/**
 * The filters of several groups' grants, as one grant that shows at least what each of them shows
 * (a person in several groups sees the union of their groups' data). A grant without filters shows
 * everything, so it wins. Otherwise a column stays filtered only when every grant filters it: by
 * the union of the values all of them let through (`In`), or the values none of them lets through
 * (`NotIn`); a column some grant leaves open, or filters otherwise, is left open.
 */
function unionOfFilters(lists: TReportFilter[][]): TReportFilter[] {
  if (lists.length === 0 || lists.some((list) => list.length === 0)) return [];
  const [first, ...others] = lists.map((list) => {
    const byTarget = new Map<string, TReportFilter>();
    for (const filter of list) if (!byTarget.has(targetKey(filter))) byTarget.set(targetKey(filter), filter);
    return byTarget;
  });
  const merged: TReportFilter[] = [];
  for (const [key, base] of first!) {
    const same = [base, ...others.map((o) => o.get(key))];
    if (same.some((f) => f === undefined || f.operator !== base.operator)) continue;
    const filters = same as TReportFilter[];
    if (base.operator === 'In') {
      merged.push({ ...base, values: [...new Set(filters.flatMap((f) => f.values))] });
    } else if (base.operator === 'NotIn') {
      const values = base.values.filter((v) => filters.every((f) => f.values.includes(v)));
      if (values.length > 0) merged.push({ ...base, values });
    }
  }
  return merged;
}

/**
 * Merges the user's grant with their groups': the broader one wins on every field but the
 * filters, where the user's own (more specific) filters come first, else the union of the groups'.
 */
function mergeGrants(
  rows: { userId: number | null; canEdit: boolean; pages: unknown; rlsRoles: unknown; filters: unknown }[],
) {
  const anyAllPages = rows.some((r) => !Array.isArray(r.pages));
  const own = rows.find((r) => r.userId !== null && filtersOf(r.filters).length > 0);
  const groupRows = rows.filter((r) => r.userId === null);
  return {
    canEdit: rows.some((r) => r.canEdit),
    pages: anyAllPages ? null : [...new Set(rows.flatMap((r) => stringsOf(r.pages)))],
    rlsRoles: [...new Set(rows.flatMap((r) => stringsOf(r.rlsRoles)))],
    filters: own ? filtersOf(own.filters) : unionOfFilters(groupRows.map((r) => filtersOf(r.filters))),
  } satisfies ReportGrant;
}

/** A grant row as the grant lookup reads it (see reportGrantFor). */
interface GrantRow {
  userId: number | null;
  canEdit: boolean;
  pages: unknown;
  rlsRoles: unknown;
  filters: unknown;
}

/** Every row-level-security role the rows hold, sorted. */
function rolesOf(rows: Pick<GrantRow, 'rlsRoles'>[]): string[] {
  const roles = new Set<string>();
  for (const row of rows) {
    if (Array.isArray(row.rlsRoles))
      for (const role of row.rlsRoles) if (typeof role === 'string') roles.add(role);
  }
  return [...roles].sort();
}

/**
 * What the scope may do with a report it can see: admins get everything; users get their
 * grant merged with their groups' (see mergeGrants). Null when the report is not visible.
 * One statement: the report's visibility and the grant rows it needs, read beside it.
 */
export async function reportGrantFor(
  db: Handle,
  scope: Scope,
  reportId: number,
): Promise<ReportGrant | null> {
  const companyId = scope.companyId;
  if (companyId === null) return null;
  // A TV screen shows its playlist: every page, nothing to edit, whoever created it. Screens
  // and admins read row-level-secured data as the union of the roles granted on the report, i.e.
  // everything some member of the unit may see (a dataset with RLS needs at least one role).
  const onScreen = (await playlistOfSession(db, scope)) !== null;
  const everyRole = onScreen || isUnitAdmin(scope);
  const grantRow = everyRole
    ? sql`jsonb_build_object('rlsRoles', ${reportAccess.rlsRoles})`
    : sql`jsonb_build_object('userId', ${reportAccess.userId}, 'canEdit', ${reportAccess.canEdit},
        'pages', ${reportAccess.pages}, 'rlsRoles', ${reportAccess.rlsRoles}, 'filters', ${reportAccess.filters})`;
  const onReport = and(
    eq(reportAccess.reportId, reports.id),
    eq(reportAccess.companyId, companyId),
    everyRole ? undefined : grantedTo(scope.userId, companyId),
  );
  const grants = sql<GrantRow[]>`(select coalesce(jsonb_agg(${grantRow}), '[]'::jsonb)
    from ${reportAccess} where ${onReport})`;
  const visible = await visibilityCondition(db, scope);
  const [row] = await executeNamed(
    db
      .select({ grants })
      .from(reports)
      .where(and(eq(reports.id, reportId), visible)),
  );
  if (!row) return null;
  if (onScreen) return { ...READ_ONLY_GRANT, rlsRoles: rolesOf(row.grants) };
  if (isUnitAdmin(scope)) return { ...FULL_GRANT, rlsRoles: rolesOf(row.grants) };
  const rows = row.grants;
  if (rows.length === 0) return READ_ONLY_GRANT;
  return mergeGrants(rows);
}
