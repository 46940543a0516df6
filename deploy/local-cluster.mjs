// Runs N instances of the built portal behind nginx on this machine, as deploy/compose.yaml does
// with containers: the same nginx site (deploy/nginx/mirante.conf, its upstream pointed at the
// local ports), one PostgreSQL database and one Redis shared by every instance.
//
//   npm run build && node deploy/local-cluster.mjs
//     DATABASE_URL   PostgreSQL (required); REDIS_URL   Redis (required; e.g. redis://127.0.0.1:6379/3)
//     CLUSTER_PORT   nginx's port (8080); INSTANCE_PORT  the first instance's (CLUSTER_PORT + 1),
//                    the others on the ports after it
//     INSTANCES      how many instances (2)
//     CLUSTER_FRESH=1  a new database on DATABASE_URL's server, seeded with the browser tests'
//                    tenants (dist/main-e2e.js), dropped on exit; the Redis database's rate-limit
//                    keys are cleared first (give it a Redis database of its own)
//     NGINX          the nginx binary (nginx on the PATH; Debian: apt-get install nginx)
//     MIRANTE_SECRET_KEY  required on an existing database, the same for every instance
//   Any other variable (MIRANTE_BASE_DOMAIN, SMTP_URL, STORAGE_DIR…) reaches every instance; TRUST_PROXY
//   is 127.0.0.1 (this nginx) unless given.
//
// Imported, startCluster() does the same and answers the addresses and a stop().
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const SITE = join(import.meta.dirname, 'nginx', 'mirante.conf');

/** Resolves once `url` answers 2xx; fails when `child` exits first or time runs out. */
async function waitHealthy(url, child, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Fails when something listens on the port already: its health check would answer for ours. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The nginx site with its upstream servers and listen port replaced, inside a runnable main file. */
export function nginxConfig({ port, upstreams, dir }) {
  const site = readFileSync(SITE, 'utf8')
    .replace(/upstream mirante \{[\s\S]*?\n\}/, () => {
      const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`);
      return `upstream mirante {\n${servers.join('\n')}\n    keepalive 32;\n}`;
    })
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    # Which instance answered (a local diagnosis; the production site does not tell clients).
    add_header X-Mirante-Upstream $upstream_addr always;
${site}
}
`;
}

async function freshDatabase(baseUrl) {
  const { default: pg } = await import('pg');
  const name = `mirante_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Clears the sign-in counters of earlier runs from the Redis database the cluster is given. */
async function clearRateLimits(redisUrl) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  for (const pattern of ['mirante:rl:*', 'fastify-rate-limit-*']) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
  await redis.quit();
}

/**
 * Starts the cluster. The first instance migrates (and seeds) the database alone; the others
 * start once it answers, then nginx. `env` reaches every instance after process.env.
 */
export async function startCluster(options = {}) {
  const env = { ...process.env, ...options.env };
  const instances = Number(options.instances ?? env.INSTANCES ?? 2);
  const port = Number(options.port ?? env.CLUSTER_PORT ?? 8080);
  const firstPort = Number(options.instancePort ?? env.INSTANCE_PORT ?? port + 1);
  const fresh = options.fresh ?? env.CLUSTER_FRESH === '1';
  // Debian installs it in /usr/sbin, which is not on every user's PATH.
  const nginxBin =
    options.nginx ?? env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required: the instances share one PostgreSQL');
  if (!env.REDIS_URL) throw new Error('REDIS_URL is required: the instances share their rate limits there');
  if (!fresh && !env.MIRANTE_SECRET_KEY)
    throw new Error(
      'MIRANTE_SECRET_KEY is required: what one instance sealed in the database the others open',
    );
  for (const p of [port, ...Array.from({ length: instances }, (_, i) => firstPort + i)])
    await assertPortFree(p);

  const dir = mkdtempSync(join(tmpdir(), 'mirante-cluster-'));
  // nginx's workers drop to an unprivileged user when started as root; they write their temp files here.
  chmodSync(dir, 0o777);
  const storage = join(dir, 'storage');
  mkdirSync(storage);
  const database = fresh
    ? await freshDatabase(env.DATABASE_URL)
    : { url: env.DATABASE_URL, drop: async () => {} };
  if (fresh) await clearRateLimits(env.REDIS_URL);
  const shared = {
    ...env,
    DATABASE_URL: database.url,
    // Every instance seals and opens secrets with the same key, and reads the same uploads.
    // (A fresh database gets a key of its own.)
    MIRANTE_SECRET_KEY: env.MIRANTE_SECRET_KEY || randomBytes(32).toString('hex'),
    STORAGE_DIR: env.STORAGE_DIR || storage,
    // The instances believe X-Forwarded-For from nginx only.
    TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1',
    // glibc's allocator otherwise keeps an arena per thread that ever allocated (libuv's pool:
    // password hashing, compression, files), whose freed pages stay in the resident memory.
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2',
    ...(fresh ? { MIRANTE_SEED_DEMO: '1' } : {}),
  };
  const entry = join(root, 'apps', 'server', 'dist', fresh ? 'main-e2e.js' : 'main.js');
  const stdio = options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const children = [];
  const started = [];
  const startInstance = (i) => {
    const instancePort = firstPort + i;
    const child = spawn(process.execPath, [entry], {
      env: {
        ...shared,
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, `instance-${i + 1}`),
      },
      stdio,
    });
    children.push(child);
    started.push({
      name: `instance-${i + 1}`,
      port: instancePort,
      pid: child.pid,
      url: `http://127.0.0.1:${instancePort}`,
    });
    return waitHealthy(`http://127.0.0.1:${instancePort}/api/health`, child);
  };

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(
        children.map((c) =>
          c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
        ),
      );
      await database.drop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    await startInstance(0);
    await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startInstance(i + 1)));
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ port, upstreams: started.map((s) => s.port), dir }));
    const nginx = spawn(nginxBin, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf], { stdio });
    children.push(nginx);
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, nginx, 20_000);
    return {
      url: `http://127.0.0.1:${port}`,
      instances: started,
      nginxPid: nginx.pid,
      databaseUrl: database.url,
      /** Ends when an instance or nginx exits on its own. */
      exited: new Promise((r) => {
        for (const child of children) child.once('exit', (code) => r(code ?? 1));
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cluster = await startCluster().catch((error) => {
    process.stderr.write(`The cluster could not start: ${error.message}\n`);
    process.exit(1);
  });
  const list = cluster.instances.map((s) => `${s.name} ${s.url} (pid ${s.pid})`).join(', ');
  process.stdout.write(`Mirante cluster on ${cluster.url}: nginx (pid ${cluster.nginxPid}) before ${list}\n`);
  let ending = false;
  const end = async (code) => {
    if (ending) return;
    ending = true;
    await cluster.stop();
    process.exit(code);
  };
  cluster.exited.then(() => end(1));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => end(0));
}
