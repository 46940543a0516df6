import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { loadSecretKey, SecretBox } from './platform/crypto';
import { openDatabase } from './platform/db';
import { seedDemo } from './seed/demo';
import { seedE2eFixtures } from './seed/e2e';

const PROFILE_LABEL = { a2m: 'operator (a2m)', master: 'partner (master)', admin: 'admin', user: 'user' };

async function main(): Promise<void> {
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

  const app = await buildApp(database, { ...config, secretBox, jobs: true });
  if (config.seedDemo) {
    const accounts = await seedDemo(database.db, { password: config.demoPassword });
    if (accounts.length > 0 && process.env.MIRANTE_SEED_E2E === '1' && config.demoPassword) {
      await seedE2eFixtures(database.db, { password: config.demoPassword, demo: accounts });
    }
    if (accounts.length > 0) {
      // Printed once, on the first start: the passwords are not stored anywhere readable.
      const lines = accounts.map(
        (a) => `  ${PROFILE_LABEL[a.profile].padEnd(18)} ${a.email.padEnd(28)} ${a.password}`,
      );
      process.stdout.write(`\nDemo accounts (shown only now):\n${lines.join('\n')}\n\n`);
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
  app.log.info(`Mirante is serving http://localhost:${config.port} (${database.kind} database)`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Mirante could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
