import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { TPageQuery, TPartner } from '@mirante/contracts';
import { companies, partners } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Partners under the caller's operator, searched by name, one page at a time. */
export async function listPartners(db: Db, scope: Scope, query: TPageQuery) {
  const where = and(
    eq(partners.parentId, scope.partnerId ?? -1),
    eq(partners.kind, 'partner'),
    query.search ? ilike(partners.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  // $count qualifies the columns: a bare "id" inside the subquery would be the unit's own id.
  const companiesCount = db.$count(companies, eq(companies.partnerId, partners.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: partners.id,
        name: partners.name,
        kind: partners.kind,
        active: partners.active,
        companies_count: companiesCount,
        createdAt: partners.createdAt,
      })
      .from(partners)
      .where(where)
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(partners).where(where),
  ]);
  const data: TPartner[] = rows.map(({ createdAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
  }));
  return { data, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
