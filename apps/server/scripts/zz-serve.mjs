// Starts the built server on a database of its own, seeded with the demo tenants and the browser
// tests' fixtures (dist/main-e2e.js, never the production dist/main.js), for the browser tests and
// the benchmarks: a new database on the PostgreSQL of DATABASE_URL when
// set (dropped on exit), else the embedded database in a new temporary folder.
//   node apps/server/scripts/serve-fresh.mjs   (PORT, MIRANTE_DEMO_PASSWORD from the env)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'mirante-fresh-'));
const env = { ...process.env, DATA_DIR: dataDir, MIRANTE_SEED_DEMO: '1' };
let dropDatabase = async () => {};

if (process.env.DATABASE_URL) {
  const name = `mirante_fresh_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.MIRANTE_SECRET_KEY ??= randomBytes(32).toString('hex');
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
}

const child = spawn(process.execPath, [...(process.env.PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF_DIR] : []), join(root, 'dist', 'main-e2e.js')], { env, stdio: 'inherit' });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
child.once('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(0));
