import type { Db } from './db';
import { type Change, type ChangeFeed, changeFeedOf } from './change-feed';

/**
 * What an entry depends on: `table` (any change in it) or `table:key` (a change whose trigger
 * names that key: a row id, a unit, a user; see migration 0005_change_feed).
 */
export type Dependency = string;
/** The dependencies of a loaded value; `null`: not worth keeping (nothing was found). */
export type Dependencies<V> = Dependency[] | ((value: V) => Dependency[] | null);

interface Entry<V> {
  value: V;
  tags: Dependency[];
  /** Epoch ms after which the entry is read again (a maintenance window starting, say). */
  until: number;
}

/**
 * Copies of reads kept in memory and dropped the moment the change feed announces a change they
 * depend on. Nothing is kept, nor served, while the feed is not listening. A read that started
 * before a change arrived is not kept (the generation moved), so a copy is never older than the
 * last change heard.
 */
export class TaggedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #byTag = new Map<Dependency, Set<string>>();
  readonly #feed: ChangeFeed;
  readonly #max: number;

  constructor(feed: ChangeFeed, max: number) {
    this.#feed = feed;
    this.#max = max;
    feed.subscribe((change) => (change ? this.#dropFor(change) : this.clear()));
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept value of `key`, else `load()`'s, kept under `tags` until `until(value)`. */
  async read(
    key: string,
    dependencies: Dependencies<V>,
    load: () => Promise<V>,
    until: (value: V) => number = () => Number.POSITIVE_INFINITY,
    /** The feed's generation when the inputs `load` relies on were read (the caller's session). */
    since?: number,
  ): Promise<V> {
    if (!this.#feed.listening) return load();
    const entry = this.#entries.get(key);
    if (entry) {
      if (entry.until > Date.now()) return entry.value;
      this.#delete(key);
    }
    // A change heard since the inputs were read (or since the load began) makes the value suspect.
    const generation = Math.min(this.#feed.generation, since ?? Number.POSITIVE_INFINITY);
    const value = await load();
    if (!this.#feed.listening || this.#feed.generation !== generation) return value;
    const tags = typeof dependencies === 'function' ? dependencies(value) : dependencies;
    if (tags) this.#keep(key, value, tags, until(value));
    return value;
  }

  clear(): void {
    this.#entries.clear();
    this.#byTag.clear();
  }

  #keep(key: string, value: V, tags: Dependency[], until: number): void {
    this.#delete(key);
    if (this.#entries.size >= this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#delete(oldest);
    }
    freezeDeep(value);
    this.#entries.set(key, { value, tags, until });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }

  #dropFor(change: Change): void {
    for (const tag of [change.table, `${change.table}:${change.key}`]) {
      const keys = this.#byTag.get(tag);
      if (keys) for (const key of [...keys]) this.#delete(key);
    }
  }
}

// Values kept by a cache: frozen through and through, so an answer built from one can be reused.
const keptValues = new WeakSet<object>();

function freezeDeep(value: unknown): void {
  if (value === null || typeof value !== 'object' || keptValues.has(value)) return;
  keptValues.add(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
  Object.freeze(value);
}

/**
 * Whether `value` is one a cache kept: it never changes, so what is computed from it alone (its
 * serialized answer, say) can be kept as long as the value itself.
 */
export function isKeptValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && keptValues.has(value);
}

/**
 * The cache named `name` of a database handle, or undefined where no change feed listens for it
 * (a transaction's handle, a command-line tool): callers then read the database every time.
 */
export function cacheOf<V>(db: Db, name: string, max = 10_000): TaggedCache<V> | undefined {
  const feed = changeFeedOf(db);
  if (!feed) return undefined;
  let cache = feed.caches.get(name) as TaggedCache<V> | undefined;
  if (!cache) {
    cache = new TaggedCache<V>(feed, max);
    feed.caches.set(name, cache);
  }
  return cache;
}

/** Reads through the named cache of `db` when it has one, else straight from `load`. */
export function readThrough<V>(
  db: Db,
  name: string,
  key: string,
  dependencies: Dependencies<V>,
  load: () => Promise<V>,
  until?: (value: V) => number,
  since?: number,
): Promise<V> {
  const cache = cacheOf<V>(db, name);
  return cache ? cache.read(key, dependencies, load, until, since) : load();
}

/** The generation `scope` was read at, for `readThrough(…, since)`. */
export function scopeGeneration(scope: { readAt?: number }): number | undefined {
  return scope.readAt;
}
