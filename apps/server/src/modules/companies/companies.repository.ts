import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TCompanySummary } from '@mirante/contracts';
import { clients, companies, memberships, partners } from '../../db/schema';
import { type Db, preparedQuery, type Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';

const summary = { id: companies.id, name: companies.name, subdomain: companies.subdomain };

/**
 * Business units the user can switch to: active units where their membership is usable (not
 * removed, not an unanswered invitation) and not deactivated, blocked or made inactive there.
 */
export function listCompaniesOfUser(db: Db, userId: number): Promise<TCompanySummary[]> {
  return companiesOfUser(db).execute({ userId });
}

const companiesOfUser = preparedQuery((db) =>
  db
    .select(summary)
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        isNull(memberships.deletedAt),
        sql`(${memberships.invitedAt} is null or ${memberships.acceptedAt} is not null)`,
        isNull(memberships.deactivatedAt),
        sql`${memberships.status} not in ('B', 'I')`,
        eq(companies.active, true),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(companies.name))
    .prepare('companies_of_user'),
);

/** Business units sold by a partner. */
export function listCompaniesOfPartner(db: Db, partnerId: number): Promise<TCompanySummary[]> {
  return db
    .select(summary)
    .from(companies)
    .where(and(eq(companies.partnerId, partnerId), eq(companies.active, true), isNull(companies.deletedAt)))
    .orderBy(asc(companies.name));
}

export async function findCompanyById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findCompanyBySubdomain(db: Db | Tx, subdomain: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(sql`lower(${companies.subdomain}) = lower(${subdomain})`)
    .limit(1);
  return row;
}

/**
 * The unit that holds a subdomain, whoever's it is: a subdomain is one address on the whole
 * platform, so whether it is free is read past the caller's own units (only the id is answered).
 */
export async function findSubdomainHolder(db: Db, subdomain: string): Promise<{ id: number } | undefined> {
  return crossingRead(db, async (crossing) => {
    const [row] = await crossing
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.subdomain}) = lower(${subdomain})`)
      .limit(1);
    return row;
  });
}

export async function findPartnerById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}

export async function findClientById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

export async function insertCompany(
  tx: Tx,
  input: { clientId: number; partnerId: number; name: string; subdomain: string },
) {
  const [row] = await tx.insert(companies).values(input).returning();
  return row!;
}

/** Sets a unit's own domain or subdomain (whichever is given). */
export async function setCompanyAddress(
  db: Db | Tx,
  id: number,
  values: { domain?: string | null; subdomain?: string },
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}
