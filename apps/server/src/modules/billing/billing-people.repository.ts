import type { TBillingPersonPage, TBillingPersonQuery } from '@mirante/contracts';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { companies, memberships, partners, users } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

/**
 * The people whose billing role the operator sets: its partners' users (master, who may be
 * billing administrators) and their units' users (admin and user, who may be client contacts),
 * by partner and searched by name or e-mail.
 */
export async function listBillingPeople(
  db: Db,
  scope: Scope,
  query: TBillingPersonQuery,
): Promise<TBillingPersonPage> {
  const pattern = query.search ? likeContains(query.search) : null;
  const partnerIdSql = sql<number>`coalesce(${memberships.partnerId}, ${companies.partnerId})`;
  const where = and(
    isNull(memberships.deletedAt),
    inArray(memberships.profile, ['master', 'admin', 'user']),
    eq(partners.parentId, scope.partnerId ?? -1),
    eq(partners.kind, 'partner'),
    or(isNull(memberships.companyId), isNull(companies.deletedAt)),
    query.partner_id ? eq(partners.id, query.partner_id) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const from = () =>
    db
      .select({
        membership_id: memberships.id,
        user_id: memberships.userId,
        profile: memberships.profile,
        billing_admin: memberships.billingAdmin,
        client_contact: memberships.clientContact,
        name: users.name,
        email: users.email,
        partner_name: partners.name,
        unit_name: companies.name,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(companies, eq(companies.id, memberships.companyId))
      .innerJoin(partners, eq(partners.id, partnerIdSql));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(partners.name), sql`${companies.name} nulls first`, asc(users.name), asc(memberships.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(companies, eq(companies.id, memberships.companyId))
      .innerJoin(partners, eq(partners.id, partnerIdSql))
      .where(where),
  ]);
  return { data: rows, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
