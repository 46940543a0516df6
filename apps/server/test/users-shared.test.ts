import {
  configRoutes,
  mfaRoutes,
  switchingRoutes,
  type TUnitUserUpdate,
  unitUserRoutes as calls,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, customFields, userGroups, users } from '../src/db/schema';
import { callRoute, createCompany, createUser, signIn } from './helpers';
import { addMembership } from './switching-fixtures';
import {
  bodyOf,
  callAs,
  ctx,
  hostOf,
  listed,
  login,
  me,
  newPerson,
  other,
  otherToken,
  sharedPerson,
  useSharedUsersWorld,
  world,
} from './users-shared-fixtures';

useSharedUsersWorld();

const edit = (token: string, id: number, body: TUnitUserUpdate, companyId?: number) =>
  callAs(token, calls.update, { params: { id }, query: { company_id: companyId }, body });
const onUser = (token: string, def: typeof calls.activate | typeof calls.deactivate, id: number) =>
  callAs(token, def, { params: { id } });

describe('an account shared by two units', () => {
  it('tells the screen whose account fields the admin may edit', async () => {
    const shared = await sharedPerson();
    const own = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const list = (await callAs(world.tokens.admin, calls.list, { query: { per_page: 100 } })).data();
    const byId = new Map(list.data.map((u) => [u.id, u]));
    expect(byId.get(shared.id)).toMatchObject({ policies: { edit_account: false } });
    expect(byId.get(own.id)).toMatchObject({ policies: { edit_account: true } });
  });

  it('refuses a change of password, e-mail or phone with field errors, and stores nothing', async () => {
    const shared = await sharedPerson();
    const res = await edit(
      world.tokens.admin,
      shared.id,
      await bodyOf(world.tokens.admin, shared.id, {
        email: `taken-over-${shared.id}@example.test`,
        phone: '+55 11 9999-0000',
        password: 'Another-Pass-1',
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.error().code).toBe('account_fields_read_only');
    expect(Object.keys(res.error().errors ?? {}).sort()).toEqual(['email', 'password', 'phone']);
    expect(res.error().errors?.password).toEqual([
      'Only the person can change this, in “My account”: the account also belongs to other business units.',
    ]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, shared.id));
    expect(row).toMatchObject({ email: shared.email, phone: null });
    // The person still signs in with their own password.
    expect((await login(shared.email, hostOf(other))).statusCode).toBe(200);
  });

  it('still edits the membership: profile, group, status in the unit and custom fields', async () => {
    const shared = await sharedPerson();
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: `Shared group ${shared.id}` })
      .returning();
    const [field] = await ctx.db
      .insert(customFields)
      .values({ companyId: world.company.id, name: `Desk ${shared.id}`, type: 'text' })
      .returning();
    const res = await edit(
      world.tokens.admin,
      shared.id,
      await bodyOf(world.tokens.admin, shared.id, {
        profile: 'admin',
        group_ids: [group!.id],
        status: 'I',
        password: '',
        custom_fields: { [field!.id]: 'D-12' },
      }),
    );
    expect(res.data()).toMatchObject({
      profile: 'admin',
      groups: [{ id: group!.id, name: group!.name }],
      list_status: 'inactive',
      custom_fields: { [String(field!.id)]: 'D-12' },
      policies: { edit_account: false },
    });
    // Inactive here only: the other unit still lets the person in.
    expect((await login(shared.email, hostOf(world.company))).error().code).toBe('user_inactive');
    expect((await login(shared.email, hostOf(other))).statusCode).toBe(200);
    const inOther = await callAs(otherToken, calls.list, { query: { search: shared.email } });
    expect(inOther.data().data[0]).toMatchObject({ list_status: 'active', profile: 'user' });
  });

  it('keeps the picture and the second factor the person’s own', async () => {
    const shared = await sharedPerson();
    const picture = await callAs(world.tokens.admin, calls.uploadAvatar, {
      params: { id: shared.id },
      // The picture's bytes are the body.
      body: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('x'),
      ]) as never,
      headers: { 'content-type': 'image/png' },
    });
    expect(picture.statusCode).toBe(403);
    expect(picture.error().code).toBe('account_fields_read_only');
    const reset = await callAs(world.tokens.admin, mfaRoutes.reset, { params: { userId: shared.id } });
    expect(reset.statusCode).toBe(403);
    expect(reset.error().code).toBe('account_fields_read_only');
  });

  it('lets the partner’s master, who holds both units, edit the whole account', async () => {
    const shared = await sharedPerson();
    const body = await bodyOf(
      world.tokens.master,
      shared.id,
      { password: 'Master-Set-Pass-1' },
      world.company.id,
    );
    const list = await callAs(world.tokens.master, calls.list, {
      query: { company_id: world.company.id, per_page: 100 },
    });
    expect(list.data().data.find((u) => u.id === shared.id)?.policies.edit_account).toBe(true);
    const res = await edit(world.tokens.master, shared.id, body, world.company.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(shared.email, undefined, 'Master-Set-Pass-1')).statusCode).toBe(200);
  });

  it('lets an admin of both units edit the whole account', async () => {
    const shared = await sharedPerson();
    const both = await createUser(ctx.db, { profile: 'admin', companyId: world.company.id });
    await addMembership(ctx.db, both.id, other.id, 'admin');
    const token = await signIn(ctx.app, both.email);
    expect((await listed(token, shared.id))?.policies.edit_account).toBe(true);
    const res = await edit(token, shared.id, await bodyOf(token, shared.id, { phone: `+55 ${shared.id}` }));
    expect(res.data().phone).toBe(`+55 ${shared.id}`);
  });

  it('deactivating ends the membership in one unit only, with that unit’s sessions', async () => {
    const shared = await sharedPerson();
    const here = (await login(shared.email, hostOf(world.company))).data().token;
    const there = (await login(shared.email, hostOf(other))).data().token;

    const off = await onUser(world.tokens.admin, calls.deactivate, shared.id);
    expect(off.data().list_status).toBe('deactivated');
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(there)).statusCode).toBe(200);

    expect((await login(shared.email, hostOf(world.company))).error().code).toBe('user_deactivated');
    expect((await login(shared.email, hostOf(other))).statusCode).toBe(200);
    // On the platform's address the person lands in the unit that still has them.
    const anywhere = await login(shared.email);
    expect(anywhere.data().user).toMatchObject({ company_id: other.id });
    // Nor can they switch into the unit that deactivated them, which no longer lists it.
    const config = await callRoute(ctx.app, configRoutes.get, { token: there });
    expect(config.data().companies.map((c) => c.id)).toEqual([other.id]);
    const change = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token: there,
      body: { company_id: world.company.id },
      lang: 'en-US',
    });
    expect(change.error().code).toBe('user_deactivated');
    expect((await listed(otherToken, shared.id))?.list_status).toBe('active');

    const on = await onUser(world.tokens.admin, calls.activate, shared.id);
    expect(on.data().list_status).toBe('active');
    expect((await login(shared.email, hostOf(world.company))).statusCode).toBe(200);
  });

  it('blocking in one unit ends that unit’s sessions and keeps the other', async () => {
    const shared = await sharedPerson();
    const here = (await login(shared.email, hostOf(world.company))).data().token;
    const there = (await login(shared.email, hostOf(other))).data().token;
    const res = await edit(
      world.tokens.admin,
      shared.id,
      await bodyOf(world.tokens.admin, shared.id, { status: 'B', password: '' }),
    );
    expect(res.data().list_status).toBe('blocked');
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(there)).statusCode).toBe(200);
    expect((await login(shared.email, hostOf(world.company))).error()).toEqual({
      code: 'user_blocked',
      message: 'User is blocked!',
    });
  });

  it('counts a seat per unit: deactivated in one unit, the person still takes one in the other', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const unitAdmin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const token = await signIn(ctx.app, unitAdmin.email);
    const shared = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    await addMembership(ctx.db, shared.id, other.id, 'user');
    await ctx.db.update(companies).set({ userLimit: 2, bonusUsers: 0 }).where(eq(companies.id, unit.id));
    const add = () => callAs(token, calls.create, { body: newPerson() });
    expect((await add()).error().code).toBe('user_limit_reached');
    await onUser(token, calls.deactivate, shared.id);
    expect((await add()).statusCode).toBe(201);
  });
});
