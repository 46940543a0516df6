import { AsyncLocalStorage } from 'node:async_hooks';
import { is, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from './db';
import type { Scope } from './scope';

/**
 * Which rows the database shows a piece of work: the second wall of tenant isolation, behind the
 * `company_id` every repository query holds. Row-level-security policies (migration
 * 0019_row_level_security) read the reach from settings of the connection:
 *
 * - `units`: a unit's admin, user or TV screen (`unit`), or a partner (`partner`, all its units),
 *   run as the role `mirante_tenant`. A query that forgets its `company_id` filter still gets
 *   nothing of another unit. `user` also shows the person's own memberships, sessions and audit
 *   records.
 * - `crossing`: work that must cross units, run as `mirante_crossing`: operator screens, the calls
 *   of a request before its session is known (sign-in, the host's settings, SCIM and embed-link
 *   tokens), background jobs (platform/jobs.ts) and the reads of `crossUnits`/`crossingRead`.
 * - `owner`: the connecting user itself, outside any request and job: migrations, seeds, the
 *   command line.
 */
export type DbReach =
  | { kind: 'units'; unit: number | null; partner: number | null; user: number }
  | { kind: 'crossing' }
  | { kind: 'owner' };

export const CROSSING: DbReach = { kind: 'crossing' };
export const OWNER: DbReach = { kind: 'owner' };

interface Holder {
  reach: DbReach;
}

const storage = new AsyncLocalStorage<Holder>();

// Off unless MIRANTE_ROW_SECURITY is set (config.rowSecurity): carrying the reach from a request to
// its queries takes an AsyncLocalStorage, whose promise hooks on Node 20 cost every promise of the
// process, the hot calls answered from memory too (a quarter to a third of their requests/s in
// bench/get-config.bench.ts). Off, nothing enters a reach: every query runs as the connecting
// user, behind the tenant filters alone, and the policies stay in place unused.
let rowSecurity = false;

/** Turns the reaches on or off for the process (buildApp, from config.rowSecurity). */
export function useRowSecurity(on: boolean): void {
  rowSecurity = on;
}

/** The reach of the work running now; `owner` outside any request. */
export function currentReach(): DbReach {
  return storage.getStore()?.reach ?? OWNER;
}

/**
 * Runs `work` (and everything it starts) with the given reach. A drizzle query runs when awaited,
 * so it is awaited here, inside the reach, rather than handed back unrun.
 */
export function withReach<T>(reach: DbReach, work: () => PromiseLike<T> | T): Promise<T> {
  if (!rowSecurity) return (async () => await work())();
  return storage.run({ reach }, async () => await work());
}

/** Runs `work` as the crossing role: for the few reads of a unit's request that must see past it. */
export function crossUnits<T>(work: () => PromiseLike<T> | T): Promise<T> {
  return withReach(CROSSING, work);
}

/**
 * Runs a read that must see past the current unit on `db`, as the crossing role: whether a person
 * belongs to other units before their shared account is edited, say. A rule that decides on rows
 * of other units would otherwise read none and wrongly allow. Inside a transaction it switches the
 * transaction's role for the read and back (a failure rolls the switch back with the rest);
 * outside one it takes a connection in the crossing reach.
 */
export async function crossingRead<D extends Db | Tx, T>(db: D, read: (db: D) => Promise<T>): Promise<T> {
  if (!is(db, PgTransaction)) return crossUnits(() => read(db));
  const reach = currentReach();
  if (reach.kind !== 'units') return read(db);
  await db.execute(reachSql(CROSSING, true));
  const result = await read(db);
  await db.execute(reachSql(reach, true));
  return result;
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

/** `reachStatement` as a drizzle query, for a transaction's handle. */
function reachSql(reach: DbReach, local: boolean): SQL {
  const values = reachValues(reach);
  const calls = SETTINGS.map((name, i) => sql`set_config(${name}, ${values[i]}, ${sql.raw(String(local))})`);
  return sql`select ${sql.join(calls, sql`, `)}`;
}

/**
 * Every request runs in a reach of its own: crossing until the auth guard knows the session, then
 * the session's (`registerScopeReach`, registered after the guard). Registered before any other
 * hook that reads the database. Fastify reads bodies inside the request's async context, so the
 * handler stays in it.
 */
export function registerDbReach(app: FastifyInstance): void {
  if (!rowSecurity) return;
  app.addHook('onRequest', (_request, _reply, done) => {
    storage.run({ reach: CROSSING }, done);
  });
}

/**
 * Moves the rest of the current request into `reach`, once who calls is known: the auth guard's
 * scope, or a unit's provisioning token (SCIM). Outside a request it changes nothing.
 */
export function enterReach(reach: DbReach): void {
  const holder = storage.getStore();
  if (holder) holder.reach = reach;
}

/** Moves the request into its session's reach once the auth guard has built the scope. */
export function registerScopeReach(app: FastifyInstance): void {
  if (!rowSecurity) return;
  app.addHook('onRequest', async (request) => {
    if (request.scope) enterReach(reachOfScope(request.scope));
  });
}
