import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from './change-feed';
import type { Db, Tx } from './db';
import type { Scope } from './scope';

/**
 * Which rows the database shows a piece of work: the second wall of tenant isolation, behind the
 * `company_id` every repository query holds. Row-level-security policies (migration
 * 0019_row_level_security) read the reach from settings of the connection:
 *
 * - `units`: a unit's admin, user or TV screen (`unit`), or a partner (`partner`, all its units),
 *   run as the role `mirante_tenant`; also a unit's own machinery, a call whose token names the
 *   unit (SCIM, the embedded page: `unitReach`). A query that forgets its `company_id` filter
 *   still gets nothing of another unit, and no secret (platform/secrets.ts). `user` also shows
 *   the person's own memberships, sessions and audit records.
 * - `crossing`: work that must cross units, run as `mirante_crossing`: operator screens, the calls
 *   of a request before its session is known (sign-in, the host's settings, the check of a SCIM
 *   token), background jobs, what the application sets up at start, and secrets.
 * - `owner`: the connecting user itself: migrations, seeds, the command line.
 *
 * A reach is carried by a database handle (`Database.reach` in db.ts), not by the async context:
 * each request gets the handle of the reach its route declares (route-reach.ts) as `request.db`,
 * and its handler hands it down to the services it calls. Every query of that handle runs in its
 * reach.
 */
export type DbReach =
  | { kind: 'units'; unit: number | null; partner: number | null; user: number }
  | { kind: 'crossing' }
  | { kind: 'owner' };

export const CROSSING: DbReach = { kind: 'crossing' };
export const OWNER: DbReach = { kind: 'owner' };
/** No unit, partner or person: a tenant's handle that sees no unit's rows. */
export const NO_UNIT: DbReach = { kind: 'units', unit: null, partner: null, user: 0 };

declare module 'fastify' {
  interface FastifyInstance {
    /** The handle of a reach (route-reach.ts gives each request the one its route declares). */
    reachOf: ReachHandles;
  }
  interface FastifyRequest {
    /**
     * The database handle of the reach the matched route declares (route-reach.ts): its session's,
     * crossing, or the unit its token names; no unit's rows before that is known. Handlers pass
     * it to the services they call.
     */
    db: Db;
  }
}

/** Handles by reach, as `Database.reach` gives them. */
export type ReachHandles = (reach: DbReach) => Db;

const CROSSING_HANDLE = Symbol('mirante.crossingHandle');
const ROOT_HANDLE = Symbol('mirante.rootHandle');

type Linked = Record<symbol, Db | undefined>;

/**
 * Marks `handle` as one of the database whose own handle is `root`, next to the crossing handle
 * `crossing` (for `crossingOf` and `rootOf`).
 */
export function linkHandle(handle: Db, links: { root: Db; crossing: Db }): Db {
  const linked = handle as unknown as Linked;
  linked[CROSSING_HANDLE] = links.crossing;
  if (handle !== links.root) linked[ROOT_HANDLE] = links.root;
  return handle;
}

/** The handle that runs as the crossing role next to `db` (the same one when it has none). */
export function crossingOf(db: Db): Db {
  return (db as unknown as Linked)[CROSSING_HANDLE] ?? db;
}

/**
 * The connecting user's own handle of the database `db` belongs to: what a database's shared
 * state (its change feed and caches) is kept under, whichever reach asks.
 */
export function rootOf(db: Db): Db {
  return (db as unknown as Linked)[ROOT_HANDLE] ?? db;
}

const SHARED = Symbol('mirante.databaseShared');

/**
 * What this process keeps of one database, whichever reach's handle asks: the change feed the
 * app opened for it (which owns the copies kept of its reads), and whether the jobs table is
 * known to exist. It lives on the database's own handle, so it ends with the database.
 */
export interface DatabaseShared {
  feed?: ChangeFeed;
  jobsTableReady?: boolean;
}

