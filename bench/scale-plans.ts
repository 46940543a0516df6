// The hot paths' queries on a database filled by generate-scale.ts and on a fresh demo-only
// database: each query's plan (EXPLAIN ANALYZE, BUFFERS), the p50 and p95 latency of the server's
// own call (see scale-timing.ts for how the runs alternate) and the ratio scale / demo (target ≤ 1.3).
//   DATABASE_URL=postgres://…/scale_big npm run plans -w @mirante/bench
//   DEMO_DATABASE_URL: a demo-only database to compare with; without it one is created beside
//   DATABASE_URL (scale_demo_<pid>) and dropped at the end. PLANS_FULL=1 prints whole plans.
//   SCALE_CALLERS=same measures only the demo's own callers; TIMING_WARMUP, TIMING_ROUNDS and
//   TIMING_BURST shape the runs.
//
// The scale database holds the demo seed too (generate-scale.ts seeds it first), so the demo's
// admin and user are measured on both databases with identical answers: the same hot path, only
// the tables are bigger. A big unit's admin and member are measured as well, against the demo's
// admin and user: there the answers are bigger too (their sizes are printed).
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { type Db, openDatabase } from '../apps/server/src/platform/db';
import { seedDemo } from '../apps/server/src/seed/demo';
import {
  type Caller,
  closeCallers,
  HOT_QUERIES,
  type HotQuery,
  lastPageViewId,
  openCaller,
} from './scale-hot-queries';
import { type Timed, TIMING, timeBoth } from './scale-timing';

const FULL = process.env.PLANS_FULL === '1';
/** A sequential scan over a table with more rows than this is reported as a missing index. */
const BIG_TABLE = 10_000;

const DEMO_ADMIN = 'admin@demo.mirante.local';
const DEMO_USER = 'user@demo.mirante.local';
const PAIRS = [
  { label: 'admin@demo', scale: DEMO_ADMIN, demo: DEMO_ADMIN, same: true },
  { label: 'user@demo', scale: DEMO_USER, demo: DEMO_USER, same: true },
  { label: 'big-unit admin', scale: 'scale-user-500@scale.mirante.local', demo: DEMO_ADMIN, same: false },
  { label: 'big-unit member', scale: 'scale-user-50500@scale.mirante.local', demo: DEMO_USER, same: false },
].filter((pair) => process.env.SCALE_CALLERS !== 'same' || pair.same);

interface Captured {
  text: string;
  params: unknown[];
}

/** A database handle that records the SQL it sends while `capturing` is on. */
function recordingDb(pool: pg.Pool) {
  const state = { capturing: false, queries: [] as Captured[] };
  const db = drizzle({
    client: pool,
    schema,
    logger: {
      logQuery(text, params) {
        if (state.capturing) state.queries.push({ text, params });
      },
    },
  }) as unknown as Db;
  return { db, state };
}

interface Plan {
  text: string;
  plan: string;
  planningMs: number;
  executionMs: number;
  /** The plan a prepared statement keeps is generic (not planned again per call). */
  generic: boolean;
}

/** A parameter as a literal of EXECUTE (which takes no bind parameters). */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (typeof value === 'object') return client.escapeLiteral(JSON.stringify(value));
  return client.escapeLiteral(String(value));
}

/**
 * The plan of a statement as the server runs it. Reads run as named prepared statements in the
 * server (platform/db.ts): here the statement is prepared on the connection and executed five
 * times first, so the plan explained is the one PostgreSQL keeps from the sixth execution on
 * (generic when it costs no more than the custom ones, "generic" below). Writes are explained as
 * sent, in a transaction rolled back.
 */
