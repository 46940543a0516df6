import type { EmbedLinkState, ZEmbedLinkListQuery } from '@mirante/contracts';
import type { z } from 'zod';
import { and, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { companies, embedLinks, reports, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { UnitId } from '../../platform/scope';
import { likeContains } from '../../platform/sql';

type Handle = Db | Tx;
export type EmbedLinkRow = typeof embedLinks.$inferSelect;

/** A link not revoked, of the unit. */
function liveOfUnit(companyId: UnitId): SQL {
  return and(eq(embedLinks.companyId, companyId), isNull(embedLinks.revokedAt)) as SQL;
}

function stateCondition(state: EmbedLinkState | undefined, now: Date): SQL | undefined {
  const expired = and(sql`${embedLinks.expiresAt} is not null`, lte(embedLinks.expiresAt, now));
  const current = or(isNull(embedLinks.expiresAt), gt(embedLinks.expiresAt, now));
  if (state === 'expired') return expired;
  if (state === 'disabled') return and(eq(embedLinks.enabled, false), current);
  if (state === 'active') return and(eq(embedLinks.enabled, true), current);
  return undefined;
}

const creator = sql`(select ${users.name} from ${users} where ${users.id} = ${embedLinks.createdBy})`;

/** The unit's live links, newest first, one page at a time, with their report and creator. */
export async function listEmbedLinks(
  db: Db,
  companyId: UnitId,
  query: z.output<typeof ZEmbedLinkListQuery>,
  now: Date,
) {
  const search = query.search ? likeContains(query.search) : undefined;
  const where = and(
    liveOfUnit(companyId),
    isNull(reports.deletedAt),
    query.report_id ? eq(embedLinks.reportId, query.report_id) : undefined,
    search ? or(ilike(embedLinks.name, search), ilike(reports.title, search)) : undefined,
    stateCondition(query.state, now),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        link: embedLinks,
        reportTitle: reports.title,
        reportKind: reports.kind,
        creatorName: sql<string | null>`${creator}`,
      })
      .from(embedLinks)
      .innerJoin(reports, eq(reports.id, embedLinks.reportId))
      .where(where)
      .orderBy(desc(embedLinks.createdAt), desc(embedLinks.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(embedLinks)
      .innerJoin(reports, eq(reports.id, embedLinks.reportId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One live link of the unit, with its report and creator, or undefined. */
export async function findEmbedLink(db: Handle, companyId: UnitId, id: number) {
  const [row] = await db
    .select({
      link: embedLinks,
      reportTitle: reports.title,
      reportKind: reports.kind,
      creatorName: sql<string | null>`${creator}`,
    })
    .from(embedLinks)
    .innerJoin(reports, eq(reports.id, embedLinks.reportId))
    .where(and(liveOfUnit(companyId), eq(embedLinks.id, id), isNull(reports.deletedAt)));
  return row;
}

export async function insertEmbedLink(tx: Tx, values: typeof embedLinks.$inferInsert): Promise<EmbedLinkRow> {
  const [row] = await tx.insert(embedLinks).values(values).returning();
  return row!;
}

export async function updateEmbedLink(
  tx: Handle,
  companyId: UnitId,
  id: number,
  values: Partial<typeof embedLinks.$inferInsert>,
): Promise<void> {
  await tx
    .update(embedLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(liveOfUnit(companyId), eq(embedLinks.id, id)));
}

/** The unit's live links among `ids`, locked for the bulk change that follows. */
export async function lockEmbedLinks(tx: Tx, companyId: UnitId, ids: number[]): Promise<EmbedLinkRow[]> {
  return tx
    .select()
    .from(embedLinks)
    .where(and(liveOfUnit(companyId), inArray(embedLinks.id, ids)))
    .for('update');
}

export async function revokeEmbedLinks(tx: Tx, companyId: UnitId, ids: number[], userId: number) {
  const now = new Date();
  await tx
    .update(embedLinks)
    .set({ revokedAt: now, revokedBy: userId, enabled: false, updatedAt: now })
    .where(and(liveOfUnit(companyId), inArray(embedLinks.id, ids)));
}

/**
 * The link a token names, with what decides whether it still works: its unit's state and its
 * report. Any unit: the token itself is the credential (its hash must match the stored one).
 */
export async function findLinkOfToken(db: Db, linkId: number) {
  const [row] = await db
    .select({
      link: embedLinks,
      unitActive: companies.active,
      unitDeletedAt: companies.deletedAt,
      reportDeletedAt: reports.deletedAt,
    })
    .from(embedLinks)
    .innerJoin(companies, eq(companies.id, embedLinks.companyId))
    .innerJoin(reports, eq(reports.id, embedLinks.reportId))
    .where(and(eq(embedLinks.id, linkId), isNull(embedLinks.revokedAt)));
  return row;
}

/** Notes a use of the link; `opened` counts one more view. */
export async function touchEmbedLink(db: Db, linkId: number, opened: boolean): Promise<void> {
  await db
    .update(embedLinks)
    .set({
      lastUsedAt: new Date(),
      ...(opened ? { views: sql`${embedLinks.views} + 1` } : {}),
    })
    .where(eq(embedLinks.id, linkId));
}
