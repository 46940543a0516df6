import { and, asc, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { TCompanyDetail, TCompanyStatusFilter, TPageQuery } from '@mirante/contracts';
import { clients, companies } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { likeContains } from '../../platform/sql';

const detailColumns = {
  company: companies,
  clientName: clients.name,
};

type DetailRow = { company: typeof companies.$inferSelect; clientName: string };

export function presentCompany({ company: c, clientName }: DetailRow): TCompanyDetail {
  return {
    id: c.id,
    client_id: c.clientId,
    client_name: clientName,
    name: c.name,
    subdomain: c.subdomain,
    domain: c.domain,
    document: c.document,
    user_limit: c.userLimit,
    bonus_users: c.bonusUsers,
    // The trial ends at the end of its last day; the form edits the day.
    trial_ends_at: c.trialEndsAt ? c.trialEndsAt.toISOString().slice(0, 10) : null,
    standard_auth: c.standardAuth,
    azure_default: c.azureDefault,
    restrict_provider_accounts: c.restrictProviderAccounts,
    allow_add_reports: c.allowAddReports,
    active: c.active,
    deleted_at: c.deletedAt ? c.deletedAt.toISOString() : null,
    created_at: c.createdAt.toISOString(),
  };
}

function statusCondition(status: TCompanyStatusFilter) {
  if (status === 'deleted') return isNotNull(companies.deletedAt);
  return and(isNull(companies.deletedAt), eq(companies.active, status === 'active'));
}

/** A partner's units, by name, subdomain or document, one page at a time. */
export async function listPartnerCompanies(
  db: Db,
  partnerId: number,
  query: TPageQuery & { status: TCompanyStatusFilter },
) {
  const term = query.search ? likeContains(query.search) : null;
  const where = and(
    eq(companies.partnerId, partnerId),
    statusCondition(query.status),
    term
      ? or(ilike(companies.name, term), ilike(companies.subdomain, term), ilike(companies.document, term))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(detailColumns)
      .from(companies)
      .innerJoin(clients, eq(clients.id, companies.clientId))
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { data: rows.map(presentCompany), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** One of the partner's units, deleted or not; another partner's unit is not found. */
export async function findPartnerCompany(db: Db | Tx, partnerId: number, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(companies)
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .where(and(eq(companies.id, id), eq(companies.partnerId, partnerId)))
    .limit(1);
  return row;
}

export async function listPartnerClients(db: Db, partnerId: number) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.partnerId, partnerId), eq(clients.active, true)))
    .orderBy(asc(clients.name), asc(clients.id));
}

export type CompanyColumns = Partial<typeof companies.$inferInsert>;

export async function updateCompany(tx: Tx | Db, id: number, values: CompanyColumns) {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** Only one unit per partner is the default in Azure: the others lose the flag. */
export async function clearAzureDefault(tx: Tx, partnerId: number, exceptId: number) {
  await tx
    .update(companies)
    .set({ azureDefault: false, updatedAt: sql`now()` })
    .where(
      and(eq(companies.partnerId, partnerId), ne(companies.id, exceptId), eq(companies.azureDefault, true)),
    );
}
