// Soak: two instances of the built portal behind nginx (deploy/local-cluster.mjs) under mixed
// traffic for SOAK_MINUTES (10): people signing in, reading their menus and dashboard, opening
// Power BI reports (embed tokens from the emulator mounted on each instance) and signing out; a
// TV playlist refreshing; an admin adding user groups and updating one, each write read back.
// Targets: no error, no lost write, each instance's resident memory growing < 10 % from minute 2
// to the end: the growth of the straight line fitted to every sample from minute 2 on, since a
// sample (or the median of half a minute) rises and falls by 10 % and more with the collector's cycles. Writes its block of RESULTS.md (results:soak); exits 1 when a target is missed.
//   npm run build && DATABASE_URL=postgres://… npm run soak -w @mirante/bench
//   SOAK_MINUTES, SOAK_PORT (nginx, 8185), SOAK_INSTANCE_PORT (the first instance's, then the next
//   one; SOAK_PORT + 1), SOAK_REDIS_URL
//   (redis://127.0.0.1:6379/14, a Redis database of its own), SOAK_USERS (3 people at once),
//   SOAK_SAMPLES (a file for the memory samples, JSON), SOAK_VERBOSE=1 (the instances' output)
import { readFileSync, writeFileSync } from 'node:fs';
import { type Cluster, startCluster } from '../deploy/local-cluster.mjs';
import { BENCH_PASSWORD, writeResults } from './lib';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PORT = Number(process.env.SOAK_PORT ?? 8185);
const INSTANCE_PORT = Number(process.env.SOAK_INSTANCE_PORT ?? PORT + 1);
const USERS = Number(process.env.SOAK_USERS ?? 3);
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const SAMPLE_MS = 5000;
/** Resident memory is compared from this minute (2, or a fifth of a shorter run) to the end. */
const FROM_MINUTE = Math.min(2, MINUTES / 5);
const USER = 'user@demo.mirante.local';
const ADMIN = 'admin@demo.mirante.local';

const counts: Record<string, number> = {};
const errors: string[] = [];
let errorCount = 0;
let staleReads = 0;

function count(kind: string): void {
  counts[kind] = (counts[kind] ?? 0) + 1;
}
function fail(what: string): void {
  errorCount += 1;
  if (errors.length < 20) errors.push(`${new Date().toISOString().slice(11, 19)} ${what}`);
}

let base = '';
let xsrf = '';

interface Answer {
  status: number;
  json: unknown;
}

/**
 * One call through nginx. An answer whose status is not among `ok`, or no answer at all, is an
 * error (counted, the first ones kept); the caller gets null then.
 */
