import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sharedOf } from './db-reach';
import type { Database, Db, NoticeChannel } from './db';

/** The channel the database's triggers announce changes on (migration 0005_change_feed). */
export const CHANGES_CHANNEL = 'mirante_changes';
const BARRIER = 'barrier:';
/** How long `settle` waits for its own notice before it gives up on the copies instead. */
const SETTLE_TIMEOUT_MS = 2000;

/** A committed change: the table and the key its trigger names (an id, a unit, a user). */
export interface Change {
  table: string;
  key: string;
}

/** What a copy kept in memory hears: a change, or `null` when anything may have changed. */
type ChangeListener = (change: Change | null) => void;

/**
 * The changes committed to the database, as one server instance hears them. Copies of reads
 * (tagged-cache.ts) are only used while the feed is listening: a lost connection drops them all
 * and turns them off until it is back, so no instance serves a copy older than a change it may
 * have missed.
 */
export class ChangeFeed {
  readonly #notices: NoticeChannel;
  readonly #listeners = new Set<ChangeListener>();
  readonly #waiting = new Map<string, () => void>();
  readonly #id = randomUUID();
  #sequence = 0;
  #listening = false;
  #stop: (() => Promise<void>) | undefined;
  #users = 0;
  /** Grows on every change heard: a read that started before a change must not be kept. */
  generation = 0;
  /** The copies kept of reads (tagged-cache.ts), by name, each dropped as this feed hears changes. */
  readonly caches = new Map<string, unknown>();

  constructor(notices: NoticeChannel) {
    this.#notices = notices;
  }

  get listening(): boolean {
    return this.#listening;
  }

  async start(): Promise<void> {
    this.#users += 1;
    if (this.#users > 1) return;
    this.#stop = await this.#notices.listen(
      CHANGES_CHANNEL,
      (payload) => this.#receive(payload),
      (listening) => {
        this.#listening = listening;
        this.#emit(null);
      },
    );
  }

  /** Stops listening once every instance that started the feed has released it. */
  async release(): Promise<void> {
    this.#users -= 1;
    if (this.#users > 0) return;
    const stop = this.#stop;
    this.#stop = undefined;
    await stop?.();
    for (const resolve of this.#waiting.values()) resolve();
    this.#waiting.clear();
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Resolves once every change committed before the call has been heard (the feed's own notice
   * comes back after them). A change this instance just made is then gone from its copies before
   * its answer leaves. When the notice does not come back in time, every copy is dropped instead.
   */
  async settle(): Promise<void> {
    if (!this.#listening) return;
    this.#sequence += 1;
    const token = `${BARRIER}${this.#id}:${this.#sequence}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.#waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await this.#notices.notify(CHANGES_CHANNEL, token);
      if (!(await heard)) this.#emit(null);
    } catch {
      this.#emit(null);
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(token);
    }
  }

  #receive(payload: string): void {
    if (payload.startsWith(BARRIER)) {
      this.#waiting.get(payload)?.();
      return;
    }
    const colon = payload.indexOf(':');
    if (colon < 0) this.#emit(null);
    else this.#emit({ table: payload.slice(0, colon), key: payload.slice(colon + 1) });
  }

  #emit(change: Change | null): void {
    this.generation += 1;
    for (const listener of this.#listeners) listener(change);
  }
}

/**
 * Starts (or joins) the change feed of a database; `release()` it when the app closes. Two apps
 * on one database in a process (the tests' embedded database) share its feed.
 */
export async function openChangeFeed(database: Pick<Database, 'db' | 'notices'>): Promise<ChangeFeed> {
  const shared = sharedOf(database.db);
  shared.feed ??= new ChangeFeed(database.notices);
  await shared.feed.start();
  return shared.feed;
}

/** The feed of a database handle, when an app opened one for it (not for a transaction's). */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return sharedOf(db).feed;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call sent as POST that only reads (the viewer's checks): it need not wait for changes. */
    readOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A call that may have changed something answers only once this instance has heard its own
 * changes (`settle`), so the caller's next call never meets an older copy here.
 */
export function registerChangeSettle(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.readOnly) return;
    await feed.settle();
  });
}
