// Faults under load, on a PostgreSQL and a Redis of the bench's own (never the shared ones), with
// two portal instances (the built apps/server/dist/main.js) sharing them:
//   a. PostgreSQL restarted mid-load: calls during the outage answer the catalogued 503, none
//      hangs, both instances recover without a restart, no acknowledged write is lost;
//   b. an instance SIGKILLed during a 10,000-row user import, then restarted: every row ends
//      stored or reported failed with its reason, no half-made user;
//   c. an instance SIGKILLed during the analytics round (a scheduled job), then restarted: the
//      round is done once, every view counted once;
//   d. Redis stopped mid-load with REDIS_URL set: wrong passwords beyond the limit are refused.
//   npm run build -w @mirante/server && npm run faults -w @mirante/bench   (or root: npm run faults)
//   FAULTS_PG_PORT (5499), FAULTS_REDIS_PORT (6399), FAULTS_PORT (8346, and the next one),
//   FAULTS_IMPORT_ROWS (10000), FAULTS_VIEWS (600000), FAULTS_LOAD_SECONDS (30)
import { rmSync } from 'node:fs';
import { BENCH_PASSWORD, signInDemoAdmin, writeResults } from './lib';
import {
  Instance,
  instanceEnv,
  type Outcome,
  PrivatePostgres,
  PrivateRedis,
  query,
  signIn,
  sleep,
  timedCall,
} from './faults-lib';
import { killDuringImport, killDuringRollup } from './faults-kill';

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5499);
const REDIS_PORT = Number(process.env.FAULTS_REDIS_PORT ?? 6399);
const PORT = Number(process.env.FAULTS_PORT ?? 8346);
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 30);
/** Callers of the steady load. */
const WORKERS = 6;
/** A call with no answer after this long counts as a hang. */
const HANG_MS = 10_000;
const ADMIN = 'admin@demo.mirante.local';
const USER = 'user@demo.mirante.local';

const postgres = new PrivatePostgres(process.env.FAULTS_PG_DIR ?? '/tmp/pgf', PG_PORT);
const redis = new PrivateRedis(REDIS_PORT);
const lines: string[] = [];
const checks: { check: string; value: string; pass: boolean }[] = [];
const record = (check: string, value: string | number, pass: boolean) => {
  checks.push({ check, value: String(value), pass });
  console.log(`${pass ? 'ok  ' : 'FAIL'} ${check}: ${value}`);
};

/** Calls of one kind, sorted: answered, catalogued 503, anything else, hangs. */
interface Tally {
  ok: number;
  unavailable: number;
  other: Map<string, number>;
  hangs: number;
  slowest: number;
}
const tally = (): Tally => ({ ok: 0, unavailable: 0, other: new Map(), hangs: 0, slowest: 0 });
function count(t: Tally, o: Outcome): void {
  t.slowest = Math.max(t.slowest, o.ms);
  if (o.hang) t.hangs += 1;
  else if (o.status >= 200 && o.status < 300) t.ok += 1;
  else if (o.status === 503 && o.code === 'service_unavailable') t.unavailable += 1;
  else t.other.set(`${o.status} ${o.code ?? ''}`, (t.other.get(`${o.status} ${o.code ?? ''}`) ?? 0) + 1);
}
const others = (t: Tally) => [...t.other.values()].reduce((a, b) => a + b, 0);
const otherText = (t: Tally) => [...t.other].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';

