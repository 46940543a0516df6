import { defineConfig } from '@playwright/test';
import { BASE_DOMAIN, DEMO_PASSWORD, E2E_PORT } from './fixtures';
import { SMTP_CAPTURE_URL } from './smtp-capture';

// Real Chromium from the system (never a downloaded build) against the built portal, started
// on a fresh seeded database: PostgreSQL when DATABASE_URL is set, else the embedded one.
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: the suite shares two cores with the portal it drives, and a full page load of the
  // app is CPU-bound there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./count-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    headless: true,
    // Recording a trace costs about a third of the suite's time on two cores; E2E_TRACE=1 keeps
    // one for each failed spec when a failure needs replaying.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
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
        // Served over plain HTTP here, the units' subdomains would not be secure contexts, and the
        // app needs WebCrypto (crypto.subtle) for its encrypted bi:* records. In production they
        // are HTTPS; 127.0.0.1 and localhost are secure contexts already.
        `--unsafely-treat-insecure-origin-as-secure=*.${BASE_DOMAIN}`,
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
      // Every browser of the suite signs in from 127.0.0.1: the per-address limit would add up the
      // wrong passwords of unrelated specs. The per-account limit stays at its default (5).
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      // The password specs start a capture server there and read the recovery e-mails.
      SMTP_URL: SMTP_CAPTURE_URL,
      MAIL_FROM: 'Mirante <no-reply@mirante.test>',
      // The report provider is the emulator mounted on this server (/_emulator). Its reports are
      // embedded from https://app.powerbi.com, which the specs route to /_emulator/embed, so the
      // real powerbi-client drives it; its /_control routes (faults, request log) are on.
      MIRANTE_PROVIDER_EMULATOR: '1',
      EMULATOR_EMBED_BASE: 'https://app.powerbi.com',
      EMULATOR_CONTROL: '1',
      // Capacities suspend and resume in a second here, so the specs that wait on them stay short.
      EMULATOR_TRANSITION_MS: '1000',
      // The external sites the playlist specs frame run on loopback, which the server may check.
      MIRANTE_FRAME_CHECK_PRIVATE: '1',
      // Units of the mail specs send through their own mail server on loopback.
      MIRANTE_MAIL_ALLOW_ANY_HOST: '1',
      // The analyze spec reads a view it has just made: the rollup runs every second here.
      ANALYTICS_ROLLUP_MS: '1000',
    },
  },
});
