import {
  PARTNER_REPORT_FILTER_CHOICES_MAX,
  type TPartnerReport,
  type TPartnerReportFilters,
  type TPartnerReportPage,
  type ZPartnerReportFiltersQuery,
  type ZPartnerReportListQuery,
} from '@mirante/contracts';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  capacities,
  companies,
  partners,
  providerAccounts,
  reports,
  unitReportCounts,
  workspaces,
} from '../../db/schema/index';
import { type Db, executeNamed } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { likeContains } from '../../platform/sql';
import { readThrough } from '../../platform/tagged-cache';
import { groupJoin, groupOf, inMaintenanceSql, subgroupJoin, subgroupOf } from './reports-columns.repository';
import { coverPath } from './reports-present.service';

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

const workspaceJoin = and(eq(workspaces.id, reports.workspaceId), isNull(workspaces.deletedAt));
const accountJoin = and(
  eq(providerAccounts.id, workspaces.providerAccountId),
  isNull(providerAccounts.deletedAt),
);
const capacityJoin = and(eq(capacities.id, workspaces.capacityId), isNull(capacities.deletedAt));

/** Answers 404 when a filter names a partner, unit or provider account outside the caller's reach. */
async function assertFiltersInReach(
  db: Db,
  scope: Scope,
  query: { partner_id?: number; company_id?: number; provider_account_id?: number },
): Promise<void> {
  const checks: Promise<unknown[]>[] = [];
  if (query.partner_id) {
    checks.push(
      db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.id, query.partner_id), reachOf(scope))),
    );
  }
  if (query.company_id) {
    checks.push(
      db
        .select({ id: companies.id })
        .from(companies)
        .innerJoin(partners, eq(partners.id, companies.partnerId))
        .where(and(eq(companies.id, query.company_id), isNull(companies.deletedAt), reachOf(scope))),
    );
  }
  if (query.provider_account_id) {
    checks.push(
      db
        .select({ id: providerAccounts.id })
        .from(providerAccounts)
        .innerJoin(companies, eq(companies.id, providerAccounts.companyId))
        .innerJoin(partners, eq(partners.id, companies.partnerId))
        .where(
          and(
            eq(providerAccounts.id, query.provider_account_id),
            isNull(providerAccounts.deletedAt),
            isNull(companies.deletedAt),
            reachOf(scope),
          ),
        ),
    );
  }
  for (const rows of await Promise.all(checks)) if (rows.length === 0) throw notFound();
}

/** The rows of the view: each report with its unit, partner, provider account and capacity. */
function selectPartnerReportRows(db: Db, where: SQL | undefined) {
  return db
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
      maintenanceStart: reports.maintenanceStart,
      maintenanceEnd: reports.maintenanceEnd,
      hidden: reports.hidden,
      createdAt: reports.createdAt,
      company_id: companies.id,
      company_name: companies.name,
      partner_id: partners.id,
      partner_name: partners.name,
      accountId: providerAccounts.id,
      accountName: providerAccounts.name,
      capacityId: capacities.id,
      capacityName: capacities.name,
      capacitySize: capacities.size,
      capacityState: capacities.state,
    })
    .from(reports)
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(workspaces, workspaceJoin)
    .leftJoin(providerAccounts, accountJoin)
    .leftJoin(capacities, capacityJoin)
    .leftJoin(groupOf, groupJoin)
    .leftJoin(subgroupOf, subgroupJoin)
    .where(where);
}

type PartnerReportRow = Awaited<ReturnType<typeof selectPartnerReportRows>>[number];

function presentPartnerReport({
  createdAt,
  maintenanceStart: _maintenanceStart,
  maintenanceEnd: _maintenanceEnd,
  accountId,
  accountName,
  capacityId,
  capacityName,
  capacitySize,
  capacityState,
  ...r
}: PartnerReportRow): TPartnerReport {
  return {
    ...r,
    cover: coverPath(r.cover),
    in_maintenance: Boolean(r.in_maintenance),
    created_at: createdAt.toISOString(),
    provider_account:
      accountId !== null && accountName !== null ? { id: accountId, name: accountName } : null,
    capacity:
      capacityId !== null && capacityName !== null && capacitySize !== null
        ? { id: capacityId, name: capacityName, size: capacitySize, state: capacityState }
        : null,
  };
}

