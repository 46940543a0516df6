import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { capacities, capacityShifts } from '../src/db/schema';
import { capacityRow, createProviderAccount, insertCapacity, SUBSCRIPTION } from './capacities-fixtures';
import { call, createCompany } from './helpers';
import {
  accountId,
  arm,
  BASE,
  capacity as calls,
  create,
  ctx,
  form,
  other,
  useCapacitiesWorld,
  world,
} from './capacities-api-fixtures';

useCapacitiesWorld();

describe('license capacities', () => {
  it('adds a capacity with its shifts and shows every field', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const capacity = res.data();
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
    const errors = res.error().errors ?? {};
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

  it('refuses a name and a resource group Azure would refuse, saving nothing', async () => {
    const count = async () => (await ctx.db.select().from(capacities)).length;
    const before = await count();
    for (const [field, value] of [
      ['name', 'ab'],
      ['name', `a${'1'.repeat(63)}`],
      ['resource_group', 'Sales #1'],
      ['resource_group', 'sales.'],
      ['resource_group', 'x'.repeat(91)],
    ] as const) {
      const res = await create(form({ [field]: value }));
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.error().error_codes, `${field} ${value}`).toEqual({ [field]: ['field_invalid'] });
      expect(res.error().errors?.[field], `${field} ${value}`).toEqual([`O campo ${field} é inválido`]);
    }
    const saved = (await create(form({ name: 'abc' }))).data();
    const edit = await calls.update(
      world.tokens.admin,
      saved.id,
      form({ name: 'abc', resource_group: 'Sales #1' }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.error().error_codes).toEqual({ resource_group: ['field_invalid'] });
    expect(await count()).toBe(before + 1);
    expect(await capacityRow(ctx.db, saved.id)).toMatchObject({ name: 'abc', resourceGroup: 'rg' });
  });

  it("refuses another unit's provider account", async () => {
    const res = await create(form({ provider_account_id: other.accountId }));
    expect(res.statusCode).toBe(400);
    expect(res.error().errors?.provider_account_id).toBeDefined();
  });

  it("lets the unit's users, partners and the operator only look", async () => {
    const made = await create(form({ name: 'usersee' }));
    expect(made.statusCode).toBe(201);
    const user = await calls.list(world.tokens.user);
    expect(user.statusCode).toBe(200);
    expect(user.data().policies.manage).toBe(false);
    const userUnits = new Set(user.data().data.map((c: { company_id: number }) => c.company_id));
    expect([...userUnits]).toEqual([world.company.id]);
    const seen = made.data();
    expect(user.data().data.map((c: { id: number }) => c.id)).toContain(seen.id);
    expect((await calls.get(world.tokens.user, seen.id)).statusCode).toBe(200);
    const token = world.tokens.user;
    for (const [label, refused] of [
      ['POST', await create(form(), token)],
      ['PUT', await calls.update(token, seen.id, form())],
      ['DELETE', await calls.remove(token, seen.id)],
      ['POST actions', await calls.act(token, seen.id, { action: 'pause' })],
      ['POST refresh', await calls.refresh(token, seen.id)],
      ['PUT workspaces', await calls.setWorkspaces(token, seen.id, { workspace_ids: [] })],
      ['GET options', await calls.options(token)],
    ] as const) {
      expect(refused.statusCode, label).toBe(403);
    }
    const a2mPost = await create(form(), world.tokens.a2m);
    expect(a2mPost.statusCode).toBe(403);
    const none = await calls.list();
    expect(none.statusCode).toBe(401);

    const admin = (await calls.list(world.tokens.admin)).data();
    expect(admin.policies.manage).toBe(true);
    expect(admin.data.map((c: { company_id: number }) => c.company_id)).not.toContain(other.companyId);

    const master = (await calls.list(world.tokens.master)).data();
    expect(master.policies.manage).toBe(false);
    const masterUnits = new Set(master.data.map((c: { company_id: number }) => c.company_id));
    expect(masterUnits.has(world.company.id)).toBe(true);
    expect(masterUnits.has(other.companyId)).toBe(false);

    const a2m = (await calls.list(world.tokens.a2m)).data();
    const a2mUnits = new Set(a2m.data.map((c: { company_id: number }) => c.company_id));
    expect(a2mUnits.has(world.company.id)).toBe(true);
    expect(a2mUnits.has(other.companyId)).toBe(true);
    // Each capacity names its unit's partner, for the operator's list across partners.
    const sibling = a2m.data.find((c: { company_id: number }) => c.company_id === other.companyId);
    expect(sibling?.partner_name).toBe('Sibling Partner');
  });

  it("keeps another operator's units out of the operator's list, like its other screens", async () => {
    const remote = await createCompany(ctx.db);
    const account = await createProviderAccount(ctx.db, ctx.secretBox, remote.id);
    const capacity = await insertCapacity(ctx.db, {
      companyId: remote.id,
      providerAccountId: account.id,
      name: 'remotecap',
    });
    const a2m = (await calls.list(world.tokens.a2m)).data();
    expect(a2m.data.map((c: { company_id: number }) => c.company_id)).not.toContain(remote.id);
    const one = await calls.get(world.tokens.a2m, capacity.id);
    expect(one.statusCode).toBe(404);
  });

  it('decides read or manage on the matched route, not on the text of the URL', async () => {
    // A query that happens to mention the options form is still a read of the list.
    const read = await call(ctx.app, {
      method: 'GET',
      url: `${BASE}?from=/options`,
      token: world.tokens.a2m,
    });
    expect(read.statusCode).toBe(200);
    // The options form spelt with an encoded letter is still the options form.
    const options = await call(ctx.app, {
      method: 'GET',
      url: `${BASE}/%6Fptions`,
      token: world.tokens.master,
    });
    expect(options.statusCode).toBe(403);
  });

  it("answers 404 for another unit's capacity on every route", async () => {
    const id = other.capacityId;
    const token = world.tokens.admin;
    const attempts = [
      ['GET', await calls.get(token, id)],
      ['PUT', await calls.update(token, id, form())],
      ['DELETE', await calls.remove(token, id)],
      ['PUT workspaces', await calls.setWorkspaces(token, id, { workspace_ids: [] })],
      ['POST refresh', await calls.refresh(token, id)],
      ['POST actions', await calls.act(token, id, { action: 'pause' })],
    ] as const;
    for (const [label, res] of attempts) {
      expect(res.statusCode, label).toBe(404);
    }
    expect(arm.calls).toEqual([]);
    expect((await capacityRow(ctx.db, id)).deletedAt).toBeNull();
  });
});
