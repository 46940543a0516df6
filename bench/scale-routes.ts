// Every GET call of the route map, as each profile that may call it, on the scale database
// (generate-scale.ts: 1,000 units, 100,000 users and reports, 10 million page views) and on a
// demo-only database, over HTTP against the server's own app:
//   DATABASE_URL=postgres://…/scale_big npm run scale:routes -w @mirante/bench
//   DEMO_DATABASE_URL: the demo-only database; without it one is created beside DATABASE_URL
//   (scale_routes_demo_<pid>) and dropped at the end. ROUTES_WARMUP (default 10) and
//   ROUTES_ROUNDS (default 60) shape the runs; ROUTES_ONLY=<text> keeps the calls whose path
//   holds it and ROUTES_CALLERS=<text> the callers whose label holds it (a partial run prints its
//   rows and leaves SCALE.md as it is).
//
// The calls come from the route map (packages/contracts/src/routes.ts), so a new GET call is
// measured without being named here. A call's path parameters are taken from the caller's own
// list (`/auth/reports/:id` takes the first report of `GET /auth/reports` as that caller sees
// it); a required query a list does not give is filled from SAMPLE_QUERY. A caller the call
// refuses (401, 403) may not call it; a call that needs input this bench cannot make up is
// listed as such, not hidden.
//
// Callers: the demo's four accounts (operator, partner, unit admin, user) on both databases —
// the same caller and the same answer, only the tables are bigger; and, on the scale side only,
// the biggest partner (100 units), the admin of a big unit and a member of it, each against the
// demo account of its profile. Sides take turns call by call (A B B A …) so load from elsewhere
// falls on both. Target: p95 ≤ 100 ms on the scale side and p50 ≤ 1.3× the demo side's; a pair
// over target is measured once more after the whole pass and misses only if it misses both times.
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyRoute, allRoutes, routeUrl } from '@mirante/contracts';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/platform/db';
import { DEMO_EMAILS, seedDemo } from '../apps/server/src/seed/demo';
import { machineLine } from './lib';
import { writeScaleBlock } from './scale-report';

const WARMUP = Number(process.env.ROUTES_WARMUP ?? 10);
const ROUNDS = Number(process.env.ROUTES_ROUNDS ?? 60);
const ONLY = process.env.ROUTES_ONLY;
const ONLY_CALLERS = process.env.ROUTES_CALLERS;
const TARGET_P95_MS = 100;
const TARGET_RATIO = 1.3;
const PASSWORD = process.env.SCALE_PASSWORD ?? 'Scale-Password-1';

const scaleUrl = process.env.DATABASE_URL;
if (!scaleUrl) throw new Error('DATABASE_URL (the filled scale database) is required');

/**
 * Values for query parameters a call requires and no list gives: a period, a kind, and the unit a
 * partner-side caller names (the first of its units list).
 */
async function sampleQuery(
  routes: AnyRoute[],
  base: string,
  headers: Record<string, string>,
): Promise<Record<string, string>> {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const sample: Record<string, string> = {
    from: day(29),
    to: day(0),
    kind: 'reports',
    period: '30',
    q: 'rel',
  };
  const units = listRoute(routes, '/auth/companies');
  if (units) {
    const first = firstOf((await getJson(base, routeUrl(units, {}), headers)).body);
    if (first?.id !== undefined) sample.company_id = String(first.id);
  }
  return sample;
}

interface Side {
  name: 'scale' | 'demo';
  database: Database;
  base: string;
  close: () => Promise<void>;
}

