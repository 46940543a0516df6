// What the fault bench (faults.ts) drives: a PostgreSQL and a Redis of its own that it may stop,
// portal instances (the built dist/main.js) it may kill, and calls sorted by how they ended.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { BENCH_PASSWORD, waitFor } from './lib';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const root = resolve(import.meta.dirname, '..');

/** PostgreSQL refuses to run as root: as root its commands run as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function must(command: string, args: string[]): void {
  const result = spawnSync(...asServerUser(command, args), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args[0]}: ${result.stderr || result.stdout}`);
}

/** A PostgreSQL cluster of the bench's own (FAULTS_PG_DIR, FAULTS_PG_PORT), made fresh each run. */
export class PrivatePostgres {
  readonly admin: string;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  init(): void {
    spawnSync(...asServerUser('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop']));
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    if (process.getuid?.() === 0) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString());
      chownSync(this.dir, id('-u'), id('-g'));
    }
    must('initdb', ['-D', this.dir, '-U', 'postgres', '--auth=trust', '-N']);
    this.start();
  }

  start(): void {
    must('pg_ctl', ['-D', this.dir, '-o', `-p ${this.port} -k /tmp`, '-l', `${this.dir}.log`, '-w', 'start']);
  }

  /** A fast shutdown: open connections are told to end, in-flight transactions roll back. */
  stop(): void {
    must('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    spawnSync(...asServerUser('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop']));
    rmSync(this.dir, { recursive: true, force: true });
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.admin });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    await client.end();
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }
}

/** A redis-server without persistence on the bench's port (FAULTS_REDIS_PORT). */
export class PrivateRedis {
  #child: ChildProcess | undefined;
  constructor(readonly port: number) {}
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.#child = spawn('redis-server', ['--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(this.port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await sleep(100);
    }
    throw new Error('redis-server did not start');
  }
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    await endProcess(child, 'SIGKILL');
  }
}

/**
 * Sends `signal` to a running child and waits for it to exit; after `graceMs` without an exit it
 * is killed outright.
 */
async function endProcess(child: ChildProcess | undefined, signal: NodeJS.Signals, graceMs = 10_000) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const outright = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(outright);
}

/** One portal process (dist/main.js) on its own port, logging to /tmp/mirante-faults-<name>.log. */
export class Instance {
  #child: ChildProcess | undefined;
  readonly base: string;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  get logFile(): string {
    return `/tmp/mirante-faults-${this.name}.log`;
  }

  /** The failures the instance logged as errors (pino level 50 and above), over all its starts. */
  loggedErrors(): string[] {
    if (!existsSync(this.logFile)) return [];
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(5|6)\d/.test(line))
      .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } })
      .map((e) => `${e.msg}: ${e.err?.message ?? ''}`);
  }

  async start(): Promise<void> {
    const main = resolve(root, 'apps/server/dist/main.js');
    if (!existsSync(main)) throw new Error('build the server first: npm run build -w @mirante/server');
    const log = openSync(this.logFile, 'a');
    this.#child = spawn(process.execPath, [main], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', PGAPPNAME: this.name },
      stdio: ['ignore', log, log],
    });
    await waitFor(`${this.base}/api/health`, 120_000);
  }

  /** SIGKILL: no shutdown hook runs, transactions in flight are cut. */
  async kill(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    await endProcess(child, 'SIGKILL');
  }

  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    await endProcess(child, 'SIGTERM');
  }
}

/** The environment every instance shares. */
export function instanceEnv(databaseUrl: string, redisUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MIRANTE_SEED_DEMO: '1',
    MIRANTE_DEMO_PASSWORD: BENCH_PASSWORD,
    MIRANTE_SECRET_KEY: randomBytes(32).toString('hex'),
    DATA_DIR: `/tmp/mirante-faults-data`,
    LOG_LEVEL: 'warn',
    // Every bench call comes from 127.0.0.1: the per-account limit is the one under test.
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    // The analytics round runs when the bench makes it due, not every minute.
    ANALYTICS_ROLLUP_MS: String(3_600_000),
  };
}

/** How a call ended: answered (status, code), or no answer within the limit (a hang), or refused. */
export interface Outcome {
  status: number;
  code?: string;
  ms: number;
  hang?: boolean;
  body?: unknown;
}

/** A call that never waits more than `hangMs`; the outcome says how it ended. */
export async function timedCall(
  url: string,
  init: RequestInit & { headers?: Record<string, string> },
  hangMs = 10_000,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(hangMs) });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const code = (body as { code?: string } | undefined)?.code;
    return { status: res.status, code, ms: performance.now() - started, body };
  } catch (error) {
    const hang = (error as Error).name === 'TimeoutError';
    return { status: 0, code: hang ? 'hang' : 'refused', ms: performance.now() - started, hang };
  }
}

/** The headers of a call as the web app sends it (XSRF pair, language, bearer token). */
export function headersOf(token?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: 'XSRF-TOKEN=faults',
    'x-xsrf-token': 'faults',
    lang: 'en-US',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export async function signIn(base: string, email: string, password = BENCH_PASSWORD): Promise<Outcome> {
  return timedCall(`${base}/api/login`, {
    method: 'POST',
    headers: headersOf(),
    body: JSON.stringify({ email, password }),
  });
}

/** A query on the bench's own connection (short-lived, so a database restart does not break it). */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
