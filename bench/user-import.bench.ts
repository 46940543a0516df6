// The user import against adding people one by one, in the same run on the same portal: a
// 10,000-row CSV uploaded, validated and stored (polled until finished, as the wizard does),
// beside the single-row create of the users API (POST /api/auth/users) repeated.
// The portal runs the built server on a fresh seeded database: PostgreSQL at DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres).
//   npm run import -w @mirante/bench   BENCH_IMPORT_ROWS (default 10000),
//                                      BENCH_SINGLE_CREATES (default 200)
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { BENCH_PASSWORD, signInDemoAdmin, waitFor, writeResults } from './lib';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SINGLE = Number(process.env.BENCH_SINGLE_CREATES ?? 200);
/** The target: the whole file validated and stored within this many seconds. */
const TARGET_SECONDS = 10;
const PASSWORD = BENCH_PASSWORD;
const PORT = 8194;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = resolve(import.meta.dirname, '..');
let portal: ChildProcess | undefined;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

function csvOf(rows: number): string {
  const lines = ['Nome;E-mail;Telefone;Departamento;Cargo;Situação'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Pessoa ${i};bench.import.${i}@example.test;+55 11 9${String(i).padStart(7, '0')};Dept ${i % 40};Analista;Ativo`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface ImportState {
  id: number;
  status: string;
  valid_rows: number;
  success_rows: number;
  failed_rows: number;
  done_rows: number;
  suggested_mapping: (string | null)[];
}

async function measureImport(base: string, auth: Record<string, string>) {
  const file = Buffer.from(csvOf(ROWS), 'utf8');
  const t0 = performance.now();
  const uploaded = await call<ImportState>(`${base}/api/auth/users/imports?file_name=bench.csv`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv' },
    body: file,
  });
  const t1 = performance.now();
  const reviewed = await call<ImportState>(`${base}/api/auth/users/imports/${uploaded.id}/review`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ header_row: 0, mapping: uploaded.suggested_mapping, mode: 'add' }),
  });
  if (reviewed.valid_rows !== ROWS) throw new Error(`only ${reviewed.valid_rows} of ${ROWS} rows were valid`);
  const t2 = performance.now();
  await call(`${base}/api/auth/users/imports/${uploaded.id}/start`, { method: 'POST', headers: auth });
  let state: ImportState;
  for (;;) {
    state = await call<ImportState>(`${base}/api/auth/users/imports/${uploaded.id}`, { headers: auth });
    if (state.status === 'finished') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const t3 = performance.now();
  if (state.success_rows !== ROWS) throw new Error(`${state.success_rows} of ${ROWS} rows imported`);
  return {
    total: (t3 - t0) / 1000,
    upload: (t1 - t0) / 1000,
    review: (t2 - t1) / 1000,
    write: (t3 - t2) / 1000,
  };
}

async function measureSingle(base: string, auth: Record<string, string>) {
  const t0 = performance.now();
  for (let i = 0; i < SINGLE; i++) {
    await call(`${base}/api/auth/users`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Single ${i}`,
        email: `bench.single.${i}@example.test`,
        password: PASSWORD,
        department: `Dept ${i % 40}`,
      }),
    });
  }
  return (performance.now() - t0) / 1000;
}

function machine(): string {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  return `${cpus().length} CPUs, ${model ?? cpus()[0]?.model ?? 'unknown CPU'}`;
}

try {
  portal = spawn(process.execPath, [resolve(root, 'apps/server/scripts/serve-fresh.mjs')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      MIRANTE_DEMO_PASSWORD: PASSWORD,
      DATABASE_URL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`);
  const auth = await signInDemoAdmin(base);

  const single = await measureSingle(base, auth);
  const imported = await measureImport(base, auth);
  const singleRate = SINGLE / single;
  const importRate = ROWS / imported.total;
  const met = imported.total <= TARGET_SECONDS;
  console.log(`\nUser import benchmark ${new Date().toISOString()}: ${machine()}; PostgreSQL`);
  const rows = [
    {
      case: `single-row create, POST /api/auth/users × ${SINGLE}`,
      seconds: single.toFixed(2),
      'rows/s': singleRate.toFixed(1),
      target: '',
    },
    {
      case: `import of a ${ROWS}-row CSV (upload ${imported.upload.toFixed(2)} s, validate ${imported.review.toFixed(2)} s, store ${imported.write.toFixed(2)} s)`,
      seconds: imported.total.toFixed(2),
      'rows/s': importRate.toFixed(0),
      target: `≤ ${TARGET_SECONDS} s: ${met ? 'met' : 'not met'}; ${(importRate / singleRate).toFixed(0)}× the single-row create`,
    },
  ];
  console.table(rows);
  const table = [
    '| case | seconds | rows/s | target |',
    '|---|---:|---:|---|',
    ...rows.map((r) => `| ${r.case} | ${r.seconds} | ${r['rows/s']} | ${r.target} |`),
  ];
  console.log(table.join('\n'));
  writeResults('user-import', 'User import, PostgreSQL', table);
  if (!met) process.exitCode = 1;
} finally {
  portal?.kill('SIGTERM');
}
