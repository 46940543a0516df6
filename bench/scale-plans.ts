// The hot paths' queries on a database filled by generate-scale.ts and on a fresh demo-only
// database: each query's plan (EXPLAIN ANALYZE, BUFFERS), the median and p95 latency of the
// server's own call over TIMING_RUNS runs, and the ratio scale / demo (target ≤ 1.3).
//   DATABASE_URL=postgres://…/scale_big npm run plans -w @mirante/bench
//   DEMO_DATABASE_URL: a demo-only database to compare with; without it one is created beside
//   DATABASE_URL (scale_demo_<pid>) and dropped at the end. PLANS_FULL=1 prints whole plans.
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { type Db, openDatabase } from '../apps/server/src/platform/db';
import { seedDemo } from '../apps/server/src/seed/demo';
import { type Caller, closeCallers, HOT_QUERIES, lastPageViewId, openCaller } from './scale-hot-queries';

const RUNS = Number(process.env.TIMING_RUNS ?? 300);
const WARMUP = 30;
const FULL = process.env.PLANS_FULL === '1';
/** A sequential scan over a table with more rows than this is reported as a missing index. */
const BIG_TABLE = 10_000;

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

interface Measured {
  median: number;
  p95: number;
  plans: { text: string; plan: string; executionMs: number }[];
}

async function explain(pool: pg.Pool, q: Captured, writes: boolean) {
  const client = await pool.connect();
  try {
    if (writes) await client.query('begin');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${q.text}`,
      q.params as unknown[],
    );
    if (writes) await client.query('rollback');
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN);
    return { text: q.text, plan, executionMs };
  } finally {
    client.release();
  }
}

interface Side {
  pool: pg.Pool;
  caller: Caller;
}

async function plansOf(side: Side, hot: (typeof HOT_QUERIES)[number]) {
  const { db, state } = recordingDb(side.pool);
  state.queries = [];
  state.capturing = true;
  await hot.run(db, side.caller);
  state.capturing = false;
  const plans = [];
  for (const q of state.queries) plans.push(await explain(side.pool, q, hot.writes ?? false));
  return plans;
}

function percentiles(times: number[]): { median: number; p95: number } {
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/**
 * Each hot query's plans on both sides, then its timing runs with the two sides taking turns, so
 * a burst of load from elsewhere on the machine weighs on both alike.
 */
async function measure(scale: Side, demo: Side): Promise<Map<string, { scale: Measured; demo: Measured }>> {
  const scaleDb = recordingDb(scale.pool).db;
  const demoDb = recordingDb(demo.pool).db;
  const out = new Map<string, { scale: Measured; demo: Measured }>();
  for (const hot of HOT_QUERIES) {
    const scalePlans = await plansOf(scale, hot);
    const demoPlans = await plansOf(demo, hot);
    for (let i = 0; i < WARMUP; i++) {
      await hot.run(scaleDb, scale.caller);
      await hot.run(demoDb, demo.caller);
    }
    const scaleTimes: number[] = [];
    const demoTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let start = performance.now();
      await hot.run(scaleDb, scale.caller);
      scaleTimes.push(performance.now() - start);
      start = performance.now();
      await hot.run(demoDb, demo.caller);
      demoTimes.push(performance.now() - start);
    }
    out.set(hot.name, {
      scale: { ...percentiles(scaleTimes), plans: scalePlans },
      demo: { ...percentiles(demoTimes), plans: demoPlans },
    });
  }
  return out;
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

async function callersOf(pool: pg.Pool, emails: { user: string; admin: string }) {
  const { db } = recordingDb(pool);
  return [await openCaller(db, 'user', emails.user), await openCaller(db, 'admin', emails.admin)];
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
  return n.toFixed(3).padStart(8);
}

async function main(): Promise<void> {
  const scaleUrl = process.env.DATABASE_URL;
  if (!scaleUrl) throw new Error('DATABASE_URL (a database filled by generate-scale.ts) is required');
  const demo = await demoDatabase(scaleUrl);
  const scalePool = new pg.Pool({ connectionString: scaleUrl, max: 2 });
  const demoPool = new pg.Pool({ connectionString: demo.url, max: 2 });
  try {
    const scaleCallers = await callersOf(scalePool, {
      user: 'scale-user-50500@scale.mirante.local',
      admin: 'scale-user-500@scale.mirante.local',
    });
    const demoCallers = await callersOf(demoPool, {
      user: 'user@demo.mirante.local',
      admin: 'admin@demo.mirante.local',
    });
    const scaleSince = await lastPageViewId(recordingDb(scalePool).db);
    const demoSince = await lastPageViewId(recordingDb(demoPool).db);
    const table: string[] = [];
    for (let i = 0; i < scaleCallers.length; i++) {
      const measured = await measure(
        { pool: scalePool, caller: scaleCallers[i]! },
        { pool: demoPool, caller: demoCallers[i]! },
      );
      const label = scaleCallers[i]!.label;
      process.stdout.write(`\n==== as ${label} (unit ${scaleCallers[i]!.scope.companyId}) ====\n`);
      for (const hot of HOT_QUERIES) {
        const { scale: s, demo: d } = measured.get(hot.name)!;
        process.stdout.write(`\n--- ${hot.name}\n`);
        for (const p of s.plans) {
          process.stdout.write(`  ${p.text.replace(/\s+/g, ' ').slice(0, 160)}…\n`);
          for (const scan of scanSummary(p.plan)) process.stdout.write(`    ${scan}\n`);
          process.stdout.write(`    execution ${p.executionMs} ms at scale\n`);
          const big = await bigSeqScans(scalePool, p.plan);
          if (big.length > 0) process.stdout.write(`    !! sequential scan on ${big.join(', ')}\n`);
          if (FULL) process.stdout.write(`${p.plan.replace(/^/gm, '      ')}\n`);
        }
        const ratio = s.median / d.median;
        table.push(
          `${`${label}: ${hot.name}`.padEnd(48)} ${ms(d.median)} ${ms(s.median)} ${ratio.toFixed(2).padStart(6)} ${ms(d.p95)} ${ms(s.p95)}`,
        );
      }
    }
    process.stdout.write(
      `\nlatency of the server's call, ms over ${RUNS} runs\n${'query'.padEnd(48)} ${'demo p50'.padStart(8)} ${'scale p50'.padStart(8)} ${'ratio'.padStart(6)} ${'demo p95'.padStart(8)} ${'scale p95'.padStart(8)}\n${table.join('\n')}\n`,
    );
    await closeCallers(recordingDb(scalePool).db, scaleCallers, scaleSince);
    await closeCallers(recordingDb(demoPool).db, demoCallers, demoSince);
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