async function startSide(name: Side['name'], url: string): Promise<Side> {
  const database = await openDatabase({ databaseUrl: url });
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
  return {
    name,
    database,
    base,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A demo-only database beside the scale one, migrated and seeded as the server does. */
async function demoDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DEMO_DATABASE_URL) return { url: process.env.DEMO_DATABASE_URL, drop: async () => {} };
  const name = `scale_routes_demo_${process.pid}`;
  const admin = new pg.Client({ connectionString: scaleUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(scaleUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await seedDemo(database.db, { password: PASSWORD });
  await database.close();
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: scaleUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Signs in as the web app does (XSRF cookie, then login); answers the headers of a call. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${base}/api/csrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`sign-in of ${email} gave no session`);
  return { authorization: `Bearer ${token}`, lang: 'en-US' };
}

interface Caller {
  label: string;
  profile: string;
  scale: string;
  demo: string;
}

async function bigCallers(): Promise<Caller[]> {
  const client = new pg.Client({ connectionString: scaleUrl });
  await client.connect();
  const one = async (text: string) => (await client.query<{ email: string }>(text)).rows[0]?.email;
  const partner = await one(`select u.email from users u join memberships m on m.user_id = u.id
    join companies c on c.partner_id = m.partner_id where m.perfil_usuario = 'master'
    group by u.email order by count(c.id) desc, u.email limit 1`);
  await client.end();
  const callers: Caller[] = [];
  if (partner)
    callers.push({ label: 'biggest partner', profile: 'master', scale: partner, demo: DEMO.master });
  callers.push(
    {
      label: 'big unit admin',
      profile: 'admin',
      scale: 'scale-user-500@scale.mirante.local',
      demo: DEMO.admin,
    },
    {
      label: 'big unit member',
      profile: 'user',
      scale: 'scale-user-50500@scale.mirante.local',
      demo: DEMO.user,
    },
  );
  return callers;
}

const DEMO = DEMO_EMAILS;

interface Call {
  method: 'GET';
  url: string;
}

/** The first record of a list answer (`{ data: [...] }`, `[...]` or `{ items: [...] }`). */
function firstOf(answer: unknown): Record<string, unknown> | undefined {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? ((answer as { data?: unknown }).data ?? (answer as { items?: unknown }).items)
      : undefined;
  return Array.isArray(list) && list[0] && typeof list[0] === 'object'
    ? (list[0] as Record<string, unknown>)
    : undefined;
}

/** The GET route whose path is `path` (a list), if the map has one. */
function listRoute(routes: AnyRoute[], path: string): AnyRoute | undefined {
  return routes.find((r) => r.method === 'GET' && r.path === path);
}

async function getJson(base: string, url: string, headers: Record<string, string>) {
  const res = await fetch(`${base}/api${url}`, { headers });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

/**
 * The URL of `def` for a caller: each `:param` from the first record of the caller's list at the
 * path before it; the query from the declaration's defaults, else SAMPLE_QUERY's values.
 */
async function urlFor(
  def: AnyRoute,
  routes: AnyRoute[],
  base: string,
  headers: Record<string, string>,
  sample: Record<string, string>,
): Promise<string | { missing: string }> {
  const params: Record<string, unknown> = {};
  const segments = def.path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (!seg.startsWith(':')) continue;
    const name = seg.slice(1);
    const listPath = segments.slice(0, i).join('/');
    const list = listRoute(routes, routeUrl({ path: listPath }, { params }).replace(/\?.*/, ''));
    if (!list) return { missing: `no list at ${listPath} for :${name}` };
    const answer = await getJson(base, routeUrl(list, { params, query: queryFor(list, sample) }), headers);
    const first = firstOf(answer.body);
    const value = first?.id ?? first?.[name];
    if (answer.status !== 200 || value === undefined)
      return { missing: `:${name} (${listPath} ${answer.status})` };
    params[name] = value;
  }
  const url = routeUrl(def, { params, query: queryFor(def, sample) });
  // A partner-side caller names the unit it reads where a unit's own people need not.
  if (sample.company_id && def.query?.safeParse({ company_id: sample.company_id }).success) {
    const plain = await getJson(base, url, headers);
    if (plain.status === 400) {
      return routeUrl(def, { params, query: { ...queryFor(def, sample), company_id: sample.company_id } });
    }
  }
  return url;
}

/** The query a call is measured with: nothing if it needs nothing, else the sample values it takes. */
function queryFor(def: AnyRoute, sample: Record<string, string>): Record<string, string> {
  if (!def.query || def.query.safeParse({}).success) return {};
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(sample)) {
    const tried = { ...query, [key]: value };
    if (def.query.safeParse(tried).success) return tried;
    const issues = def.query.safeParse(tried).error?.issues ?? [];
    if (!issues.some((issue) => issue.path[0] === key)) query[key] = value;
  }
  return query;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function timeOnce(base: string, call: Call, headers: Record<string, string>, into: number[]) {
  const start = performance.now();
  const res = await fetch(`${base}/api${call.url}`, { headers });
  await res.arrayBuffer();
  into.push(performance.now() - start);
  return res.status;
}

interface Quantiles {
  p50: number;
  p95: number;
}

interface Timing {
  scale: Quantiles;
  demo: Quantiles;
}

interface Row {
  route: string;
  caller: string;
  scale?: Quantiles;
  demo?: Quantiles;
  /** The second measurement of a pair over target in the first. */
  again?: Timing;
  rerun?: () => Promise<Timing>;
  note?: string;
}

/** WARMUP calls a side, then ROUNDS a side taking turns (A B B A …); p50 and p95 of each side. */
async function measure(
  scaleUrlOf: string,
  demoUrlOf: string,
  scaleHeaders: Record<string, string>,
  demoHeaders: Record<string, string>,
): Promise<Timing> {
  const a: number[] = [];
  const b: number[] = [];
  const call = (url: string): Call => ({ method: 'GET', url });
  for (let i = 0; i < WARMUP; i++) {
    await timeOnce(scaleSide.base, call(scaleUrlOf), scaleHeaders, []);
    await timeOnce(demoSide.base, call(demoUrlOf), demoHeaders, []);
  }
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      await timeOnce(scaleSide.base, call(scaleUrlOf), scaleHeaders, a);
      await timeOnce(demoSide.base, call(demoUrlOf), demoHeaders, b);
    } else {
      await timeOnce(demoSide.base, call(demoUrlOf), demoHeaders, b);
      await timeOnce(scaleSide.base, call(scaleUrlOf), scaleHeaders, a);
    }
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  return {
    scale: { p50: quantile(a, 0.5), p95: quantile(a, 0.95) },
    demo: { p50: quantile(b, 0.5), p95: quantile(b, 0.95) },
  };
}

function report(route: string, caller: string, scale: Quantiles, demo: Quantiles) {
  process.stdout.write(
    `${route.padEnd(60)} ${caller.padEnd(32)} p50 ${scale.p50.toFixed(1)} / ${demo.p50.toFixed(1)} ms (${(scale.p50 / demo.p50).toFixed(2)}×) p95 ${scale.p95.toFixed(1)}\n`,
  );
}

const demo = await demoDatabase();
const scaleSide = await startSide('scale', scaleUrl);
const demoSide = await startSide('demo', demo.url);
const routes = allRoutes()
  .map((r) => r.def)
  // A stream (server-sent events) never ends: it is not a call to time.
  .filter(
    (def) => def.method === 'GET' && def.file !== 'text/event-stream' && (!ONLY || def.path.includes(ONLY)),
  );
const everyRoute = allRoutes().map((r) => r.def);

const callers: Caller[] = [
  ...(Object.entries(DEMO) as [keyof typeof DEMO, string][]).map(([profile, email]) => ({
    label: `${profile} (demo account)`,
    profile,
    scale: email,
    demo: email,
  })),
  ...(await bigCallers()),
].filter((caller) => !ONLY_CALLERS || caller.label.includes(ONLY_CALLERS));

const rows: Row[] = [];
for (const caller of callers) {
  const scaleHeaders = await signIn(scaleSide.base, caller.scale);
  const demoHeaders = await signIn(demoSide.base, caller.demo);
  const scaleSample = await sampleQuery(everyRoute, scaleSide.base, scaleHeaders);
  const demoSample = await sampleQuery(everyRoute, demoSide.base, demoHeaders);
  for (const def of routes) {
    const route = `${def.method} ${def.path}`;
    const scaleUrlOf = await urlFor(def, everyRoute, scaleSide.base, scaleHeaders, scaleSample);
    const demoUrlOf = await urlFor(def, everyRoute, demoSide.base, demoHeaders, demoSample);
    if (typeof scaleUrlOf !== 'string' || typeof demoUrlOf !== 'string') {
      const missing =
        typeof scaleUrlOf !== 'string' ? scaleUrlOf.missing : (demoUrlOf as { missing: string }).missing;
      // A caller with no record to open, or refused the list, is not a caller of this call.
      if (!/ 40[13]\)$/.test(missing))
        rows.push({ route, caller: caller.label, note: `no sample: ${missing}` });
      continue;
    }
    const first = await getJson(scaleSide.base, scaleUrlOf, scaleHeaders);
    if (first.status === 401 || first.status === 403) continue;
    const demoFirst = await getJson(demoSide.base, demoUrlOf, demoHeaders);
    if (first.status >= 300 || demoFirst.status >= 300) {
      rows.push({ route, caller: caller.label, note: `answers ${first.status} / demo ${demoFirst.status}` });
      continue;
    }
    const row: Row = {
      route,
      caller: caller.label,
      ...(await measure(scaleUrlOf, demoUrlOf, scaleHeaders, demoHeaders)),
      rerun: () => measure(scaleUrlOf, demoUrlOf, scaleHeaders, demoHeaders),
    };
    rows.push(row);
    report(row.route, row.caller, row.scale!, row.demo!);
  }
}

