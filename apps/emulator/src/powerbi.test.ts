import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from './entra';
import { verifyEmbedToken } from './embed-token';
import { DATASET_IDS, DEMO_APP, DEMO_CAPACITY, REPORT_IDS, RLS_ROLES, WORKSPACE_IDS } from './seed-data';
import { bearer, STRANGER_APP, startEmulator } from './test-support';

const { app, handle } = await startEmulator({ embedBase: 'https://app.powerbi.com' });
let auth: string;
beforeAll(async () => {
  auth = await bearer(app, 'powerbi');
});
afterAll(() => app.close());

const API = '/powerbi/v1.0/myorg';
const get = (url: string, authorization = auth) =>
  app.inject({ method: 'GET', url, headers: { authorization } });
const generate = (payload: object, authorization = auth) =>
  app.inject({ method: 'POST', url: `${API}/GenerateToken`, headers: { authorization }, payload });

describe('Power BI REST', () => {
  it('lists workspaces with their capacity', async () => {
    const res = await get(`${API}/groups`);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toHaveLength(2);
    expect(value[0]).toMatchObject({
      id: WORKSPACE_IDS.commercial,
      name: 'Commercial',
      isOnDedicatedCapacity: true,
      capacityId: DEMO_CAPACITY.id.toUpperCase(),
    });
    expect(value[1]).toMatchObject({ id: WORKSPACE_IDS.operations, isOnDedicatedCapacity: false });
    expect(value[1].capacityId).toBeUndefined();
  });

  it('lists and reads reports with embed URLs on the configured base', async () => {
    const list = (await get(`${API}/groups/${WORKSPACE_IDS.commercial}/reports`)).json().value;
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Sales overview', 'Regional performance']);
    expect(list[0]).toMatchObject({
      id: REPORT_IDS.salesOverview,
      reportType: 'PowerBIReport',
      datasetId: DATASET_IDS.sales,
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${REPORT_IDS.salesOverview}&groupId=${WORKSPACE_IDS.commercial}`,
    });
    expect(list[0].webUrl).toContain(
      `/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}`,
    );
    const one = await get(`${API}/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}`);
    expect(one.json()).toMatchObject({ id: REPORT_IDS.salesOverview, name: 'Sales overview' });
    const pages = (
      await get(`${API}/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}/pages`)
    ).json();
    expect(pages.value).toEqual([
      { name: 'ReportSection1', displayName: 'Overview', order: 0 },
      { name: 'ReportSection2', displayName: 'By region', order: 1 },
      { name: 'ReportSection3', displayName: 'By product', order: 2 },
    ]);
  });

  it('derives embed URLs from its own address when no base is configured', async () => {
    const { app: other } = await startEmulator();
    const token = await bearer(other, 'powerbi');
    const res = await other.inject({
      method: 'GET',
      url: `${API}/groups/${WORKSPACE_IDS.operations}/reports`,
      headers: { authorization: token, host: 'localhost:8000' },
    });
    expect(res.json().value[0].embedUrl).toMatch(/^http:\/\/localhost:8000\/embed\/reportEmbed\?reportId=/);
    await other.close();
  });

  it('answers unknown workspaces, reports and datasets with PowerBIEntityNotFound', async () => {
    for (const url of [
      `${API}/groups/nope/reports`,
      `${API}/groups/${WORKSPACE_IDS.commercial}/reports/nope`,
      `${API}/groups/${WORKSPACE_IDS.operations}/reports/${REPORT_IDS.salesOverview}`,
      `${API}/groups/${WORKSPACE_IDS.commercial}/datasets/nope/refreshes`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('PowerBIEntityNotFound');
    }
  });

  it('lists refreshes, most recent first, honouring $top', async () => {
    const url = `${API}/groups/${WORKSPACE_IDS.commercial}/datasets/${DATASET_IDS.sales}/refreshes`;
    const all = (await get(url)).json().value;
    expect(all.map((r: { status: string }) => r.status)).toEqual(['Completed', 'Failed']);
    expect(all[0]).toMatchObject({
      refreshType: 'Scheduled',
      startTime: expect.any(String),
      endTime: expect.any(String),
    });
    expect((await get(`${url}?$top=1`)).json().value).toHaveLength(1);
    expect((await get(`${url}?$top=zero`)).statusCode).toBe(400);
  });

  it('accepts a dataset refresh and lists it first', async () => {
    const url = `${API}/groups/${WORKSPACE_IDS.operations}/datasets/${DATASET_IDS.finance}/refreshes`;
    const before = (await get(url)).json().value.length;
    const post = (authorization = auth, target = url) =>
      app.inject({
        method: 'POST',
        url: target,
        headers: { authorization },
        payload: { notifyOption: 'NoNotification' },
      });
    const res = await post();
    expect(res.statusCode).toBe(202);
    expect(res.headers.requestid).toEqual(expect.any(String));
    const after = (await get(url)).json().value;
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      refreshType: 'ViaApi',
      status: 'Completed',
      requestId: res.headers.requestid,
    });
    expect((await post('Bearer nope')).statusCode).toBe(401);
    expect(
      (await post(auth, `${API}/groups/${WORKSPACE_IDS.commercial}/datasets/nope/refreshes`)).statusCode,
    ).toBe(404);
  });

  it('describes datasets that need an effective identity', async () => {
    const res = await get(`${API}/groups/${WORKSPACE_IDS.commercial}/datasets/${DATASET_IDS.sales}`);
    expect(res.json()).toMatchObject({
      isEffectiveIdentityRequired: true,
      isEffectiveIdentityRolesRequired: true,
    });
  });
});

describe('Power BI authentication', () => {
  it('refuses a missing, forged or ARM token with PowerBINotAuthorizedException', async () => {
    const armToken = await bearer(app, 'arm');
    for (const authorization of ['', 'Bearer x.y.z', armToken]) {
      const res = await get(`${API}/groups`, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('PowerBINotAuthorizedException');
    }
  });

  it('refuses an expired token with TokenExpired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signAccessToken(
      {
        aud: 'https://analysis.windows.net/powerbi/api',
        tid: DEMO_APP.tenantId,
        appid: DEMO_APP.clientId,
        oid: 'o',
        exp: now - 5,
      },
      handle.signingKey,
    );
    const res = await get(`${API}/groups`, `Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TokenExpired');
  });

  it('refuses a token of another tenant', async () => {
    const res = await get(`${API}/groups`, await bearer(app, 'powerbi', STRANGER_APP));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PowerBINotAuthorizedException');
  });
});

