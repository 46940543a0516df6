import {
  authRoutes,
  type TUnitUserCreate,
  type TUnitUserQuery,
  type TUnitUserUpdate,
  unitUserRoutes as calls,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companies, customFields, userGroups } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

function newUser(overrides: Partial<TUnitUserCreate> = {}) {
  seq += 1;
  return { name: `Person ${seq}`, email: `person${seq}@example.test`, password: TEST_PASSWORD, ...overrides };
}

const list = (query: TUnitUserQuery = {}, token = world.tokens.admin) =>
  callRoute(ctx.app, calls.list, { token, lang: 'en-US', query });
const add = (body: TUnitUserCreate, token = world.tokens.admin) =>
  callRoute(ctx.app, calls.create, { token, lang: 'en-US', body });
const edit = (id: number, body: TUnitUserUpdate) =>
  callRoute(ctx.app, calls.update, { token: world.tokens.admin, lang: 'en-US', params: { id }, body });
/** One of the list's actions on a user (no body; the answer is the user). */
const act = (
  def: typeof calls.activate | typeof calls.deactivate | typeof calls.restore,
  id: number,
  token = world.tokens.admin,
) => callRoute(ctx.app, def, { token, lang: 'en-US', params: { id } });
const removeUser = (id: number) =>
  callRoute(ctx.app, calls.remove, { token: world.tokens.admin, lang: 'en-US', params: { id } });
const ids = (page: { data: { id: number }[] }) => page.data.map((u) => u.id);

