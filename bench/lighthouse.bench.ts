// Lighthouse's scores for the sign-in page and for a unit user's dashboard, on a phone (the
// default mobile configuration: a mid-range phone on a slow 4G, simulated) and on a desktop (its
// desktop preset). The built server is started on a fresh demo database; Chromium runs with a
// debugging port, the unit user signs in through the page in Chromium's own profile (the
// dashboard's runs keep that session: Lighthouse clears the cache before each run, not the
// page's stored records), and each case is measured LIGHTHOUSE_RUNS times (default 3); every
// figure is the median of its runs. Builds nothing itself: run `npm run build` first.
//   npm run lighthouse -w @mirante/bench   LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PORT (default
//   8198), CHROMIUM (default /usr/bin/chromium), LIGHTHOUSE_REPORTS (a folder: each case's last
//   report is written there as JSON); PostgreSQL when DATABASE_URL is set
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { BENCH_PASSWORD, waitFor, writeResults } from './lib';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8198);
const DEBUGGING_PORT = PORT + 1;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const USER_EMAIL = 'user@demo.mirante.local';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The performance score each form factor must reach; accessibility and best practices: 100. */
const PERFORMANCE_TARGET = { mobile: 90, desktop: 98 } as const;
const root = resolve(import.meta.dirname, '..');

type FormFactor = keyof typeof PERFORMANCE_TARGET;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

/** What a run's report says is wrong: failing audits of the three categories, worst first. */
function findings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      lines.push(`  ${id} · ${audit.id} (${audit.score}): ${audit.displayValue ?? audit.title}`);
    }
  }
  return lines;
}

/** Signs a demo account in through the API and answers the headers of an authenticated call. */
async function apiSession(base: string, email: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${base}/api/csrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

/**
 * Gives the unit user a dashboard as a person has it: two favorites and two reports viewed, so
 * its three lists are all drawn.
 */
async function furnishDashboard(base: string): Promise<void> {
  const headers = await apiSession(base, USER_EMAIL);
  const res = await fetch(`${base}/api/auth/dashboard`, { headers });
  if (!res.ok) throw new Error(`dashboard answered ${res.status}`);
  const { latest } = (await res.json()) as { latest: { id: number }[] };
  if (latest.length < 3) throw new Error('the demo unit has fewer than three reports');
  for (const report of latest.slice(0, 2)) {
    const favorite = await fetch(`${base}/api/auth/reports/${report.id}/favorite`, {
      method: 'POST',
      headers,
    });
    if (!favorite.ok) throw new Error(`favorite answered ${favorite.status}`);
  }
  for (const report of latest.slice(1, 3)) {
    const view = await fetch(`${base}/api/auth/log/report/page/view`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        reportId: report.id,
        page_name: null,
        page_title: null,
        started_at: new Date(Date.now() - 60_000).toISOString(),
        duration_seconds: 30,
      }),
    });
    if (!view.ok) throw new Error(`page view answered ${view.status} ${await view.text()}`);
  }
}

/** Signs the unit user in through the sign-in page, in the default profile of the Chromium on `port`. */
async function signInInChromium(base: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile');
    const page = await context.newPage();
    await page.goto(`${base}/signin`);
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await page.reload();
    await page.getByLabel('E-mail').fill(USER_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('a[href*="/reports/"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects; the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

let server: ChildProcess | undefined;
let browserProcess: ChildProcess | undefined;
const profile = mkdtempSync(join(tmpdir(), 'mirante-lighthouse-'));
try {
  server = spawn(process.execPath, [resolve(root, 'apps/server/scripts/serve-fresh.mjs')], {
    env: { ...process.env, PORT: String(PORT), MIRANTE_DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  // A fresh database is seeded first: on a busy machine that can take minutes.
  await waitFor(`${base}/api/health`, 300_000);
  await furnishDashboard(base);

  browserProcess = spawn(
    process.env.CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`);

  // The sign-in page is measured as a visitor without a session sees it, then the user signs in.
  const cases = [
    { page: 'sign-in', path: '/signin', signIn: false },
    { page: 'dashboard', path: '/', signIn: true },
  ] as const;
  const configs: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
  const flags: Flags = {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });

  const table = [
    '| page | device | performance | accessibility | best practices | LCP | TBT | target | met |',
    '|---|---|---:|---:|---:|---:|---:|---|---|',
  ];
  let allMet = true;
  let version = '';
  /** Lighthouse's own measure of the host's CPU (about 1000 and up on a laptop), per run. */
  const hostIndex: number[] = [];
  for (const { page, path, signIn } of cases) {
    if (signIn) await signInInChromium(base, DEBUGGING_PORT);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs: Figures[] = [];
      let last: Result | undefined;
      for (let i = 0; i < RUNS; i += 1) {
        const answer = await lighthouse(`${base}${path}`, flags, configs[formFactor]);
        if (!answer) throw new Error(`Lighthouse gave no result for ${page} (${formFactor})`);
        last = answer.lhr;
        version = last.lighthouseVersion;
        hostIndex.push(last.environment.benchmarkIndex);
        if (last.runtimeError) throw new Error(`${page} (${formFactor}): ${last.runtimeError.message}`);
        // Signed in, the dashboard must not have sent the run to the sign-in page.
        if (page === 'dashboard' && new URL(last.finalDisplayedUrl).pathname.startsWith('/signin')) {
          throw new Error('The dashboard run landed on the sign-in page: the session was lost');
        }
        runs.push(figuresOf(last));
      }
      const m: Figures = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      };
      const target = PERFORMANCE_TARGET[formFactor];
      const met = m.performance >= target && m.accessibility === 100 && m.bestPractices === 100;
      allMet &&= met;
      table.push(
        `| ${page} | ${formFactor} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.lcpMs} ms | ${m.tbtMs} ms | performance ≥ ${target}, accessibility and best practices 100 | ${met ? 'met' : 'not met'} |`,
      );
      console.log(`${page} (${formFactor}): ${runs.map((r) => r.performance).join(', ')}`);
      if (last) {
        const wrong = findings(last);
        if (wrong.length > 0) console.log(wrong.join('\n'));
        if (REPORTS) writeFileSync(join(REPORTS, `${page}-${formFactor}.json`), JSON.stringify(last));
      }
    }
  }
  console.log(`\nLighthouse ${new Date().toISOString()}\n${table.join('\n')}`);
  writeResults('lighthouse', `Lighthouse, median of ${RUNS} runs`, [
    `Lighthouse ${version} (simulated throttling: the mobile default is a mid-range phone on slow 4G), categories performance, accessibility and best practices; the dashboard is a unit user's with two favorites and two reports viewed. Lighthouse's CPU index of the host, median of the runs: ${Math.round(median(hostIndex))} (the simulated phone is this host slowed four times: on a busy host every figure of the performance column drops).`,
    '',
    ...table,
  ]);
  process.exitCode = allMet ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  browserProcess?.kill('SIGTERM');
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(profile, { recursive: true, force: true });
}
