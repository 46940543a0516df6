import { and, asc, sql } from 'drizzle-orm';
import { reports } from '../../db/schema/index';
import { type Db, executeNamed } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { listedCondition, visibilityCondition } from './reports-access.repository';
import { groupOf, inMaintenanceSql, subgroupOf, groupJoin, subgroupJoin } from './reports-columns.repository';

/**
 * Visible reports with where they are filed, ordered as the menu shows them; `listedOnly` leaves
 * out those a list does not show (listedCondition). A named prepared statement per shape.
 */
export async function visibleFiledReports(db: Db, scope: Scope, listedOnly = false) {
  const visible = await visibilityCondition(db, scope);
  return executeNamed(
    db
      .select({
        id: reports.id,
        kind: reports.kind,
        title: reports.title,
        in_maintenance: inMaintenanceSql,
        // A deleted group (or subgroup) files nothing.
        groupId: sql<number | null>`case when ${groupOf.deletedAt} is null then ${groupOf.id} end`,
        groupName: groupOf.name,
        groupIcon: groupOf.icon,
        groupPosition: groupOf.position,
        subgroupId: sql<number | null>`case when ${subgroupOf.deletedAt} is null then ${subgroupOf.id} end`,
        subgroupName: subgroupOf.name,
        subgroupIcon: subgroupOf.icon,
        subgroupPosition: subgroupOf.position,
      })
      .from(reports)
      .leftJoin(groupOf, groupJoin)
      .leftJoin(subgroupOf, subgroupJoin)
      .where(and(visible, listedOnly ? listedCondition(scope) : undefined))
      .orderBy(asc(sql`lower(${reports.title})`), asc(reports.id)),
  );
}
