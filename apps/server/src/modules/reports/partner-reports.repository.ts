import type { TPartnerReport, ZPartnerReportListQuery } from '@mirante/contracts';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { companies, partners, reports } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { groupOf, inMaintenanceSql, subgroupOf, groupJoin, subgroupJoin } from './report-columns.repository';
import { coverPath } from './report-present';
import { likeContains } from '../../platform/sql';

/**
 * The units a partner-side scope reaches: a partner its own units; the operator the units of
 * every partner under it (and its own). Nothing else.
 */
function reachOf(scope: Scope): SQL {
  const partnerId = scope.partnerId ?? 0;
  if (scope.profile === 'a2m') {
    return or(eq(partners.id, partnerId), eq(partners.parentId, partnerId)) as SQL;
  }
  return eq(partners.id, partnerId);
}

/** Read-only list of reports across the units the operator (or partner) reaches. */
export async function listPartnerReports(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportListQuery>,
) {
  const search = query.search ? likeContains(query.search) : undefined;
  const where = and(
    isNull(reports.deletedAt),
    isNull(companies.deletedAt),
    reachOf(scope),
    query.company_id ? eq(reports.companyId, query.company_id) : undefined,
    query.kind ? eq(reports.kind, query.kind) : undefined,
    search ? or(ilike(reports.title, search), ilike(companies.name, search)) : undefined,
  );
  const base = () =>
    db
      .select({
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
        hidden: reports.hidden,
        createdAt: reports.createdAt,
        company_id: companies.id,
        company_name: companies.name,
        partner_name: partners.name,
      })
      .from(reports)
      .innerJoin(companies, eq(companies.id, reports.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .leftJoin(groupOf, groupJoin)
      .leftJoin(subgroupOf, subgroupJoin);
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .innerJoin(companies, eq(companies.id, reports.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(where),
  ]);
  const data: TPartnerReport[] = rows.map(({ createdAt, ...r }) => ({
    ...r,
    cover: coverPath(r.cover),
    in_maintenance: Boolean(r.in_maintenance),
    created_at: createdAt.toISOString(),
  }));
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