/** (a) Steady load on both instances; PostgreSQL stopped for a few seconds and started again. */
async function restartUnderLoad(instances: Instance[], databaseUrl: string): Promise<void> {
  const tokens = await Promise.all(instances.map((i) => signInDemoAdmin(i.base)));
  // Each caller signs in as a person of its own: six right passwords of one account sent at once
  // would meet that account's limit (counted before the password is checked), outage or not.
  const people = Array.from({ length: WORKERS }, (_, w) => `fault.load.${process.pid}.${w}@example.test`);
  for (const [w, email] of people.entries()) {
    const made = await timedCall(`${instances[0]!.base}/api/auth/users`, {
      method: 'POST',
      headers: { ...tokens[0]!, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Load ${w}`, email, password: BENCH_PASSWORD }),
    });
    if (made.status !== 201)
      throw new Error(`load account not made: ${made.status} ${JSON.stringify(made.body)}`);
  }
  const kinds = ['sign-in', 'me', 'menu', 'write'] as const;
  const during = Object.fromEntries(kinds.map((k) => [k, tally()])) as Record<(typeof kinds)[number], Tally>;
  const outside = tally();
  const acknowledged: string[] = [];
  let down = false;
  let upAt = 0;
  const firstOkAfterUp = new Map<string, number>();
  let seq = 0;
  let end = Date.now() + LOAD_SECONDS * 1000;
  const worker = async (w: number) => {
    for (let n = 0; Date.now() < end; n++) {
      const which = (w + n) % instances.length;
      const base = instances[which]!.base;
      const auth = tokens[which]!;
      // Every kind of call goes to both instances.
      const kind = kinds[Math.floor((w + n) / instances.length) % kinds.length]!;
      const wasDown = down;
      let outcome: Outcome;
      if (kind === 'sign-in') outcome = await signIn(base, people[w]!);
      else if (kind === 'me') outcome = await timedCall(`${base}/api/auth/me`, { headers: auth }, HANG_MS);
      else if (kind === 'menu')
        outcome = await timedCall(`${base}/api/auth/reports`, { headers: auth }, HANG_MS);
      else {
        const name = `fault-${process.pid}-${++seq}`;
        outcome = await timedCall(
          `${base}/api/auth/groups`,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          },
          HANG_MS,
        );
        if (outcome.status === 201) acknowledged.push(name);
      }
      count(wasDown || down ? during[kind] : outside, outcome);
      const key = `${instances[which]!.name} ${kind}`;
      if (upAt && outcome.status >= 200 && outcome.status < 300 && !firstOkAfterUp.has(key))
        firstOkAfterUp.set(key, performance.now() - upAt);
      if (down) await sleep(50);
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  await sleep(Math.min(10_000, (LOAD_SECONDS * 1000) / 3));
  down = true;
  const downAt = performance.now();
  postgres.stop();
  await sleep(5000);
  postgres.start();
  upAt = performance.now();
  // The load goes on for 15 s at least once the database is back, to see every call recover.
  end = Math.max(end, Date.now() + 15_000);
  const outageMs = upAt - downAt;
  down = false;
  await load;

  const stored = await query<{ name: string }>(
    databaseUrl,
    'select name from user_groups where name = any($1)',
    [acknowledged],
  );
  const lost = acknowledged.length - stored.length;
  const all = Object.values(during);
  const recovery = Math.max(...[...firstOkAfterUp.values()]);
  const allKinds = firstOkAfterUp.size === instances.length * kinds.length;
  lines.push(
    '**a. PostgreSQL restarted mid-load** (`pg_ctl stop -m fast`, 5 s down, start; 6 callers on 2 instances)',
    '',
    '| calls while down | answered | catalogued 503 | other | hangs (> 10 s) | slowest |',
    '|---|---:|---:|---:|---:|---:|',
    ...kinds.map(
      (k) =>
        `| ${k} | ${during[k].ok} | ${during[k].unavailable} | ${others(during[k])} | ${during[k].hangs} | ${(during[k].slowest / 1000).toFixed(2)} s |`,
    ),
    '',
  );
  record('a. outage length (PostgreSQL stopped → started)', `${(outageMs / 1000).toFixed(1)} s`, true);
  record(
    'a. calls during the outage answered a catalogued 503',
    all.reduce((a, t) => a + t.unavailable, 0),
    true,
  );
  record(
    'a. errors other than the catalogued 503 during the outage',
    all.some((t) => others(t) > 0) ? all.map(otherText).join('; ') : 'none',
    all.every((t) => others(t) === 0),
  );
  record(
    'a. hangs (no answer in 10 s)',
    all.reduce((a, t) => a + t.hangs, 0) + outside.hangs,
    all.every((t) => t.hangs === 0) && outside.hangs === 0,
  );
  record('a. errors outside the outage', otherText(outside), others(outside) === 0);
  record(
    'a. time from PostgreSQL back to every call kind answering on both instances (no restart)',
    allKinds ? `${(recovery / 1000).toFixed(2)} s` : 'not recovered',
    allKinds,
  );
  record(
    'a. acknowledged writes (201) lost',
    `${lost} of ${acknowledged.length}`,
    lost === 0 && acknowledged.length > 0,
  );
}

/** (d) Redis stopped while both instances use it: wrong passwords past the limit are refused. */
async function redisDown(instances: Instance[]): Promise<void> {
  const tokens = await Promise.all(instances.map((i) => signInDemoAdmin(i.base)));
  const background = tally();
  let loading = true;
  const load = Promise.all(
    instances.map(async (instance, i) => {
      while (loading) {
        count(background, await signIn(instance.base, ADMIN));
        count(background, await timedCall(`${instance.base}/api/auth/me`, { headers: tokens[i]! }, HANG_MS));
      }
    }),
  );
  await sleep(1000);
  await redis.stop();
  await sleep(500);
  const attempts = tally();
  let evaluated = 0;
  for (let n = 0; n < 20; n++) {
    const o = await signIn(instances[n % instances.length]!.base, USER, `wrong-${n}`);
    if (o.status === 401) evaluated += 1;
    else if (o.status !== 429) attempts.other.set(`${o.status} ${o.code}`, 1);
    attempts.slowest = Math.max(attempts.slowest, o.ms);
  }
  const right = await signIn(instances[0]!.base, USER, BENCH_PASSWORD);
  loading = false;
  await load;
  await redis.start();
  await sleep(500);
  const after = await signIn(instances[1]!.base, ADMIN);
  record('d. wrong passwords evaluated of 20 sent while Redis was down (limit 5)', evaluated, evaluated <= 5);
  record(
    'd. the others refused 429 login_locked; any other answer',
    otherText(attempts),
    others(attempts) === 0,
  );
  record(
    'd. right password of the locked account while Redis was down',
    `${right.status} ${right.code ?? ''}`,
    right.status === 429,
  );
  record(
    'd. slowest sign-in attempt while Redis was down',
    `${(attempts.slowest / 1000).toFixed(2)} s`,
    attempts.slowest < 2000,
  );
  record(
    'd. background sign-ins and reads during the Redis outage: non-2xx',
    otherText(background),
    others(background) === 0 && background.unavailable === 0,
  );
  record('d. sign-in after Redis is back', after.status, after.status === 200);
}

const instances: Instance[] = [];
try {
  for (const name of ['mirante-a', 'mirante-b']) rmSync(`/tmp/mirante-faults-${name}.log`, { force: true });
  postgres.init();
  await redis.start();
  const databaseUrl = await postgres.createDatabase('mirante_faults');
  const env = instanceEnv(databaseUrl, redis.url);
  instances.push(new Instance('mirante-a', PORT, env), new Instance('mirante-b', PORT + 1, env));
  // The first seeds the demo tenants; the second starts on the seeded database.
  await instances[0]!.start();
  await instances[1]!.start();

  await restartUnderLoad(instances, databaseUrl);
  await killDuringImport({ instances, databaseUrl, record });
  await killDuringRollup({ instances, databaseUrl, record });
  await redisDown(instances);
  const logged = instances.flatMap((i) => i.loggedErrors());
  record(
    'errors logged by the instances over every fault (a failure nobody awaited, a 500)',
    logged.length ? [...new Set(logged)].join('; ') : 'none',
    logged.length === 0,
  );
} catch (error) {
  record('bench ran to the end', (error as Error).message, false);
} finally {
  for (const instance of instances) await instance.stop();
  await redis.stop();
  postgres.destroy();
}

const table = [
  '| check | figure | pass |',
  '|---|---|---|',
  ...checks.map((c) => `| ${c.check} | ${c.value} | ${c.pass ? 'yes' : '**no**'} |`),
];
writeResults('faults', 'Faults: database restart, killed instances, Redis down', [
  'Command: `npm run build -w @mirante/server && npm run faults -w @mirante/bench` (private PostgreSQL on',
  `${PG_PORT}, Redis on ${REDIS_PORT}, instances on ${PORT} and ${PORT + 1}).`,
  '',
  ...lines,
  ...table,
]);
console.log(table.join('\n'));
if (checks.some((c) => !c.pass)) process.exitCode = 1;
