import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  buildEmulator,
  DATASET_IDS,
  DEMO_APP,
  type EmulatorHandle,
  REPORT_IDS,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntraTokens } from '../src/modules/provider/provider-entra.service';
import { providerFetch, retryAfterMs } from '../src/modules/provider/provider-http.service';
import { ProviderService } from '../src/modules/provider/provider.service';
import { AppError } from '../src/platform/errors';

/*
 * The report-provider client against the emulator over real HTTP: each call's request as the
 * emulator logged it (path, headers, body) and how failures come back.
 */

let emulator: FastifyInstance;
let handle: EmulatorHandle;
let base: string;
let waits: number[];

const account = {
  tenantId: DEMO_APP.tenantId,
  applicationId: DEMO_APP.clientId,
  secret: DEMO_APP.clientSecret,
};

beforeAll(async () => {
  const built = await buildEmulator({ signingKey: 'client-test-key' });
  emulator = built.app;
  handle = built.handle;
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
});
afterAll(() => emulator.close());
beforeEach(() => {
  handle.reset();
  waits = [];
});

function service(tokens?: EntraTokens) {
  return new ProviderService({
    loginUrl: `${base}/login`,
    apiUrl: `${base}/powerbi`,
    tokens,
    http: { sleep: async (ms) => void waits.push(ms) },
  });
}

function logged(path: RegExp, method?: string) {
  return handle.control.requests.filter((r) => path.test(r.path) && (!method || r.method === method));
}

const TOKEN_PATH = new RegExp(`^/login/${DEMO_APP.tenantId}/oauth2/v2.0/token$`);

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Entra tokens', () => {
  it('asks for a client-credentials token per resource and caches it', async () => {
    const tokens = new EntraTokens({ loginUrl: `${base}/login` });
    const first = await tokens.get(account, 'powerbi');
    const again = await tokens.get(account, 'powerbi');
    const arm = await tokens.get(account, 'arm');
    expect(again).toBe(first);
    expect(arm).not.toBe(first);
    const calls = logged(TOKEN_PATH, 'POST');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(calls[0]?.body).toEqual({
      grant_type: 'client_credentials',
      client_id: DEMO_APP.clientId,
      client_secret: DEMO_APP.clientSecret,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    });
    expect(calls[1]?.body).toMatchObject({ scope: 'https://management.azure.com/.default' });
    expect(calls[1]?.method).toBe('POST');
  });

  it('asks again once the cached token is within five minutes of expiring', async () => {
    let now = Date.now();
    const tokens = new EntraTokens({ loginUrl: `${base}/login`, now: () => now });
    const first = await tokens.get(account, 'powerbi');
    now += 50 * 60_000; // 54 min left of 59: still cached
    expect(await tokens.get(account, 'powerbi')).toBe(first);
    expect(logged(TOKEN_PATH)).toHaveLength(1);
    now += 5 * 60_000; // under 5 min left
    await tokens.get(account, 'powerbi');
    expect(logged(TOKEN_PATH)).toHaveLength(2);
  });

  it('maps a wrong secret (401 invalid_client) and an unknown tenant (400) to provider_authorization_failed', async () => {
    const tokens = new EntraTokens({ loginUrl: `${base}/login` });
    const wrong = await failure(tokens.get({ ...account, secret: 'nope' }, 'powerbi'));
    expect(wrong.code).toBe('provider_authorization_failed');
    const stranger = await failure(tokens.get({ ...account, tenantId: 'no-such-tenant' }, 'powerbi'));
    expect(stranger.code).toBe('provider_authorization_failed');
  });

  it('maps an unreachable login service to provider_connection_failed', async () => {
    const tokens = new EntraTokens({ loginUrl: 'http://127.0.0.1:1/login' });
    expect((await failure(tokens.get(account, 'powerbi'))).code).toBe('provider_connection_failed');
  });
});

