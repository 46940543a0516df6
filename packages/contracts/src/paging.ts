// Kept apart from the schemas of common.ts: the browser's first screen imports these without zod.

/** Rows of a list page when the caller does not say, and the most it may ask for. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
