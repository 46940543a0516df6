import type { AddressInfo } from 'node:net';
import { buildEmulator, DEMO_APP, type EmulatorHandle } from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
  emulatorProvider,
} from './helpers';

// The server against the Power BI emulator on a port of its own. Set by useProviderWorld() before
// the calling file's tests run.
let emulator: FastifyInstance;
export let handle: EmulatorHandle;
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
export let otherAdminToken: string;

/** Starts the emulator and opens the test context of the calling file; both end after its tests. */
export function useProviderWorld(): void {
  beforeAll(async () => {
    const built = await buildEmulator();
    emulator = built.app;
    handle = built.handle;
    await emulator.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
    ctx = await createTestContext({
      provider: emulatorProvider(base),
    });
    world = await createWorld(ctx);
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
    otherAdminToken = await signIn(ctx.app, otherAdmin.email);
  });
  afterAll(async () => {
    await ctx.close();
    await emulator.close();
  });
}

export const demoAccount = {
  name: 'Emulated tenant',
  application_id: DEMO_APP.clientId,
  tenant_id: DEMO_APP.tenantId,
  secret: DEMO_APP.clientSecret,
  subscription_id: '00000000-0000-4000-8000-00000000c0de',
  resource_group: 'mirante-demo',
};

export function post(url: string, token: string | undefined, body?: unknown) {
  return call(ctx.app, { method: 'POST', url, token, body });
}
export function get(url: string, token?: string) {
  return call(ctx.app, { method: 'GET', url, token });
}

export async function newAccount(token = world.tokens.admin, body: Record<string, unknown> = demoAccount) {
  const res = await post('/api/auth/powerbi/accounts', token, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}
