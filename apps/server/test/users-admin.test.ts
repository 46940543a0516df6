import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companies, customFields, userGroups } from '../src/db/schema';
import {
  call,
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

function newUser(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return { name: `Person ${seq}`, email: `person${seq}@example.test`, password: TEST_PASSWORD, ...overrides };
}

function admin(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = world.tokens.admin,
) {
  return call(ctx.app, { method, url, token, body, lang: 'en-US' });
}

describe('unit users: listing', () => {
  it('lists only the users of the admin unit, with search and status filters', async () => {
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    const outsider = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    const created = await admin(
      'POST',
      '/api/auth/users',
      newUser({ department: 'Finance Ops', phone: '+55 11 1234' }),
    );
    expect(created.statusCode).toBe(201);

    const all = await admin('GET', '/api/auth/users?per_page=100');
    expect(all.statusCode).toBe(200);
    const emails = all.json().data.map((u: { email: string }) => u.email);
    expect(emails).toContain(world.users.admin.email);
    expect(emails).not.toContain(outsider.email);

    const byDept = await admin('GET', '/api/auth/users?search=finance');
    expect(byDept.json().data.map((u: { id: number }) => u.id)).toEqual([created.json().id]);
    const byPhone = await admin('GET', `/api/auth/users?search=${encodeURIComponent('1234')}`);
    expect(byPhone.json().total).toBe(1);

    const deactivated = await admin('GET', '/api/auth/users?status=deactivated');
    expect(deactivated.json().total).toBe(0);
    const bad = await admin('GET', '/api/auth/users?status=sleeping');
    expect(bad.statusCode).toBe(400);
  });

  it('filters by group', async () => {
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Sales' })
      .returning();
    const res = await admin('POST', '/api/auth/users', newUser({ group_ids: [group!.id] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().groups).toEqual([{ id: group!.id, name: 'Sales' }]);
    const list = await admin('GET', `/api/auth/users?group_id=${group!.id}`);
    expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([res.json().id]);
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
    const created = await admin('POST', '/api/auth/users', newUser({ group_ids: [finance.id, board.id] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().groups).toEqual([
      { id: board.id, name: 'Board' },
      { id: finance.id, name: 'Finance' },
    ]);
    const id = created.json().id;
    for (const group of [finance, board]) {
      const list = await admin('GET', `/api/auth/users?group_id=${group.id}`);
      expect(list.json().data.map((u: { id: number }) => u.id)).toContain(id);
    }
    const body = { name: created.json().name, email: created.json().email };
    const kept = await admin('PUT', `/api/auth/users/${id}`, { ...body, department: 'Board room' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      kept
        .json()
        .groups.map((g: { id: number }) => g.id)
        .sort(),
    ).toEqual([finance.id, board.id].sort());
    const refused = await admin('PUT', `/api/auth/users/${id}`, {
      ...body,
      group_ids: [finance.id, foreign!.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['group_ids']);
    const unchanged = await admin('GET', `/api/auth/users?group_id=${board.id}`);
    expect(unchanged.json().data.map((u: { id: number }) => u.id)).toContain(id);
    const one = await admin('PUT', `/api/auth/users/${id}`, { ...body, group_ids: [finance.id] });
    expect(one.json().groups).toEqual([{ id: finance.id, name: 'Finance' }]);
    const none = await admin('PUT', `/api/auth/users/${id}`, { ...body, group_ids: [] });
    expect(none.json().groups).toEqual([]);
    const tooMany = await admin(
      'POST',
      '/api/auth/users',
      newUser({ group_ids: Array.from({ length: 201 }, (_, i) => i + 1) }),
    );
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
    const bad = await admin('POST', '/api/auth/users', newUser({ custom_fields: { [hidden!.id]: 'abc' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[`custom_fields.${hidden!.id}`]).toBeDefined();
    const res = await admin(
      'POST',
      '/api/auth/users',
      newUser({ custom_fields: { [field!.id]: 'CC-4711' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().custom_fields[String(field!.id)]).toBe('CC-4711');
    const found = await admin('GET', `/api/auth/users?field_id=${field!.id}&field_value=4711`);
    expect(found.json().data.map((u: { id: number }) => u.id)).toEqual([res.json().id]);
    const notSearchable = await admin('GET', `/api/auth/users?field_id=${hidden!.id}&field_value=1`);
    expect(notSearchable.statusCode).toBe(400);
  });

  it('refuses the user profile (403) and a master needs a unit of its partner', async () => {
    expect((await admin('GET', '/api/auth/users', undefined, world.tokens.user)).statusCode).toBe(403);
    const own = await admin(
      'GET',
      `/api/auth/users?company_id=${world.company.id}`,
      undefined,
      world.tokens.master,
    );
    expect(own.statusCode).toBe(200);
    const foreign = await createCompany(ctx.db);
    const other = await admin(
      'GET',
      `/api/auth/users?company_id=${foreign.id}`,
      undefined,
      world.tokens.master,
    );
    expect(other.statusCode).toBe(404);
    const adminOther = await admin('GET', `/api/auth/users?company_id=${foreign.id}`);
    expect(adminOther.statusCode).toBe(404);
  });
});

describe('unit users: writing', () => {
  it('answers 400 with field errors and applies the unit password rules', async () => {
    const res = await admin('POST', '/api/auth/users', {
      name: '',
      email: 'nope',
      password: 'x',
      position: 'boss',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'position']));
    const weak = await admin('POST', '/api/auth/users', newUser({ password: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeDefined();
  });

  it('refuses an e-mail of the unit and a taken phone; another unit’s e-mail is invited', async () => {
    const mine = newUser();
    await admin('POST', '/api/auth/users', mine);
    const dupEmail = await admin('POST', '/api/auth/users', newUser({ email: mine.email.toUpperCase() }));
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toBe('This email already exists.');
    expect(dupEmail.json().errors.email).toBeDefined();
    const other = await createCompany(ctx.db);
    const foreign = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    const invited = await admin('POST', '/api/auth/users', newUser({ email: foreign.email.toUpperCase() }));
    expect(invited.statusCode).toBe(201);
    expect(invited.json().list_status).toBe('invited');

    await admin('POST', '/api/auth/users', newUser({ phone: '555-0101' }));
    const dupPhone = await admin('POST', '/api/auth/users', newUser({ phone: '555-0101' }));
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().message).toBe('Phone number already exists');
  });

  it('edits every field, keeps the password when left empty, 404 for another unit user', async () => {
    const created = (await admin('POST', '/api/auth/users', newUser())).json();
    const body = {
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
    const res = await admin('PUT', `/api/auth/users/${created.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      position: 'manager',
      profile: 'admin',
      list_status: 'blocked',
      language: 'es',
      support_agent: true,
    });
    const other = await createCompany(ctx.db);
    const foreign = await createUser(ctx.db, { profile: 'user', companyId: other.id });
    const notMine = await admin('PUT', `/api/auth/users/${foreign.id}`, body);
    expect(notMine.statusCode).toBe(404);
    expect((await admin('POST', `/api/auth/users/${foreign.id}/deactivate`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/auth/users/${foreign.id}`)).statusCode).toBe(404);
  });

  it('deactivating ends the sessions at once and is audited; reactivating restores access', async () => {
    const person = newUser();
    const created = (await admin('POST', '/api/auth/users', person)).json();
    const token = await signIn(ctx.app, person.email);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);

    const off = await admin('POST', `/api/auth/users/${created.id}/deactivate`);
    expect(off.json().list_status).toBe('deactivated');
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.userId, created.id));
    expect(events.map((e) => e.event)).toContain('user_deactivate');

    const on = await admin('POST', `/api/auth/users/${created.id}/activate`);
    expect(on.json().list_status).toBe('active');
    await signIn(ctx.app, person.email);
  });

  it('an admin cannot deactivate or remove themselves', async () => {
    const self = world.users.admin.id;
    expect((await admin('POST', `/api/auth/users/${self}/deactivate`)).json().code).toBe(
      'self_action_not_allowed',
    );
    expect((await admin('DELETE', `/api/auth/users/${self}`)).statusCode).toBe(409);
  });

  it('removes from the unit (no more sign-in) and restores', async () => {
    const person = newUser();
    const created = (await admin('POST', '/api/auth/users', person)).json();
    expect((await admin('DELETE', `/api/auth/users/${created.id}`)).statusCode).toBe(200);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      body: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    const removed = await admin('GET', '/api/auth/users?removed=true');
    expect(removed.json().data.map((u: { id: number }) => u.id)).toContain(created.id);
    const restored = await admin('POST', `/api/auth/users/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    await signIn(ctx.app, person.email);
  });

  it('duplicates a user with its profile fields and group', async () => {
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Copy me' })
      .returning();
    const source = (
      await admin(
        'POST',
        '/api/auth/users',
        newUser({ department: 'Legal', position: 'analyst', group_ids: [group!.id] }),
      )
    ).json();
    const copy = await admin('POST', `/api/auth/users/${source.id}/duplicate`, newUser());
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
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
    const second = await admin('POST', '/api/auth/users', newUser(), token);
    expect(second.statusCode).toBe(201);
    const third = await admin('POST', '/api/auth/users', newUser(), token);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('The user limit for this business unit has been reached.');
    await admin('POST', `/api/auth/users/${second.json().id}/deactivate`, undefined, token);
    expect((await admin('POST', '/api/auth/users', newUser(), token)).statusCode).toBe(201);
    const back = await admin('POST', `/api/auth/users/${second.json().id}/activate`, undefined, token);
    expect(back.json().code).toBe('user_limit_reached');
  });

  it('lets only one of two concurrent adds take the last seat', async () => {
    const { unit, token } = await limitedUnit(2, 0);
    const results = await Promise.all([
      admin('POST', '/api/auth/users', newUser(), token),
      admin('POST', '/api/auth/users', newUser(), token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const list = await admin('GET', `/api/auth/users?company_id=${unit.id}`, undefined, world.tokens.master);
    expect(list.json().total).toBe(2);
  });
});
