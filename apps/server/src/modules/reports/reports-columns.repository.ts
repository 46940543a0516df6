import { and, eq, exists, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reportFavorites, reportGroups, reports } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';

/** Aliases for the group and subgroup a report is filed under. */
export const groupOf = alias(reportGroups, 'report_group');
export const subgroupOf = alias(reportGroups, 'report_subgroup');

/**
 * Join conditions of a report's group and subgroup, held to the report's unit: the planner then
 * reads the unit's few groups through report_groups_company_idx instead of hashing every unit's.
 */
export const groupJoin = and(
  eq(groupOf.id, reports.groupId),
  eq(groupOf.companyId, reports.companyId),
) as SQL;
export const subgroupJoin = and(
  eq(subgroupOf.id, reports.subgroupId),
  eq(subgroupOf.companyId, reports.companyId),
) as SQL;

/** Maintenance right now: the flag, or inside the scheduled window. */
export const inMaintenanceSql = sql<boolean>`(${reports.maintenance} or (${reports.maintenanceStart} is not null
  and ${reports.maintenanceEnd} is not null and now() >= ${reports.maintenanceStart}
  and now() < ${reports.maintenanceEnd}))`;

function favoriteSql(db: Db | Tx, userId: number): SQL<boolean> {
  return sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(reportFavorites)
      .where(and(eq(reportFavorites.reportId, reports.id), eq(reportFavorites.userId, userId))),
  )}`;
}

/** Columns of a report card, with its group names and the caller's favorite flag. */
export function cardColumns(db: Db | Tx, userId: number) {
  return {
    id: reports.id,
    kind: reports.kind,
    title: reports.title,
    description: reports.description,
    cover: reports.cover,
    group_id: reports.groupId,
    group_name: groupOf.name,
    subgroup_id: reports.subgroupId,
    subgroup_name: subgroupOf.name,
    in_maintenance: inMaintenanceSql,
    favorite: favoriteSql(db, userId),
    createdAt: reports.createdAt,
  };
}

/** Every column a management screen shows (the HTML body is read separately). */
export function reportColumns(db: Db | Tx, userId: number) {
  return {
    ...cardColumns(db, userId),
    filter_mode: reports.filterMode,
    ignore_rls: reports.ignoreRls,
    side_filter: reports.sideFilter,
    nav_panel: reports.navPanel,
    show_hidden_pages: reports.showHiddenPages,
    show_on_catalog: reports.showOnCatalog,
    catalog_description: reports.catalogDescription,
    show_on_app: reports.showOnApp,
    mobile_background: reports.mobileBackground,
    resolution: reports.resolution,
    orientation: reports.orientation,
    allow_editing: reports.allowEditing,
    visual_headers: reports.visualHeaders,
    update_seconds: reports.updateSeconds,
    show_last_update: reports.showLastUpdate,
    maintenance: reports.maintenance,
    maintenanceStart: reports.maintenanceStart,
    maintenanceEnd: reports.maintenanceEnd,
    maintenance_message: reports.maintenanceMessage,
    hidden: reports.hidden,
    workspace_id: reports.workspaceId,
    provider_report_id: reports.providerReportId,
    provider_dataset_id: reports.providerDatasetId,
    embed_url: reports.embedUrl,
    external_url: reports.externalUrl,
    updatedAt: reports.updatedAt,
  };
}

/**
 * When the next maintenance window of a unit's reports opens or closes (epoch ms), or null when
 * none is ahead: answers that mark reports in maintenance are good until then.
 */
export async function nextMaintenanceChangeAt(db: Db, companyId: UnitId): Promise<number | null> {
  const [row] = await db
    .select({
      at: sql<number | null>`extract(epoch from least(
        min(case when ${reports.maintenanceStart} > now() then ${reports.maintenanceStart} end),
        min(case when ${reports.maintenanceEnd} > now() then ${reports.maintenanceEnd} end))) * 1000`,
    })
    .from(reports)
    .where(
      and(
        eq(reports.companyId, companyId),
        isNull(reports.deletedAt),
        isNotNull(reports.maintenanceStart),
        isNotNull(reports.maintenanceEnd),
      ),
    );
  return row?.at == null ? null : Number(row.at);
}
