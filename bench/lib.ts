// What the benchmarks share: waiting for a server to answer, starting headless Chromium, and
// writing each run's figures into RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

/** Resolves once `url` answers 2xx, polling every 200 ms. */
export async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
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

/** Headless Chromium from the system's package (CHROMIUM or CHROMIUM_PATH to use another). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The machine a figure was measured on: CPUs, model and load when the run ended. */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${load}`;
}

const RESULTS_FILE = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/**
 * Rewrites one benchmark's block of RESULTS.md (between `<!-- results:<name> -->` and
 * `<!-- /results:<name> -->`) with the run's date, machine and table; a block not there yet is
 * added at the end. The prose around the blocks stays as written.
 */
export function writeResults(name: string, title: string, lines: string[]): void {
  const start = `<!-- results:${name} -->`;
  const end = `<!-- /results:${name} -->`;
  const block = [
    start,
    `### ${title}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine()}.`,
    '',
    ...lines,
    end,
  ].join('\n');
  const text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
}

/** The demo password the benchmarks give the servers they start (MIRANTE_DEMO_PASSWORD). */
export const BENCH_PASSWORD = 'Bench-Password-1';

/**
 * Signs the demo admin in on `base` as the web app does (XSRF cookie, then login) and answers the
 * headers of an authenticated call.
 */
export async function signInDemoAdmin(base: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${base}/api/csrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'admin@demo.mirante.local', password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return {
    authorization: `Bearer ${token}`,
    lang: 'en-US',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
  };
}
