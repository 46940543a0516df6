// The portal's most frequent authenticated calls (GET getConfig and the report menu) against a
// bare Fastify route answering the same JSON, measured in the same run with the same load. The
// portal runs on a fresh seeded database: PostgreSQL when DATABASE_URL is set, else the embedded
// one.
//   npm run bench   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
//                   BENCH_BEFORE_ROOT: a folder holding an older build (dist/ and scripts/) of
//                   the server, measured too, for a before/after comparison in one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'Bench-Password-1';
const BARE_PORT = 8191;
const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const CALLS = [
  { name: 'getConfig', path: '/api/auth/config/getConfig' },
  { name: 'report menu', path: '/api/auth/group_reports/get/config/menu/reports' },
];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function signIn(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/csrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'admin@demo.mirante.local', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function load(url: string, headers: Record<string, string>) {
  // A short warm-up so every side is measured hot.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Starts a portal build on a fresh database, signs in and reads each call's answer once. */
async function startPortal(serverRoot: string, port: number) {
  start([resolve(serverRoot, 'scripts/serve-fresh.mjs')], {
    PORT: String(port),
    MIRANTE_DEMO_PASSWORD: PASSWORD,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  const auth = { authorization: `Bearer ${await signIn(base)}`, lang: 'en-US' };
  const bodies: Record<string, string> = {};
  for (const call of CALLS) {
    const res = await fetch(`${base}${call.path}`, { headers: auth });
    bodies[call.path] = await res.text();
    if (!res.ok) throw new Error(`${call.name} failed: ${res.status} ${bodies[call.path]}`);
  }
  return { base, auth, bodies };
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

  const rows: { case: string; 'requests/s': number; 'p99 ms': number; 'ratio to baseline': string }[] = [];
  for (const call of CALLS) {
    const baseline = await load(`${bare}${call.path}`, {});
    rows.push({
      case: `bare Fastify ${call.name} (baseline)`,
      'requests/s': Math.round(baseline.rps),
      'p99 ms': baseline.p99,
      'ratio to baseline': '1.000',
    });
    for (const portal of portals) {
      const measured = await load(`${portal.base}${call.path}`, portal.auth);
      rows.push({
        case: `${portal.label} ${call.name} (authenticated)`,
        'requests/s': Math.round(measured.rps),
        'p99 ms': measured.p99,
        'ratio to baseline': (measured.rps / baseline.rps).toFixed(3),
      });
    }
  }
  console.log(
    `\nBenchmark ${new Date().toISOString()}: ${machine()}; ${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  );
  console.table(rows);
  console.log(`| case | requests/s | p99 ms | ratio to baseline |\n|---|---:|---:|---:|`);
  for (const r of rows) {
    console.log(`| ${r.case} | ${r['requests/s']} | ${r['p99 ms']} | ${r['ratio to baseline']} |`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}
