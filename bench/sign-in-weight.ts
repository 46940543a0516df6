/// <reference lib="dom" />
// The JavaScript the sign-in page needs before a person can type: the built server (serving
// apps/web/dist as it does in production, with its precompressed twins) is started on a fresh
// database, Chromium opens /signin, and every script request issued until the e-mail field is
// enabled is counted with its compressed body size. Exits non-zero when over the limits.
// Builds nothing itself: run `npm run build -w @mirante/web && npm run build -w @mirante/server`
// first.
//   npm run weight -w @mirante/bench   WEIGHT_LANGUAGE (default pt-BR): the stored language,
//                                      WEIGHT_PORT (default 8194), CHROMIUM (default /usr/bin/chromium)
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Request } from 'playwright-core';
import { launchChromium, waitFor, writeResults } from './lib';

const MAX_KB = 150;
const MAX_SCRIPTS = 12;
const PORT = Number(process.env.WEIGHT_PORT ?? 8194);
const LANGUAGE = process.env.WEIGHT_LANGUAGE ?? 'pt-BR';
const LANGUAGES = ['pt-BR', 'pt-PT', 'en-US', 'es'];
const root = resolve(import.meta.dirname, '..');

function isScript(request: Request): boolean {
  // A modulepreload is a script fetch too, whatever type the browser files it under.
  return request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
}

interface Row {
  file: string;
  kb: number;
  encoding: string;
}

async function measure(base: string): Promise<Row[]> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript((language) => window.localStorage.setItem('language', language), LANGUAGE);
    const scripts: Request[] = [];
    let ready = false;
    page.on('request', (request) => {
      if (!ready && isScript(request)) scripts.push(request);
    });
    await page.goto(`${base}/signin`);
    await page.locator('input[type="email"]').waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="email"]');
      return !!input && !input.disabled && !input.readOnly;
    });
    ready = true;
    return await Promise.all(
      scripts.map(async (request) => {
        const response = await request.response();
        const sizes = await request.sizes();
        return {
          file: new URL(request.url()).pathname,
          kb: sizes.responseBodySize / 1024,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
  } finally {
    await browser.close();
  }
}

let server: ChildProcess | undefined;
try {
  server = spawn(process.execPath, [resolve(root, 'apps/server/scripts/serve-fresh.mjs')], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`);
  const rows = await measure(base);
  const total = rows.reduce((sum, row) => sum + row.kb, 0);
  console.table(rows.map((row) => ({ ...row, kb: Number(row.kb.toFixed(2)) })));
  const plain = rows.filter((row) => row.encoding === 'identity' && row.kb > 1);
  const otherLanguages = rows.filter((row) =>
    LANGUAGES.some((language) => language !== LANGUAGE && row.file.includes(`/${language}-`)),
  );
  console.log(
    `sign-in (${LANGUAGE}): ${rows.length} script requests, ${total.toFixed(1)} KB compressed` +
      ` (limits: ${MAX_SCRIPTS} requests, ${MAX_KB} KB)`,
  );
  const scriptsMet = rows.length <= MAX_SCRIPTS;
  const weightMet = total <= MAX_KB && otherLanguages.length === 0;
  writeResults(`sign-in-${LANGUAGE}`, `Sign-in page (${LANGUAGE})`, [
    '| measure | value | target |',
    '|---|---:|---|',
    `| script requests before the e-mail field can be typed in | ${rows.length} | ≤ ${MAX_SCRIPTS}: ${scriptsMet ? 'met' : 'not met'} |`,
    `| compressed JavaScript | ${total.toFixed(1)} KB | ≤ ${MAX_KB} KB: ${weightMet ? 'met' : 'not met'} |`,
    `| texts of other languages fetched | ${otherLanguages.length} | none |`,
  ]);
  if (plain.length) console.log(`sent uncompressed: ${plain.map((row) => row.file).join(', ')}`);
  if (otherLanguages.length) {
    console.log(`texts of other languages: ${otherLanguages.map((row) => row.file).join(', ')}`);
  }
  process.exitCode = total > MAX_KB || rows.length > MAX_SCRIPTS || otherLanguages.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
}
