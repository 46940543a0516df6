import {
  and,
  asc,
  type Column,
  desc,
  eq,
  exists,
  isNotNull,
  isNull,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  memberships,
  playlistItems,
  playlists,
  reportFavorites,
  reportGroups,
  reportPageViews,
  reports,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Scope, UnitId } from '../../platform/scope';
import { escapeLike } from '../../platform/sql';

/*
 * What the global search reads. Visibility is never decided here: the callers pass the reports
 * module's conditions (which reports the caller may see, which of them lists show), so the search
 * finds exactly what the reports, groups and playlists screens show.
 */

// Accented letters of the languages the portal speaks and their plain forms, so the stored
// side of a comparison folds as foldSearchText folds the typed side (no extension needed).
const ACCENTED = 'áàâãäåāéèêëēíìîïīóòôõöøōúùûüūçñýÿ';
const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuucnyy';

/** The column lower-cased and without accents. */
function folded(column: SQL | Column): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

/** `column` holds the folded term anywhere, its wildcards taken literally. */
function holds(column: Parameters<typeof folded>[0], term: string): SQL {
  return sql`${folded(column)} like ${`%${escapeLike(term)}%`}`;
}

/** Names that start with the term come before those that only hold it. */
function startsWith(column: Parameters<typeof folded>[0], term: string): SQL<boolean> {
  return sql<boolean>`${folded(column)} like ${`${escapeLike(term)}%`}`;
}

const parentGroup = alias(reportGroups, 'parent_group');
const subgroup = alias(reportGroups, 'subgroup');

/** What a report search is told by the reports module: who may see what, and what lists show. */
export interface ReportVisibility {
  visible: SQL;
  listed: SQL | undefined;
}

/**
 * The caller's reports whose title holds the term: favorites first, then the ones opened most
 * recently, then those whose title starts with the term, then by title.
 */
export async function searchReports(db: Db, scope: Scope, term: string, limit: number, on: ReportVisibility) {
  // The caller's last view of each report, as the dashboard's recently viewed reads it: through
  // the caller's own views (their index), never every view of each report found.
  const lastViews = db
    .select({ reportId: reportPageViews.reportId, viewedAt: max(reportPageViews.createdAt).as('viewed_at') })
    .from(reportPageViews)
    .where(eq(reportPageViews.userId, scope.userId))
    .groupBy(reportPageViews.reportId)
    .as('last_views');
  const favorite = sql<boolean>`(${reportFavorites.reportId} is not null)`;
  const viewedAt = sql<Date | string | null>`${lastViews.viewedAt}`;
  const rows = await db
    .select({
      id: reports.id,
      kind: reports.kind,
      title: reports.title,
      groupName: reportGroups.name,
      subgroupName: subgroup.name,
      favorite,
      viewedAt,
    })
    .from(reports)
    .leftJoin(
      reportFavorites,
      and(eq(reportFavorites.reportId, reports.id), eq(reportFavorites.userId, scope.userId)),
    )
    .leftJoin(lastViews, eq(lastViews.reportId, reports.id))
    .leftJoin(reportGroups, eq(reportGroups.id, reports.groupId))
    .leftJoin(subgroup, eq(subgroup.id, reports.subgroupId))
    // A favorite or a report the caller opened is theirs to find even when lists leave it out.
    .where(
      and(
        on.visible,
        holds(reports.title, term),
        on.listed ? or(on.listed, favorite, sql`${viewedAt} is not null`) : undefined,
      ),
    )
    .orderBy(
      desc(favorite),
      sql`${viewedAt} desc nulls last`,
      desc(startsWith(reports.title, term)),
      asc(sql`lower(${reports.title})`),
      asc(reports.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    favorite: Boolean(row.favorite),
    viewedAt: row.viewedAt === null ? null : new Date(row.viewedAt),
  }));
}

/**
 * The unit's report groups and subgroups whose name holds the term. `on` (when given)
 * keeps only those filing at least one report the caller's lists show.
 */
export async function searchReportGroups(
  db: Db,
  companyId: UnitId,
  term: string,
  limit: number,
  on: ReportVisibility | null,
) {
  const withReports = on
    ? exists(
        db
          .select({ one: sql`1` })
          .from(reports)
          .where(
            and(
              on.visible,
              on.listed,
              or(eq(reports.groupId, reportGroups.id), eq(reports.subgroupId, reportGroups.id)),
            ),
          ),
      )
    : undefined;
  return db
    .select({
      id: reportGroups.id,
      name: reportGroups.name,
      parentId: reportGroups.parentId,
      parentName: parentGroup.name,
    })
    .from(reportGroups)
    .leftJoin(parentGroup, eq(parentGroup.id, reportGroups.parentId))
    .where(
      and(
        eq(reportGroups.companyId, companyId),
        isNull(reportGroups.deletedAt),
        holds(reportGroups.name, term),
        withReports,
      ),
    )
    .orderBy(
      desc(startsWith(reportGroups.name, term)),
      asc(sql`lower(${reportGroups.name})`),
      asc(reportGroups.id),
    )
    .limit(limit);
}

/**
 * The unit's playlists whose name holds the term. With `visible` (a member who does not manage
 * them), only those holding at least one live report the caller may see, as the playlists list.
 */
export async function searchPlaylists(
  db: Db,
  companyId: UnitId,
  term: string,
  limit: number,
  visible: SQL | null,
) {
  const withReports = visible
    ? exists(
        db
          .select({ one: sql`1` })
          .from(playlistItems)
          .innerJoin(reports, eq(reports.id, playlistItems.reportId))
          .where(and(eq(playlistItems.playlistId, playlists.id), isNull(reports.deletedAt), visible)),
      )
    : undefined;
  return db
    .select({ id: playlists.id, name: playlists.name })
    .from(playlists)
    .where(
      and(
        eq(playlists.companyId, companyId),
        isNull(playlists.deletedAt),
        holds(playlists.name, term),
        withReports,
      ),
    )
    .orderBy(desc(startsWith(playlists.name, term)), asc(sql`lower(${playlists.name})`), asc(playlists.id))
    .limit(limit);
}

/**
 * People of the unit (not removed) whose name or e-mail holds the term. An invitation not yet
 * accepted is found by what the admin typed, as the users list finds it.
 */
export async function searchUnitUsers(db: Db, companyId: UnitId, term: string, limit: number) {
  const pending = and(isNotNull(memberships.invitedAt), isNull(memberships.acceptedAt));
  const name = sql<string>`case when ${pending} then coalesce(${memberships.invitedName}, ${users.email})
    else ${users.name} end`;
  return db
    .select({ id: users.id, name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
        or(holds(name, term), holds(users.email, term)),
      ),
    )
    .orderBy(desc(startsWith(name, term)), asc(sql`lower(${name})`), asc(users.id))
    .limit(limit);
}
