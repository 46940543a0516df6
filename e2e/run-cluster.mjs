// The scale-out specs (playwright.cluster.config.ts), run by `npm test` after the main suite: two
// instances behind nginx need a PostgreSQL server (DATABASE_URL), Redis on 127.0.0.1:6379 and
// nginx (Debian: apt-get install nginx). On the embedded database they are skipped, said so.
// E2E_CLUSTER_REPORT names the file their count of passed specs goes to (as E2E_REPORT does for
// the main suite).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('Scale-out specs skipped: they run two instances on PostgreSQL (set DATABASE_URL).');
  process.exit(0);
}
const env = { ...process.env };
if (process.env.E2E_CLUSTER_REPORT) env.E2E_REPORT = process.env.E2E_CLUSTER_REPORT;
else delete env.E2E_REPORT;
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts'], {
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