async function explain(
  pool: pg.Pool,
  q: Captured,
  writes: boolean,
  options = 'analyze, buffers',
): Promise<Plan> {
  const client = await pool.connect();
  try {
    let target = q.text;
    let params = q.params;
    let name = '';
    if (writes) await client.query('begin');
    else {
      name = `bench_${createHash('sha1').update(q.text).digest('hex').slice(0, 24)}`;
      const args = `${name}(${q.params.map((v) => literal(client, v)).join(', ')})`;
      const { rowCount } = await client.query('select 1 from pg_prepared_statements where name = $1', [name]);
      if (!rowCount) {
        await client.query(`prepare ${name} as ${q.text}`);
        for (let i = 0; i < 5; i++) await client.query(`execute ${args}`);
      }
      target = `execute ${args}`;
      params = [];
    }
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (${options}) ${target}`,
      params as unknown[],
    );
    if (writes) await client.query('rollback');
    const generic = name
      ? (
          await client.query<{ n: string }>(
            'select generic_plans as n from pg_prepared_statements where name = $1',
            [name],
          )
        ).rows[0]?.n !== '0'
      : false;
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const timeOf = (what: string) =>
      Number(new RegExp(`${what} Time: ([\\d.]+)`).exec(plan)?.[1] ?? Number.NaN);
    return {
      text: q.text,
      plan,
      planningMs: timeOf('Planning'),
      executionMs: timeOf('Execution'),
      generic,
    };
  } finally {
    client.release();
  }
}

interface Side {
  pool: pg.Pool;
  db: Db;
  caller: Caller;
}

/** The statements one call sends, each with its plan, and the size of the call's answer. */
async function plansOf(
  side: Side,
  hot: HotQuery,
): Promise<{ plans: Plan[]; statements: Captured[]; size: string }> {
  const { db, state } = recordingDb(side.pool);
  state.queries = [];
  state.capturing = true;
  const answer = await hot.run(db, side.caller);
  state.capturing = false;
  const plans = [];
  for (const q of state.queries) plans.push(await explain(side.pool, q, hot.writes ?? false));
  return { plans, statements: state.queries, size: hot.size?.(answer) ?? '' };
}

/** Times of the database's own work on one call, planning and execution, taken from EXPLAIN. */
const DB_REPEATS = Number(process.env.DB_REPEATS ?? 101);

/**
 * The median time the database spends planning and executing the statements of one call (their
 * sum), the two sides taking turns: what the tables' size costs the database, without the waits
 * for the processor that a busy machine adds to every round trip.
 */
async function databaseTimes(
  hot: HotQuery,
  scale: { pool: pg.Pool; statements: Captured[] },
  demo: { pool: pg.Pool; statements: Captured[] },
): Promise<{ scale: number; demo: number }> {
  const once = async (side: typeof scale) => {
    let sum = 0;
    for (const q of side.statements) {
      const p = await explain(side.pool, q, hot.writes ?? false, 'analyze, timing off');
      sum += p.planningMs + p.executionMs;
    }
    return sum;
  };
  const times = { scale: [] as number[], demo: [] as number[] };
  for (let i = 0; i < DB_REPEATS; i++) {
    times.scale.push(await once(scale));
    times.demo.push(await once(demo));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { scale: median(times.scale), demo: median(times.demo) };
}

/** Scan nodes of a plan, one short line each: "Index Scan reports_pkey on reports (1 rows)". */
function scanSummary(plan: string): string[] {
  const scans: string[] = [];
  for (const line of plan.split('\n')) {
    const m =
      /(Seq Scan|Parallel Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan|Bitmap Index Scan)(?: Backward)?(?: using (\S+))? on (\S+)(?: \S+)?\s+\(cost[^)]*\) \(actual time=[^ ]+ rows=(\d+) loops=(\d+)/.exec(
        line,
      );
    if (m) scans.push(`${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]} (rows=${m[4]}, loops=${m[5]})`);
  }
  return [...new Set(scans)];
}

async function bigSeqScans(pool: pg.Pool, plan: string): Promise<string[]> {
  const tables = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
  const big: string[] = [];
  for (const table of new Set(tables)) {
    const { rows } = await pool.query<{ n: number }>(
      `select reltuples::bigint::int as n from pg_class where relname = $1`,
      [table],
    );
    if ((rows[0]?.n ?? 0) > BIG_TABLE) big.push(`${table} (${rows[0]!.n} rows)`);
  }
  return big;
}

async function demoDatabase(scaleUrl: string) {
  if (process.env.DEMO_DATABASE_URL) return { url: process.env.DEMO_DATABASE_URL, drop: async () => {} };
  const name = `scale_demo_${process.pid}`;
  const admin = new URL(scaleUrl);
  admin.pathname = '/postgres';
  const adminPool = new pg.Pool({ connectionString: admin.toString(), max: 1 });
  await adminPool.query(`create database ${name}`);
  const url = new URL(scaleUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await seedDemo(database.db, { password: 'Scale-Password-1' });
  await database.close();
  return {
    url: url.toString(),
    drop: async () => {
      await adminPool.query(`drop database if exists ${name} with (force)`);
      await adminPool.end();
    },
  };
}

function ms(n: number): string {
  return n.toFixed(3).padStart(9);
}

/** The plans of the scale side, one scan per line; for the same caller, whether demo's differ. */
async function printPlans(scalePool: pg.Pool, hot: HotQuery, scale: Plan[], demo: Plan[], same: boolean) {
  process.stdout.write(`\n--- ${hot.name}\n`);
  for (const [i, p] of scale.entries()) {
    process.stdout.write(`  ${p.text.replace(/\s+/g, ' ').slice(0, 160)}…\n`);
    const scans = scanSummary(p.plan);
    for (const scan of scans) process.stdout.write(`    ${scan}\n`);
    const onDemo = demo[i];
    process.stdout.write(
      `    ${p.generic ? 'generic' : 'custom'} plan; planning + execution ${p.planningMs} + ${p.executionMs} ms at scale, ${onDemo?.planningMs ?? '–'} + ${onDemo?.executionMs ?? '–'} ms on the demo\n`,
    );
    if (same && onDemo) {
      const shape = (plan: string) => scanSummary(plan).map((x) => x.replace(/ \(rows.*/, ''));
      const differ = shape(p.plan).join() !== shape(onDemo.plan).join();
      if (differ) process.stdout.write(`    demo's scans: ${shape(onDemo.plan).join('; ')}\n`);
    }
    const big = await bigSeqScans(scalePool, p.plan);
    if (big.length > 0) process.stdout.write(`    !! sequential scan on ${big.join(', ')}\n`);
    if (FULL) process.stdout.write(`${p.plan.replace(/^/gm, '      ')}\n`);
  }
  if (demo.length !== scale.length) process.stdout.write(`    (${demo.length} statements on the demo)\n`);
}

