import {
  buildEmulator,
  DATASET_IDS,
  DEMO_APP,
  type EmulatorHandle,
  REPORT_IDS,
  RLS_ROLES,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkRequest,
  checkResponse,
  findOperation,
  loadDefinitions,
  serviceOf,
} from './microsoft-definitions';

// The emulator's export to file (ExportTo, its status, its file) against Microsoft's Power BI
// REST definition of those operations: every request the flow makes and every answer, errors
// included (Power BI's error body, which the definition does not list).
const definitions = loadDefinitions();
const POWERBI_ERROR = {
  why: 'Power BI error',
  schema: {
    type: 'object',
    required: ['error'],
    properties: { error: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } },
  },
};

describe.skipIf(!definitions)("the emulator's export to file against Microsoft's definitions", () => {
  let emulator: FastifyInstance;
  let handle: EmulatorHandle;
  let auth: string;
  const report = `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}`;

  beforeAll(async () => {
    ({ app: emulator, handle } = await buildEmulator({
      signingKey: 'exports-definitions',
      apps: [{ ...DEMO_APP }],
    }));
    handle.state.exportMsPerPage = 10;
    const token = await emulator.inject({
      method: 'POST',
      url: `/login/${DEMO_APP.tenantId}/oauth2/v2.0/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DEMO_APP.clientId,
        client_secret: DEMO_APP.clientSecret,
        scope: 'https://analysis.windows.net/powerbi/api/.default',
      }).toString(),
    });
    auth = `Bearer ${token.json().access_token}`;
    const identities = [
      { username: 'nina@north.example', roles: [RLS_ROLES.north], datasets: [DATASET_IDS.sales] },
    ];
    for (const format of ['PDF', 'PPTX', 'PNG']) {
      const started = await emulator.inject({
        method: 'POST',
        url: `${report}/ExportTo`,
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: {
          format,
          powerBIReportConfiguration: {
            pages: [{ pageName: 'ReportSection1' }],
            reportLevelFilters: [{ filter: "Sales/Region eq 'North'" }],
            identities,
          },
        },
      });
      expect(started.statusCode).toBe(202);
      const id = encodeURIComponent(started.json().id);
      let status = 202;
      while (status === 202) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await emulator.inject({ url: `${report}/exports/${id}`, headers: { authorization: auth } }))
          .statusCode;
      }
      const file = await emulator.inject({
        url: `${report}/exports/${id}/file`,
        headers: { authorization: auth },
      });
      expect(file.statusCode).toBe(200);
    }
    // And what it refuses.
    await emulator.inject({
      method: 'POST',
      url: `${report}/ExportTo`,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: { format: 'PDF' },
    });
    await emulator.inject({ url: `${report}/exports/unknown`, headers: { authorization: auth } });
  });
  afterAll(() => emulator.close());

  const calls = () =>
    handle.control.requests.flatMap((request) => {
      const at = serviceOf(request.path);
      if (at?.service !== 'powerbi') return [];
      const found = findOperation(definitions ?? [], 'powerbi', request.method, at.path);
      return [{ request, found }];
    });

  it('every export call is an operation of the definition', () => {
    const operations = calls().map(
      ({ request, found }) => found?.operation.operationId ?? `${request.method} ${request.path}`,
    );
    expect(new Set(operations)).toEqual(
      new Set([
        'Reports_ExportToFileInGroup',
        'Reports_GetExportToFileStatusInGroup',
        'Reports_GetFileOfExportToFileInGroup',
      ]),
    );
  });

  it("every request carries what its definition requires, its body of the definition's schema", () => {
    const problems = calls().flatMap(({ request, found }) =>
      found ? checkRequest(found, request).map((p) => `${request.method} ${request.path}: ${p}`) : [],
    );
    expect(problems).toEqual([]);
  });

  it("every answer is one the definition lists, with a body of the definition's schema (the file: one it produces)", () => {
    const problems = calls().flatMap(({ request, found }) => {
      if (!found || !request.response) return [`${request.method} ${request.path}: no answer`];
      if (
        found.operation.operationId === 'Reports_GetFileOfExportToFileInGroup' &&
        request.response.status === 200
      ) {
        const type = request.response.headers['content-type'] ?? '';
        const produces = (found.operation as { produces?: string[] }).produces ?? [];
        const ok = produces.some((p) => new RegExp(`^${p.replace('*', '.+')}`).test(type));
        return ok ? [] : [`${request.path}: a file of type ${type}, which the definition does not produce`];
      }
      return checkResponse(found, request.response, POWERBI_ERROR).map(
        (p) => `${request.method} ${request.path}: ${p}`,
      );
    });
    expect(problems).toEqual([]);
    const statuses = calls().map(({ request }) => request.response?.status);
    expect(statuses).toEqual(expect.arrayContaining([202, 200, 400, 404]));
  });
});
