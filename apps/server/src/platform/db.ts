import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
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

export interface Database {
  db: Db;
  kind: 'postgres' | 'embedded';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite database kept in `dataDir`
 * (or in memory for `dataDir: null`, used by tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test
    // database) makes the pool emit 'error'; unheard, that would crash the process. The pool
    // already discards that client and the next query opens a new connection.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }),
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
    kind: 'embedded',
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => client.close(),
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
