// The analyze screen's calls on the scale database (bench/SCALE.md: 1,000 units, 100,000 users,
// 10 million page views), over HTTP against the server's own app:
//   DATABASE_URL=postgres://…/scale_big npm run analyze -w @mirante/bench
// It migrates the database (the first time this adds the rollup tables and marks every day of
// the log for the job), runs the analytics rollup until nothing is left (timed: the first run is
// the whole backfill), then, for a partner with 100 units and for the operator (all 1,000), times
// each call the analyze page makes: 20 warm-up calls then BENCH_ANALYZE_CALLS (default 100) each,
// p50 and p95, for the default period (30 days) and 90 days. Target: p95 ≤ 300 ms.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { rollupPageViews } from '../apps/server/src/modules/analyze/analyze-rollup.jobs';
import { countUnitSeats, rowsOf } from '../apps/server/src/modules/analyze/analyze-rollup.repository';
import { openDatabase } from '../apps/server/src/platform/db';
import { writeResults } from './lib';

const CALLS = Number(process.env.BENCH_ANALYZE_CALLS ?? 100);
const WARM_UP = 20;
const TARGET_P95_MS = 300;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (the filled scale database) is required');

function day(offset: number): string {
  return new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const database = await openDatabase({ databaseUrl: url });
const db = database.db;
const t0 = performance.now();
await database.migrate();
const migrateMs = performance.now() - t0;
const dirty = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from page_view_dirty_days`),
)[0]!.n;
const t1 = performance.now();
const rebuilt = await rollupPageViews(db);
const rollupMs = performance.now() - t1;
process.stdout.write(
  `migrate ${(migrateMs / 1000).toFixed(1)} s; rollup of ${rebuilt} unit-days ${(rollupMs / 1000).toFixed(1)} s\n`,
);
// What autovacuum does after a large rollup: fresh statistics and visibility for the reads below.
await db.execute(
  sql`vacuum analyze page_view_days, page_view_unit_days, page_view_last_days, page_view_report_last_days`,
);

// The job's other step each round: every unit's seat counts.
const t3 = performance.now();
await countUnitSeats(db, day(0));
const seatsMs = performance.now() - t3;

// A day's worth of new views for the busiest unit, rolled up as the job's next round would.
const [unit] = rowsOf<{ company_id: number; report_id: number; user_id: number }>(
  await db.execute(sql`select company_id, report_id, user_id from report_page_views
    where user_id is not null order by id desc limit 1`),
);
await db.execute(sql`insert into report_page_views (company_id, user_id, report_id, started_at)
  select ${unit!.company_id}, ${unit!.user_id}, ${unit!.report_id}, now() - (i || ' minutes')::interval
  from generate_series(1, 1000) i`);
const t2 = performance.now();
const incremental = await rollupPageViews(db);
const incrementalMs = performance.now() - t2;

/** A session for a partner-side account, written straight in (the scale fill has none). */
async function partnerSession(profile: 'master' | 'a2m', partnerId: number): Promise<string> {
  const email = `analyze-bench-${profile}-${partnerId}@scale.mirante.local`;
  const [user] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (name, email) values (${`Bench ${profile}`}, ${email})
      on conflict (lower(email)) do update set name = excluded.name returning id`),
  );
  const [membership] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into memberships (user_id, partner_id, perfil_usuario) values (${user!.id}, ${partnerId}, ${profile})
      on conflict (user_id, partner_id) do update set perfil_usuario = excluded.perfil_usuario returning id`),
  );
  const token = randomBytes(24).toString('hex');
  await db.execute(sql`insert into sessions (user_id, membership_id, perfil_usuario, partner_id, token_hash, expires_at)
    values (${user!.id}, ${membership!.id}, ${profile}, ${partnerId},
      ${createHash('sha256').update(token).digest('hex')}, now() + interval '1 day')`);
  return token;
}

const [operator] = rowsOf<{ id: number }>(
  await db.execute(sql`select id from partners where kind = 'operator' order by id limit 1`),
);
const [bigPartner] = rowsOf<{ id: number; units: number }>(
  await db.execute(sql`select p.id, count(c.id)::int as units from partners p join companies c on c.partner_id = p.id
    where p.kind = 'partner' group by p.id order by units desc, p.id limit 1`),
);
const [bigUnit] = rowsOf<{ id: number }>(
  await db.execute(sql`select company_id as id from page_view_unit_days where company_id in
    (select id from companies where partner_id = ${bigPartner!.id}) group by company_id order by sum(views) desc limit 1`),
);
const callers = [
  {
    name: `partner (${bigPartner!.units} units)`,
    token: await partnerSession('master', bigPartner!.id),
    narrow: '',
  },
  {
    name: 'operator (all units)',
    token: await partnerSession('a2m', operator!.id),
    narrow: `&partner_id=${bigPartner!.id}`,
  },
];

const app = await buildApp(database, {
  storageDir: mkdtempSync(join(tmpdir(), 'mirante-bench-')),
  webDir: join(tmpdir(), 'mirante-no-web'),
  redisUrl: undefined,
  trustProxy: [],
  baseDomain: 'localhost',
  logLevel: 'silent',
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function time(path: string, token: string): Promise<{ p50: number; p95: number; status: number }> {
  const headers = { authorization: `Bearer ${token}`, lang: 'en-US' };
  let status = 0;
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    const ms = performance.now() - start;
    status = res.status;
    if (i >= WARM_UP) samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), status };
}

const rows: string[] = [];
let worst = 0;
for (const days of [30, 90]) {
  const period = `from=${day(days - 1)}&to=${day(0)}`;
  for (const caller of callers) {
    const calls: [string, string][] = [
      ['options', '/api/auth/analyze/options'],
      ['summary', `/api/auth/analyze/summary?${period}`],
      ['units (page 1)', `/api/auth/analyze/units?${period}`],
      ['reports (page 1)', `/api/auth/analyze/reports?${period}${caller.narrow}`],
      ['reports never opened', `/api/auth/analyze/reports?${period}${caller.narrow}&opened=never`],
      ['users (page 1)', `/api/auth/analyze/users?${period}${caller.narrow}`],
      ['users idle 30 days', `/api/auth/analyze/users?${period}${caller.narrow}&inactive=30`],
      ['capacities', `/api/auth/analyze/capacities?${period}`],
      ['one unit: summary', `/api/auth/analyze/summary?${period}&company_id=${bigUnit!.id}`],
      ['one unit: reports', `/api/auth/analyze/reports?${period}&company_id=${bigUnit!.id}`],
    ];
    for (const [label, path] of calls) {
      const r = await time(path, caller.token);
      if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
      worst = Math.max(worst, r.p95);
      const line = `| ${days} days | ${caller.name} | ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'} |`;
      process.stdout.write(`${line}\n`);
      rows.push(line);
    }
  }
}
await app.close();

