import type { TCompanySummary } from '@mirante/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { companies, memberships, partners } from '../../db/schema';
import { type Db, preparedQuery, type Tx } from '../../platform/db';

// Units and partners as the ways in and the admin screens read them (the companies module writes them).

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

export async function findPartnerById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}
