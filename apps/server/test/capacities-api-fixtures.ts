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
  call,
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

export const BASE = '/api/auth/powerbi/resources';

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
    ({ arm } = useFakeArm(ctx.db, ctx.secretBox));
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

export async function create(body: unknown = form()) {
  return call(ctx.app, { method: 'POST', url: BASE, token: world.tokens.admin, body });
}
