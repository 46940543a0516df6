import {
  DEFAULT_LANGUAGE,
  FAQ_OPTIONAL_LANGUAGES,
  type Language,
  type TCreateFaqEntryRequest,
  type TFaqPage,
  type TFaqTexts,
  type TManagedFaqEntry,
  type TManagedFaqPage,
  type TMoveFaqEntryRequest,
  type TUpdateFaqEntryRequest,
  type ZCreateFaqEntryRequest,
  type ZUpdateFaqEntryRequest,
} from '@mirante/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import type { Site } from '../tenancy';
import { faqPolicy } from './faq.policy';
import {
  deleteEntry,
  findKeptEntry,
  insertEntry,
  listKeptEntries,
  listReadableEntries,
  lockKeeperOrder,
  neighbourEntry,
  nextPosition,
  operatorKeepers,
  partnerOfUnit,
  putEntryText,
  readerKeepersOfPartner,
  removeEntryText,
  setEntryPosition,
  textsOfEntry,
  touchEntry,
} from './faq.repository';

/** A page of the FAQ asked for, optionally of the entries matching a search. */
type FaqQuery = { page: number; per_page: number; search?: string };

/** The page asked for as the repository takes it (an empty search is none). */
function pageOf(query: FaqQuery): { search?: string; page: number; perPage: number } {
  return { search: query.search || undefined, page: query.page, perPage: query.per_page };
}

/** What a reading of the FAQ takes: the database, the reader's language and the page. */
interface FaqReading {
  db: Db;
  lang: Language;
  query: FaqQuery;
}

/** The operator or partner whose entries the caller keeps (a session without one keeps none). */
function keeperOf(scope: Scope): number {
  if (scope.partnerId === null) throw new AppError('no_functionality_access');
  return scope.partnerId;
}

/** The keepers whose entries the caller reads: their partner's and the operator's above it. */
async function readerKeepers(db: Db, scope: Scope): Promise<number[]> {
  if (scope.companyId !== null) {
    const partnerId = await partnerOfUnit(db, scope.companyId);
    return partnerId === null ? [] : readerKeepersOfPartner(db, partnerId);
  }
  return scope.partnerId === null ? [] : readerKeepersOfPartner(db, scope.partnerId);
}

/**
 * The FAQ of a visitor without a session (spec §2: faq is public): on a unit's address the
 * platform's and that unit's partner's entries, on the platform's address the platform's, on an
 * unknown address none.
 */
export async function readPublicFaq(opts: FaqReading & { site: Site }): Promise<TFaqPage> {
  const { db, site, lang, query } = opts;
  let keepers: number[] = [];
  if (site.kind === 'platform') keepers = await operatorKeepers(db);
  if (site.kind === 'company') {
    const partnerId = await partnerOfUnit(db, site.companyId);
    keepers = partnerId === null ? [] : await readerKeepersOfPartner(db, partnerId);
  }
  return presentReadable({ db, keepers, lang, query, canManage: false });
}

async function presentReadable(
  opts: FaqReading & { keepers: number[]; canManage: boolean },
): Promise<TFaqPage> {
  const { db, keepers, lang, query } = opts;
  const { rows, total } = await listReadableEntries(db, { keepers, lang, ...pageOf(query) });
  return {
    data: rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      language: row.localized ? lang : DEFAULT_LANGUAGE,
      source: row.kind === 'operator' ? 'platform' : 'partner',
      source_name: row.keeperName,
    })),
    page: query.page,
    per_page: query.per_page,
    total,
    policies: { can_manage: opts.canManage },
  };
}

/** The FAQ as a reader sees it: searched and shown in their language, pt-BR standing in. */
export async function readFaq(opts: FaqReading & { scope: Scope }): Promise<TFaqPage> {
  const { db, scope, lang, query } = opts;
  const keepers = await readerKeepers(db, scope);
  return presentReadable({ db, keepers, lang, query, canManage: faqPolicy.manage(scope) });
}

function textsOf(rows: { language: string; question: string; answer: string }[]): TFaqTexts {
  const byLanguage = new Map(rows.map((r) => [r.language, { question: r.question, answer: r.answer }]));
  return {
    'pt-BR': byLanguage.get('pt-BR') ?? { question: '', answer: '' },
    'en-US': byLanguage.get('en-US') ?? null,
    es: byLanguage.get('es') ?? null,
    'pt-PT': byLanguage.get('pt-PT') ?? null,
  };
}

