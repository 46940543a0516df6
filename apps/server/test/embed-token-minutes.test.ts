import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEmulator, DATASET_IDS, DEMO_APP, REPORT_IDS } from '@mirante/emulator';
import { describe, expect, it } from 'vitest';
import { providerServiceFor } from '../src/modules/provider/provider.service';
import { loadConfig } from '../src/platform/config';
import { freePort } from './private-services';

/*
 * MIRANTE_EMBED_TOKEN_MINUTES is sent to Power BI as GenerateToken's `lifetimeInMinutes`, an
 * integer that cannot extend the hour an Entra token lives: the setting is checked at start.
 */

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

const minutes = (value: string | undefined) =>
  loadConfig({ MIRANTE_EMBED_TOKEN_MINUTES: value }).provider.embedTokenMinutes;

describe('MIRANTE_EMBED_TOKEN_MINUTES', () => {
  it('takes whole minutes from 1 to 60, and leaves Power BI its default when unset', () => {
    expect(minutes(undefined)).toBeUndefined();
    expect(minutes('')).toBeUndefined();
    expect(minutes('1')).toBe(1);
    expect(minutes('45')).toBe(45);
    expect(minutes(' 60 ')).toBe(60);
  });

  it('refuses fractions, zero, values past the hour and anything that is not a number, naming itself', () => {
    for (const value of ['7.5', '0', '61', '1440', '-5', '1e1', 'abc', '30m', '0x10']) {
      expect(() => minutes(value), value).toThrow(
        /^MIRANTE_EMBED_TOKEN_MINUTES must be a whole number of minutes from 1 to 60 /,
      );
      expect(() => minutes(value), value).toThrow(`got "${value}"`);
    }
  });

  it('is what GenerateToken asks for', async () => {
    const { app, handle } = await buildEmulator({ signingKey: 'minutes-test-key' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const config = loadConfig({
        MIRANTE_PROVIDER_EMULATOR: '0',
        POWERBI_LOGIN_URL: `${base}/login`,
        POWERBI_API_URL: `${base}/powerbi`,
        MIRANTE_EMBED_TOKEN_MINUTES: '45',
      });
      const token = await providerServiceFor(config.provider).generateEmbedToken({
        account: {
          tenantId: DEMO_APP.tenantId,
          applicationId: DEMO_APP.clientId,
          secret: DEMO_APP.clientSecret,
        },
        reports: [{ id: REPORT_IDS.operations }],
        datasets: [DATASET_IDS.operations],
      });
      const sent = handle.control.requests.find((r) => r.path === '/powerbi/v1.0/myorg/GenerateToken');
      expect(sent?.body).toMatchObject({ lifetimeInMinutes: 45 });
      const left = Date.parse(token.expiration) - Date.now();
      expect(left).toBeGreaterThan(44 * 60_000);
      expect(left).toBeLessThanOrEqual(45 * 60_000);
    } finally {
      await app.close();
    }
  });

  it('keeps the server from starting with a message naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mirante-minutes-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        LOG_LEVEL: 'silent',
        MIRANTE_EMBED_TOKEN_MINUTES: '7.5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // A server that starts anyway is stopped after 25 s, and the test fails on its exit.
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain(
      'Mirante could not start: MIRANTE_EMBED_TOKEN_MINUTES must be a whole number of minutes from 1 to 60',
    );
    expect(output).toContain('got "7.5"');
  }, 40_000);
});
