import { DEFAULT_LANGUAGE, type Language, type TFaqText } from '@mirante/contracts';
import { and, asc, eq, exists, ilike, inArray, max, min, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, faqEntries, faqEntryTexts, partners } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { likeContains } from '../../platform/sql';

type Conn = Db | Tx;

/** The keeper of a partner session's entries and the keepers a reader sees: its own and its parent's. */
export async function readerKeepersOfPartner(db: Conn, partnerId: number): Promise<number[]> {
  const [row] = await db
    .select({ id: partners.id, parentId: partners.parentId })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row) return [];
  return row.parentId === null ? [row.id] : [row.id, row.parentId];
}

/** The platform's keepers: the operator (the company that runs the platform). */
export async function operatorKeepers(db: Conn): Promise<number[]> {
  const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.kind, 'operator'));
  return rows.map((row) => row.id);
}

/** The partner a unit belongs to. */
export async function partnerOfUnit(db: Conn, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.partnerId ?? null;
}

const localized = alias(faqEntryTexts, 'faq_localized');
const fallback = alias(faqEntryTexts, 'faq_fallback');

/** The entries of `keepers`, in `lang` with pt-BR standing in; the platform's first, then by order. */
export async function listReadableEntries(
  db: Conn,
  opts: { keepers: number[]; lang: Language; search?: string; page: number; perPage: number },
) {
  const question = sql<string>`coalesce(${localized.question}, ${fallback.question})`;
  const answer = sql<string>`coalesce(${localized.answer}, ${fallback.answer})`;
  const pattern = opts.search ? likeContains(opts.search) : undefined;
  const where = and(
    inArray(faqEntries.partnerId, opts.keepers.length ? opts.keepers : [0]),
    pattern ? or(ilike(question, pattern), ilike(answer, pattern)) : undefined,
  );
  const fallbackOn = and(eq(fallback.entryId, faqEntries.id), eq(fallback.language, DEFAULT_LANGUAGE));
  const localizedOn = and(eq(localized.entryId, faqEntries.id), eq(localized.language, opts.lang));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: faqEntries.id,
        question,
        answer,
        localized: sql<boolean>`${localized.entryId} is not null`,
        kind: partners.kind,
        keeperName: partners.name,
      })
      .from(faqEntries)
      .innerJoin(partners, eq(partners.id, faqEntries.partnerId))
      .innerJoin(fallback, fallbackOn)
      .leftJoin(localized, localizedOn)
      .where(where)
      .orderBy(
        sql`case when ${partners.kind} = 'operator' then 0 else 1 end`,
        asc(faqEntries.position),
        asc(faqEntries.id),
      )
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(faqEntries)
      .innerJoin(fallback, fallbackOn)
      .leftJoin(localized, localizedOn)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The keeper's own entries in order, optionally those whose text in any language matches. */
export async function listKeptEntries(
  db: Conn,
  opts: { keeperId: number; search?: string; page: number; perPage: number },
) {
  const pattern = opts.search ? likeContains(opts.search) : undefined;
  const where = and(
    eq(faqEntries.partnerId, opts.keeperId),
    pattern
      ? exists(
          db
            .select({ one: sql`1` })
            .from(faqEntryTexts)
            .where(
              and(
                eq(faqEntryTexts.entryId, faqEntries.id),
                or(ilike(faqEntryTexts.question, pattern), ilike(faqEntryTexts.answer, pattern)),
              ),
            ),
        )
      : undefined,
  );
  const [rows, [total], [bounds]] = await Promise.all([
    db
      .select()
      .from(faqEntries)
      .where(where)
      .orderBy(asc(faqEntries.position), asc(faqEntries.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(faqEntries).where(where),
    db
      .select({ first: min(faqEntries.position), last: max(faqEntries.position) })
      .from(faqEntries)
      .where(eq(faqEntries.partnerId, opts.keeperId)),
  ]);
  const texts = rows.length
    ? await db
        .select()
        .from(faqEntryTexts)
        .where(
          inArray(
            faqEntryTexts.entryId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return { rows, texts, total: total?.n ?? 0, first: bounds?.first ?? null, last: bounds?.last ?? null };
}

/** One of the keeper's entries, or undefined when it is another's (or none). */
export async function findKeptEntry(db: Conn, keeperId: number, id: number) {
  const [row] = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.id, id), eq(faqEntries.partnerId, keeperId)));
  return row;
}

export async function textsOfEntry(db: Conn, id: number) {
  return db.select().from(faqEntryTexts).where(eq(faqEntryTexts.entryId, id));
}

export async function nextPosition(db: Conn, keeperId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(faqEntries.position) })
    .from(faqEntries)
    .where(eq(faqEntries.partnerId, keeperId));
  return (row?.last ?? 0) + 1;
}

/** Writes one language's text of an entry (added or replaced). */
export async function putEntryText(db: Conn, entryId: number, language: Language, text: TFaqText) {
  await db
    .insert(faqEntryTexts)
    .values({ entryId, language, ...text })
    .onConflictDoUpdate({
      target: [faqEntryTexts.entryId, faqEntryTexts.language],
      set: { question: text.question, answer: text.answer },
    });
}

export async function removeEntryText(db: Conn, entryId: number, language: Language) {
  await db
    .delete(faqEntryTexts)
    .where(and(eq(faqEntryTexts.entryId, entryId), eq(faqEntryTexts.language, language)));
}

/** The keeper's entry next to `position` in `direction`, if any. */
export async function neighbourEntry(db: Conn, keeperId: number, position: number, direction: 'up' | 'down') {
  const side: SQL =
    direction === 'up'
      ? sql`${faqEntries.position} < ${position}`
      : sql`${faqEntries.position} > ${position}`;
  const [row] = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.partnerId, keeperId), side))
    .orderBy(direction === 'up' ? sql`${faqEntries.position} desc` : asc(faqEntries.position))
    .limit(1);
  return row;
}

/** Holds the keeper's order until the transaction ends: one writer at a time per keeper. */
export async function lockKeeperOrder(tx: Tx, keeperId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('faq'), ${keeperId}::int)`);
}

/** Inserts an entry (without texts); answers its id. */
export async function insertEntry(
  tx: Conn,
  values: { partnerId: number; position: number; createdByUserId: number },
): Promise<number> {
  const [row] = await tx.insert(faqEntries).values(values).returning({ id: faqEntries.id });
  return row!.id;
}

/** Marks an entry changed now. */
export async function touchEntry(db: Conn, id: number): Promise<void> {
  await db.update(faqEntries).set({ updatedAt: new Date() }).where(eq(faqEntries.id, id));
}

/** Deletes an entry; its texts go with it (ON DELETE CASCADE). */
export async function deleteEntry(db: Conn, id: number): Promise<void> {
  await db.delete(faqEntries).where(eq(faqEntries.id, id));
}

/** Puts an entry at a place in its keeper's order. */
export async function setEntryPosition(db: Conn, id: number, position: number): Promise<void> {
  await db.update(faqEntries).set({ position }).where(eq(faqEntries.id, id));
}
