/** Escapes the LIKE wildcards (`%`, `_`) and the escape character in user text, so it matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE/ILIKE pattern that finds `term` anywhere in a value, its wildcards taken literally. */
export function likeContains(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * Whether a write failed on a unique index (PostgreSQL 23505), as the driver throws it or as
 * Drizzle wraps it: a clash two requests raced into past the service's own check.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
