// A PostgreSQL and a Redis of a test's own, which it may stop and start at will (the shared ones
// of DATABASE_URL and 6379 are never touched). Each lives in a temporary folder on a free port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether this machine has the binaries (initdb, pg_ctl; redis-server). */
export const hasPostgresBinaries = spawnSync('pg_ctl', ['--version']).status === 0;
export const hasRedisBinary = spawnSync('redis-server', ['--version']).status === 0;

/**
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user (or
 * `nobody`) through runuser.
 */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  return ['runuser', ['-u', user, '--', command, ...args]];
}

function ownedByServerUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const [, [, user]] = asServerUser('true', []) as [string, string[]];
  const uid = Number(spawnSync('id', ['-u', user!]).stdout.toString());
  const gid = Number(spawnSync('id', ['-g', user!]).stdout.toString());
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
}

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it for good and removes its folder. */
  destroy(): void;
}

/** A new PostgreSQL cluster (initdb, trust auth) on a free port, started. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mirante-pg-'));
  const data = join(dir, 'data');
  ownedByServerUser(dir);
  const run = (args: string[]) => {
    const result = spawnSync(...asServerUser('pg_ctl', args), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]}: ${result.stderr || result.stdout}`);
  };
  const init = spawnSync(...asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-N']), {
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb: ${init.stderr}`);
  const start = () =>
    run(['-D', data, '-o', `-p ${port} -k ${dir} -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run(['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    destroy: () => {
      spawnSync(...asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A redis-server without persistence on a free port, started. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ping = () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'])
      .stdout?.toString()
      .includes('PONG');
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50 && !ping(); i++) await sleep(100);
  };
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