/** The caller's own entries, in their order, with every language. */
export async function listKeptFaq(opts: { db: Db; scope: Scope; query: FaqQuery }): Promise<TManagedFaqPage> {
  const { db, scope, query } = opts;
  const kept = await listKeptEntries(db, { keeperId: keeperOf(scope), ...pageOf(query) });
  return {
    data: kept.rows.map((row) =>
      presentKeptEntry(
        row,
        kept.texts.filter((t) => t.entryId === row.id),
        kept,
      ),
    ),
    page: query.page,
    per_page: query.per_page,
    total: kept.total,
  };
}

/** One of the keeper's entries with its texts, and whether it stands first or last in their order. */
function presentKeptEntry(
  row: { id: number; position: number; updatedAt: Date },
  texts: { language: string; question: string; answer: string }[],
  order: { first: number | null; last: number | null },
): TManagedFaqEntry {
  return {
    id: row.id,
    position: row.position,
    texts: textsOf(texts),
    first: row.position === order.first,
    last: row.position === order.last,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentKept(db: Db, keeperId: number, id: number): Promise<TManagedFaqEntry> {
  const page = await listKeptEntries(db, { keeperId, page: 1, perPage: 1 });
  const row = await findKeptEntry(db, keeperId, id);
  if (!row) throw notFound();
  return presentKeptEntry(row, await textsOfEntry(db, id), page);
}

/** Adds an entry last in the caller's order, with its texts, in one transaction. */
export async function addFaqEntry(opts: {
  db: Db;
  scope: Scope;
  input: z.output<typeof ZCreateFaqEntryRequest> | TCreateFaqEntryRequest;
}): Promise<TManagedFaqEntry> {
  const { db, scope } = opts;
  const keeperId = keeperOf(scope);
  const texts = opts.input.texts;
  const id = await db.transaction(async (tx) => {
    // One writer at a time per keeper, so two additions do not take the same place.
    await lockKeeperOrder(tx, keeperId);
    const entryId = await insertEntry(tx, {
      partnerId: keeperId,
      position: await nextPosition(tx, keeperId),
      createdByUserId: scope.userId,
    });
    await putEntryText(tx, entryId, DEFAULT_LANGUAGE, texts['pt-BR']);
    for (const language of FAQ_OPTIONAL_LANGUAGES) {
      const text = texts[language];
      if (text) await putEntryText(tx, entryId, language, text);
    }
    return entryId;
  });
  return presentKept(db, keeperId, id);
}

/** Changes the languages named; the others stay as they are. */
export async function updateFaqEntry(opts: {
  db: Db;
  scope: Scope;
  id: number;
  input: z.output<typeof ZUpdateFaqEntryRequest> | TUpdateFaqEntryRequest;
}): Promise<TManagedFaqEntry> {
  const { db, scope, id } = opts;
  const keeperId = keeperOf(scope);
  const texts = opts.input.texts;
  await db.transaction(async (tx) => {
    if (!(await findKeptEntry(tx, keeperId, id))) throw notFound();
    if (texts['pt-BR']) await putEntryText(tx, id, DEFAULT_LANGUAGE, texts['pt-BR']);
    for (const language of FAQ_OPTIONAL_LANGUAGES) {
      const text = texts[language];
      if (text) await putEntryText(tx, id, language, text);
      else if (text === null) await removeEntryText(tx, id, language);
    }
    await touchEntry(tx, id);
  });
  return presentKept(db, keeperId, id);
}

export async function deleteFaqEntry(opts: { db: Db; scope: Scope; id: number }): Promise<void> {
  const keeperId = keeperOf(opts.scope);
  const row = await findKeptEntry(opts.db, keeperId, opts.id);
  if (!row) throw notFound();
  // The texts go with the entry (ON DELETE CASCADE).
  await deleteEntry(opts.db, row.id);
}

/** Swaps an entry with its neighbour in the caller's order; at either end nothing moves. */
export async function moveFaqEntry(opts: {
  db: Db;
  scope: Scope;
  id: number;
  input: TMoveFaqEntryRequest;
}): Promise<TManagedFaqEntry> {
  const { db, scope, id } = opts;
  const keeperId = keeperOf(scope);
  await db.transaction(async (tx) => {
    await lockKeeperOrder(tx, keeperId);
    const row = await findKeptEntry(tx, keeperId, id);
    if (!row) throw notFound();
    const other = await neighbourEntry(tx, keeperId, row.position, opts.input.direction);
    if (!other) return;
    await setEntryPosition(tx, row.id, other.position);
    await setEntryPosition(tx, other.id, row.position);
  });
  return presentKept(db, keeperId, id);
}