describe('unit users: listing', () => {
  it('lists only the users of the admin unit, with search and status filters', async () => {
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    const outsider = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    const created = (await add(newUser({ department: 'Finance Ops', phone: '+55 11 1234' }))).data();

    const all = (await list({ per_page: 100 })).data();
    const emails = all.data.map((u) => u.email);
    expect(emails).toContain(world.users.admin.email);
    expect(emails).not.toContain(outsider.email);

    const byDept = (await list({ search: 'finance' })).data();
    expect(ids(byDept)).toEqual([created.id]);
    const byPhone = (await list({ search: '1234' })).data();
    expect(byPhone.total).toBe(1);

    const deactivated = (await list({ status: 'deactivated' })).data();
    expect(deactivated.total).toBe(0);
    const bad = await list({ status: 'sleeping' as never });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by group', async () => {
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Sales' })
      .returning();
    const res = (await add(newUser({ group_ids: [group!.id] }))).data();
    expect(res.groups).toEqual([{ id: group!.id, name: 'Sales' }]);
    expect(ids((await list({ group_id: group!.id })).data())).toEqual([res.id]);
  });

  it('puts a person in several groups; an edit that leaves them out keeps them; another unit’s group is refused', async () => {
    const mine = await ctx.db
      .insert(userGroups)
      .values([
        { companyId: world.company.id, name: 'Finance' },
        { companyId: world.company.id, name: 'Board' },
      ])
      .returning();
    const [finance, board] = [mine[0]!, mine[1]!];
    const foreignUnit = await createCompany(ctx.db);
    const [foreign] = await ctx.db
      .insert(userGroups)
      .values({ companyId: foreignUnit.id, name: 'Elsewhere' })
      .returning();
    const created = (await add(newUser({ group_ids: [finance.id, board.id] }))).data();
    expect(created.groups).toEqual([
      { id: board.id, name: 'Board' },
      { id: finance.id, name: 'Finance' },
    ]);
    const id = created.id;
    for (const group of [finance, board]) {
      expect(ids((await list({ group_id: group.id })).data())).toContain(id);
    }
    const body = { name: created.name, email: created.email };
    const kept = (await edit(id, { ...body, department: 'Board room' })).data();
    expect(kept.groups.map((g) => g.id).sort()).toEqual([finance.id, board.id].sort());
    const refused = await edit(id, { ...body, group_ids: [finance.id, foreign!.id] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.error().errors ?? {})).toEqual(['group_ids']);
    expect(ids((await list({ group_id: board.id })).data())).toContain(id);
    const one = (await edit(id, { ...body, group_ids: [finance.id] })).data();
    expect(one.groups).toEqual([{ id: finance.id, name: 'Finance' }]);
    const none = (await edit(id, { ...body, group_ids: [] })).data();
    expect(none.groups).toEqual([]);
    const tooMany = await add(newUser({ group_ids: Array.from({ length: 201 }, (_, i) => i + 1) }));
    expect(tooMany.statusCode).toBe(400);
  });

  it('stores custom field values, checks them and filters by a searchable field', async () => {
    const [field] = await ctx.db
      .insert(customFields)
      .values({ companyId: world.company.id, name: 'Cost center', type: 'text', searchable: true })
      .returning();
    const [hidden] = await ctx.db
      .insert(customFields)
      .values({ companyId: world.company.id, name: 'Badge', type: 'number' })
      .returning();
    const bad = await add(newUser({ custom_fields: { [hidden!.id]: 'abc' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.error().errors?.[`custom_fields.${hidden!.id}`]).toBeDefined();
    const res = (await add(newUser({ custom_fields: { [field!.id]: 'CC-4711' } }))).data();
    expect(res.custom_fields[String(field!.id)]).toBe('CC-4711');
    const found = (await list({ field_id: field!.id, field_value: '4711' })).data();
    expect(ids(found)).toEqual([res.id]);
    const notSearchable = await list({ field_id: hidden!.id, field_value: '1' });
    expect(notSearchable.statusCode).toBe(400);
  });

  it('refuses the user profile (403) and a master needs a unit of its partner', async () => {
    expect((await list({}, world.tokens.user)).statusCode).toBe(403);
    const own = await list({ company_id: world.company.id }, world.tokens.master);
    expect(own.statusCode).toBe(200);
    const foreign = await createCompany(ctx.db);
    const other = await list({ company_id: foreign.id }, world.tokens.master);
    expect(other.statusCode).toBe(404);
    const adminOther = await list({ company_id: foreign.id });
    expect(adminOther.statusCode).toBe(404);
  });
});

describe('unit users: writing', () => {
  it('answers 400 with field errors and applies the unit password rules', async () => {
    // A body the contract refuses, to see the field errors.
    const res = await add({ name: '', email: 'nope', password: 'x', position: 'boss' } as never);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'position']),
    );
    const weak = await add(newUser({ password: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.error().errors?.password).toBeDefined();
  });

  it('refuses an e-mail of the unit and a taken phone; another unit’s e-mail is invited', async () => {
    const mine = newUser();
    await add(mine);
    const dupEmail = await add(newUser({ email: mine.email.toUpperCase() }));
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.error().message).toBe('This email already exists.');
    expect(dupEmail.error().errors?.email).toBeDefined();
    const other = await createCompany(ctx.db);
    const foreign = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    const invited = (await add(newUser({ email: foreign.email.toUpperCase() }))).data();
    expect(invited.list_status).toBe('invited');

    await add(newUser({ phone: '555-0101' }));
    const dupPhone = await add(newUser({ phone: '555-0101' }));
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.error().message).toBe('Phone number already exists');
  });

  it('edits every field, keeps the password when left empty, 404 for another unit user', async () => {
    const created = (await add(newUser())).data();
    const body: TUnitUserUpdate = {
      ...newUser({ password: '' }),
      phone: '777',
      department: 'Ops',
      position: 'manager',
      user_type: 'internal',
      auth_level: 'L2',
      language: 'es',
      profile: 'admin',
      status: 'B',
      support_agent: true,
      allow_admin_remote: true,
      allow_create_notifications: true,
    };
    const res = await edit(created.id, body);
    expect(res.data()).toMatchObject({
      position: 'manager',
      profile: 'admin',
      list_status: 'blocked',
      language: 'es',
      support_agent: true,
    });
    const other = await createCompany(ctx.db);
    const foreign = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    const notMine = await edit(foreign.id, body);
    expect(notMine.statusCode).toBe(404);
    expect((await act(calls.deactivate, foreign.id)).statusCode).toBe(404);
    expect((await removeUser(foreign.id)).statusCode).toBe(404);
  });

  it('deactivating ends the sessions at once and is audited; reactivating restores access', async () => {
    const person = newUser();
    const created = (await add(person)).data();
    const token = await signIn(ctx.app, person.email);
    expect((await callRoute(ctx.app, authRoutes.me, { token })).statusCode).toBe(200);

    const off = (await act(calls.deactivate, created.id)).data();
    expect(off.list_status).toBe('deactivated');
    expect((await callRoute(ctx.app, authRoutes.me, { token })).statusCode).toBe(401);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.userId, created.id));
    expect(events.map((e) => e.event)).toContain('user_deactivate');

    const on = (await act(calls.activate, created.id)).data();
    expect(on.list_status).toBe('active');
    await signIn(ctx.app, person.email);
  });

  it('an admin cannot deactivate or remove themselves', async () => {
    const self = world.users.admin.id;
    expect((await act(calls.deactivate, self)).error().code).toBe('self_action_not_allowed');
    expect((await removeUser(self)).statusCode).toBe(409);
  });

  it('removes from the unit (no more sign-in) and restores', async () => {
    const person = newUser();
    const created = (await add(person)).data();
    expect((await removeUser(created.id)).data()).toEqual({ code: 'done' });
    const login = await callRoute(ctx.app, authRoutes.login, {
      body: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    const removed = (await list({ removed: 'true' })).data();
    expect(ids(removed)).toContain(created.id);
    const restored = await act(calls.restore, created.id);
    expect(restored.data().id).toBe(created.id);
    await signIn(ctx.app, person.email);
  });

  it('duplicates a user with its profile fields and group', async () => {
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Copy me' })
      .returning();
    const source = (
      await add(newUser({ department: 'Legal', position: 'analyst', group_ids: [group!.id] }))
    ).data();
    const copy = await callRoute(ctx.app, calls.duplicate, {
      token: world.tokens.admin,
      params: { id: source.id },
      body: newUser(),
    });
    expect(copy.data()).toMatchObject({
      department: 'Legal',
      position: 'analyst',
      groups: [{ id: group!.id, name: 'Copy me' }],
    });
  });
});

describe('unit users: the user limit', () => {
  async function limitedUnit(userLimit: number, bonusUsers: number) {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    await ctx.db.update(companies).set({ userLimit, bonusUsers }).where(eq(companies.id, unit.id));
    return { unit, token: await signIn(ctx.app, unitAdmin.email) };
  }

  it('counts bonus users on top of the limit and frees a seat on deactivation', async () => {
    const { token } = await limitedUnit(1, 1);
    const second = (await add(newUser(), token)).data();
    const third = await add(newUser(), token);
    expect(third.statusCode).toBe(409);
    expect(third.error().message).toBe('The user limit for this business unit has been reached.');
    await act(calls.deactivate, second.id, token);
    expect((await add(newUser(), token)).statusCode).toBe(201);
    const back = await act(calls.activate, second.id, token);
    expect(back.error().code).toBe('user_limit_reached');
  });

  it('lets only one of two concurrent adds take the last seat', async () => {
    const { unit, token } = await limitedUnit(2, 0);
    const results = await Promise.all([add(newUser(), token), add(newUser(), token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const listed = (await list({ company_id: unit.id }, world.tokens.master)).data();
    expect(listed.total).toBe(2);
  });
});
