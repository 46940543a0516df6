import type { TPageQuery } from '@mirante/contracts';
import { and, asc, eq, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { inArray } from 'drizzle-orm';
import {
  companies,
  samlAssertions,
  samlConfigs,
  samlIdentities,
  samlRequests,
  userGroups,
} from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { likeContains } from '../../platform/sql';
import type { SamlReach } from './saml.policy';

export type SamlConfigRow = typeof samlConfigs.$inferSelect & { companyName: string };
export type SamlConfigValues = Omit<typeof samlConfigs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The live units the reach covers. */
function reachCondition(reach: SamlReach): SQL | undefined {
  const live = isNull(companies.deletedAt);
  if (reach.kind === 'partner') return and(live, eq(companies.partnerId, reach.partnerId));
  return and(live, eq(companies.id, reach.companyId));
}

function configQuery(db: Db | Tx) {
  return db
    .select({ config: samlConfigs, companyName: companies.name })
    .from(samlConfigs)
    .innerJoin(companies, eq(companies.id, samlConfigs.companyId));
}

const flatten = (row: { config: typeof samlConfigs.$inferSelect; companyName: string }): SamlConfigRow => ({
  ...row.config,
  companyName: row.companyName,
});

export async function listSamlConfigs(db: Db, reach: SamlReach, query: TPageQuery) {
  const term = query.search ? likeContains(query.search) : null;
  const where = and(
    reachCondition(reach),
    term ? or(ilike(companies.name, term), ilike(samlConfigs.idpEntityId, term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    configQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(samlConfigs.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(samlConfigs)
      .innerJoin(companies, eq(companies.id, samlConfigs.companyId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function findSamlConfig(db: Db | Tx, reach: SamlReach, id: number) {
  const [row] = await configQuery(db)
    .where(and(reachCondition(reach), eq(samlConfigs.id, id)))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** A unit's configuration, for its sign-in (the unit must still exist). */
export async function findSamlConfigOfUnit(db: Db | Tx, companyId: number) {
  const [row] = await configQuery(db)
    .where(and(eq(samlConfigs.companyId, companyId), isNull(companies.deletedAt)))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** The enabled configuration whose e-mail domains hold `domain`, if exactly one does. */
export async function findSamlUnitByEmailDomain(db: Db, domain: string): Promise<number | undefined> {
  const rows = await db
    .select({ companyId: samlConfigs.companyId })
    .from(samlConfigs)
    .innerJoin(companies, eq(companies.id, samlConfigs.companyId))
    .where(
      and(
        eq(samlConfigs.status, 'enable'),
        isNull(companies.deletedAt),
        sql`${samlConfigs.emailDomains} @> ${JSON.stringify([domain])}::jsonb`,
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0]!.companyId : undefined;
}

/** Notes that an application just completed a sign-in. */
export async function recordSamlSuccess(db: Db | Tx, id: number): Promise<void> {
  await db.update(samlConfigs).set({ lastSuccessAt: sql`now()` }).where(eq(samlConfigs.id, id));
}

/**
 * The other live, active units of the application's partner that trust the same identity
 * provider: their enabled application names the same issuer and trusts every certificate this one
 * does, so whatever this application accepts they would accept too. With `azureDefault`, whether
 * each is the partner's default unit in Azure.
 */
export async function listUnitsSharingProvider(
  db: Db | Tx,
  config: Pick<SamlConfigRow, 'companyId' | 'idpEntityId' | 'idpCertificates'>,
): Promise<{ companyId: number; azureDefault: boolean }[]> {
  const [own] = await db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, config.companyId))
    .limit(1);
  if (!own) return [];
  return db
    .select({ companyId: samlConfigs.companyId, azureDefault: companies.azureDefault })
    .from(samlConfigs)
    .innerJoin(companies, eq(companies.id, samlConfigs.companyId))
    .where(
      and(
        eq(companies.partnerId, own.partnerId),
        ne(companies.id, config.companyId),
        eq(companies.active, true),
        isNull(companies.deletedAt),
        eq(samlConfigs.status, 'enable'),
        eq(samlConfigs.idpEntityId, config.idpEntityId),
        sql`${samlConfigs.idpCertificates} @> ${JSON.stringify(config.idpCertificates)}::jsonb`,
      ),
    )
    .orderBy(asc(samlConfigs.companyId));
}

/** Whether the unit is its partner's default unit in Azure. */
export async function isAzureDefaultUnit(db: Db | Tx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ azureDefault: companies.azureDefault })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.azureDefault === true;
}

export async function listUsedCompanies(db: Db, reach: SamlReach): Promise<number[]> {
  const rows = await db
    .select({ companyId: samlConfigs.companyId })
    .from(samlConfigs)
    .innerJoin(companies, eq(companies.id, samlConfigs.companyId))
    .where(reachCondition(reach))
    .orderBy(asc(samlConfigs.companyId));
  return rows.map((r) => r.companyId);
}

/** Whether the unit is a live one in reach. */
export async function unitInReach(db: Db | Tx, reach: SamlReach, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(reachCondition(reach), eq(companies.id, companyId)))
    .limit(1);
  return row !== undefined;
}

/** A unit's user groups, the targets of group claim mappings. */
export async function listUnitGroups(db: Db, companyId: number) {
  return db
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(eq(userGroups.companyId, companyId))
    .orderBy(asc(sql`lower(${userGroups.name})`), asc(userGroups.id));
}

/** Which of these groups are the unit's own (the others are another unit's or none). */
export async function unitGroupIdsAmong(
  db: Db | Tx,
  companyId: number,
  groupIds: number[],
): Promise<number[]> {
  const found = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.companyId, companyId), inArray(userGroups.id, groupIds)));
  return found.map((g) => g.id);
}

export async function insertSamlConfig(db: Db | Tx, values: SamlConfigValues): Promise<number> {
  const [row] = await db.insert(samlConfigs).values(values).returning({ id: samlConfigs.id });
  return row!.id;
}

/** Changes only the named fields. */
export async function updateSamlConfig(
  db: Db | Tx,
  id: number,
  values: Partial<SamlConfigValues>,
): Promise<void> {
  await db
    .update(samlConfigs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(samlConfigs.id, id));
}

export async function deleteSamlConfig(db: Db | Tx, id: number): Promise<void> {
  await db.delete(samlConfigs).where(eq(samlConfigs.id, id));
}

// --- requests and assertions -----------------------------------------------------------------

export async function saveSamlRequest(
  db: Db,
  row: { id: string; companyId: number; value: string; test: boolean; expiresAt: Date },
): Promise<void> {
  await db.insert(samlRequests).values(row).onConflictDoNothing();
}

export async function readSamlRequest(db: Db, companyId: number, id: string) {
  const [row] = await db
    .select({ value: samlRequests.value, test: samlRequests.test })
    .from(samlRequests)
    .where(
      and(
        eq(samlRequests.id, id),
        eq(samlRequests.companyId, companyId),
        sql`${samlRequests.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row;
}

/** The unit that sent a request still waiting for its answer. */
export async function findSamlRequestUnit(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: samlRequests.companyId })
    .from(samlRequests)
    .where(and(eq(samlRequests.id, id), sql`${samlRequests.expiresAt} > now()`))
    .limit(1);
  return row?.companyId;
}

export async function removeSamlRequest(db: Db, companyId: number, id: string) {
  const [row] = await db
    .delete(samlRequests)
    .where(and(eq(samlRequests.id, id), eq(samlRequests.companyId, companyId)))
    .returning({ value: samlRequests.value });
  return row?.value ?? null;
}

/** Records an accepted assertion; false when the same issuer's assertion id was accepted before. */
export async function recordSamlAssertion(
  db: Db | Tx,
  row: { companyId: number; issuer: string; assertionId: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(samlAssertions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: samlAssertions.id });
  return inserted.length === 1;
}

/** Drops requests and assertion records past their time (nothing could use them any more). */
export async function pruneSamlRecords(db: Db): Promise<void> {
  await db.delete(samlRequests).where(lt(samlRequests.expiresAt, sql`now()`));
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, sql`now()`));
}

// --- identities ------------------------------------------------------------------------------

export async function findLinkedUserId(db: Db | Tx, companyId: number, subject: string) {
  const [row] = await db
    .select({ userId: samlIdentities.userId })
    .from(samlIdentities)
    .where(and(eq(samlIdentities.companyId, companyId), eq(samlIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

export async function linkIdentity(db: Db | Tx, companyId: number, subject: string, userId: number) {
  await db.insert(samlIdentities).values({ companyId, subject, userId }).onConflictDoNothing();
}
