import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TClient, TClientQuery } from '@mirante/contracts';
import { clients, companies, partners } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

/**
 * The partners whose clients the caller manages: the operator's partners for a2m, the partner
 * itself for a master. Anyone else manages none.
 */
export function managedPartnerIds(db: Db | Tx, scope: Scope) {
  if (scope.profile === 'master') return sql`(${scope.partnerId ?? -1})`;
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.parentId, scope.partnerId ?? -1), eq(partners.kind, 'partner')));
}

export async function isManagedPartner(db: Db | Tx, scope: Scope, partnerId: number): Promise<boolean> {
  if (scope.profile === 'master') return scope.partnerId === partnerId;
  if (scope.profile !== 'a2m') return false;
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.id, partnerId),
        eq(partners.parentId, scope.partnerId ?? -1),
        eq(partners.kind, 'partner'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function columns(db: Db | Tx) {
  return {
    id: clients.id,
    partner_id: clients.partnerId,
    partner_name: partners.name,
    name: clients.name,
    customer_code: clients.customerCode,
    person_type: clients.personType,
    document: clients.document,
    fantasy_name: clients.fantasyName,
    state_registration: clients.stateRegistration,
    address_street: clients.addressStreet,
    address_number: clients.addressNumber,
    address_complement: clients.addressComplement,
    address_neighborhood: clients.addressNeighborhood,
    address_city: clients.addressCity,
    business_email: clients.businessEmail,
    commercial_phone: clients.commercialPhone,
    contact_name: clients.contactName,
    seller: clients.seller,
    contract_date: clients.contractDate,
    situation: clients.situation,
    observation: clients.observation,
    unit_price_cents: clients.unitPriceCents,
    bonus_users: clients.bonusUsers,
    due_day: clients.dueDay,
    invoice_email: clients.invoiceEmail,
    units_count: db.$count(companies, and(eq(companies.clientId, clients.id), isNull(companies.deletedAt))),
    createdAt: clients.createdAt,
  };
}

type Row = Omit<TClient, 'created_at'> & { createdAt: Date };
const toClient = ({ createdAt, ...row }: Row): TClient => ({ ...row, created_at: createdAt.toISOString() });

export async function listClients(db: Db, scope: Scope, query: TClientQuery) {
  const pattern = query.search ? likeContains(query.search) : null;
  const digits = query.search?.replace(/[\s./-]/g, '') ?? '';
  const where = and(
    inArray(clients.partnerId, managedPartnerIds(db, scope)),
    query.partner_id ? eq(clients.partnerId, query.partner_id) : undefined,
    query.seller ? sql`lower(${clients.seller}) = lower(${query.seller})` : undefined,
    pattern
      ? or(
          ilike(clients.name, pattern),
          ilike(clients.fantasyName, pattern),
          ilike(clients.customerCode, pattern),
          /^\d+$/.test(digits) ? ilike(clients.document, `%${digits}%`) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns(db))
      .from(clients)
      .innerJoin(partners, eq(partners.id, clients.partnerId))
      .where(where)
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where),
  ]);
  return { data: rows.map(toClient), page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}

/** The sellers named on the caller's clients, each once (first spelling), sorted. */
export async function listClientSellers(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db
    .select({ seller: sql<string>`min(${clients.seller})` })
    .from(clients)
    .where(and(inArray(clients.partnerId, managedPartnerIds(db, scope)), sql`${clients.seller} <> ''`))
    .groupBy(sql`lower(${clients.seller})`)
    .orderBy(sql`lower(${clients.seller})`);
  return rows.map((r) => r.seller);
}

/** A client the caller manages, or undefined (another tenant's client reads as absent). */
export async function findManagedClient(db: Db | Tx, scope: Scope, id: number): Promise<TClient | undefined> {
  const [row] = await db
    .select(columns(db))
    .from(clients)
    .innerJoin(partners, eq(partners.id, clients.partnerId))
    .where(and(eq(clients.id, id), inArray(clients.partnerId, managedPartnerIds(db, scope))))
    .limit(1);
  return row ? toClient(row) : undefined;
}

export type ClientColumns = Omit<typeof clients.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertClientRow(db: Db | Tx, values: ClientColumns): Promise<number> {
  const [row] = await db.insert(clients).values(values).returning({ id: clients.id });
  return row!.id;
}

export async function updateClientRow(tx: Tx, id: number, values: ClientColumns): Promise<void> {
  await tx
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id));
}

/** Units of a client, soft-deleted ones included. */
export async function countClientUnits(tx: Tx, id: number): Promise<number> {
  const [units] = await tx.select({ n: count() }).from(companies).where(eq(companies.clientId, id));
  return units?.n ?? 0;
}

export async function deleteClientRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(clients).where(eq(clients.id, id));
}
