import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionConfig } from '../src/modules/config/config.service';
import { getCompanySettings } from '../src/modules/config/config-settings.service';
import type { Scope } from '../src/platform/scope';
import { createTestContext, rawRequest, type TestContext } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

/** Runs a TypeScript file in its own Node process; resolves with its exit code and output. */
function runScript(file: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => out };
}

/** Rejections nobody handled while `run` and one more turn of the event loop went by. */
async function strayRejections(run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await run().catch(() => undefined);
    await new Promise((done) => setTimeout(done, 50));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('a failure inside a service', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    ['getCompanySettings', getCompanySettings],
    ['getSessionConfig', getSessionConfig],
  ])('%s fails as one rejection, leaving no query rejected unheard', async (_name, service) => {
    const missing = null as unknown as Scope;
    await expect(service(ctx.db, missing)).rejects.toThrow(TypeError);
    expect(await strayRejections(() => service(ctx.db, missing))).toEqual([]);
  });
});

describe('the process', () => {
  it('logs a rejection nobody handles and an exception outside any request, and keeps running', async () => {
    const run = runScript(join(here, 'fixtures', 'stray-failures.ts'));
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('a promise was rejected and nobody handled it: stray rejection');
    expect(run.output()).toContain('an exception was thrown outside any request: stray exception');
    expect(run.output()).toContain('still serving');
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the server started as in production', () => {
  let port: number;
  let server: ReturnType<typeof runScript>;
  let dataDir: string;
  let databaseName: string | undefined;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'mirante-main-'));
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, 'no-web'),
      MIRANTE_SEED_DEMO: '0',
      MIRANTE_SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
    };
    const url = process.env.DATABASE_URL;
    if (url) {
      databaseName = `mirante_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database "${databaseName}"`);
      await admin.end();
      const testUrl = new URL(url);
      testUrl.pathname = `/${databaseName}`;
      env.DATABASE_URL = testUrl.toString();
    }
    server = runScript(join(repoRoot, 'apps/server/src/main.ts'), env);
    const deadline = Date.now() + 50_000;
    while (!server.output().includes('Mirante is serving')) {
      if (server.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${server.output()}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (databaseName && process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps serving after unauthenticated calls spelt to slip past the guard', async () => {
    const app = { port };
    const send = (method: string, target: string) =>
      rawRequest(app, { method, target, headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' }, body: {} });
    const encoded = await send('POST', '/%61pi/auth/config');
    const absolute = await send('POST', `http://127.0.0.1:${port}/api/auth/config`);
    await new Promise((done) => setTimeout(done, 200));
    expect(server.child.exitCode, server.output()).toBeNull();
    const health = await rawRequest(app, { method: 'GET', target: '/api/health' });
    expect(health.status).toBe(200);
    expect([encoded.status, absolute.status]).toEqual([401, 401]);
  });
});