describe('GenerateToken', () => {
  const sales = {
    datasets: [{ id: DATASET_IDS.sales }],
    reports: [{ id: REPORT_IDS.salesOverview }],
    targetWorkspaces: [{ id: WORKSPACE_IDS.commercial }],
  };

  it('issues an embed token that carries the report, identity and expiry', async () => {
    const res = await generate({
      ...sales,
      identities: [{ username: 'ana@acme.test', roles: [RLS_ROLES.north], datasets: [DATASET_IDS.sales] }],
      lifetimeInMinutes: 10,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token: expect.any(String), tokenId: expect.any(String) });
    const expiresIn = Date.parse(body.expiration) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const check = verifyEmbedToken(body.token, handle.signingKey);
    expect(check.ok && check.grant).toMatchObject({
      tokenId: body.tokenId,
      reports: [{ id: REPORT_IDS.salesOverview, allowEdit: false }],
      identities: [{ username: 'ana@acme.test', roles: ['North'], datasets: [DATASET_IDS.sales] }],
    });
  });

  it('takes lifetimeInMinutes as an integer that cannot outlast the Entra token', async () => {
    const operations = {
      datasets: [{ id: DATASET_IDS.operations }],
      reports: [{ id: REPORT_IDS.operations }],
    };
    for (const lifetimeInMinutes of [7.5, -1, '10']) {
      const res = await generate({ ...operations, lifetimeInMinutes });
      expect(res.statusCode, String(lifetimeInMinutes)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'InvalidRequest',
        message: expect.stringContaining('lifetimeInMinutes'),
      });
    }
    const entraLeft = () => 3599 * 1000;
    for (const lifetimeInMinutes of [0, 120, undefined]) {
      const res = await generate({ ...operations, lifetimeInMinutes });
      expect(res.statusCode, String(lifetimeInMinutes)).toBe(200);
      const left = Date.parse(res.json().expiration) - Date.now();
      expect(left, String(lifetimeInMinutes)).toBeGreaterThan(entraLeft() - 60_000);
      expect(left, String(lifetimeInMinutes)).toBeLessThanOrEqual(entraLeft());
    }
  });

  it('answers a body that is not JSON, and a path Power BI lacks, in its error shape', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: `${API}/GenerateToken`,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"reports": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: { code: 'InvalidRequest', message: expect.any(String) } });
    const missing = await get(`${API}/dashboards`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NotFound', message: expect.stringContaining('dashboards') },
    });
  });

  it('requires an effective identity with roles for a dataset with RLS', async () => {
    const none = await generate(sales);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('requires effective identity');
    const noRoles = await generate({
      ...sales,
      identities: [{ username: 'a', roles: [], datasets: [DATASET_IDS.sales] }],
    });
    expect(noRoles.statusCode).toBe(400);
    const badRole = await generate({
      ...sales,
      identities: [{ username: 'a', roles: ['West'], datasets: [DATASET_IDS.sales] }],
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toContain("Role 'West'");
  });

  it('refuses an identity for a dataset without RLS', async () => {
    const res = await generate({
      datasets: [{ id: DATASET_IDS.operations }],
      reports: [{ id: REPORT_IDS.operations }],
      identities: [{ username: 'a', roles: ['North'], datasets: [DATASET_IDS.operations] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("shouldn't have effective identity");
  });

  it('needs the report dataset and known ids', async () => {
    expect((await generate({ reports: [{ id: REPORT_IDS.operations }] })).statusCode).toBe(400);
    const unknown = await generate({ datasets: [{ id: DATASET_IDS.operations }], reports: [{ id: 'nope' }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PowerBIEntityNotFound');
    expect((await generate({})).statusCode).toBe(400);
    const ok = await generate({
      datasets: [{ id: DATASET_IDS.operations }],
      reports: [{ id: REPORT_IDS.operations, allowEdit: true }],
    });
    expect(ok.statusCode).toBe(200);
  });
});
