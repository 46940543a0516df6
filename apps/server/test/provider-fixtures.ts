import type { AddressInfo } from 'node:net';
import {
  providerRoutes,
  type RouteInput,
  type TCreateProviderAccountRequest,
  type TSaveEmbeddedWorkspaceRequest,
  type TUpdateProviderAccountRequest,
} from '@mirante/contracts';
import { buildEmulator, DEMO_APP, type EmulatorHandle } from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  callRoute,
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

/**
 * The report-provider screens' calls, as `token` makes them (none: no session). Some of the
 * bodies sent are ones the contract refuses, on purpose.
 */
export const pbi = {
  accounts: (token?: string) => callRoute(ctx.app, providerRoutes.accounts, { token }),
  account: (token: string, id: number) =>
    callRoute(ctx.app, providerRoutes.account, { token, params: { id } }),
  createAccount: (token: string | undefined, body: unknown) =>
    callRoute(ctx.app, providerRoutes.createAccount, { token, body: body as TCreateProviderAccountRequest }),
  updateAccount: (token: string, id: number, body: unknown) =>
    callRoute(ctx.app, providerRoutes.updateAccount, {
      token,
      params: { id },
      body: body as TUpdateProviderAccountRequest,
    }),
  removeAccount: (token: string, id: number) =>
    callRoute(ctx.app, providerRoutes.removeAccount, { token, params: { id } }),
  testAccount: (token: string, id: number) =>
    callRoute(ctx.app, providerRoutes.testAccount, { token, params: { id } }),
  remoteWorkspaces: (token: string, id: number) =>
    callRoute(ctx.app, providerRoutes.remoteWorkspaces, { token, params: { id } }),
  workspaces: (token?: string) => callRoute(ctx.app, providerRoutes.workspaces, { token }),
  createWorkspace: (token: string, body: unknown) =>
    callRoute(ctx.app, providerRoutes.createWorkspace, {
      token,
      body: body as TSaveEmbeddedWorkspaceRequest,
    }),
  updateWorkspace: (token: string, id: number, body: unknown) =>
    callRoute(ctx.app, providerRoutes.updateWorkspace, {
      token,
      params: { id },
      body: body as TSaveEmbeddedWorkspaceRequest,
    }),
  removeWorkspace: (token: string, id: number) =>
    callRoute(ctx.app, providerRoutes.removeWorkspace, { token, params: { id } }),
  remoteReports: (token: string, id: number) =>
    callRoute(ctx.app, providerRoutes.remoteReports, { token, params: { id } }),
  importReports: (token: string, id: number, body: unknown) =>
    callRoute(ctx.app, providerRoutes.importReports, {
      token,
      params: { id },
      body: body as RouteInput<typeof providerRoutes.importReports>['body'],
    }),
};

export async function newAccount(token = world.tokens.admin, body: Record<string, unknown> = demoAccount) {
  const res = await pbi.createAccount(token, body);
  expect(res.statusCode).toBe(201);
  return res.data();
}
