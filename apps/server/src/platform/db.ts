import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg, NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { CROSSING, type DbReach, linkHandle, OWNER, reachKey, reachStatement } from './db-reach';
import { MIGRATIONS_DIR } from './paths';

export type Schema = typeof schema;
/** The database handle every repository takes; the same on PostgreSQL and on PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle inside a transaction has the same surface. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A query of the hot path built once per database handle and run as a named prepared statement
 * (PostgreSQL plans it once per connection). `build` uses `sql.placeholder` for its inputs and
 * ends with `.prepare(name)`; names must be unique.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

/** A built query that can run as a named prepared statement (a drizzle select). */
interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query built per call (its shape depends on the caller: profile, filters) as a named
 * prepared statement, named after its SQL text so every distinct shape has a name of its own and
 * one name never means two texts. On PostgreSQL each connection parses it once, and after five
 * executions keeps a generic plan, skipping the planning a hot query would otherwise redo on
 * every call. The values stay parameters; the answer is the same as awaiting the query.
 */
export function executeNamed<T>(query: Preparable<T>): Promise<T> {
  const name = `q${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}

/** Notices published on a channel, as the change feed (platform/change-feed.ts) uses them. */
export interface NoticeChannel {
  /**
   * Delivers every notice of `channel` to `onNotice`. `onState(true)` once listening (again, after
   * a lost connection is restored), `onState(false)` when notices may have been missed. Resolves
   * to a function that stops listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Publishes a notice, delivered after every notice of transactions committed before it. */
  notify(channel: string, payload: string): Promise<void>;
}

/** How long opening a connection may take before the database counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 3000;

export interface Database {
  /** The connecting user's own handle: migrations, seeds, the command line. */
  db: Db;
  /**
   * The handle whose queries run in `reach` (db-reach.ts): the same object for equal reaches
   * while it is in use, made again after many others.
   */
  reach(reach: DbReach): Db;
  kind: 'postgres' | 'embedded';
  notices: NoticeChannel;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite database kept in `dataDir`
 * (or in memory for `dataDir: null`, used by tests).
 */
/** The advisory lock the instances of one database migrate under (any fixed number of ours). */
const MIGRATION_LOCK = 7_263_401_205;

/**
 * Runs the migrations holding a session-level advisory lock, so instances starting together on one
 * PostgreSQL migrate one after the other (the later ones find nothing left to do) rather than
 * creating the same tables at once, which makes all but one fail to start.
 */
async function migrateAlone(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new ReachPool({
      connectionString: opts.databaseUrl,
      max: 10,
      // While the database cannot be reached, a call waits this long for a connection at most
      // and then fails as unavailable (503), instead of hanging until the client gives up.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle client whose connection the server ends (restart, failover, a dropped test
    // database) makes the pool emit 'error'; unheard, that would crash the process. The pool
    // already discards that client and the next query opens a new connection.
    pool.on('error', () => {});
    // A client handed out (a transaction between two statements) whose connection ends emits
    // 'error' on itself, where the pool does not listen: heard here, its next statement fails
    // (a 503 for the call) and the pool discards it when it is given back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      reach: reachHandles(db, (reach, shared) => {
        // Seen by drizzle as a pool (its client type names pg's classes only).
        const client = new PoolInReach(pool, reach) as unknown as pg.Pool;
        const session = new NodePgSession(client, shared.dialect, shared.relations);
        return new NodePgDatabase(shared.dialect, session, shared.relations) as unknown as Db;
      }),
      kind: 'postgres',
      notices: postgresNotices(opts.databaseUrl, pool),
      migrate: () =>
        migrateAlone(pool, () =>
          migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }),
        ),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const pglite = drizzlePglite({ client, schema });
  const db = pglite as unknown as Db;
  return {
    db,
    reach: reachHandles(db, (reach, shared) => {
      const session = new PgliteSession(reachingPglite(client, reach), shared.dialect, shared.relations);
      return new PgliteDatabase(shared.dialect, session, shared.relations) as unknown as Db;
    }),
    kind: 'embedded',
    notices: {
      // One process owns the embedded database: nothing is ever missed while it is open.
      async listen(channel, onNotice, onState) {
        const stop = await client.listen(channel, onNotice);
        onState(true);
        return async () => {
          onState(false);
          if (!client.closed) await stop();
        };
      },
      async notify(channel, payload) {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * What every handle of a database shares with its own: the SQL dialect and the relational schema,
 * worked out once from the schema's tables (a handle made with `drizzle()` would work them out
 * again, taking most of a millisecond and tens of kilobytes each).
 */
interface SharedParts {
  dialect: PgDialect;
  relations: RelationalSchema;
}

type RelationalSchema = ConstructorParameters<typeof NodePgDatabase>[2] & {};

function sharedPartsOf(owner: Db): SharedParts {
  const parts = owner as unknown as { dialect: PgDialect; _: Required<RelationalSchema> };
  return {
    dialect: parts.dialect,
    relations: {
      schema: parts._.schema,
      fullSchema: parts._.fullSchema,
      tableNamesMap: parts._.tableNamesMap,
    },
  };
}

/**
 * How many reaches keep their handle (about 9 kB each); a reach used again after more others gets
 * a new one, made in a few hundredths of a millisecond.
 */
const REACH_HANDLES_KEPT = 1000;

/**
 * Handles by reach, made by `make` and kept by reach while in use: a request finds the handle of
 * its session's reach already made (and the statements prepared on it, `preparedQuery`). The
 * owner's reach is the connecting user's own handle. Every handle knows its crossing counterpart
 * (`crossingOf`).
 */
function reachHandles(owner: Db, make: (reach: DbReach, shared: SharedParts) => Db): (reach: DbReach) => Db {
  const shared = sharedPartsOf(owner);
  const crossing = make(CROSSING, shared);
  const links = { root: owner, crossing };
  linkHandle(crossing, links);
  linkHandle(owner, links);
  const kept = new Map<string, Db>();
  return (reach) => {
    if (reach.kind === 'owner') return owner;
    if (reach.kind === 'crossing') return crossing;
    const key = reachKey(reach);
    let handle = kept.get(key);
    if (handle) {
      // Most recently used last: the first entries are the ones to let go.
      kept.delete(key);
    } else {
      handle = linkHandle(make(reach, shared), links);
      if (kept.size >= REACH_HANDLES_KEPT) kept.delete(kept.keys().next().value as string);
    }
    kept.set(key, handle);
    return handle;
  };
}

/**
 * The embedded database's one connection, with `reach` (db-reach.ts) set for each query's
 * transaction alone (`set_config(..., true)`): requests take turns on the connection, so a
 * setting left behind would be the next request's.
 */
function reachingPglite(client: PGlite, reach: DbReach): PGlite {
  const enter = async (tx: Transaction) => {
    const { text, values } = reachStatement(reach, true);
    await tx.query(text, values);
  };
  const query: PGlite['query'] = (text, params, options) =>
    client.transaction(async (tx) => {
      await enter(tx);
      return tx.query(text, params, options);
    });
  const transaction: PGlite['transaction'] = (work) =>
    client.transaction(async (tx) => {
      await enter(tx);
      return work(tx);
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      // PGlite keeps private fields: its methods must run on the instance, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * A pool whose connections are put in the reach of the handle that takes them (db-reach.ts)
 * before it runs anything: a connection remembers the reach it was last set to, so the statement
 * that changes it is sent only when the reach differs, at most one per checkout. It is sent on
 * its own, outside the transaction drizzle opens next, so a rolled-back transaction never undoes
 * it. Taken directly (`connect`), a connection is the connecting user's own.
 */
class ReachPool extends pg.Pool {
  private readonly reachOf = new WeakMap<pg.PoolClient, string>();

  constructor(config: pg.PoolConfig) {
    super(config);
    // A new connection is the connecting user's own, with no reach set.
    this.on('connect', (client) => this.reachOf.set(client, reachKey(OWNER)));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const ready = this.checkout(OWNER);
    if (!callback) return ready;
    ready.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => undefined),
    );
    return undefined;
  }

  async checkout(reach: DbReach): Promise<pg.PoolClient> {
    const client = await super.connect();
    const key = reachKey(reach);
    if (this.reachOf.get(client) === key) return client;
    this.reachOf.delete(client);
    try {
      const { text, values } = reachStatement(reach, false);
      await client.query({ name: 'mirante_reach', text, values });
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    this.reachOf.set(client, key);
    return client;
  }
}

/**
 * The pool as a handle of one reach sees it: every connection it hands out, and every query it
 * runs, is in that reach. Its name holds "Pool" so that drizzle takes a connection of its own for
 * each transaction, as it does from a pool.
 */
class PoolInReach {
  constructor(
    private readonly pool: ReachPool,
    private readonly reach: DbReach,
  ) {}

  connect(): Promise<pg.PoolClient> {
    return this.pool.checkout(this.reach);
  }

  async query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.pool.checkout(this.reach);
    try {
      const result = await client.query(config as pg.QueryConfig, values);
      client.release();
      return result;
    } catch (error) {
      // As the pool's own query does: a connection whose statement failed is not reused.
      client.release(error as Error);
      throw error;
    }
  }
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is reported and reopened with growing pauses until `stop` is called.
 */
function postgresNotices(connectionString: string, pool: pg.Pool): NoticeChannel {
  return {
    async listen(channel, onNotice, onState) {
      let client: pg.Client | undefined;
      let stopped = false;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;
      const open = async (): Promise<void> => {
        const next = new pg.Client({
          connectionString,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
        });
        const lost = () => {
          if (client !== next) return;
          client = undefined;
          onState(false);
          next.end().catch(() => undefined);
          if (!stopped) retry();
        };
        next.on('error', lost);
        next.on('end', lost);
        next.on('notification', (message) => {
          if (message.channel === channel) onNotice(message.payload ?? '');
        });
        client = next;
        try {
          await next.connect();
          await next.query(`listen "${channel.replaceAll('"', '""')}"`);
        } catch (error) {
          lost();
          throw error;
        }
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        attempt = 0;
        onState(true);
      };
      const retry = () => {
        const pause = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
        attempt += 1;
        timer = setTimeout(() => open().catch(() => undefined), pause);
        timer.unref();
      };
      // A database that cannot be reached yet is retried like a lost connection.
      await open().catch(() => undefined);
      return async () => {
        stopped = true;
        clearTimeout(timer);
        const current = client;
        client = undefined;
        onState(false);
        await current?.end().catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
