import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';

/*
 * Primitives of every request schema. What a caller sends must fit where it is stored, so a
 * bad value is a 400 with its field named, never a database error: integers fit PostgreSQL's
 * `integer`/`serial` columns (int4), and text holds neither a NUL character nor a UTF-16
 * surrogate without its partner, which PostgreSQL refuses in text and jsonb alike. Request
 * schemas use these instead of z.string(), z.number(), z.coerce.number() and z.unknown().
 */

/** Bounds of PostgreSQL's `integer` (and `serial`), the type of every id and count column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

// Both lone halves of a surrogate pair; without the `u` flag the pattern reads UTF-16 units.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store `value` as text: no NUL and no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * How deep free JSON may nest. PostgreSQL refuses jsonb past its stack limit (a few thousand
 * levels) with an error, not a verdict on the field, and no value the portal keeps comes near this.
 */
export const JSON_DEPTH_MAX = 64;

/**
 * Whether a JSON value is storable: every string, keys included, is storable text, every number
 * finite, and it nests at most JSON_DEPTH_MAX levels (walked iteratively, so any input is safe).
 */
export function isStorableJson(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (typeof next === 'number') {
      if (!Number.isFinite(next)) return false;
    } else if (next !== null && typeof next === 'object') {
      if (depth >= JSON_DEPTH_MAX) return false;
      if (Array.isArray(next)) {
        for (const item of next) pending.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(next)) {
          if (!isStorableText(key)) return false;
          pending.push([item, depth + 1]);
        }
      }
    }
  }
  return true;
}

const storableText = z.refine<string>((value) => isStorableText(value), { error: 'field_invalid' });
const storableJson = z.refine<unknown>((value) => isStorableJson(value), { error: 'field_invalid' });
// Marks a number that may be any size (it is never stored in an integer column).
const anyFiniteNumber = z.refine<number>((value) => Number.isFinite(value), { error: 'field_invalid' });

type StringParams = Parameters<typeof z.string>[0];
type NumberParams = Parameters<typeof z.number>[0];

/** Text a caller sends: z.string() that refuses what PostgreSQL cannot store. */
export function zText(params?: StringParams) {
  return z.string(params).check(storableText);
}

/** An integer that fits an int4 column; narrow it further with .min(), .max(), .positive(). */
export function zInt(params?: NumberParams) {
  return z.number(params).int().min(INT32_MIN).max(INT32_MAX);
}

/** zInt read from a path or a query string. */
export function zIntParam(params?: NumberParams) {
  return z.coerce.number(params).int().min(INT32_MIN).max(INT32_MAX);
}

/** The id of a record (a `serial` column): a positive int4. */
export function zId(params?: NumberParams) {
  return zInt(params).positive();
}

/** zId read from a path or a query string. */
export function zIdParam(params?: NumberParams) {
  return zIntParam(params).positive();
}

/** A number of any size, for values kept as JSON (report filter values); never for an integer column. */
export function zReal(params?: NumberParams) {
  return z.number(params).check(anyFiniteNumber);
}

/** Whether `schema` was built by zReal (the input sweep allows such numbers to exceed int4). */
export function isRealSchema(schema: z.core.$ZodType): boolean {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  return checks.includes(anyFiniteNumber);
}

/** Free-form JSON a caller sends (kept in jsonb): every string in it is storable text. */
export function zJson() {
  return z.unknown().check(storableJson);
}

export const ZPageQuery = z.object({
  page: zIntParam().min(1).default(1),
  per_page: zIntParam().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: zText().trim().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of a list, with the totals the screens need to paginate. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
