import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { BASE_DOMAIN, DEMO_PASSWORD } from './fixtures';
import {
  CLUSTER_INSTANCE_PORTS,
  CLUSTER_PORT,
  CLUSTER_REDIS_URL,
  CLUSTER_SMTP_URL,
} from './cluster-fixtures';

// The scale-out specs: two instances of the built portal behind nginx (deploy/local-cluster.mjs,
// the deploy/ site), on a fresh database of the PostgreSQL of DATABASE_URL and a Redis database
// of their own. Run after the main suite (npm test -w @mirante/e2e).
export default defineConfig({
  ...base,
  testDir: './cluster-specs',
  // The specs share one cluster and count what its instances did (mails, failed sign-ins).
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${CLUSTER_PORT}` },
  webServer: {
    command: 'node ../deploy/local-cluster.mjs',
    url: `http://127.0.0.1:${CLUSTER_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The cluster stops its instances and nginx and drops its database (a SIGKILL would leave them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      CLUSTER_FRESH: '1',
      CLUSTER_PORT: String(CLUSTER_PORT),
      INSTANCE_PORT: String(CLUSTER_INSTANCE_PORTS[0]),
      INSTANCES: String(CLUSTER_INSTANCE_PORTS.length),
      REDIS_URL: CLUSTER_REDIS_URL,
      MIRANTE_DEMO_PASSWORD: DEMO_PASSWORD,
      MIRANTE_BASE_DOMAIN: BASE_DOMAIN,
      LOG_LEVEL: 'error',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      SMTP_URL: CLUSTER_SMTP_URL,
      MAIL_FROM: 'Mirante <no-reply@mirante.test>',
      MIRANTE_PROVIDER_EMULATOR: '1',
    },
  },
});