// A pair over target is measured once more after the whole pass, when the load from elsewhere
// has moved: a call that misses both times misses; one that meets it the second time is shown
// with both measurements.
const overTarget = (t: Timing) => t.scale.p95 > TARGET_P95_MS || t.scale.p50 / t.demo.p50 > TARGET_RATIO;
for (const row of rows) {
  if (!row.scale || !row.demo || !row.rerun || !overTarget({ scale: row.scale, demo: row.demo })) continue;
  row.again = await row.rerun();
  report(row.route, `${row.caller} (again)`, row.again.scale, row.again.demo);
}

await scaleSide.close();
await demoSide.close();
await demo.drop();

const measured = rows.filter((r) => r.scale && r.demo);
measured.sort((x, y) => y.scale!.p95 - x.scale!.p95);
const firstMet = (r: Row) => !overTarget({ scale: r.scale!, demo: r.demo! });
const within = (r: Row) => firstMet(r) || (r.again !== undefined && !overTarget(r.again));
const missed = measured.filter((r) => !within(r));
const second = measured.filter((r) => !firstMet(r) && within(r));
const unmeasured = rows.filter((r) => !r.scale);
if (ONLY || ONLY_CALLERS) process.exit(missed.length ? 1 : 0);
const againCells = (r: Row) =>
  r.again
    ? `${r.again.scale.p50.toFixed(1)} / ${r.again.demo.p50.toFixed(1)} (${(r.again.scale.p50 / r.again.demo.p50).toFixed(2)}), p95 ${r.again.scale.p95.toFixed(1)}`
    : '';
