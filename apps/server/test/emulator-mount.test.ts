import { healthRoutes } from '@mirante/contracts';
import { DEMO_APP, REPORT_IDS, WORKSPACE_IDS } from '@mirante/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createTestContext, type TestContext } from './helpers';

const provider = {
  loginUrl: 'http://127.0.0.1:8000/_emulator/login',
  apiUrl: 'http://127.0.0.1:8000/_emulator/powerbi',
  armUrl: 'http://127.0.0.1:8000/_emulator/arm',
  emulator: true,
  emulatorEmbedBase: undefined,
};

describe('provider emulator mounted on the server', () => {
  let ctx: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ provider });
    off = await createTestContext({ provider: { ...provider, emulator: false } });
  });
  afterAll(async () => {
    await ctx.close();
    await off.close();
  });

  it('serves Entra, Power BI and the embed page under /_emulator without a session', async () => {
    const token = await ctx.app.inject({
      method: 'POST',
      url: `/_emulator/login/${DEMO_APP.tenantId}/oauth2/v2.0/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DEMO_APP.clientId,
        client_secret: DEMO_APP.clientSecret,
        scope: 'https://analysis.windows.net/powerbi/api/.default',
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const reports = await ctx.app.inject({
      method: 'GET',
      url: `/_emulator/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports`,
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect(reports.statusCode).toBe(200);
    expect(reports.json().value[0]).toMatchObject({
      id: REPORT_IDS.salesOverview,
      embedUrl: expect.stringMatching(/^http:\/\/localhost:8000\/_emulator\/embed\/reportEmbed\?reportId=/),
    });
    const page = await ctx.app.inject({ method: 'GET', url: '/_emulator/embed/reportEmbed' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    const portal = await callRoute(ctx.app, healthRoutes.get, {});
    expect(portal.headers['content-security-policy']).toContain(
      "frame-src 'self' https://app.powerbi.com http://localhost:8000",
    );
    expect(ctx.app.routeTable.filter((r) => r.url.startsWith('/_emulator')).every((r) => r.public)).toBe(
      true,
    );
  });

  it('keeps the control routes closed and is absent when the emulator is off', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/_emulator/_control/reset' })).statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/_emulator/health' })).statusCode).toBe(404);
  });
});