/** The shared state of the database `db` belongs to (see DatabaseShared). */
export function sharedOf(db: Db): DatabaseShared {
  const root = rootOf(db) as unknown as { [SHARED]?: DatabaseShared };
  root[SHARED] ??= {};
  return root[SHARED];
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * Runs a read that must see past the current unit, as the crossing role: whether a person belongs
 * to other units before their shared account is edited, say. A rule that decides on rows of other
 * units would otherwise read none and wrongly allow. The repository of secrets and the writing of
 * a new account (visible to its unit only once its membership exists) run through here too. Inside a transaction it switches the
 * transaction's role for the read and back (a failure rolls the switch back with the rest);
 * outside one it reads through the crossing handle of `db`.
 */
export async function crossingRead<D extends Db | Tx, T>(db: D, read: (db: D) => Promise<T>): Promise<T> {
  if (!is(db, PgTransaction)) return read(crossingOf(db as Db) as D);
  const [current] = rowsOf<{ role: string }>(await db.execute(sql`select current_setting('role') as role`));
  if (current?.role !== 'mirante_tenant') return read(db);
  await db.execute(sql`select set_config('role', 'mirante_crossing', true)`);
  const result = await read(db);
  await db.execute(sql`select set_config('role', 'mirante_tenant', true)`);
  return result;
}

/**
 * Runs the rest of a transaction as the connecting user (schemas made at start, which the reach
 * roles may not create). The setting ends with the transaction.
 */
export async function asOwner(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select set_config('role', 'none', true)`);
}

/** The reach of a unit's own machinery (its directory's SCIM calls): the unit's rows, no person's. */
export function unitReach(unit: number): DbReach {
  return { kind: 'units', unit, partner: null, user: 0 };
}

/** The reach of a session's scope: the operator crosses units, everyone else stays in theirs. */
export function reachOfScope(scope: Scope): DbReach {
  if (scope.profile === 'a2m') return CROSSING;
  return {
    kind: 'units',
    unit: scope.companyId,
    partner: scope.profile === 'master' ? scope.partnerId : null,
    user: scope.userId,
  };
}

/** A name for a reach, equal for equal reaches (what a connection was last set to). */
export function reachKey(reach: DbReach): string {
  if (reach.kind !== 'units') return reach.kind;
  return `units:${reach.unit ?? ''}:${reach.partner ?? ''}:${reach.user}`;
}

/** The settings the policies read, in the order of `reachValues`. */
const SETTINGS = ['role', 'mirante.unit', 'mirante.partner', 'mirante.user'] as const;

/** The role, then the unit, partner and person of a reach (an empty setting matches no row). */
function reachValues(reach: DbReach): string[] {
  const role =
    reach.kind === 'units' ? 'mirante_tenant' : reach.kind === 'crossing' ? 'mirante_crossing' : 'none';
  if (reach.kind !== 'units') return [role, '', '', ''];
  return [role, String(reach.unit ?? ''), String(reach.partner ?? ''), String(reach.user)];
}

/**
 * The statement that puts a connection in `reach`: until the next one (`local` false), or until
 * the end of the transaction (`local` true).
 */
export function reachStatement(reach: DbReach, local: boolean): { text: string; values: string[] } {
  const calls = SETTINGS.map((name, i) => `set_config('${name}', $${i + 1}, ${local})`);
  return { text: `select ${calls.join(', ')}`, values: reachValues(reach) };
}

/**
 * Every request starts with a handle that sees no unit's rows; the route's declared reach
 * (route-reach.ts) replaces it once known. Registered before any hook that reads the database.
 */
export function registerDbReach(app: FastifyInstance, reachOf: ReachHandles): void {
  const nowhere = reachOf(NO_UNIT);
  app.decorate('reachOf', reachOf);
  app.decorateRequest('db', null as unknown as Db);
  app.addHook('onRequest', (request, _reply, done) => {
    request.db = nowhere;
    done();
  });
}
