import {
  DEFAULT_PAGE_NUMBER,
  PAGE_FIELDS,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  type StorageKey,
  type TGetConfigResponse,
  type TPageState,
  type TSessionUser,
} from '@mirante/contracts';
import { decryptRecord, deriveStorageKey, encryptRecord } from './crypto';

/** The signed-in user as cached in `bi:cache`: the session user plus its bearer token. */
export interface CachedUser extends TSessionUser {
  token: string;
  expires_at?: string;
}

/** `bi:config`: free-form, usually the last `getConfig` answer plus later remote merges. */
export type StoredConfig = Partial<TGetConfigResponse> & Record<string, unknown>;
/** `bi:theme`: free-form theme object. */
export type StoredTheme = Record<string, unknown>;

const ALL_KEYS = Object.values(STORAGE_KEYS) as StorageKey[];
// Built here rather than with the contracts' zod parser so the sign-in bundle does not carry zod.
const DEFAULT_PAGE_STATE: TPageState = Object.freeze(
  Object.fromEntries(PAGE_FIELDS.map((field) => [field, DEFAULT_PAGE_NUMBER])) as TPageState,
);
const EMPTY_CONFIG: StoredConfig = Object.freeze({}) as StoredConfig;
const EMPTY_THEME: StoredTheme = Object.freeze({}) as StoredTheme;

interface Engine {
  key: CryptoKey;
  backend: Storage | null;
}

let engine: Engine | null = null;
/** Decrypted records; every read is served from here, synchronously. */
const memory = new Map<StorageKey, unknown>();
const listeners = new Set<() => void>();
let persistence: Promise<void> = Promise.resolve();
let detachStorageEvents: (() => void) | null = null;

export interface InitStorageOptions {
  /** Origin the key is derived from; defaults to `window.location.origin`. */
  origin?: string;
  /** Where encrypted records live; defaults to `window.localStorage` (null: memory only). */
  backend?: Storage | null;
}

/**
 * Derives the key and decrypts every `bi:*` record into memory. Must finish before the first
 * render; a record that cannot be decrypted (other origin, corrupt, hand-edited) is dropped.
 */
export async function initStorage(options: InitStorageOptions = {}): Promise<void> {
  await persistence;
  const origin = options.origin ?? window.location.origin;
  const backend = options.backend === undefined ? defaultBackend() : options.backend;
  const key = await deriveStorageKey(origin);
  const loaded = new Map<StorageKey, unknown>();
  for (const name of ALL_KEYS) {
    const stored = safeGet(backend, name);
    if (stored === null) continue;
    try {
      loaded.set(name, await decryptRecord(key, name, stored));
    } catch {
      safeRemove(backend, name);
    }
  }
  engine = { key, backend };
  memory.clear();
  for (const [name, value] of loaded) memory.set(name, value);
  watchOtherTabs(backend);
  notify();
}

/** Resolves once every write made so far has reached the backend. */
export function flushStorage(): Promise<void> {
  return persistence;
}

/** Called after any record changes (in this tab or another one). */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function hasRecord(name: StorageKey): boolean {
  return memory.has(name);
}

// --- bi:cache -------------------------------------------------------------------------------

export function getCachedUser(): CachedUser | null {
  return (memory.get(STORAGE_KEYS.cache) as CachedUser | undefined) ?? null;
}

export function setCachedUser(user: CachedUser | null): void {
  if (user === null) removeRecord(STORAGE_KEYS.cache);
  else writeRecord(STORAGE_KEYS.cache, user);
}

/** Replaces only the token (and expiry, when given) of the cached user. */
export function setCachedToken(token: string, expiresAt?: string): void {
  const user = getCachedUser();
  if (!user) return;
  writeRecord(STORAGE_KEYS.cache, expiresAt ? { ...user, token, expires_at: expiresAt } : { ...user, token });
}

/** Logged in means: the cached user has a token. */
export function isLoggedIn(): boolean {
  return Boolean(getCachedUser()?.token);
}

// --- bi:page --------------------------------------------------------------------------------

export function getPageState(): TPageState {
  return (memory.get(STORAGE_KEYS.page) as TPageState | undefined) ?? DEFAULT_PAGE_STATE;
}

export function setPageState(patch: Partial<TPageState>): void {
  writeRecord(STORAGE_KEYS.page, { ...getPageState(), ...patch });
}

