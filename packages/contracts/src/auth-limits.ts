// Kept apart from the schemas of auth.ts: the sign-in page imports these without loading zod.

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
/** Name of the double-submit cookie and of the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const LANG_HEADER = 'lang';
