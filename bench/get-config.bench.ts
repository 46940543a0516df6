// Authenticated GET /api/auth/config/getConfig on the real portal against a bare Fastify route
// answering the same JSON, measured in the same run with the same load. The portal runs on a
// fresh seeded database: PostgreSQL when DATABASE_URL is set, else the embedded one.
//   npm run bench            BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20)
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PASSWORD = 'Bench-Password-1';
const PORTAL_PORT = 8190;
const BARE_PORT = 8191;
const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

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
  // A short warm-up so both sides are measured hot.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

try {
  start([resolve(root, 'apps/server/scripts/serve-fresh.mjs')], {
    PORT: String(PORTAL_PORT),
    MIRANTE_DEMO_PASSWORD: PASSWORD,
  });
  const portal = `http://127.0.0.1:${PORTAL_PORT}`;
  await waitFor(`${portal}/api/health`);
  const token = await signIn(portal);
  const auth = { authorization: `Bearer ${token}`, lang: 'en-US' };
  const sample = await fetch(`${portal}/api/auth/config/getConfig`, { headers: auth });
  const body = await sample.text();
  if (!sample.ok) throw new Error(`getConfig failed: ${sample.status} ${body}`);

  start(['--import', 'tsx', resolve(import.meta.dirname, 'bare-server.ts')], {
    PORT: String(BARE_PORT),
    BARE_BODY: body,
  });
  const bare = `http://127.0.0.1:${BARE_PORT}`;
  await waitFor(`${bare}/api/auth/config/getConfig`);

  const baseline = await load(`${bare}/api/auth/config/getConfig`, {});
  const measured = await load(`${portal}/api/auth/config/getConfig`, auth);
  const rows = [
    { case: 'bare Fastify route (baseline)', rps: baseline.requests.average, p99: baseline.latency.p99 },
    { case: 'portal getConfig (authenticated)', rps: measured.requests.average, p99: measured.latency.p99 },
  ];
  console.log(
    `\ngetConfig benchmark: ${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
  );
  console.table(rows.map((r) => ({ case: r.case, 'requests/s': Math.round(r.rps), 'p99 ms': r.p99 })));
  console.log(
    `ratio portal / baseline: ${(measured.requests.average / baseline.requests.average).toFixed(3)}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}