writeScaleBlock('routes', [
  '## Every GET call, as each caller (`bench/scale-routes.ts`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine()}; ` +
    `${ROUNDS} calls a side after ${WARMUP} to warm up, sides taking turns; ms over HTTP. ` +
    `Target: p95 ≤ ${TARGET_P95_MS} ms and p50 ≤ ${TARGET_RATIO}× the demo database's. A pair over ` +
    'target is measured a second time after the whole pass ("again": scale / demo p50, ratio, ' +
    'scale p95) and misses only if it misses both times. ' +
    `${measured.length} call-and-caller pairs measured, ${measured.length - missed.length} within target` +
    (second.length ? ` (${second.length} of them on the second measurement)` : '') +
    (missed.length
      ? `, ${missed.length} not: ${missed.map((r) => `${r.route} (${r.caller})`).join('; ')}.`
      : '.'),
  '',
  '| call | caller | scale p50 | scale p95 | demo p50 | demo p95 | p50 ratio | again | target |',
  '|---|---|---:|---:|---:|---:|---:|---|---|',
  ...measured.map(
    (r) =>
      `| \`${r.route}\` | ${r.caller} | ${r.scale!.p50.toFixed(1)} | ${r.scale!.p95.toFixed(1)} | ${r.demo!.p50.toFixed(1)} | ${r.demo!.p95.toFixed(1)} | ${(r.scale!.p50 / r.demo!.p50).toFixed(2)} | ${againCells(r)} | ${firstMet(r) ? 'met' : within(r) ? 'met again' : '**not met**'} |`,
  ),
  ...(unmeasured.length
    ? [
        '',
        'Not measured (no record to open as that caller, or an answer other than 2xx):',
        '',
        ...unmeasured.map((r) => `- \`${r.route}\` as ${r.caller}: ${r.note}`),
      ]
    : []),
]);
process.exit(missed.length ? 1 : 0);
