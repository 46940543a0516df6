import { and, asc, countDistinct, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { TPartner, TPartnerQuery } from '@mirante/contracts';
import { companies, memberships, partners, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

/** The partner rows an operator may see: kind 'partner' directly under its own operator record. */
function ownedBy(scope: Scope) {
  return and(eq(partners.parentId, scope.partnerId ?? -1), eq(partners.kind, 'partner'));
}

function partnerColumns(db: Db | Tx) {
  // $count qualifies the columns: a bare "id" inside the subquery would be the unit's own id.
  return {
    id: partners.id,
    name: partners.name,
    kind: partners.kind,
    document: partners.document,
    email: partners.email,
    phone: partners.phone,
    contact_name: partners.contactName,
    active: partners.active,
    companies_count: db.$count(companies, eq(companies.partnerId, partners.id)),
    createdAt: partners.createdAt,
  };
}

function toPartner({ createdAt, ...row }: { createdAt: Date } & Omit<TPartner, 'created_at'>): TPartner {
  return { ...row, created_at: createdAt.toISOString() };
}

/** Partners under the caller's operator, searched by name or document, one page at a time. */
export async function listPartners(db: Db, scope: Scope, query: TPartnerQuery) {
  const pattern = query.search ? likeContains(query.search) : null;
  const digits = query.search?.replace(/[\s./-]/g, '') ?? '';
  const where = and(
    ownedBy(scope),
    pattern
      ? or(
          ilike(partners.name, pattern),
          /^\d+$/.test(digits) ? ilike(partners.document, `%${digits}%`) : undefined,
        )
      : undefined,
    query.status === 'all' ? undefined : eq(partners.active, query.status === 'active'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(partnerColumns(db))
      .from(partners)
      .where(where)
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(partners).where(where),
  ]);
  return { data: rows.map(toPartner), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** One of the operator's partners, or undefined when it is not (or not the caller's). */
export async function findOwnPartner(db: Db | Tx, scope: Scope, id: number): Promise<TPartner | undefined> {
  const [row] = await db
    .select(partnerColumns(db))
    .from(partners)
    .where(and(ownedBy(scope), eq(partners.id, id)))
    .limit(1);
  return row ? toPartner(row) : undefined;
}

/** Units of the partner that still have active users, and how many such users. */
export async function countActiveUsersInUnits(db: Db | Tx, partnerId: number) {
  const [row] = await db
    .select({ units: countDistinct(companies.id), users: countDistinct(users.id) })
    .from(companies)
    .innerJoin(
      memberships,
      and(
        eq(memberships.companyId, companies.id),
        isNull(memberships.deletedAt),
        eq(memberships.status, 'A'),
        isNull(memberships.deactivatedAt),
      ),
    )
    .innerJoin(users, and(eq(users.id, memberships.userId), isNull(users.deactivatedAt)))
    .where(and(eq(companies.partnerId, partnerId), isNull(companies.deletedAt)));
  return { units: row?.units ?? 0, users: row?.users ?? 0 };
}

type PartnerContact = Pick<
  typeof partners.$inferInsert,
  'name' | 'document' | 'email' | 'phone' | 'contactName'
>;

/** Adds a partner (kind 'partner') under an operator record. */
export async function insertPartner(
  tx: Tx,
  parentId: number | null,
  values: PartnerContact,
): Promise<number> {
  const [row] = await tx
    .insert(partners)
    .values({ ...values, kind: 'partner', parentId })
    .returning({ id: partners.id });
  return row!.id;
}

/** Writes one of an operator's partners (another operator's partner is left alone). */
export async function updatePartnerRow(tx: Tx, parentId: number | null, id: number, values: PartnerContact) {
  await tx
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(partners.id, id), eq(partners.parentId, parentId ?? -1)));
}

export async function setPartnerActiveRow(tx: Tx, id: number, active: boolean): Promise<void> {
  await tx.update(partners).set({ active, updatedAt: new Date() }).where(eq(partners.id, id));
}

/** A partner by id, or by name ignoring case (the operator's command line names it either way). */
export async function findPartnerIdByRef(db: Db, id: number, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(or(eq(partners.id, id), sql`lower(${partners.name}) = lower(${name})`))
    .limit(1);
  return row?.id;
}
