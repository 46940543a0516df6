import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { loadSecretKey, SecretBox } from './platform/crypto';
import { type Db, openDatabase } from './platform/db';
import { keepServingThroughStrayFailures, type StrayFailureLog, stderrLog } from './platform/process-guard';
import { chooseLogFormat } from './platform/log-format';
import { type DemoAccount, seedDemo } from './seed/demo';
import { demoBox, openUrl } from './seed/demo-box';

/** How long the box waits for the jobs due at start. */
const FIRST_JOBS_WAIT_MS = 5_000;

// No failure outside a request ends the process: it is logged and the server keeps serving.
let log: StrayFailureLog = stderrLog;

/** More data written right after the demo seed, on a database seeded for the first time. */
export type ExtraSeed = (db: Db, opts: { password: string; demo: DemoAccount[] }) => Promise<void>;

export interface ServeOptions {
  /** Runs only when the demo accounts were just created and share MIRANTE_DEMO_PASSWORD. */
  extraSeed?: ExtraSeed;
}

/**
 * Starts the portal: opens and migrates the database, seeds the demo tenants when asked, and
 * listens. An entry point calls it once; a start that fails ends the process.
 */
export function serve(options: ServeOptions = {}): void {
  keepServingThroughStrayFailures(() => log);
  start(options).catch((err: unknown) => {
    process.stderr.write(`Mirante could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}

async function start(options: ServeOptions): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secretBox = new SecretBox(
    loadSecretKey({
      secretKey: config.secretKey,
      dataDir: config.dataDir,
      embedded: database.kind === 'embedded',
    }),
  );
  await database.migrate();

  const logFormat = chooseLogFormat({
    forced: config.logFormat,
    isTTY: process.stdout.isTTY,
    nodeEnv: config.nodeEnv,
  });
  // The jobs start once the server listens (below): a job may call this server itself, such as
  // the report provider's emulator mounted on it, and would otherwise fail on the first start.
  const app = await buildApp(database, { ...config, logFormat, secretBox, jobs: false });
  log = app.log;
  let demo: DemoAccount[] | undefined;
  if (config.seedDemo) {
    demo = await seedDemo(database.db, { password: config.demoPassword });
    if (demo.length > 0 && options.extraSeed && config.demoPassword) {
      await options.extraSeed(database.db, { password: config.demoPassword, demo });
    }
  }

  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  if (demo) {
    // The jobs due at start (the demo's capacity rule calls the emulator) run before the box is
    // printed, so their log lines come before it rather than under it; a few seconds at most.
    await Promise.race([app.jobs.runDue().catch(() => 0), delay(FIRST_JOBS_WAIT_MS, 0, { ref: false })]);
  }
  await app.jobs.start();
  app.log.info(`Mirante is serving ${openUrl(config.host, config.port)} (${database.kind} database)`);
  if (demo) {
    // The last thing printed, so it is what a person sees once the start is over. The passwords
    // are known only on the first start: they are stored hashed. Beside JSON lines it goes to
    // standard error, so standard output stays one JSON record a line for whatever reads it.
    const box = demoBox({
      url: openUrl(config.host, config.port),
      accounts: demo,
      sharedPassword: config.demoPassword !== undefined,
    });
    (logFormat === 'pretty' ? process.stdout : process.stderr).write(`\n${box}\n\n`);
  }
}
