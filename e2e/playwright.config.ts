import { defineConfig } from '@playwright/test';
import { BASE_DOMAIN, DEMO_PASSWORD, E2E_PORT } from './fixtures';

// Real Chromium from the system (never a downloaded build) against the built portal, started
// on a fresh seeded database: PostgreSQL when DATABASE_URL is set, else the embedded one.
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./count-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Units are reached on subdomains of the platform domain, all served here.
        `--host-resolver-rules=MAP *.${BASE_DOMAIN} 127.0.0.1, MAP ${BASE_DOMAIN} 127.0.0.1`,
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/scripts/serve-fresh.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      MIRANTE_DEMO_PASSWORD: DEMO_PASSWORD,
      MIRANTE_BASE_DOMAIN: BASE_DOMAIN,
      LOG_LEVEL: 'warn',
    },
  },
});