const counts = rowsOf<{ views: number; days: number; unit_days: number }>(
  await db.execute(sql`select (select count(*) from report_page_views)::int as views,
    (select count(*) from page_view_days)::int as days, (select count(*) from page_view_unit_days)::int as unit_days`),
)[0]!;
await database.close();

writeResults('analyze', `Analyze on the scale database: ${counts.views.toLocaleString('en-US')} page views`, [
  `Rollup: ${counts.days.toLocaleString('en-US')} daily rows, ${counts.unit_days.toLocaleString('en-US')} unit-days. ` +
    `This run: migrations ${(migrateMs / 1000).toFixed(1)} s, rollup of ${rebuilt.toLocaleString('en-US')} unit-days ` +
    `(${dirty.toLocaleString('en-US')} marked) ${(rollupMs / 1000).toFixed(1)} s; ` +
    `1,000 new views then a round: ${incremental} unit-day(s) in ${incrementalMs.toFixed(0)} ms; ` +
    `every unit's seat counts (the job's other step each round) ${seatsMs.toFixed(0)} ms.`,
  '',
  `Sequential calls over HTTP, ${WARM_UP} warm-up then ${CALLS} each; ms. Target: p95 ≤ ${TARGET_P95_MS} ms ` +
    `(worst p95 this run: ${worst.toFixed(1)} ms). The operator's report and user lists are for one partner ` +
    '(they ask for a partner or unit first).',
  '',
  '| period | caller | call | p50 | p95 | target |',
  '|---|---|---|---:|---:|---|',
  ...rows,
]);
