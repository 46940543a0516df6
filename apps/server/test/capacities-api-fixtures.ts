import { capacityRoutes, type RouteInput, type TSaveCapacityRequest } from '@mirante/contracts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createProviderAccount,
  createWorkspace,
  type FakeArm,
  insertCapacity,
  SUBSCRIPTION,
  useFakeArm,
} from './capacities-fixtures';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

// The capacity screens' calls, on Azure in memory. Set by useCapacitiesWorld() before the calling
// file's tests run.
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
export let arm: FakeArm;
export let accountId: number;
export let other: {
  companyId: number;
  accountId: number;
  adminToken: string;
  capacityId: number;
  workspaceId: number;
};

/** The capacities list's address, for the calls that spell a URL of their own. */
export const BASE = `/api${capacityRoutes.list.path}`;

export function form(overrides: Record<string, unknown> = {}) {
  return {
    provider_account_id: accountId,
    name: 'miranteprod',
    resource_group: 'rg',
    subscription_id: SUBSCRIPTION,
    size: 'A1',
    force_stop: false,
    auto_manage: true,
    minutes_inactive: 30,
    schedule_enabled: true,
    shifts: [{ name: 'Business hours', start_time: '08:00', end_time: '18:00', weekdays: ['seg', 'ter'] }],
    ...overrides,
  };
}

/**
 * Opens the test context of the calling file, with a provider account and another partner's unit
 * holding a capacity and a workspace, and closes it after; Azure's call log starts empty per test.
 */
export function useCapacitiesWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    ({ arm } = useFakeArm(ctx.app, ctx.secretBox));
    accountId = (await createProviderAccount(ctx.db, ctx.secretBox, world.company.id)).id;
    // Another unit of another partner of the same operator, with a capacity and a workspace.
    const company = await createCompany(ctx.db, {
      partnerId: (await createPartner(ctx.db, { operatorId: world.operator.id, name: 'Sibling Partner' })).id,
    });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const account = await createProviderAccount(ctx.db, ctx.secretBox, company.id);
    const capacity = await insertCapacity(ctx.db, {
      companyId: company.id,
      providerAccountId: account.id,
      name: 'othercap',
    });
    const workspace = await createWorkspace(ctx.db, company.id, account.id, 'Elsewhere');
    other = {
      companyId: company.id,
      accountId: account.id,
      adminToken: await signIn(ctx.app, admin.email),
      capacityId: capacity.id,
      workspaceId: workspace.id,
    };
    arm.set('othercap', 'Succeeded');
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    arm.calls.length = 0;
  });
}

/** Adds a capacity as the unit's admin; some of the bodies sent are refused on purpose. */
export async function create(body: unknown = form(), token = world.tokens.admin) {
  return callRoute(ctx.app, capacityRoutes.create, { token, body: body as TSaveCapacityRequest });
}

/** The capacity screen's calls, as `token` makes them (none: no session); bodies as `create`. */
export const capacity = {
  list: (token?: string) => callRoute(ctx.app, capacityRoutes.list, { token }),
  get: (token: string, id: number) => callRoute(ctx.app, capacityRoutes.get, { token, params: { id } }),
  options: (token: string) => callRoute(ctx.app, capacityRoutes.options, { token }),
  update: (token: string, id: number, body: unknown) =>
    callRoute(ctx.app, capacityRoutes.update, { token, params: { id }, body: body as TSaveCapacityRequest }),
  remove: (token: string, id: number) => callRoute(ctx.app, capacityRoutes.remove, { token, params: { id } }),
  setWorkspaces: (token: string, id: number, body: unknown) =>
    callRoute(ctx.app, capacityRoutes.setWorkspaces, {
      token,
      params: { id },
      body: body as RouteInput<typeof capacityRoutes.setWorkspaces>['body'],
    }),
  refresh: (token: string, id: number) =>
    callRoute(ctx.app, capacityRoutes.refresh, { token, params: { id } }),
  act: (token: string, id: number, body: unknown) =>
    callRoute(ctx.app, capacityRoutes.act, {
      token,
      params: { id },
      body: body as RouteInput<typeof capacityRoutes.act>['body'],
    }),
};