/** One live report of a unit in the caller's reach, as the view shows it; anything else is not found. */
export async function findPartnerReport(db: Db, scope: Scope, id: number): Promise<TPartnerReport> {
  const [row] = await selectPartnerReportRows(
    db,
    and(eq(reports.id, id), isNull(reports.deletedAt), isNull(companies.deletedAt), reachOf(scope)),
  );
  if (!row) throw notFound();
  return presentPartnerReport(row);
}

/**
 * What a page of the view (and its filters' choices) is read from: any change of one of these
 * tables is announced by the change feed (migrations 0005, 0029, 0031) and drops the copies.
 */
const PARTNER_REPORT_DEPENDENCIES = [
  'reports',
  'report_groups',
  'companies',
  'partners',
  'workspaces',
  'provider_accounts',
  'capacities',
];

/** The key of the caller's reach: the operator's partner chain, or a partner's own units. */
function reachKeyOf(scope: Scope): string {
  return `${scope.profile === 'a2m' ? 'chain' : 'partner'}:${scope.partnerId ?? 0}`;
}

/**
 * The operator's (or a partner's) read-only view across its units: which unit uses which report,
 * through which provider account and capacity, with totals over every matching row. A page
 * without a search is kept in memory (change-feed cache) per reach and filters until any report,
 * report group, unit, partner, workspace, provider account or capacity changes, or until a
 * maintenance window of one of its reports opens or closes (its `in_maintenance` turns).
 */
export async function listPartnerReports(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportListQuery>,
): Promise<TPartnerReportPage> {
  if (query.search) return (await readPartnerReports(db, scope, query)).page;
  const key = [
    reachKeyOf(scope),
    query.partner_id ?? '',
    query.company_id ?? '',
    query.provider_account_id ?? '',
    query.kind ?? '',
    query.page,
    query.per_page,
  ].join(':');
  const kept = await readThrough(
    db,
    'partner-reports',
    key,
    PARTNER_REPORT_DEPENDENCIES,
    () => readPartnerReports(db, scope, query),
    (value) => value.until,
  );
  return kept.page;
}

/** The next moment a maintenance window of these rows opens or closes (epoch ms; none: infinity). */
function nextMaintenanceTurn(rows: PartnerReportRow[], now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.maintenanceStart === null || row.maintenanceEnd === null) continue;
    for (const at of [row.maintenanceStart.getTime(), row.maintenanceEnd.getTime()]) {
      if (at > now && at < next) next = at;
    }
  }
  return next;
}

async function readPartnerReports(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportListQuery>,
): Promise<{ page: TPartnerReportPage; until: number }> {
  const now = Date.now();
  await assertFiltersInReach(db, scope, query);
  const search = query.search ? likeContains(query.search) : undefined;
  const where = and(
    isNull(reports.deletedAt),
    isNull(companies.deletedAt),
    reachOf(scope),
    query.partner_id ? eq(companies.partnerId, query.partner_id) : undefined,
    query.company_id ? eq(reports.companyId, query.company_id) : undefined,
    query.provider_account_id ? eq(providerAccounts.id, query.provider_account_id) : undefined,
    query.kind ? eq(reports.kind, query.kind) : undefined,
    search
      ? or(
          ilike(reports.title, search),
          ilike(companies.name, search),
          ilike(partners.name, search),
          ilike(providerAccounts.name, search),
          ilike(capacities.name, search),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    pageOf(db, scope, query, where),
    search
      ? db
          .select({
            reports: sql<number>`count(*)::int`,
            partners: sql<number>`count(distinct ${companies.partnerId})::int`,
            units: sql<number>`count(distinct ${companies.id})::int`,
            provider_accounts: sql<number>`count(distinct ${providerAccounts.id})::int`,
            capacities: sql<number>`count(distinct ${capacities.id})::int`,
          })
          .from(reports)
          .innerJoin(companies, eq(companies.id, reports.companyId))
          .innerJoin(partners, eq(partners.id, companies.partnerId))
          .leftJoin(workspaces, workspaceJoin)
          .leftJoin(providerAccounts, accountJoin)
          .leftJoin(capacities, capacityJoin)
          .where(where)
      : unitTotals(db, scope, query),
  ]);
  const data = rows.map(presentPartnerReport);
  const empty = { reports: 0, partners: 0, units: 0, provider_accounts: 0, capacities: 0 };
  return {
    page: {
      data,
      page: query.page,
      per_page: query.per_page,
      total: totals?.reports ?? 0,
      totals: totals ?? empty,
    },
    until: nextMaintenanceTurn(rows, now),
  };
}

