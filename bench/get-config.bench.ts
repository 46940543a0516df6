// The portal's most frequent authenticated calls (GET getConfig and the report menu) against a
// bare Fastify route answering the same JSON, measured in the same run with the same load. The
// portal runs on a fresh seeded database: PostgreSQL when DATABASE_URL is set, else the embedded
// one.
//   npm run bench   BENCH_SECONDS (default 10, per side and case), BENCH_CONNECTIONS (default 50),
//                   BENCH_ROUNDS (default 5: the sides take turns, SECONDS / ROUNDS each),
//                   BENCH_BEFORE_ROOT: a folder holding an older build (dist/ and scripts/) of
//                   the server, measured too, for a before/after comparison in one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, signInDemoAdmin, waitFor, writeResults } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PASSWORD = BENCH_PASSWORD;
const BARE_PORT = 8191;
const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
interface Call {
  name: string;
  path: string;
  /** POST calls send this JSON body (the id of a report is filled in once signed in). */
  body?: (reportId: number) => unknown;
  /** The target on PostgreSQL: at least this share of the baseline's requests/s (0.4: and p99 ≤ 20 ms). */
  target: number;
  /** The target on the embedded database, where one is set. */
  embeddedTarget?: number;
}
const CALLS: Call[] = [
  { name: 'getConfig', path: '/api/auth/config/getConfig', target: 0.4, embeddedTarget: 0.2 },
  { name: 'report menu', path: '/api/auth/group_reports/get/config/menu/reports', target: 0.4 },
  { name: 'all-reports list', path: '/api/auth/reports?page=1&per_page=12', target: 0.2 },
  { name: 'dashboard', path: '/api/auth/dashboard', target: 0.2 },
  { name: 'home page', path: '/api/auth/home-page', target: 0.2 },
  {
    name: 'report-view check',
    path: '/api/auth/report_view/check/exist/report',
    body: (reportId) => ({ reportId }),
    target: 0.2,
  },
];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** The first report of a menu answer (the report-view check asks about it). */
function firstReportId(menu: string): number {
  const parsed = JSON.parse(menu) as {
    groups: { reports: { id: number }[]; subgroups: { reports: { id: number }[] }[] }[];
    ungrouped: { id: number }[];
  };
  const ids = [
    ...parsed.ungrouped,
    ...parsed.groups.flatMap((g) => [...g.reports, ...g.subgroups.flatMap((s) => s.reports)]),
  ].map((r) => r.id);
  if (ids.length === 0) throw new Error('the demo menu has no report');
  return ids[0]!;
}

interface Request {
  url: string;
  headers: Record<string, string>;
  method?: 'POST';
  body?: string;
}

function requestOf(base: string, call: Call, headers: Record<string, string>, reportId: number): Request {
  if (!call.body) return { url: `${base}${call.path}`, headers };
  return {
    url: `${base}${call.path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    method: 'POST',
    body: JSON.stringify(call.body(reportId)),
  };
}

/** One measured stretch of `seconds` after a short warm-up, so every side is measured hot. */
async function load(request: Request, seconds: number) {
  await autocannon({ ...request, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${request.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Measures each side in turn, ROUNDS times, so a change in the machine's other load during the
 * case falls on every side alike. Per side: the requests/s and p99 of its rounds' median, and the
 * median of its per-round ratios to the baseline.
 */
async function measureCase(sides: Request[]) {
  const rounds = sides.map(() => [] as { rps: number; p99: number }[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, side] of sides.entries()) rounds[i]!.push(await load(side, SECONDS / ROUNDS));
  }
  return rounds.map((own) => ({
    rps: median(own.map((r) => r.rps)),
    p99: median(own.map((r) => r.p99)),
    ratio: median(own.map((r, round) => r.rps / rounds[0]![round]!.rps)),
  }));
}

/** Starts a portal build on a fresh database, signs in and reads each call's answer once. */
async function startPortal(serverRoot: string, port: number) {
  start([resolve(serverRoot, 'scripts/serve-fresh.mjs')], {
    PORT: String(port),
    MIRANTE_DEMO_PASSWORD: PASSWORD,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  const auth = await signInDemoAdmin(base);
  const bodies: Record<string, string> = {};
  let reportId = 0;
  for (const call of CALLS) {
    const request = requestOf(base, call, auth, reportId);
    const res = await fetch(request.url, request);
    const text = await res.text();
    if (!res.ok) throw new Error(`${call.name} failed: ${res.status} ${text}`);
    bodies[call.path.split('?')[0]!] = text;
    if (call.name === 'report menu') reportId = firstReportId(text);
  }
  return { base, auth, bodies, reportId };
}

function machine(): string {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  return `${cpus().length} CPUs, ${model ?? cpus()[0]?.model ?? 'unknown CPU'}`;
}

try {
  const portals = [{ label: 'portal', ...(await startPortal(resolve(root, 'apps/server'), 8190)) }];
  const before = process.env.BENCH_BEFORE_ROOT;
  if (before) portals.push({ label: 'before', ...(await startPortal(resolve(before), 8192)) });

  start(['--import', 'tsx', resolve(import.meta.dirname, 'bare-server.ts')], {
    PORT: String(BARE_PORT),
    BARE_ROUTES: JSON.stringify(portals[0]!.bodies),
  });
  const bare = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor(`${bare}${CALLS[0]!.path}`);

  const rows: {
    case: string;
    'requests/s': number;
    'p99 ms': number;
    'ratio to baseline': string;
    target: string;
  }[] = [];
  for (const call of CALLS) {
    const [baseline, ...measured] = await measureCase([
      requestOf(bare, call, {}, portals[0]!.reportId),
      ...portals.map((portal) => requestOf(portal.base, call, portal.auth, portal.reportId)),
    ]);
    rows.push({
      case: `bare Fastify ${call.name} (baseline)`,
      'requests/s': Math.round(baseline!.rps),
      'p99 ms': baseline!.p99,
      'ratio to baseline': '1.000',
      target: '',
    });
    for (const [i, portal] of portals.entries()) {
      const { rps, p99, ratio } = measured[i]!;
      const target = process.env.DATABASE_URL ? call.target : call.embeddedTarget;
      const met = target !== undefined && ratio >= target && (target < 0.4 || p99 <= 20);
      rows.push({
        case: `${portal.label} ${call.name} (authenticated)`,
        'requests/s': Math.round(rps),
        'p99 ms': p99,
        'ratio to baseline': ratio.toFixed(3),
        target:
          target === undefined
            ? '—'
            : `≥ ${target.toFixed(2)}${target >= 0.4 ? ', p99 ≤ 20 ms' : ''}: ${met ? 'met' : 'not met'}`,
      });
    }
  }
  console.log(
    `\nBenchmark ${new Date().toISOString()}: ${machine()}; ${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  );
  console.table(rows);
  const table = [
    '| case | requests/s | p99 ms | ratio to baseline | target |',
    '|---|---:|---:|---:|---|',
    ...rows.map(
      (r) => `| ${r.case} | ${r['requests/s']} | ${r['p99 ms']} | ${r['ratio to baseline']} | ${r.target} |`,
    ),
  ];
  console.log(table.join('\n'));
  const onPostgres = Boolean(process.env.DATABASE_URL);
  writeResults(
    onPostgres ? 'api-postgres' : 'api-embedded',
    `API, ${onPostgres ? 'PostgreSQL' : 'embedded database (PGlite)'}: ${CONNECTIONS} connections, ${SECONDS} s per side and case in ${ROUNDS} alternating rounds`,
    table,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}
