import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capacities, capacityShifts, workspaces } from '../src/db/schema';
import { listJobs } from '../src/platform/jobs';
import {
  capacityRow,
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
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let arm: FakeArm;
let accountId: number;
let other: {
  companyId: number;
  accountId: number;
  adminToken: string;
  capacityId: number;
  workspaceId: number;
};

const BASE = '/api/auth/powerbi/resources';

function form(overrides: Record<string, unknown> = {}) {
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

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  ({ arm } = useFakeArm(ctx.db, ctx.secretBox));
  accountId = (await createProviderAccount(ctx.db, ctx.secretBox, world.company.id)).id;
  // Another unit of another partner, with a capacity and a workspace of its own.
  const company = await createCompany(ctx.db);
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

async function create(body: unknown = form()) {
  return call(ctx.app, { method: 'POST', url: BASE, token: world.tokens.admin, body });
}

describe('license capacities', () => {
  it('adds a capacity with its shifts and shows every field', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const capacity = res.json();
    expect(capacity).toMatchObject({
      name: 'miranteprod',
      company_id: world.company.id,
      provider_account_id: accountId,
      provider_account_name: 'Azure',
      resource_group: 'rg',
      subscription_id: SUBSCRIPTION,
      size: 'A1',
      current_size: null,
      state: null,
      phase: 'unknown',
      force_stop: false,
      auto_manage: true,
      minutes_inactive: 30,
      schedule_enabled: true,
      workspaces: [],
    });
    expect(capacity.shifts).toEqual([
      expect.objectContaining({
        name: 'Business hours',
        start_time: '08:00',
        end_time: '18:00',
        weekdays: ['seg', 'ter'],
      }),
    ]);
    const stored = await capacityRow(ctx.db, capacity.id);
    expect(stored).toMatchObject({ companyId: world.company.id, scheduleEnabled: true, minutesInactive: 30 });
    const shifts = await ctx.db
      .select()
      .from(capacityShifts)
      .where(eq(capacityShifts.capacityId, capacity.id));
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({ companyId: world.company.id, startTime: '08:00' });
  });

  it('refuses an invalid form with field errors', async () => {
    const res = await create(
      form({
        name: 'Not Valid',
        minutes_inactive: 1,
        subscription_id: 'x',
        shifts: [{ name: '', start_time: '25:00', end_time: '18:00', weekdays: [] }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'name',
        'minutes_inactive',
        'subscription_id',
        'shifts.0.name',
        'shifts.0.start_time',
        'shifts.0.weekdays',
      ]),
    );
  });

  it("refuses another unit's provider account", async () => {
    const res = await create(form({ provider_account_id: other.accountId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.provider_account_id).toBeDefined();
  });

  it('keeps users out and lets partners and the operator only look', async () => {
    const user = await call(ctx.app, { method: 'GET', url: BASE, token: world.tokens.user });
    expect(user.statusCode).toBe(403);
    const a2mPost = await call(ctx.app, { method: 'POST', url: BASE, token: world.tokens.a2m, body: form() });
    expect(a2mPost.statusCode).toBe(403);
    const none = await call(ctx.app, { method: 'GET', url: BASE });
    expect(none.statusCode).toBe(401);

    const admin = (await call(ctx.app, { method: 'GET', url: BASE, token: world.tokens.admin })).json();
    expect(admin.policies.manage).toBe(true);
    expect(admin.data.map((c: { company_id: number }) => c.company_id)).not.toContain(other.companyId);

    const master = (await call(ctx.app, { method: 'GET', url: BASE, token: world.tokens.master })).json();
    expect(master.policies.manage).toBe(false);
    const masterUnits = new Set(master.data.map((c: { company_id: number }) => c.company_id));
    expect(masterUnits.has(world.company.id)).toBe(true);
    expect(masterUnits.has(other.companyId)).toBe(false);

    const a2m = (await call(ctx.app, { method: 'GET', url: BASE, token: world.tokens.a2m })).json();
    const a2mUnits = new Set(a2m.data.map((c: { company_id: number }) => c.company_id));
    expect(a2mUnits.has(world.company.id)).toBe(true);
    expect(a2mUnits.has(other.companyId)).toBe(true);
  });

  it("answers 404 for another unit's capacity on every route", async () => {
    const id = other.capacityId;
    const attempts = [
      { method: 'GET' as const, url: `${BASE}/${id}` },
      { method: 'PUT' as const, url: `${BASE}/${id}`, body: form() },
      { method: 'DELETE' as const, url: `${BASE}/${id}` },
      { method: 'PUT' as const, url: `${BASE}/${id}/workspaces`, body: { workspace_ids: [] } },
      { method: 'POST' as const, url: `${BASE}/${id}/refresh` },
      { method: 'POST' as const, url: `${BASE}/${id}/actions`, body: { action: 'pause' } },
    ];
    for (const attempt of attempts) {
      const res = await call(ctx.app, { ...attempt, token: world.tokens.admin });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect(arm.calls).toEqual([]);
    expect((await capacityRow(ctx.db, id)).deletedAt).toBeNull();
  });

  it('edits the form and replaces the shifts', async () => {
    const created = (await create(form({ name: 'editme' }))).json();
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      token: world.tokens.admin,
      body: form({
        name: 'editme',
        size: 'A2',
        force_stop: true,
        minutes_inactive: 45,
        shifts: [
          { name: 'Night', start_time: '22:00', end_time: '06:00', weekdays: ['sex'] },
          { name: 'Morning', start_time: '07:00', end_time: '09:00', weekdays: ['seg'] },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ size: 'A2', force_stop: true, minutes_inactive: 45 });
    expect(
      res
        .json()
        .shifts.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Morning', 'Night']);
    const stored = await capacityRow(ctx.db, created.id);
    expect(stored).toMatchObject({ size: 'A2', forceStop: true, minutesInactive: 45 });
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      token: world.tokens.admin,
      body: { name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.size).toBeDefined();
  });

  it("points the unit's workspaces at the capacity and lets go of the others", async () => {
    const created = (await create(form({ name: 'withspaces' }))).json();
    const a = await createWorkspace(ctx.db, world.company.id, accountId, 'Alpha');
    const b = await createWorkspace(ctx.db, world.company.id, accountId, 'Beta');
    const put = (ids: number[]) =>
      call(ctx.app, {
        method: 'PUT',
        url: `${BASE}/${created.id}/workspaces`,
        token: world.tokens.admin,
        body: { workspace_ids: ids },
      });
    const res = await put([a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().workspaces.map((w: { name: string }) => w.name)).toEqual(['Alpha', 'Beta']);
    await put([b.id]);
    const rows = await ctx.db
      .select({ id: workspaces.id, capacityId: workspaces.capacityId })
      .from(workspaces)
      .where(eq(workspaces.companyId, world.company.id));
    expect(rows.find((r) => r.id === a.id)?.capacityId).toBeNull();
    expect(rows.find((r) => r.id === b.id)?.capacityId).toBe(created.id);

    const foreign = await put([other.workspaceId]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.workspace_ids).toBeDefined();
    const [elsewhere] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, other.workspaceId));
    expect(elsewhere!.capacityId).toBeNull();
    const invalid = await call(ctx.app, {
      method: 'PUT',
      url: `${BASE}/${created.id}/workspaces`,
      token: world.tokens.admin,
      body: { workspace_ids: 'all' },
    });
    expect(invalid.statusCode).toBe(400);

    const options = (
      await call(ctx.app, { method: 'GET', url: `${BASE}/options`, token: world.tokens.admin })
    ).json();
    expect(options.provider_accounts.map((p: { id: number }) => p.id)).toEqual([accountId]);
    expect(options.workspaces.find((w: { id: number }) => w.id === b.id).capacity_id).toBe(created.id);
  });

  it('reads the state from Azure, pauses, resumes and scales, following each operation', async () => {
    const created = (await create(form({ name: 'livecap' }))).json();
    arm.set('livecap', 'Succeeded', 'A1');
    const action = (body: unknown) =>
      call(ctx.app, {
        method: 'POST',
        url: `${BASE}/${created.id}/actions`,
        token: world.tokens.admin,
        body,
      });

    const refreshed = await call(ctx.app, {
      method: 'POST',
      url: `${BASE}/${created.id}/refresh`,
      token: world.tokens.admin,
    });
    expect(refreshed.json()).toMatchObject({ state: 'Succeeded', phase: 'running', current_size: 'A1' });

    const paused = await action({ action: 'pause' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ state: 'Suspending', phase: 'transitioning' });
    expect(arm.count('suspend', 'livecap')).toBe(1);
    const polls = await listJobs(ctx.db, 'capacities.poll');
    expect(polls.map((j) => j.key)).toContain(String(created.id));

    // Still pausing in Azure: a second pause is refused, not sent.
    const again = await action({ action: 'pause' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('capacity_busy');
    expect(again.json().message).toContain('Suspending');
    expect(arm.count('suspend', 'livecap')).toBe(1);

    arm.settle();
    const resumed = await action({ action: 'resume' });
    expect(resumed.json()).toMatchObject({ state: 'Resuming' });
    expect(arm.count('resume', 'livecap')).toBe(1);

    arm.settle();
    const scaled = await action({ action: 'scale', size: 'A2' });
    expect(scaled.statusCode).toBe(200);
    expect(scaled.json()).toMatchObject({ state: 'Scaling', size: 'A2' });
    expect(arm.calls.find((c) => c.op === 'scale')).toMatchObject({ name: 'livecap', sku: 'A2' });

    const invalid = await action({ action: 'scale', size: 'Z9' });
    expect(invalid.statusCode).toBe(400);
    const unknown = await action({ action: 'explode' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses to resume a capacity kept stopped', async () => {
    const created = (await create(form({ name: 'stopped', force_stop: true }))).json();
    arm.set('stopped', 'Paused');
    const res = await call(ctx.app, {
      method: 'POST',
      url: `${BASE}/${created.id}/actions`,
      token: world.tokens.admin,
      body: { action: 'resume' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('capacity_force_stopped');
    expect(arm.count('resume', 'stopped')).toBe(0);
  });

  it('maps an Azure failure to a catalogued error', async () => {
    const created = (await create(form({ name: 'denied' }))).json();
    arm.set('denied', 'Succeeded');
    const { AppError } = await import('../src/platform/errors');
    arm.failNext = new AppError('provider_authorization_failed');
    const res = await call(ctx.app, {
      method: 'POST',
      url: `${BASE}/${created.id}/refresh`,
      token: world.tokens.admin,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('provider_authorization_failed');
  });

  it('deletes a capacity softly and frees its workspaces', async () => {
    const created = (await create(form({ name: 'gone' }))).json();
    const w = await createWorkspace(ctx.db, world.company.id, accountId, 'Gamma');
    await ctx.db.update(workspaces).set({ capacityId: created.id }).where(eq(workspaces.id, w.id));
    const res = await call(ctx.app, {
      method: 'DELETE',
      url: `${BASE}/${created.id}`,
      token: world.tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(capacities)
      .where(and(eq(capacities.id, created.id), eq(capacities.companyId, world.company.id)));
    expect(row!.deletedAt).not.toBeNull();
    const [space] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, w.id));
    expect(space!.capacityId).toBeNull();
    const gone = await call(ctx.app, {
      method: 'GET',
      url: `${BASE}/${created.id}`,
      token: world.tokens.admin,
    });
    expect(gone.statusCode).toBe(404);
  });
});
