import {
  DOMAIN_FEE_CURRENCY,
  DOMAIN_FEE_SETTING,
  type TDomainCharge,
  type TDomainFee,
  type TPageQuery,
  type TUnitDomain,
} from '@mirante/contracts';
import { and, asc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { companies, domainRegistrations, partners, platformSettings } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import type { DomainReach } from './domains.policy';
import { likeContains } from '../../platform/sql';

/** The live units the reach covers; a deleted unit is out of every domain query. */
function reachCondition(reach: DomainReach): SQL | undefined {
  const live = isNull(companies.deletedAt);
  if (reach.kind === 'operator') return and(live, eq(partners.parentId, reach.operatorId));
  if (reach.kind === 'partner') return and(live, eq(companies.partnerId, reach.partnerId));
  return and(live, eq(companies.id, reach.companyId));
}

const unitColumns = {
  id: companies.id,
  name: companies.name,
  partnerId: companies.partnerId,
  partnerName: partners.name,
  subdomain: companies.subdomain,
  domain: companies.domain,
  active: companies.active,
  registrationId: domainRegistrations.id,
  registrationDomain: domainRegistrations.domain,
  feeCents: domainRegistrations.monthlyFeeCents,
  currency: domainRegistrations.currency,
  registeredAt: domainRegistrations.createdAt,
};

type UnitRow = {
  id: number;
  name: string;
  partnerId: number;
  partnerName: string;
  subdomain: string | null;
  domain: string | null;
  active: boolean;
  registrationId: number | null;
  registrationDomain: string | null;
  feeCents: number | null;
  currency: string | null;
  registeredAt: Date | null;
};

function present(row: UnitRow): TUnitDomain {
  return {
    id: row.id,
    name: row.name,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    subdomain: row.subdomain,
    domain: row.domain,
    active: row.active,
    registration:
      row.registrationId !== null && row.domain
        ? {
            id: row.registrationId,
            domain: row.registrationDomain ?? row.domain,
            monthly_fee_cents: row.feeCents ?? 0,
            currency: row.currency ?? DOMAIN_FEE_CURRENCY,
            created_at: (row.registeredAt ?? new Date(0)).toISOString(),
          }
        : null,
  };
}

/** Units with their partner and the active registration of their domain (one at most). */
function unitQuery(db: Db | Tx) {
  return db
    .select(unitColumns)
    .from(companies)
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(
      domainRegistrations,
      and(eq(domainRegistrations.companyId, companies.id), isNull(domainRegistrations.removedAt)),
    );
}

/** The units in reach, searched by unit, partner, subdomain or domain, one page at a time. */
export async function listUnitDomains(db: Db, reach: DomainReach, query: TPageQuery) {
  const term = query.search ? likeContains(query.search) : null;
  const where = and(
    reachCondition(reach),
    term
      ? or(
          ilike(companies.name, term),
          ilike(companies.subdomain, term),
          ilike(companies.domain, term),
          ilike(partners.name, term),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    unitQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .innerJoin(partners, eq(partners.id, companies.partnerId))
      .where(where),
  ]);
  return { data: rows.map(present), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** One unit in reach, or undefined: another tenant's unit is simply not found. */
export async function findUnitDomain(db: Db | Tx, reach: DomainReach, id: number) {
  const [row] = await unitQuery(db)
    .where(and(reachCondition(reach), eq(companies.id, id)))
    .limit(1);
  return row ? present(row) : undefined;
}

/** Locks the unit's row for the rest of the transaction, so two changes of its domain queue up. */
export async function lockCompany(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: companies.id, domain: companies.domain, subdomain: companies.subdomain })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row;
}

/** Another unit (deleted ones too: they keep their addresses for a restore) using the domain. */
export async function findDomainOwner(db: Db | Tx, domain: string, exceptId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.domain}) = ${domain.toLowerCase()}`, ne(companies.id, exceptId)))
    .limit(1);
  return row;
}

/** Ends the unit's active registrations (there is one at most); returns what was ended. */
export async function endRegistrations(tx: Tx, companyId: UnitId) {
  return tx
    .update(domainRegistrations)
    .set({ removedAt: sql`now()` })
    .where(and(eq(domainRegistrations.companyId, companyId), isNull(domainRegistrations.removedAt)))
    .returning({ id: domainRegistrations.id, domain: domainRegistrations.domain });
}

export async function insertRegistration(
  tx: Tx,
  input: { companyId: UnitId; domain: string; monthlyFeeCents: number; currency: string },
) {
  const [row] = await tx.insert(domainRegistrations).values(input).returning({ id: domainRegistrations.id });
  return row!;
}

/** The platform's domain fee; 0 until the operator sets one. */
export async function readDomainFee(db: Db | Tx): Promise<TDomainFee> {
  const [row] = await db
    .select({ value: platformSettings.value, updatedAt: platformSettings.updatedAt })
    .from(platformSettings)
    .where(eq(platformSettings.key, DOMAIN_FEE_SETTING))
    .limit(1);
  const cents = typeof row?.value === 'number' && Number.isInteger(row.value) ? row.value : 0;
  return {
    monthly_fee_cents: cents,
    currency: DOMAIN_FEE_CURRENCY,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export async function writeDomainFee(db: Db, cents: number): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: DOMAIN_FEE_SETTING, value: cents })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: cents, updatedAt: sql`now()` },
    });
}

/** Active registrations of the live units in reach, by partner and unit. */
export async function listActiveCharges(db: Db, reach: DomainReach): Promise<TDomainCharge[]> {
  const rows = await db
    .select({
      id: domainRegistrations.id,
      companyId: companies.id,
      companyName: companies.name,
      partnerId: partners.id,
      partnerName: partners.name,
      domain: domainRegistrations.domain,
      feeCents: domainRegistrations.monthlyFeeCents,
      currency: domainRegistrations.currency,
      createdAt: domainRegistrations.createdAt,
    })
    .from(domainRegistrations)
    .innerJoin(companies, eq(companies.id, domainRegistrations.companyId))
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .where(and(reachCondition(reach), isNull(domainRegistrations.removedAt)))
    .orderBy(
      asc(sql`lower(${partners.name})`),
      asc(sql`lower(${companies.name})`),
      asc(domainRegistrations.id),
    );
  return rows.map((r) => ({
    id: r.id,
    company_id: r.companyId,
    company_name: r.companyName,
    partner_id: r.partnerId,
    partner_name: r.partnerName,
    domain: r.domain,
    monthly_fee_cents: r.feeCents,
    currency: r.currency,
    created_at: r.createdAt.toISOString(),
  }));
}
