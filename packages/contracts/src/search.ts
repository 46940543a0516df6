import { z } from 'zod';
import { zIntParam, zText } from './common';

/** The longest text the global search accepts. */
export const SEARCH_QUERY_MAX = 100;
/** Results per kind when the caller does not say, and the most it may ask for. */
export const SEARCH_LIMIT_DEFAULT = 8;
export const SEARCH_LIMIT_MAX = 20;

/** What the global search finds, in the order its groups are shown. */
export const SEARCH_KINDS = ['report', 'report_group', 'playlist', 'user'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Text as the search compares it: lower case, without accents, so "relatorio" finds
 * "Relatório". The server folds the stored side the same way (search.repository).
 */
export function foldSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const ZSearchQuery = z.object({
  q: zText().trim().min(1).max(SEARCH_QUERY_MAX),
  limit: zIntParam().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** One thing found: what it is called, a line beside it and the app's path that opens it. */
export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  path: z.string(),
  /** A report the caller marked as favorite (ranked first). */
  favorite: z.boolean(),
  /** When the caller last opened the report (ranked next), or null. */
  viewed_at: z.string().nullable(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  results: z.array(ZSearchHit),
});
export type TSearchGroup = z.infer<typeof ZSearchGroup>;

/** The groups that found something, in SEARCH_KINDS order. */
export const ZSearchResponse = z.object({
  q: z.string(),
  groups: z.array(ZSearchGroup),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
