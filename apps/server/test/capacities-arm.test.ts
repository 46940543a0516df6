import type { AddressInfo } from 'node:net';
import {
  buildEmulator,
  DEMO_APP,
  DEMO_CAPACITY,
  DEMO_RESOURCE_GROUP,
  DEMO_SUBSCRIPTION_ID,
  type EmulatorHandle,
} from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARM_API_VERSION,
  ArmCapacities,
  type CapacityRef,
} from '../src/modules/capacities/capacities-arm.service';
import { EntraTokens } from '../src/modules/provider/provider-entra.service';
import { AppError } from '../src/platform/errors';

/*
 * The Azure Resource Manager client of the capacities against the emulator over real HTTP:
 * requests as the emulator logged them, long-running operations, Retry-After and error mapping.
 */

const DENIED_CLIENT = '00000000-0000-4000-8000-0000000000d1';
let emulator: FastifyInstance;
let handle: EmulatorHandle;
let base: string;
let waits: number[];

const account = {
  tenantId: DEMO_APP.tenantId,
  applicationId: DEMO_APP.clientId,
  secret: DEMO_APP.clientSecret,
};
const denied = { tenantId: DEMO_APP.tenantId, applicationId: DENIED_CLIENT, secret: 'denied-secret' };
const ref: CapacityRef = {
  subscriptionId: DEMO_SUBSCRIPTION_ID,
  resourceGroup: DEMO_RESOURCE_GROUP,
  name: DEMO_CAPACITY.name,
};
const RESOURCE_PATH = `/arm/subscriptions/${DEMO_SUBSCRIPTION_ID}/resourceGroups/${DEMO_RESOURCE_GROUP}/providers/Microsoft.PowerBIDedicated/capacities/${DEMO_CAPACITY.name}`;

beforeAll(async () => {
  const built = await buildEmulator({
    signingKey: 'arm-test-key',
    transitionMs: 1500,
    apps: [
      { ...DEMO_APP },
      { tenantId: DEMO_APP.tenantId, clientId: DENIED_CLIENT, clientSecret: 'denied-secret' },
    ],
    armDeniedClients: [DENIED_CLIENT],
  });
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

function client(opts: { realSleep?: boolean } = {}) {
  return new ArmCapacities({
    armUrl: `${base}/arm`,
    tokens: new EntraTokens({ loginUrl: `${base}/login` }),
    // Waits are recorded; polls of an operation really wait so the emulator's clock moves on.
    sleep: async (ms) => {
      waits.push(ms);
      if (opts.realSleep) await new Promise((r) => setTimeout(r, Math.min(ms, 100)));
    },
    pollMs: 50,
  });
}

function logged(path: string, method?: string) {
  return handle.control.requests.filter((r) => r.path.startsWith(path) && (!method || r.method === method));
}

async function failure(run: Promise<unknown>): Promise<AppError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('ARM capacities client', () => {
  it('reads the state and SKU with an ARM token and the api-version', async () => {
    const capacity = await client().get(account, ref);
    expect(capacity).toMatchObject({ name: DEMO_CAPACITY.name, state: 'Succeeded', sku: 'A1' });
    const [request] = logged(RESOURCE_PATH, 'GET');
    expect(request).toBeDefined();
    expect(request!.path).toBe(RESOURCE_PATH);
    expect(request!.query['api-version']).toBe(ARM_API_VERSION);
    expect(request!.headers.authorization).toMatch(/^Bearer .+/);
    const [tokenRequest] = logged(`/login/${DEMO_APP.tenantId}/oauth2/v2.0/token`, 'POST');
    expect(tokenRequest!.body).toMatchObject({ scope: 'https://management.azure.com/.default' });
  });

  it('suspends, follows the operation to the end and resumes', async () => {
    const arm = client({ realSleep: true });
    const op = await arm.suspend(account, ref);
    expect(op.done).toBe(false);
    expect(op.asyncUrl).toContain('/operationstatuses/');
    expect(op.retryAfterMs).not.toBeNull();
    expect(logged(`${RESOURCE_PATH}/suspend`, 'POST')).toHaveLength(1);
    expect((await arm.get(account, ref)).state).toBe('Suspending');

    await arm.wait(account, op);
    expect(waits[0]).toBe(op.retryAfterMs);
    expect(logged('/arm/subscriptions/', 'GET').some((r) => r.path.includes('/operationstatuses/'))).toBe(
      true,
    );
    expect((await arm.get(account, ref)).state).toBe('Paused');

    const resume = await arm.resume(account, ref);
    await arm.wait(account, resume);
    expect((await arm.get(account, ref)).state).toBe('Succeeded');
  });

  it('follows Location when there is no Azure-AsyncOperation', async () => {
    const arm = client({ realSleep: true });
    const op = await arm.suspend(account, ref);
    await arm.wait(account, { ...op, asyncUrl: null });
    expect(logged('/arm/subscriptions/', 'GET').some((r) => r.path.includes('/operationresults/'))).toBe(
      true,
    );
    expect((await arm.get(account, ref)).state).toBe('Paused');
  });

  it('changes the SKU with a PATCH of sku.name', async () => {
    const arm = client({ realSleep: true });
    const op = await arm.scale(account, ref, 'A2');
    const [patch] = logged(RESOURCE_PATH, 'PATCH');
    expect(patch!.body).toEqual({ sku: { name: 'A2', tier: 'PBIE_Azure' } });
    await arm.wait(account, op);
    expect(await arm.get(account, ref)).toMatchObject({ state: 'Succeeded', sku: 'A2' });
  });

  it('honours Retry-After on 429 and then succeeds', async () => {
    handle.addFault({ method: 'GET', pathPattern: '/capacities/', status: 429, retryAfter: 7, times: 2 });
    const capacity = await client().get(account, ref);
    expect(capacity.state).toBe('Succeeded');
    expect(waits).toEqual([7000, 7000]);
    expect(logged(RESOURCE_PATH, 'GET')).toHaveLength(3);
  });

  it('gives up as unavailable when Azure keeps failing', async () => {
    handle.addFault({ method: 'GET', pathPattern: '/capacities/', status: 503, times: 0 });
    const error = await failure(client().get(account, ref));
    expect(error.code).toBe('provider_unavailable');
    expect(logged(RESOURCE_PATH, 'GET')).toHaveLength(4);
  });

  it('maps AuthorizationFailed, unknown resources and busy capacities', async () => {
    const deniedError = await failure(client().get(denied, ref));
    expect(deniedError.code).toBe('provider_authorization_failed');

    const missing = await failure(client().get(account, { ...ref, name: 'nosuchcapacity' }));
    expect(missing.code).toBe('provider_entity_not_found');
    const noGroup = await failure(client().get(account, { ...ref, resourceGroup: 'nosuchgroup' }));
    expect(noGroup.code).toBe('provider_entity_not_found');

    const arm = client();
    await arm.suspend(account, ref);
    const busy = await failure(arm.resume(account, ref));
    expect(busy.code).toBe('capacity_busy');
  });
});
