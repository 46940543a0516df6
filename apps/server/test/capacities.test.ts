import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { capacities, capacityShifts } from '../src/db/schema';
import { capacityRow, createProviderAccount, insertCapacity, SUBSCRIPTION } from './capacities-fixtures';
import { call, createCompany } from './helpers';
import {
  accountId,
  arm,
  BASE,
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
      expect(res.json().error_codes, `${field} ${value}`).toEqual({ [field]: ['field_invalid'] });
      expect(res.json().errors[field], `${field} ${value}`).toEqual([`O campo ${field} é inválido`]);
    }
    const saved = (await create(form({ name: 'abc' }))).json();
    const edit = await call(ctx.app, {
      method: 'PUT',
      url: `${BASE}/${saved.id}`,
      token: world.tokens.admin,
      body: form({ name: 'abc', resource_group: 'Sales #1' }),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error_codes).toEqual({ resource_group: ['field_invalid'] });
    expect(await count()).toBe(before + 1);
    expect(await capacityRow(ctx.db, saved.id)).toMatchObject({ name: 'abc', resourceGroup: 'rg' });
  });

  it("refuses another unit's provider account", async () => {
    const res = await create(form({ provider_account_id: other.accountId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.provider_account_id).toBeDefined();
  });

  it("lets the unit's users, partners and the operator only look", async () => {
    const made = await create(form({ name: 'usersee' }));
    expect(made.statusCode).toBe(201);
    const user = await call(ctx.app, { method: 'GET', url: BASE, token: world.tokens.user });
    expect(user.statusCode).toBe(200);
    expect(user.json().policies.manage).toBe(false);
    const userUnits = new Set(user.json().data.map((c: { company_id: number }) => c.company_id));
    expect([...userUnits]).toEqual([world.company.id]);
    const seen = made.json() as { id: number };
    expect(user.json().data.map((c: { id: number }) => c.id)).toContain(seen.id);
    expect(
      (await call(ctx.app, { method: 'GET', url: `${BASE}/${seen.id}`, token: world.tokens.user }))
        .statusCode,
    ).toBe(200);
    for (const [method, url, body] of [
      ['POST', BASE, form()],
      ['PUT', `${BASE}/${seen.id}`, form()],
      ['DELETE', `${BASE}/${seen.id}`, undefined],
      ['POST', `${BASE}/${seen.id}/actions`, { action: 'pause' }],
      ['POST', `${BASE}/${seen.id}/refresh`, undefined],
      ['PUT', `${BASE}/${seen.id}/workspaces`, { workspace_ids: [] }],
      ['GET', `${BASE}/options`, undefined],
    ] as const) {
      const refused = await call(ctx.app, { method, url, token: world.tokens.user, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
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
    // Each capacity names its unit's partner, for the operator's list across partners.
    const sibling = a2m.data.find((c: { company_id: number }) => c.company_id === other.companyId);
    expect(sibling.partner_name).toBe('Sibling Partner');
  });

  it("keeps another operator's units out of the operator's list, like its other screens", async () => {
    const remote = await createCompany(ctx.db);
    const account = await createProviderAccount(ctx.db, ctx.secretBox, remote.id);
    const capacity = await insertCapacity(ctx.db, {
      companyId: remote.id,
      providerAccountId: account.id,
      name: 'remotecap',
    });
    const a2m = (await call(ctx.app, { method: 'GET', url: BASE, token: world.tokens.a2m })).json();
    expect(a2m.data.map((c: { company_id: number }) => c.company_id)).not.toContain(remote.id);
    const one = await call(ctx.app, {
      method: 'GET',
      url: `${BASE}/${capacity.id}`,
      token: world.tokens.a2m,
    });
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
});
