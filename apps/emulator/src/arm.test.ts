import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAPACITY, DEMO_RESOURCE_GROUP, DEMO_SUBSCRIPTION_ID } from './seed-data';
import { bearer, READER_APP, STRANGER_APP, startEmulator } from './test-support';

const TRANSITION_MS = 150;
const { app, handle } = await startEmulator({ transitionMs: TRANSITION_MS });
let auth: string;
beforeAll(async () => {
  auth = await bearer(app, 'arm');
});
afterAll(() => app.close());

const V = 'api-version=2021-01-01';
const CAPACITY = `/arm/subscriptions/${DEMO_SUBSCRIPTION_ID}/resourceGroups/${DEMO_RESOURCE_GROUP}/providers/Microsoft.PowerBIDedicated/capacities/${DEMO_CAPACITY.name}`;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, authorization = auth) =>
  app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Path of an absolute URL the emulator handed out (it is served on the injected host). */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('ARM capacities', () => {
  it('reads the capacity with its state and SKU', async () => {
    const res = await call('GET', `${CAPACITY}?${V}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: DEMO_CAPACITY.name,
      type: 'Microsoft.PowerBIDedicated/capacities',
      sku: { name: 'A1', tier: 'PBIE_Azure' },
      properties: { state: 'Succeeded', provisioningState: 'Succeeded' },
    });
    const list = await call('GET', `${CAPACITY.replace(/\/[^/]+$/, '')}?${V}`);
    expect(list.json().value.map((c: { name: string }) => c.name)).toEqual([
      DEMO_CAPACITY.name,
      'mirantescheduler',
    ]);
  });

  it('suspends and resumes through asynchronous operations that take time', async () => {
    const suspend = await call('POST', `${CAPACITY}/suspend?${V}`);
    expect(suspend.statusCode).toBe(202);
    expect(suspend.headers['retry-after']).toBeDefined();
    const status = pathOf(String(suspend.headers['azure-asyncoperation']));
    const result = pathOf(String(suspend.headers.location));
    expect(status).toContain('/operationstatuses/');
    expect((await call('GET', `${CAPACITY}?${V}`)).json().properties.state).toBe('Suspending');
    expect((await call('GET', status)).json().status).toBe('InProgress');
    expect((await call('GET', result)).statusCode).toBe(202);
    // A second action while it is suspending is refused.
    expect((await call('POST', `${CAPACITY}/resume?${V}`)).statusCode).toBe(409);

    await sleep(TRANSITION_MS + 30);
    expect((await call('GET', status)).json()).toMatchObject({
      status: 'Succeeded',
      endTime: expect.any(String),
    });
    expect((await call('GET', result)).statusCode).toBe(200);
    expect((await call('GET', `${CAPACITY}?${V}`)).json().properties.state).toBe('Paused');
    expect(handle.state.capacityOfReport('4b000000-0000-4000-8000-000000000001')?.state).toBe('Paused');
    expect((await call('POST', `${CAPACITY}/suspend?${V}`)).statusCode).toBe(400);

    const resume = await app.inject({
      method: 'POST',
      url: `${CAPACITY}/resume?${V}`,
      headers: { authorization: auth, 'content-type': 'application/json' },
    });
    expect(resume.statusCode).toBe(202);
    expect((await call('GET', `${CAPACITY}?${V}`)).json().properties.state).toBe('Resuming');
    await sleep(TRANSITION_MS + 30);
    expect((await call('GET', `${CAPACITY}?${V}`)).json().properties.state).toBe('Succeeded');
  });

  it("names the error of an operation that failed, as ARM's operation resource does", async () => {
    handle.reset();
    const suspend = await call('POST', `${CAPACITY}/suspend?${V}`);
    await app.inject({
      method: 'POST',
      url: `/_control/capacities/${DEMO_CAPACITY.name}`,
      payload: { state: 'Paused' },
    });
    const status = await call('GET', pathOf(String(suspend.headers['azure-asyncoperation'])));
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      status: 'Failed',
      error: { code: 'Conflict', message: expect.stringContaining(DEMO_CAPACITY.name) },
    });
    handle.reset();
  });

  it('scales with PATCH', async () => {
    const res = await call('PATCH', `${CAPACITY}?${V}`, { sku: { name: 'A2' } });
    expect(res.statusCode).toBe(202);
    // Capacities_Update answers 202 with the capacity (DedicatedCapacity), already scaling.
    expect(res.json()).toMatchObject({
      id: CAPACITY.replace(/^\/arm/, ''),
      name: DEMO_CAPACITY.name,
      location: DEMO_CAPACITY.location,
      sku: { name: 'A1' },
      properties: { state: 'Scaling', provisioningState: 'Scaling' },
    });
    expect(pathOf(String(res.headers['azure-asyncoperation']))).toContain('/operationstatuses/');
    expect((await call('GET', `${CAPACITY}?${V}`)).json().properties.state).toBe('Scaling');
    await sleep(TRANSITION_MS + 30);
    const after = (await call('GET', `${CAPACITY}?${V}`)).json();
    expect(after.properties.state).toBe('Succeeded');
    expect(after.sku).toMatchObject({ name: 'A2', tier: 'PBIE_Azure' });
    expect((await call('PATCH', `${CAPACITY}?${V}`, { sku: { name: 'Z9' } })).statusCode).toBe(400);
  });

  it('refuses callers without permission on the subscription with AuthorizationFailed', async () => {
    const reader = await bearer(app, 'arm', READER_APP);
    const stranger = await bearer(app, 'arm', STRANGER_APP);
    for (const [url, token] of [
      [`${CAPACITY}?${V}`, reader],
      [`${CAPACITY}?${V}`, stranger],
      [`${CAPACITY.replace(DEMO_SUBSCRIPTION_ID, '11111111-0000-4000-8000-000000000000')}?${V}`, auth],
    ] as const) {
      const res = await call('GET', url, undefined, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('AuthorizationFailed');
    }
  });

  it('answers authentication and addressing errors like ARM', async () => {
    const pbi = await bearer(app, 'powerbi');
    expect((await call('GET', `${CAPACITY}?${V}`, undefined, '')).json().error.code).toBe(
      'AuthenticationFailed',
    );
    expect((await call('GET', `${CAPACITY}?${V}`, undefined, pbi)).json().error.code).toBe(
      'InvalidAuthenticationTokenAudience',
    );
    expect((await call('GET', CAPACITY)).json().error.code).toBe('MissingApiVersionParameter');
    const missing = await call('GET', `${CAPACITY}x?${V}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('ResourceNotFound');
    expect(
      (await call('GET', `${CAPACITY.replace(DEMO_RESOURCE_GROUP, 'other')}?${V}`)).json().error.code,
    ).toBe('ResourceGroupNotFound');
    const unknown = await call('GET', `${CAPACITY}/restart?${V}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'NotFound', message: expect.stringContaining('/restart') },
    });
    const broken = await app.inject({
      method: 'PATCH',
      url: `${CAPACITY}?${V}`,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"sku":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('InvalidRequestContent');
  });
});
