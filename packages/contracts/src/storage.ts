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
