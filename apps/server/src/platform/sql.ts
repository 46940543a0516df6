/** Escapes the LIKE wildcards (`%`, `_`) and the escape character in user text, so it matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE/ILIKE pattern that finds `term` anywhere in a value, its wildcards taken literally. */
export function likeContains(term: string): string {
  return `%${escapeLike(term)}%`;
}
