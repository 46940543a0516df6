import { afterAll, describe, expect, it } from 'vitest';
import { DATASET_IDS, DEMO_CAPACITY, REPORT_IDS, WORKSPACE_IDS } from './seed-data';
import { bearer, startEmulator } from './test-support';

const { app, handle } = await startEmulator();
const auth = await bearer(app, 'powerbi');
afterAll(() => app.close());

const groups = () =>
  app.inject({ method: 'GET', url: '/powerbi/v1.0/myorg/groups', headers: { authorization: auth } });

describe('fault injection and request log', () => {
  it('answers the next matching requests with the fault, Retry-After included, then recovers', async () => {
    const add = await app.inject({
      method: 'POST',
      url: '/_control/faults',
      payload: {
        method: 'GET',
        pathPattern: '^/powerbi/v1\\.0/myorg/groups$',
        status: 429,
        retryAfter: 2,
        times: 2,
      },
    });
    expect(add.statusCode).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await groups();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().error.code).toBe('TooManyRequests');
    }
    expect((await groups()).statusCode).toBe(200);
  });

  it('uses a given body and matches any method when none is given', async () => {
    handle.addFault({ pathPattern: '/reports$', status: 503, body: { error: { code: 'Busy' } } });
    const res = await app.inject({
      method: 'GET',
      url: `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports`,
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'Busy' } });
  });

  it('logs requests with method, path, query, headers and body', async () => {
    await app.inject({ method: 'POST', url: '/_control/reset' });
    await app.inject({
      method: 'GET',
      url: '/powerbi/v1.0/myorg/groups?$top=5',
      headers: { authorization: auth },
    });
    const log = (await app.inject({ method: 'GET', url: '/_control/requests?path=groups' })).json().value;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: 'GET', path: '/powerbi/v1.0/myorg/groups', query: { $top: '5' } });
    expect(log[0].headers.authorization).toBe(auth);
    expect(handle.control.requests).toHaveLength(1);
  });

  it("logs each answer with its request, and answers faults in each service's error shape", async () => {
    await app.inject({ method: 'POST', url: '/_control/reset' });
    handle.addFault({ pathPattern: '^/login/', status: 503 });
    handle.addFault({ pathPattern: '^/arm/', status: 500 });
    const login = await app.inject({
      method: 'POST',
      url: '/login/any/oauth2/v2.0/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({
      error: 'temporarily_unavailable',
      error_codes: [],
      timestamp: expect.any(String),
      trace_id: expect.any(String),
      correlation_id: expect.any(String),
    });
    const arm = await app.inject({ method: 'GET', url: '/arm/subscriptions/x?api-version=2021-01-01' });
    expect(arm.json()).toEqual({ error: { code: 'ServiceUnavailable', message: expect.any(String) } });
    await groups();
    const log = (await app.inject({ method: 'GET', url: '/_control/requests' })).json().value;
    expect(
      log.map((r: { path: string; response: { status: number } }) => [r.path, r.response.status]),
    ).toEqual([
      ['/login/any/oauth2/v2.0/token', 503],
      ['/arm/subscriptions/x', 500],
      ['/powerbi/v1.0/myorg/groups', 200],
    ]);
    expect(log[0].body).toEqual({ grant_type: 'client_credentials' });
    expect(log[0].response.body).toEqual(login.json());
    expect(log[2].response.body.value).toHaveLength(2);
    expect(log[2].response.headers['content-type']).toContain('application/json');
  });

  it('logs requests refused before a handler, with their answer', async () => {
    await app.inject({ method: 'POST', url: '/_control/reset' });
    await app.inject({
      method: 'POST',
      url: '/powerbi/v1.0/myorg/GenerateToken',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(handle.control.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/powerbi/v1.0/myorg/GenerateToken',
        response: expect.objectContaining({
          status: 400,
          body: { error: expect.objectContaining({ code: 'InvalidRequest' }) },
        }),
      }),
    ]);
  });

  it('refuses an invalid rule and resets state', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/_control/faults', payload: { status: 500 } })).statusCode,
    ).toBe(400);
    handle.state.capacities[0]!.state = 'Paused';
    await app.inject({ method: 'POST', url: '/_control/reset' });
    expect(handle.state.capacities[0]!.state).toBe('Succeeded');
    expect(handle.control.faults).toHaveLength(0);
  });

  it('shortens embed tokens and forces capacity states for browser tests', async () => {
    const set = await app.inject({
      method: 'POST',
      url: '/_control/settings',
      payload: { embedTokenLifetimeSeconds: 5 },
    });
    expect(set.json().embedTokenLifetimeSeconds).toBe(5);
    const res = await app.inject({
      method: 'POST',
      url: '/powerbi/v1.0/myorg/GenerateToken',
      headers: { authorization: auth },
      payload: { datasets: [{ id: DATASET_IDS.operations }], reports: [{ id: REPORT_IDS.operations }] },
    });
    const left = Date.parse(res.json().expiration) - Date.now();
    expect(left).toBeGreaterThan(3000);
    expect(left).toBeLessThanOrEqual(5000);

    const paused = await app.inject({
      method: 'POST',
      url: `/_control/capacities/${DEMO_CAPACITY.name}`,
      payload: { state: 'Paused' },
    });
    expect(paused.json()).toEqual({ name: DEMO_CAPACITY.name, state: 'Paused' });
    expect(handle.state.capacityOfReport(REPORT_IDS.salesOverview)?.state).toBe('Paused');
    const bad = await app.inject({
      method: 'POST',
      url: `/_control/capacities/${DEMO_CAPACITY.name}`,
      payload: { state: 'Nap' },
    });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/_control/reset' });
    expect(handle.state.embedTokenLifetimeSeconds).toBeUndefined();
  });

  it('has no control routes unless enabled', async () => {
    const { app: closed } = await startEmulator({ control: false });
    expect((await closed.inject({ method: 'POST', url: '/_control/reset' })).statusCode).toBe(404);
    await closed.close();
  });
});
