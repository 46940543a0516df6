import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, membershipGroups, userGroups } from '../src/db/schema';
import { groupRoutes } from '@mirante/contracts';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { addUserToGroup } from '../src/modules/groups/groups-members.service';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherAdminToken: string;
let otherCompanyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  otherCompanyId = other.id;
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
});
afterAll(() => ctx.close());

function create(token: string, body: { name: string; description?: string | null }) {
  return callRoute(ctx.app, groupRoutes.create, { token, body });
}

describe('user groups', () => {
  it('creates, lists with member counts and searches the unit groups', async () => {
    const res = await create(world.tokens.admin, { name: 'Finance', description: 'Money people' });
    const group = res.data();
    expect(group).toMatchObject({ name: 'Finance', description: 'Money people', members_count: 0 });
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, group.id);
    await create(world.tokens.admin, { name: 'Sales' });

    const list = (
      await callRoute(ctx.app, groupRoutes.list, { token: world.tokens.admin, query: { search: 'fin' } })
    ).data();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: group.id, members_count: 1 });

    const page = (
      await callRoute(ctx.app, groupRoutes.list, {
        token: world.tokens.admin,
        query: { per_page: 1, page: 2 },
      })
    ).data();
    expect(page).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('lists member counts that follow members joining, leaving and their membership removed', async () => {
    const group = (await create(world.tokens.admin, { name: 'Counted' })).data();
    const count = async () =>
      (
        await callRoute(ctx.app, groupRoutes.list, {
          token: world.tokens.admin,
          query: { search: 'Counted' },
        })
      ).data().data[0]?.members_count;
    expect(await count()).toBe(0);
    const member = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await addUserToGroup(ctx.db, world.company.id, member.id, group.id);
    expect(await count()).toBe(1);
    const membership = and(eq(memberships.userId, member.id), eq(memberships.companyId, world.company.id));
    await ctx.db.update(memberships).set({ deletedAt: new Date() }).where(membership);
    expect(await count()).toBe(0);
    await ctx.db.update(memberships).set({ deletedAt: null }).where(membership);
    expect(await count()).toBe(1);
    await ctx.db.update(userGroups).set({ name: 'Counted again' }).where(eq(userGroups.id, group.id));
    const renamed = await callRoute(ctx.app, groupRoutes.list, {
      token: world.tokens.admin,
      query: { search: 'Counted' },
    });
    expect(renamed.data().data[0]?.name).toBe('Counted again');
  });

  it('keeps names unique per unit ignoring case, but not across units', async () => {
    const clash = await create(world.tokens.admin, { name: 'FINANCE' });
    expect(clash.statusCode).toBe(409);
    expect(clash.error().code).toBe('group_name_exists');
    expect(clash.error().errors?.name).toBeDefined();
    const elsewhere = await create(otherAdminToken, { name: 'Finance' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('renames a group and refuses a name taken by another group', async () => {
    const g = (await create(world.tokens.admin, { name: 'Ops' })).data();
    const rename = (name: string, description?: string) =>
      callRoute(ctx.app, groupRoutes.update, {
        token: world.tokens.admin,
        params: { id: g.id },
        body: { name, ...(description !== undefined ? { description } : {}) },
      });
    const renamed = (await rename('Operations', '')).data();
    expect(renamed).toMatchObject({ name: 'Operations', description: null });
    const [stored] = await ctx.db.select().from(userGroups).where(eq(userGroups.id, g.id));
    expect(stored?.name).toBe('Operations');
    expect((await rename('operations')).statusCode).toBe(200);
    expect((await rename('sales')).statusCode).toBe(409);
  });

  it('answers 400 with field errors for a bad body', async () => {
    const res = await create(world.tokens.admin, { name: '', description: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.error().code).toBe('validation_failed');
    expect(Object.keys(res.error().errors ?? {})).toEqual(expect.arrayContaining(['name', 'description']));
    const badId = await callRoute(ctx.app, groupRoutes.get, {
      params: { id: 'abc' as never },
      token: world.tokens.admin,
    });
    expect(badId.statusCode).toBe(400);
  });

  it("answers 404 'This group does not exist!' for another unit's group", async () => {
    const foreign = (await create(otherAdminToken, { name: 'Theirs' })).data();
    const asAdmin = { token: world.tokens.admin, lang: 'en-US', params: { id: foreign.id } };
    for (const [method, send] of [
      ['GET', () => callRoute(ctx.app, groupRoutes.get, asAdmin)],
      ['PUT', () => callRoute(ctx.app, groupRoutes.update, { ...asAdmin, body: { name: 'Mine now' } })],
      ['DELETE', () => callRoute(ctx.app, groupRoutes.remove, asAdmin)],
    ] as const) {
      const res = await send();
      expect(res.statusCode, method).toBe(404);
      expect(res.error()).toMatchObject({ code: 'group_not_found', message: 'This group does not exist!' });
    }
    const list = (
      await callRoute(ctx.app, groupRoutes.list, { token: world.tokens.admin, query: { per_page: 100 } })
    ).data();
    expect(list.data.map((g) => g.id)).not.toContain(foreign.id);
    expect(otherCompanyId).not.toBe(world.company.id);
  });

  it('refuses to delete a group with members unless they leave it', async () => {
    const g = (await create(world.tokens.admin, { name: 'Leaving' })).data();
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, g.id);
    const remove = (move?: 'true') =>
      callRoute(ctx.app, groupRoutes.remove, {
        token: world.tokens.admin,
        params: { id: g.id },
        query: move ? { move_members: move } : {},
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.error().code).toBe('group_has_members');
    expect(refused.error().message).toContain('1');

    expect((await remove('true')).data()).toEqual({ moved: 1 });
    const [membership] = await ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, world.users.user.id), eq(memberships.companyId, world.company.id)));
    const links = await ctx.db
      .select()
      .from(membershipGroups)
      .where(eq(membershipGroups.membershipId, membership!.id));
    // Out of the deleted group; their other groups stay.
    expect(links.map((l) => l.groupId)).not.toContain(g.id);
    const [stored] = await ctx.db.select().from(userGroups).where(eq(userGroups.id, g.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    const again = await callRoute(ctx.app, groupRoutes.get, {
      token: world.tokens.admin,
      params: { id: g.id },
    });
    expect(again.statusCode).toBe(404);
    // The name is free again once the group is deleted.
    expect((await create(world.tokens.admin, { name: 'Leaving' })).statusCode).toBe(201);
  });

  it('deletes an empty group at once', async () => {
    const g = (await create(world.tokens.admin, { name: 'Empty' })).data();
    const res = await callRoute(ctx.app, groupRoutes.remove, {
      token: world.tokens.admin,
      params: { id: g.id },
    });
    expect(res.data()).toEqual({ moved: 0 });
  });

  it('lets the unit’s partner read its groups by naming the unit, and nothing more', async () => {
    await create(world.tokens.admin, { name: 'Read by the partner' });
    const read = (token: string, query: { company_id?: number; search?: string }) =>
      callRoute(ctx.app, groupRoutes.list, { token, query });
    const listed = await read(world.tokens.master, { company_id: world.company.id, search: 'partner' });
    expect(listed.data().data.map((g) => g.name)).toEqual(['Read by the partner']);
    // The partner's other unit has groups of its own; a unit it does not hold is not found.
    expect(
      (await read(world.tokens.master, { company_id: otherCompanyId, search: 'partner' })).data().total,
    ).toBe(0);
    const stranger = await createWorld(ctx);
    expect((await read(stranger.tokens.master, { company_id: world.company.id })).statusCode).toBe(404);
    expect((await read(world.tokens.master, {})).statusCode).toBe(400);
    // An admin naming another unit is not let in either; the partner still cannot write.
    expect((await read(world.tokens.admin, { company_id: otherCompanyId })).statusCode).toBe(404);
    expect((await create(world.tokens.master, { name: 'Nope' })).statusCode).toBe(403);
  });
});
