import { z } from 'zod';

/** Prefix of every record the web app keeps in local storage (each one AES-encrypted). */
export const STORAGE_PREFIX = 'bi:';

/** Local-storage keys of spec §3. The language key lives in `languages.ts`. */
export const STORAGE_KEYS = {
  /** The signed-in user, token included. */
  cache: 'bi:cache',
  /** Current page number of each paginated list. */
  page: 'bi:page',
  /** Free-form settings merged from the remote config. */
  config: 'bi:config',
  /** Free-form theme object, empty by default. */
  theme: 'bi:theme',
  /** SAML hand-over data; reading it removes it. */
  azureSso: 'bi:azure_sso',
} as const satisfies Record<string, `${typeof STORAGE_PREFIX}${string}`>;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The lists whose current page is remembered under `bi:page`. */
export const PAGE_FIELDS = [
  'page_user',
  'page_tenant',
  'page_group_report',
  'page_subgroup',
  'page_report',
] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

/** Pages are stored as strings, as the spec's default "1" is. */
export const DEFAULT_PAGE_NUMBER = '1';

// Local storage can hold anything (older versions, hand edits), so a missing or malformed page
// falls back to the first one instead of failing the whole record.
const zStoredPage = z.coerce
  .string()
  .regex(/^[1-9]\d*$/)
  .catch(DEFAULT_PAGE_NUMBER);

/** The `bi:page` record; parsing fills every missing or malformed page with "1". */
export const ZPageState = z.object({
  page_user: zStoredPage,
  page_tenant: zStoredPage,
  page_group_report: zStoredPage,
  page_subgroup: zStoredPage,
  page_report: zStoredPage,
} satisfies Record<PageField, z.ZodType>);
export type TPageState = z.infer<typeof ZPageState>;

export const DEFAULT_PAGE_STATE: Readonly<TPageState> = Object.freeze(ZPageState.parse({}));
