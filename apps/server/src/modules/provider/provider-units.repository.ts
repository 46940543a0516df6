import type {
  TUnitEmbeddedWorkspace,
  TUnitProviderAccount,
  TUnitsProviderListQuery,
  ZUnitsProviderListQuery,
} from '@mirante/contracts';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { capacities, companies, partners, providerAccounts, reports, workspaces } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ProviderReach } from './provider.policy';
import { likeContains } from '../../platform/sql';

type ListQuery = z.output<typeof ZUnitsProviderListQuery>;
export type { TUnitsProviderListQuery };

/** The live units in reach (the query joins companies and their partner). */
function reachWhere(reach: ProviderReach): SQL {
  const units =
    'partnerId' in reach
      ? eq(partners.id, reach.partnerId)
      : (or(eq(partners.id, reach.operatorId), eq(partners.parentId, reach.operatorId)) as SQL);
  return and(isNull(companies.deletedAt), units) as SQL;
}

/** A unit named in the query must be in reach: another tenant's unit is not found. */
async function checkUnit(db: Db, reach: ProviderReach, companyId: number | undefined): Promise<void> {
  if (companyId === undefined) return;
  const [unit] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .where(and(reachWhere(reach), eq(companies.id, companyId)));
  if (!unit) throw new AppError('not_found');
}

const unitColumns = {
  company_id: companies.id,
  company_name: companies.name,
  partner_id: partners.id,
  partner_name: partners.name,
};

/** Accounts of the units in reach, by unit then name, searched by name, unit, partner or IDs. */
export async function listUnitsAccounts(db: Db, reach: ProviderReach, query: ListQuery) {
  await checkUnit(db, reach, query.company_id);
  const like = query.search ? likeContains(query.search) : undefined;
  const where = and(
    reachWhere(reach),
    isNull(providerAccounts.deletedAt),
    query.company_id ? eq(providerAccounts.companyId, query.company_id) : undefined,
    like
      ? or(
          ilike(providerAccounts.name, like),
          ilike(companies.name, like),
          ilike(partners.name, like),
          ilike(providerAccounts.applicationId, like),
          ilike(providerAccounts.tenantId, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: providerAccounts.id,
        name: providerAccounts.name,
        application_id: providerAccounts.applicationId,
        tenant_id: providerAccounts.tenantId,
        object_id: providerAccounts.objectId,
        subscription_id: providerAccounts.subscriptionId,
        resource_group: providerAccounts.resourceGroup,
        workspace_id: providerAccounts.workspaceId,
        hasSecret: sql<boolean>`${providerAccounts.secretEnc} <> ''`,
        lastTestedAt: providerAccounts.lastTestedAt,
        last_test_ok: providerAccounts.lastTestOk,
        workspaces_count: db.$count(
          workspaces,
          and(eq(workspaces.providerAccountId, providerAccounts.id), isNull(workspaces.deletedAt)),
        ),
        createdAt: providerAccounts.createdAt,
        ...unitColumns,
      })
      .from(providerAccounts)
      .innerJoin(companies, eq(companies.id, providerAccounts.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(where)
      .orderBy(
        asc(sql`lower(${companies.name})`),
        asc(sql`lower(${providerAccounts.name})`),
        asc(providerAccounts.id),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(providerAccounts)
      .innerJoin(companies, eq(companies.id, providerAccounts.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(where),
  ]);
  // The presenter: whether a secret is stored goes out, the sealed value never leaves the query.
  const data: TUnitProviderAccount[] = rows.map(({ hasSecret, lastTestedAt, createdAt, ...row }) => ({
    ...row,
    has_secret: Boolean(hasSecret),
    last_tested_at: lastTestedAt?.toISOString() ?? null,
    created_at: createdAt.toISOString(),
  }));
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** Embedded workspaces of the units in reach, with their account and capacity, searched likewise. */
export async function listUnitsWorkspaces(db: Db, reach: ProviderReach, query: ListQuery) {
  await checkUnit(db, reach, query.company_id);
  const like = query.search ? likeContains(query.search) : undefined;
  const where = and(
    reachWhere(reach),
    isNull(workspaces.deletedAt),
    query.company_id ? eq(workspaces.companyId, query.company_id) : undefined,
    like
      ? or(
          ilike(workspaces.name, like),
          ilike(workspaces.workspaceId, like),
          ilike(providerAccounts.name, like),
          ilike(companies.name, like),
          ilike(partners.name, like),
        )
      : undefined,
  );
  const from = () =>
    db
      .select({
        id: workspaces.id,
        workspace_id: workspaces.workspaceId,
        name: workspaces.name,
        provider_account_id: workspaces.providerAccountId,
        provider_account_name: providerAccounts.name,
        capacity_id: workspaces.capacityId,
        capacity_name: capacities.name,
        reports_count: db.$count(
          reports,
          and(eq(reports.workspaceId, workspaces.id), isNull(reports.deletedAt)),
        ),
        createdAt: workspaces.createdAt,
        ...unitColumns,
      })
      .from(workspaces)
      .innerJoin(providerAccounts, eq(providerAccounts.id, workspaces.providerAccountId))
      .innerJoin(companies, eq(companies.id, workspaces.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .leftJoin(capacities, and(eq(capacities.id, workspaces.capacityId), isNull(capacities.deletedAt)));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(sql`lower(${workspaces.name})`), asc(workspaces.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(workspaces)
      .innerJoin(providerAccounts, eq(providerAccounts.id, workspaces.providerAccountId))
      .innerJoin(companies, eq(companies.id, workspaces.companyId))
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(where),
  ]);
  const data: TUnitEmbeddedWorkspace[] = rows.map(({ createdAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
  }));
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