describe('Power BI REST', () => {
  it('lists the workspaces with the bearer token', async () => {
    const list = await service().listWorkspaces(account);
    expect(list.map((w) => w.id)).toEqual([WORKSPACE_IDS.commercial, WORKSPACE_IDS.operations]);
    expect(list[0]).toMatchObject({ name: 'Commercial', isOnDedicatedCapacity: true });
    const [call] = logged(/^\/powerbi\/v1\.0\/myorg\/groups$/);
    expect(call?.method).toBe('GET');
    expect(call?.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('lists the reports of a workspace, reads one and its pages in order', async () => {
    const pbi = service();
    const reports = await pbi.listReports(account, WORKSPACE_IDS.commercial);
    expect(reports.map((r) => r.id).sort()).toEqual([REPORT_IDS.salesOverview, REPORT_IDS.regional].sort());
    const report = await pbi.getReport(account, WORKSPACE_IDS.commercial, REPORT_IDS.salesOverview);
    expect(report).toMatchObject({ name: 'Sales overview', datasetId: DATASET_IDS.sales });
    expect(report.embedUrl).toContain(`reportId=${REPORT_IDS.salesOverview}`);
    const pages = await pbi.getPages(account, WORKSPACE_IDS.commercial, REPORT_IDS.salesOverview);
    expect(pages.map((p) => p.displayName)).toEqual(['Overview', 'By region', 'By product']);
    expect(logged(/\/reports/).map((r) => r.path)).toEqual([
      `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports`,
      `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}`,
      `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}/pages`,
    ]);
  });

  it('generates an embed token (V2) with a fresh Entra token each time', async () => {
    const pbi = service();
    await pbi.listWorkspaces(account);
    const before = logged(TOKEN_PATH).length;
    const token = await pbi.generateEmbedToken({
      account,
      reports: [{ id: REPORT_IDS.salesOverview, allowEdit: true }],
      datasets: [DATASET_IDS.sales],
      workspaceId: WORKSPACE_IDS.commercial,
      identities: [{ username: 'ana@example.test', roles: ['North'], datasets: [DATASET_IDS.sales] }],
      lifetimeMinutes: 30,
    });
    expect(logged(TOKEN_PATH).length).toBe(before + 1);
    const [call] = logged(/^\/powerbi\/v1\.0\/myorg\/GenerateToken$/, 'POST');
    expect(call?.headers['content-type']).toContain('application/json');
    expect(call?.body).toEqual({
      reports: [{ id: REPORT_IDS.salesOverview, allowEdit: true }],
      datasets: [{ id: DATASET_IDS.sales }],
      targetWorkspaces: [{ id: WORKSPACE_IDS.commercial }],
      identities: [{ username: 'ana@example.test', roles: ['North'], datasets: [DATASET_IDS.sales] }],
      lifetimeInMinutes: 30,
    });
    expect(token.token.length).toBeGreaterThan(20);
    expect(token.tokenId).toMatch(/\w+/);
    const life = Date.parse(token.expiration) - Date.now();
    expect(life).toBeGreaterThan(29 * 60_000);
    expect(life).toBeLessThanOrEqual(30 * 60_000);

    await pbi.generateEmbedToken({ account, reports: [], datasets: [DATASET_IDS.operations] });
    expect(logged(TOKEN_PATH).length).toBe(before + 2);
  });

  it('reads the last refresh: the end of the newest completed one, or null', async () => {
    const pbi = service();
    expect(await pbi.lastRefresh(account, WORKSPACE_IDS.commercial, DATASET_IDS.sales)).toBe(
      '2026-11-21T06:04:12.000Z',
    );
    expect(await pbi.lastRefresh(account, WORKSPACE_IDS.operations, DATASET_IDS.finance)).toBeNull();
    expect(logged(/refreshes$/)[0]?.query).toEqual({ $top: '20' });
  });

  it('maps 404 to provider_entity_not_found', async () => {
    const error = await failure(service().listReports(account, '1a000000-0000-4000-8000-0000000000ff'));
    expect(error.code).toBe('provider_entity_not_found');
    expect(error.status).toBe(404);
  });

  it('maps 401 PowerBINotAuthorizedException to provider_not_authorized', async () => {
    handle.addFault({
      pathPattern: '^/powerbi/v1.0/myorg/groups$',
      status: 401,
      body: { error: { code: 'PowerBINotAuthorizedException' } },
    });
    expect((await failure(service().listWorkspaces(account))).code).toBe('provider_not_authorized');
  });

  it('retries a 429 after the Retry-After it was given', async () => {
    handle.addFault({ pathPattern: '^/powerbi/v1.0/myorg/groups$', status: 429, retryAfter: 2 });
    const list = await service().listWorkspaces(account);
    expect(list).toHaveLength(2);
    expect(waits).toEqual([2000]);
    const calls = logged(/^\/powerbi\/v1\.0\/myorg\/groups$/);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.faultId).toBeDefined();
    expect(calls[1]?.faultId).toBeUndefined();
  });

  it('retries 5xx with backoff and gives up as provider_unavailable', async () => {
    handle.addFault({ pathPattern: '^/powerbi/v1.0/myorg/groups$', status: 503, times: 0 });
    const error = await failure(service().listWorkspaces(account));
    expect(error.code).toBe('provider_unavailable');
    expect(waits).toEqual([400, 800, 1600]);
    expect(logged(/^\/powerbi\/v1\.0\/myorg\/groups$/)).toHaveLength(4);
  });

  it('refuses to wait a Retry-After longer than allowed', async () => {
    handle.addFault({ pathPattern: '^/powerbi/v1.0/myorg/groups$', status: 429, retryAfter: 3600 });
    expect((await failure(service().listWorkspaces(account))).code).toBe('provider_unavailable');
    expect(waits).toEqual([]);
  });

  it('drops a token the service calls expired and tries once more with a new one', async () => {
    const pbi = service();
    await pbi.listWorkspaces(account);
    handle.addFault({
      pathPattern: '^/powerbi/v1.0/myorg/groups$',
      status: 403,
      body: {
        error: {
          code: 'TokenExpired',
          message: 'Access token has expired, resubmit with a new access token',
        },
      },
    });
    const list = await pbi.listWorkspaces(account);
    expect(list).toHaveLength(2);
    expect(logged(TOKEN_PATH)).toHaveLength(2);
    const calls = logged(/^\/powerbi\/v1\.0\/myorg\/groups$/);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.headers.authorization).not.toBe(calls[1]?.headers.authorization);
  });

  it('sends a really expired token and recovers through the emulator own 401 TokenExpired', async () => {
    // A cache that believes a stale token is fresh: the emulator itself says it expired.
    const tokens = new EntraTokens({ loginUrl: `${base}/login` });
    const stale = signedExpired();
    (tokens as unknown as { cache: Map<string, { token: string; expiresAt: number }> }).cache.set(
      [account.tenantId, account.applicationId, 'powerbi', account.secret].join('\u0000'),
      { token: stale, expiresAt: Date.now() + 3_600_000 },
    );
    const list = await service(tokens).listWorkspaces(account);
    expect(list).toHaveLength(2);
    const calls = logged(/^\/powerbi\/v1\.0\/myorg\/groups$/);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${stale}`);
    expect(calls).toHaveLength(2);
  });
});

describe('providerFetch', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('gives back an empty body as undefined (202 Accepted)', async () => {
    const fake = (async () => new Response(null, { status: 202 })) as typeof fetch;
    expect(await providerFetch('http://x.test/', { token: 't', fetch: fake })).toBeUndefined();
  });
});

/** An access token of the emulator's tenant that expired a minute ago. */
function signedExpired(): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ typ: 'JWT', alg: 'HS256' })}.${b64({
    aud: 'https://analysis.windows.net/powerbi/api',
    tid: DEMO_APP.tenantId,
    appid: DEMO_APP.clientId,
    oid: 'x',
    iat: now - 4000,
    exp: now - 60,
  })}`;
  return `${head}.${createHmac('sha256', 'client-test-key').update(head).digest('base64url')}`;
}