function row(label: string, sizes: string, t: Timed, db: { scale: number; demo: number }): string {
  const ratio = t.a.p50 / t.b.p50;
  const halves = t.halves.map((h) => h.toFixed(2)).join('/');
  return `${label.padEnd(44)} ${sizes.padEnd(22)} ${ms(t.b.p50)} ${ms(t.a.p50)} ${ratio.toFixed(2).padStart(6)} ${ms(t.b.p95)} ${ms(t.a.p95)} ${(t.a.p95 / t.b.p95).toFixed(2).padStart(6)} ${halves.padStart(10)} ${ms(db.demo)} ${ms(db.scale)} ${(db.scale / db.demo).toFixed(2).padStart(6)}`;
}

async function main(): Promise<void> {
  const scaleUrl = process.env.DATABASE_URL;
  if (!scaleUrl) throw new Error('DATABASE_URL (a database filled by generate-scale.ts) is required');
  const demo = await demoDatabase(scaleUrl);
  const scalePool = new pg.Pool({ connectionString: scaleUrl, max: 2 });
  const demoPool = new pg.Pool({ connectionString: demo.url, max: 2 });
  const scaleDb = recordingDb(scalePool).db;
  const demoDb = recordingDb(demoPool).db;
  try {
    const scaleSince = await lastPageViewId(scaleDb);
    const demoSince = await lastPageViewId(demoDb);
    const header = `${'caller: query'.padEnd(44)} ${'answer demo / scale'.padEnd(22)} ${'demo p50'.padStart(9)} ${'scale p50'.padStart(9)} ${'ratio'.padStart(6)} ${'demo p95'.padStart(9)} ${'scale p95'.padStart(9)} ${'p95 r.'.padStart(6)} ${'halves'.padStart(10)} ${'db demo'.padStart(9)} ${'db scale'.padStart(9)} ${'db r.'.padStart(6)}`;
    const table: string[] = [];
    for (const pair of PAIRS) {
      const scale: Side = {
        pool: scalePool,
        db: scaleDb,
        caller: await openCaller(scaleDb, pair.label, pair.scale),
      };
      const onDemo: Side = {
        pool: demoPool,
        db: demoDb,
        caller: await openCaller(demoDb, pair.label, pair.demo),
      };
      process.stdout.write(
        `\n==== ${pair.label}: ${pair.scale} (unit ${scale.caller.scope.companyId}) at scale, ${pair.demo} on the demo ====\n`,
      );
      for (const hot of HOT_QUERIES) {
        const s = await plansOf(scale, hot);
        const d = await plansOf(onDemo, hot);
        await printPlans(scalePool, hot, s.plans, d.plans, pair.same);
        const timed = await timeBoth(hot, scale, onDemo);
        const db = await databaseTimes(
          hot,
          { pool: scalePool, statements: s.statements },
          { pool: demoPool, statements: d.statements },
        );
        const sizes = s.size ? `${d.size} / ${s.size}` : '';
        table.push(row(`${pair.label}: ${hot.name}`, sizes, timed, db));
      }
      await closeCallers(scaleDb, [scale.caller], scaleSince);
      await closeCallers(demoDb, [onDemo.caller], demoSince);
    }
    const samples = TIMING.rounds * TIMING.burst;
    process.stdout.write(
      `\nlatency of the server's call in ms: ${samples} calls a side after ${TIMING.warmup} of warm-up, in ${TIMING.rounds} rounds of ${TIMING.burst}; halves: the p50 ratio in each half of the rounds; db: the database's planning + execution of the call's statements, reads as prepared statements past their fifth execution (median of ${DB_REPEATS} EXPLAIN ANALYZE EXECUTE, timing off)\n${header}\n${table.join('\n')}\n`,
    );
  } finally {
    await scalePool.end();
    await demoPool.end();
    await demo.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