async function api(
  kind: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { token?: string; body?: unknown; ok?: number[] } = {},
): Promise<Answer | null> {
  count(kind);
  try {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf),
        lang: 'en-US',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    if (!(opts.ok ?? [200]).includes(res.status)) {
      fail(`${kind}: ${method} ${path} answered ${res.status} ${text.slice(0, 200)}`);
      return null;
    }
    return { status: res.status, json: text ? JSON.parse(text) : null };
  } catch (error) {
    fail(`${kind}: ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function signIn(email: string): Promise<string | null> {
  const answer = await api('sign-in', 'POST', '/login', { body: { email, password: BENCH_PASSWORD } });
  return (answer?.json as { token?: string } | undefined)?.token ?? null;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

type Menu = {
  groups: { reports: MenuItem[]; subgroups: { reports: MenuItem[] }[] }[];
  ungrouped: MenuItem[];
};
type MenuItem = { id: number; kind: string; in_maintenance: boolean };

function powerBiReports(menu: Menu): number[] {
  return [
    ...menu.ungrouped,
    ...menu.groups.flatMap((g) => [...g.reports, ...g.subgroups.flatMap((s) => s.reports)]),
  ]
    .filter((r) => r.kind === 'powerbi' && !r.in_maintenance)
    .map((r) => r.id);
}

/** A report opened as the viewer does: may I, the embed token, then the page view. */
async function viewReport(token: string, reportId: number): Promise<void> {
  await api('report check', 'POST', '/auth/report_view/check/exist/report', { token, body: { reportId } });
  const embed = await api('embed token', 'POST', '/auth/report_view/embed', { token, body: { reportId } });
  const answer = embed?.json as { kind?: string; status?: string; accessToken?: string } | undefined;
  if (answer?.status === 'starting') count('embed: capacity starting');
  else if (answer && !answer.accessToken) fail(`embed of report ${reportId} without a token`);
  await api('page view', 'POST', '/auth/log/report/page/view', {
    token,
    body: {
      reportId,
      page_name: 'ReportSection',
      started_at: new Date().toISOString(),
      duration_seconds: 20,
    },
    ok: [201],
  });
}

/** A person: signs in, goes around the screens and reports for a while, signs out; again. */
async function person(until: number): Promise<void> {
  while (Date.now() < until) {
    const token = await signIn(USER);
    if (!token) {
      await pause(1000);
      continue;
    }
    for (let i = 0; i < 12 && Date.now() < until; i++) {
      await api('config', 'GET', '/auth/config/getConfig', { token });
      const menu = await api('menu', 'GET', '/auth/group_reports/get/config/menu/reports', { token });
      await api('dashboard', 'GET', '/auth/dashboard', { token });
      const reportId = menu ? pick(powerBiReports(menu.json as Menu)) : undefined;
      if (reportId) await viewReport(token, reportId);
      await pause(100);
    }
    await api('sign-out', 'POST', '/logout', { token });
  }
}

/** A TV screen: its playlist's slides every 2 s, and an embed token for the slide on show. */
async function playlistScreen(until: number): Promise<void> {
  const token = await signIn(ADMIN);
  if (!token) return;
  const list = await api('playlists', 'GET', '/auth/playlists?page=1&per_page=12', { token });
  const playlist = (list?.json as { data?: { id: number }[] } | undefined)?.data?.[0];
  if (!playlist) return fail('the demo unit has no playlist');
  for (let slide = 0; Date.now() < until; slide++) {
    const view = await api('playlist refresh', 'GET', `/auth/playlists/${playlist.id}/view`, { token });
    const slides =
      (view?.json as { slides?: { report_id: number; kind: string }[] } | undefined)?.slides ?? [];
    const powerBi = slides.filter((s) => s.kind === 'powerbi');
    const shown = powerBi[slide % Math.max(1, powerBi.length)];
    if (shown) await viewReport(token, shown.report_id);
    await pause(2000);
  }
}

/** Every write an instance acknowledged, to be read back at the end. */
const created: { id: number; name: string }[] = [];
let counter: { id: number; acknowledged: number } | undefined;

/** An admin: adds a user group and bumps a counter group, reading each write back at once. */
async function admin(until: number): Promise<void> {
  const token = await signIn(ADMIN);
  if (!token) return;
  const run = Date.now().toString(36);
  const first = await api('admin write', 'POST', '/auth/groups', {
    token,
    body: { name: `soak counter ${run}`, description: '0' },
    ok: [201],
  });
  if (!first) return;
  counter = { id: (first.json as { id: number }).id, acknowledged: 0 };
  for (let n = 1; Date.now() < until; n++) {
    const name = `soak ${run} ${n}`;
    const added = await api('admin write', 'POST', '/auth/groups', { token, body: { name }, ok: [201] });
    if (added) {
      const id = (added.json as { id: number }).id;
      created.push({ id, name });
      // Read back through nginx, so most likely from the other instance.
      const read = await api('admin read-back', 'GET', `/auth/groups/${id}`, { token });
      if (read && (read.json as { name: string }).name !== name) staleReads += 1;
    }
    const updated = await api('admin write', 'PUT', `/auth/groups/${counter.id}`, {
      token,
      body: { name: `soak counter ${run}`, description: String(n) },
    });
    if (updated) {
      counter.acknowledged = n;
      const read = await api('admin read-back', 'GET', `/auth/groups/${counter.id}`, { token });
      if (read && (read.json as { description: string }).description !== String(n)) staleReads += 1;
    }
    await pause(500);
  }
}

/** Acknowledged writes that cannot be read back now, through either instance. */
async function lostWrites(cluster: Cluster): Promise<number> {
  const token = await signIn(ADMIN);
  if (!token) return created.length + 1;
  let lost = 0;
  for (const [i, write] of created.entries()) {
    const instance = cluster.instances[i % cluster.instances.length]!;
    const res = await fetch(`${instance.url}/api/auth/groups/${write.id}`, {
      headers: { authorization: `Bearer ${token}`, lang: 'en-US' },
    });
    if (res.status !== 200 || ((await res.json()) as { name: string }).name !== write.name) lost += 1;
  }
  for (const instance of cluster.instances) {
    if (!counter) break;
    const res = await fetch(`${instance.url}/api/auth/groups/${counter.id}`, {
      headers: { authorization: `Bearer ${token}`, lang: 'en-US' },
    });
    const description =
      res.status === 200 ? ((await res.json()) as { description: string }).description : null;
    if (description !== String(counter.acknowledged)) lost += 1;
  }
  return lost;
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status); NaN once it is gone. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The straight line through the points by least squares: value at x = a + b·x. */
function fitLine(points: { x: number; y: number }[]): { a: number; b: number } {
  const n = points.length;
  const mx = points.reduce((t, p) => t + p.x, 0) / n;
  const my = points.reduce((t, p) => t + p.y, 0) / n;
  const sxy = points.reduce((t, p) => t + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((t, p) => t + (p.x - mx) ** 2, 0);
  const b = sxx === 0 ? 0 : sxy / sxx;
  return { a: my - b * mx, b };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
}

const cluster = await startCluster({
  fresh: true,
  port: PORT,
  instancePort: INSTANCE_PORT,
  // SOAK_VERBOSE=1 shows the instances' standard output (e.g. with NODE_OPTIONS=--trace-gc).
  quiet: process.env.SOAK_VERBOSE !== '1',
  env: {
    REDIS_URL,
    MIRANTE_DEMO_PASSWORD: BENCH_PASSWORD,
    MIRANTE_PROVIDER_EMULATOR: '1',
    EMULATOR_TRANSITION_MS: '1000',
    LOG_LEVEL: 'warn',
  },
});
const samples: { minute: number; rss: number[] }[] = [];
let sampler: NodeJS.Timeout | undefined;
try {
  base = cluster.url;
  const csrf = await fetch(`${base}/api/csrf`);
  xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  // An instance or nginx that stops during the run is an error of every call after it, and one more.
  cluster.exited.then((code) => fail(`an instance or nginx exited (${code})`));
  const started = Date.now();
  const until = started + MINUTES * 60_000;
  const pids = cluster.instances.map((i) => i.pid!);
  const sample = () => samples.push({ minute: (Date.now() - started) / 60_000, rss: pids.map(rssMb) });
  sample();
  sampler = setInterval(sample, SAMPLE_MS);
  const progress = setInterval(() => {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const last = samples
      .at(-1)
      ?.rss.map((r) => r.toFixed(0))
      .join(' / ');
    console.log(
      `${((Date.now() - started) / 60_000).toFixed(1)} min: ${total} requests, ${errorCount} errors, RSS ${last} MB`,
    );
  }, 60_000);
  await Promise.all([
    ...Array.from({ length: USERS }, () => person(until)),
    playlistScreen(until),
    admin(until),
  ]);
  clearInterval(progress);
  clearInterval(sampler);
  sample();
  const seconds = (Date.now() - started) / 1000;
  const lost = await lostWrites(cluster);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  const end = samples.at(-1)!.minute;
  const around = (from: number, to: number, i: number) =>
    median(samples.filter((s) => s.minute >= from && s.minute <= to).map((s) => s.rss[i]!));
  const memory = cluster.instances.map((instance, i) => {
    const atFrom = around(FROM_MINUTE - 0.5, FROM_MINUTE + 0.5, i);
    const atEnd = around(end - 1, end, i);
    const line = fitLine(
      samples.filter((s) => s.minute >= FROM_MINUTE).map((s) => ({ x: s.minute, y: s.rss[i]! })),
    );
    const fitted = (minute: number) => line.a + line.b * minute;
    const growth = ((fitted(end) - fitted(FROM_MINUTE)) / fitted(FROM_MINUTE)) * 100;
    return {
      name: instance.name,
      atFrom,
      atEnd,
      fittedFrom: fitted(FROM_MINUTE),
      fittedEnd: fitted(end),
      growth,
    };
  });
  if (process.env.SOAK_SAMPLES) writeFileSync(process.env.SOAK_SAMPLES, JSON.stringify(samples));
  const memoryOk = memory.every((m) => m.growth < 10);
  const ok = errorCount === 0 && lost === 0 && memoryOk;
  const perMinute = Array.from({ length: Math.floor(end) + 1 }, (_, m) =>
    cluster.instances.map((_i, i) => around(m, m + 1, i).toFixed(0)).join(' / '),
  );
  const lines = [
    `${MINUTES} min on two instances behind nginx (PostgreSQL, Redis), ${USERS} people signing in and out,`,
    'one playlist screen, one admin writing; every call through nginx.',
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| requests | ${total} (${(total / seconds).toFixed(1)}/s) | |`,
    `| errors | ${errorCount} | 0 |`,
    `| lost writes (of ${created.length + 1} checked: each group added, and the last update of a counter group) | ${lost} | 0 |`,
    `| stale reads right after a write | ${staleReads} | |`,
    ...memory.map(
      (m) =>
        `| ${m.name} resident memory, minute ${FROM_MINUTE} → ${end.toFixed(1)}: fitted line (medians of a minute) | ${m.fittedFrom.toFixed(0)} MB → ${m.fittedEnd.toFixed(0)} MB, ${m.growth >= 0 ? '+' : ''}${m.growth.toFixed(1)} % (${m.atFrom.toFixed(0)} MB → ${m.atEnd.toFixed(0)} MB) | < 10 % |`,
    ),
    `| result | ${ok ? 'met' : 'NOT met'} | |`,
    '',
    `Calls: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    `Resident memory per minute (median, instance 1 / instance 2, MB): ${perMinute.join(', ')}.`,
    ...(errors.length > 0 ? ['', 'First errors:', '', ...errors.map((e) => `- ${e}`)] : []),
  ];
  writeResults('soak', 'Soak: two instances behind nginx', lines);
  console.log(lines.join('\n'));
  process.exitCode = ok ? 0 : 1;
} finally {
  if (sampler) clearInterval(sampler);
  await cluster.stop();
}