// --- bi:config ------------------------------------------------------------------------------

export function getStoredConfig(): StoredConfig {
  return (memory.get(STORAGE_KEYS.config) as StoredConfig | undefined) ?? EMPTY_CONFIG;
}

export function setStoredConfig(config: StoredConfig): void {
  writeRecord(STORAGE_KEYS.config, config);
}

export function clearStoredConfig(): void {
  removeRecord(STORAGE_KEYS.config);
}

/** A remote-config update: merged into `bi:config` only if one exists. Returns whether it did. */
export function mergeRemoteConfig(partial: Partial<StoredConfig>): boolean {
  if (!memory.has(STORAGE_KEYS.config)) return false;
  const current = getStoredConfig();
  // A poll that brings nothing new leaves the record (and every screen reading it) alone.
  const changed = Object.entries(partial).some(
    ([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value),
  );
  if (changed) writeRecord(STORAGE_KEYS.config, { ...current, ...partial });
  return true;
}

// --- bi:theme -------------------------------------------------------------------------------

export function getStoredTheme(): StoredTheme {
  return (memory.get(STORAGE_KEYS.theme) as StoredTheme | undefined) ?? EMPTY_THEME;
}

export function setStoredTheme(theme: StoredTheme): void {
  writeRecord(STORAGE_KEYS.theme, theme);
}

export function clearStoredTheme(): void {
  removeRecord(STORAGE_KEYS.theme);
}

// --- bi:azure_sso ---------------------------------------------------------------------------

export function setAzureSso(value: unknown): void {
  writeRecord(STORAGE_KEYS.azureSso, value);
}

/** Returns the SAML hand-over value and removes it: it can be read once. */
export function readAzureSso(): unknown {
  if (!memory.has(STORAGE_KEYS.azureSso)) return null;
  const value = memory.get(STORAGE_KEYS.azureSso);
  removeRecord(STORAGE_KEYS.azureSso);
  return value;
}

// --- session helpers ------------------------------------------------------------------------

/** Logout: forget the cached user and the config. */
export function clearSessionRecords(): void {
  removeRecord(STORAGE_KEYS.cache);
  removeRecord(STORAGE_KEYS.config);
}

// --- internals ------------------------------------------------------------------------------

function writeRecord(name: StorageKey, value: unknown): void {
  memory.set(name, value);
  notify();
  const current = engine;
  if (!current?.backend) return;
  const { key, backend } = current;
  persistence = persistence.then(async () => {
    try {
      backend.setItem(name, await encryptRecord(key, name, value));
    } catch {
      // Quota exceeded or storage disabled: this page keeps working from memory.
    }
  });
}

function removeRecord(name: StorageKey): void {
  const had = memory.delete(name);
  if (had) notify();
  const backend = engine?.backend;
  if (!backend) return;
  persistence = persistence.then(() => safeRemove(backend, name));
}

function notify(): void {
  for (const listener of listeners) listener();
}

function watchOtherTabs(backend: Storage | null): void {
  detachStorageEvents?.();
  detachStorageEvents = null;
  if (!backend || typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== backend) return;
    if (event.key !== null && !event.key.startsWith(STORAGE_PREFIX)) return;
    void reloadFromBackend(event.key as StorageKey | null);
  };
  window.addEventListener('storage', onStorage);
  detachStorageEvents = () => window.removeEventListener('storage', onStorage);
}

/** Another tab changed a record (null: cleared everything): mirror it into memory. */
async function reloadFromBackend(changed: StorageKey | null): Promise<void> {
  const current = engine;
  if (!current?.backend) return;
  const names = changed === null ? ALL_KEYS : ALL_KEYS.filter((name) => name === changed);
  for (const name of names) {
    const stored = safeGet(current.backend, name);
    if (stored === null) {
      memory.delete(name);
      continue;
    }
    try {
      memory.set(name, await decryptRecord(current.key, name, stored));
    } catch {
      memory.delete(name);
    }
  }
  notify();
}

function defaultBackend(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function safeGet(backend: Storage | null, name: string): string | null {
  try {
    return backend?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

function safeRemove(backend: Storage | null, name: string): void {
  try {
    backend?.removeItem(name);
  } catch {
    // Nothing to do: the record is already unreadable.
  }
}