type PartnerReportTotals = TPartnerReportPage['totals'];

/** The rows of a raw statement's answer, on either driver. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * A page of the view, newest first, in two steps: the page's ids, then their rows with every join
 * (by id, as a named prepared statement: planning that eight-table join cost more than running
 * it). Across every partner the operator's ids are read from `reports_created_idx` backwards,
 * stopping at the page. A reach of some units (a partner, or a partner or unit filter) takes the
 * newest reports of each of its units from `reports_company_idx` (as many as the page needs) and
 * keeps the page's ids among them: scanning the whole platform's newest reports for the few of
 * one partner would read most of them when its reports are old. A search or a provider account
 * filter reads the joined rows in one statement (it filters on them).
 */
async function pageOf(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportListQuery>,
  where: SQL | undefined,
): Promise<PartnerReportRow[]> {
  const offset = (query.page - 1) * query.per_page;
  const everyUnit = scope.profile === 'a2m' && !query.partner_id && !query.company_id;
  if (query.search || query.provider_account_id) {
    return selectPartnerReportRows(db, where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(query.per_page)
      .offset(offset);
  }
  const conditions = [
    sql`${companies.deletedAt} is null`,
    reachOf(scope),
    query.partner_id ? sql`${companies.partnerId} = ${query.partner_id}` : undefined,
    query.company_id ? sql`${companies.id} = ${query.company_id}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const kind = query.kind ? sql`and r.kind = ${query.kind}` : sql``;
  const ids = rowsOf<{ id: number }>(
    await db.execute(
      everyUnit
        ? sql`select r.id from ${reports} r
            inner join ${companies} on ${companies.id} = r.company_id
            inner join ${partners} on ${partners.id} = ${companies.partnerId}
            where r.deleted_at is null ${kind} and ${sql.join(conditions, sql` and `)}
            order by r.created_at desc, r.id desc
            limit ${query.per_page} offset ${offset}`
        : sql`select newest.id from ${companies}
            inner join ${partners} on ${partners.id} = ${companies.partnerId}
            cross join lateral (select r.id, r.created_at from ${reports} r
              where r.company_id = ${companies.id} and r.deleted_at is null ${kind}
              order by r.created_at desc, r.id desc limit ${offset + query.per_page}) newest
            where ${sql.join(conditions, sql` and `)}
            order by newest.created_at desc, newest.id desc
            limit ${query.per_page} offset ${offset}`,
    ),
  ).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  // The page's rows by their ids: one text for every page, so its generic plan is kept.
  return executeNamed(
    selectPartnerReportRows(db, and(where, sql`${reports.id} = any(${`{${ids.join(',')}}`}::int[])`)).orderBy(
      desc(reports.createdAt),
      desc(reports.id),
    ),
  );
}

/**
 * The totals of the view without a search: the live reports of each unit in reach per workspace
 * (and kind) are the counts the database keeps (`unit_report_counts`, migration 0030_kept_counts:
 * about one row per unit, found by its key for each unit in reach), and only those rows meet the workspace, provider account and capacity.
 * The same figures as counting the joined rows, without reading every report of the platform.
 */
function unitTotals(
  db: Db,
  scope: Scope,
  query: { partner_id?: number; company_id?: number; provider_account_id?: number; kind?: string },
): Promise<PartnerReportTotals[]> {
  // Across every partner all the counts are read at once; a narrower reach finds its units' by key.
  const everyUnit =
    scope.profile === 'a2m' && !query.partner_id && !query.company_id && !query.provider_account_id;
  const kind = query.kind ? sql`and c.kind = ${query.kind}` : sql``;
  const conditions = [
    sql`${companies.deletedAt} is null`,
    reachOf(scope),
    query.partner_id ? sql`${companies.partnerId} = ${query.partner_id}` : undefined,
    query.company_id ? sql`${companies.id} = ${query.company_id}` : undefined,
    query.provider_account_id ? sql`${providerAccounts.id} = ${query.provider_account_id}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return db
    .execute(
      sql`select coalesce(sum(per_workspace.n), 0)::int as reports,
          count(distinct ${companies.partnerId})::int as partners,
          count(distinct ${companies.id})::int as units,
          count(distinct ${providerAccounts.id})::int as provider_accounts,
          count(distinct ${capacities.id})::int as capacities
        from ${companies}
        inner join ${partners} on ${partners.id} = ${companies.partnerId}
        ${
          everyUnit
            ? sql`inner join (select c.company_id, c.workspace_id, sum(c.n) as n from ${unitReportCounts} c
                where c.n > 0 ${kind} group by c.company_id, c.workspace_id) per_workspace
                on per_workspace.company_id = ${companies.id}`
            : sql`cross join lateral (select c.workspace_id, sum(c.n) as n from ${unitReportCounts} c
                where c.company_id = ${companies.id} and c.n > 0 ${kind}
                group by c.workspace_id) per_workspace`
        }
        left join ${workspaces} on ${workspaces.id} = per_workspace.workspace_id and ${workspaces.deletedAt} is null
        left join ${providerAccounts} on ${accountJoin}
        left join ${capacities} on ${capacityJoin}
        where ${sql.join(conditions, sql` and `)}`,
    )
    .then((result) => rowsOf<PartnerReportTotals>(result));
}

/**
 * The choices of the view's filters, in the caller's reach, narrowed by the partner or unit picked.
 * Kept in memory per reach and filters until any partner, unit or provider account changes.
 */
export function partnerReportFilters(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportFiltersQuery>,
): Promise<TPartnerReportFilters> {
  return readThrough(
    db,
    'partner-report-filters',
    `${reachKeyOf(scope)}:${query.partner_id ?? ''}:${query.company_id ?? ''}`,
    ['partners', 'companies', 'provider_accounts'],
    () => readPartnerReportFilters(db, scope, query),
  );
}

async function readPartnerReportFilters(
  db: Db,
  scope: Scope,
  query: z.output<typeof ZPartnerReportFiltersQuery>,
): Promise<TPartnerReportFilters> {
  await assertFiltersInReach(db, scope, query);
  const limit = PARTNER_REPORT_FILTER_CHOICES_MAX;
  const unitWhere = and(
    isNull(companies.deletedAt),
    reachOf(scope),
    query.partner_id ? eq(companies.partnerId, query.partner_id) : undefined,
  );
  const [partnerRows, units, accounts] = await Promise.all([
    db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(reachOf(scope))
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(limit),
    db
      .select({ id: companies.id, name: companies.name, partner_id: companies.partnerId })
      .from(companies)
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(unitWhere)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(limit),
    db
      .select({
        id: providerAccounts.id,
        name: providerAccounts.name,
        company_id: providerAccounts.companyId,
      })
      .from(providerAccounts)
      .innerJoin(companies, eq(companies.id, providerAccounts.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(
        and(
          unitWhere,
          isNull(providerAccounts.deletedAt),
          query.company_id ? eq(providerAccounts.companyId, query.company_id) : undefined,
        ),
      )
      .orderBy(asc(providerAccounts.name), asc(providerAccounts.id))
      .limit(limit),
  ]);
  return { partners: partnerRows, units, provider_accounts: accounts };
}
