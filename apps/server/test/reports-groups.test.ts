import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportGroupRoutes } from '@mirante/contracts';
import { reportAccess, reportGroups, reports, userGroups } from '../src/db/schema';
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

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
});
afterAll(() => ctx.close());

function save(token: string, body: unknown, id?: number) {
  return id
    ? callRoute(ctx.app, reportGroupRoutes.update, { token, params: { id }, body: body as never })
    : callRoute(ctx.app, reportGroupRoutes.create, { token, body: body as never });
}

async function addReport(values: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(reports)
    .values({
      companyId: world.company.id,
      kind: 'external',
      title: 'R',
      externalUrl: 'https://x.test',
      ...values,
    })
    .returning();
  return row!;
}

describe('report groups', () => {
  it('adds a group with its subgroups in one payload and lists them in order', async () => {
    const res = await save(world.tokens.admin, {
      name: 'Finance',
      icon: 'coin',
      position: 2,
      subgroups: [
        { name: 'Payables', icon: null, position: 1 },
        { name: 'Receivables', position: 0 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const group = res.data();
    expect(group).toMatchObject({ name: 'Finance', icon: 'coin', position: 2, reports_count: 0 });
    expect(group.subgroups.map((s) => s.name)).toEqual(['Receivables', 'Payables']);
    const stored = await ctx.db.select().from(reportGroups).where(eq(reportGroups.parentId, group.id));
    expect(stored).toHaveLength(2);
    expect(stored.every((s) => s.companyId === world.company.id)).toBe(true);

    await save(world.tokens.admin, { name: 'Abc', position: 1 });
    const list = await callRoute(ctx.app, reportGroupRoutes.list, { token: world.tokens.user });
    expect(list.statusCode).toBe(200);
    expect(list.data().data.map((g) => g.name)).toEqual(['Abc', 'Finance']);
    expect(list.data().policies).toEqual({ manage: false });
  });

  it('edits names and subgroups: keeps, renames, adds and removes (reports stay in the group)', async () => {
    const created = (
      await save(world.tokens.admin, { name: 'Ops', subgroups: [{ name: 'A' }, { name: 'B' }] })
    ).data();
    const [a, b] = created.subgroups as { id: number; name: string }[];
    const report = await addReport({ groupId: created.id, subgroupId: b!.id });
    const res = await save(
      world.tokens.admin,
      { name: 'Operations', subgroups: [{ id: a!.id, name: 'A2' }, { name: 'C' }] },
      created.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data().name).toBe('Operations');
    expect(
      res
        .data()
        .subgroups.map((s) => s.name)
        .sort(),
    ).toEqual(['A2', 'C']);
    expect(res.data().subgroups.find((s) => s.name === 'A2')?.id).toBe(a!.id);
    const [moved] = await ctx.db.select().from(reports).where(eq(reports.id, report.id));
    expect(moved).toMatchObject({ groupId: created.id, subgroupId: null });
    expect(res.data().reports_count).toBe(1);
  });

  it('refuses duplicate names, unknown subgroups and bad bodies', async () => {
    await save(world.tokens.admin, { name: 'Unique' });
    const dup = await save(world.tokens.admin, { name: 'unique' });
    expect(dup.statusCode).toBe(409);
    expect(dup.error().code).toBe('report_group_name_exists');
    const dupSub = await save(world.tokens.admin, {
      name: 'Other',
      subgroups: [{ name: 'X' }, { name: 'x' }],
    });
    expect(dupSub.statusCode).toBe(409);
    expect(Object.keys(dupSub.error().errors ?? {})).toEqual(['subgroups.1.name']);
    const created = (await save(world.tokens.admin, { name: 'Has subs', subgroups: [{ name: 'S' }] })).data();
    const foreign = await save(
      world.tokens.admin,
      { name: 'Has subs', subgroups: [{ id: 999999, name: 'S' }] },
      created.id,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.error().code).toBe('group_not_found');
    const bad = await save(world.tokens.admin, { name: '', position: -1, subgroups: [{ name: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual(['name', 'position', 'subgroups.0.name']);
  });

  it("answers 'This group does not exist!' for another unit's or an unknown group", async () => {
    const mine = (await save(world.tokens.admin, { name: 'Mine' })).data();
    const as = { token: otherAdminToken, lang: 'en-US', params: { id: mine.id } };
    for (const [method, send] of [
      ['GET', () => callRoute(ctx.app, reportGroupRoutes.get, as)],
      ['PUT', () => callRoute(ctx.app, reportGroupRoutes.update, { ...as, body: { name: 'Stolen' } })],
      ['DELETE', () => callRoute(ctx.app, reportGroupRoutes.remove, as)],
    ] as const) {
      const res = await send();
      expect(res.statusCode, method).toBe(404);
      expect(res.error()).toMatchObject({ code: 'group_not_found', message: 'This group does not exist!' });
    }
    const [still] = await ctx.db.select().from(reportGroups).where(eq(reportGroups.id, mine.id));
    expect(still).toMatchObject({ name: 'Mine', deletedAt: null });
  });

  it('refuses to delete a group with reports (naming the count) unless asked to move them', async () => {
    const group = (await save(world.tokens.admin, { name: 'Full', subgroups: [{ name: 'Sub' }] })).data();
    await addReport({ groupId: group.id });
    await addReport({ groupId: group.id, subgroupId: group.subgroups[0]!.id });
    const refused = await callRoute(ctx.app, reportGroupRoutes.remove, {
      token: world.tokens.admin,
      lang: 'en-US',
      params: { id: group.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.error()).toMatchObject({
      code: 'report_group_has_reports',
      message: 'This group still has 2 reports. Move them before deleting it.',
    });
    const moved = await callRoute(ctx.app, reportGroupRoutes.remove, {
      token: world.tokens.admin,
      params: { id: group.id },
      query: { move_reports: 'true' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.data()).toEqual({ moved: 2 });
    const rows = await ctx.db.select().from(reportGroups).where(eq(reportGroups.id, group.subgroups[0]!.id));
    expect(rows[0]!.deletedAt).not.toBeNull();
    const filed = await ctx.db.select().from(reports).where(eq(reports.groupId, group.id));
    expect(filed).toHaveLength(0);
  });

  it('keeps the management calls to admins', async () => {
    expect((await save(world.tokens.user, { name: 'Nope' })).statusCode).toBe(403);
    expect((await save(world.tokens.master, { name: 'Nope' })).statusCode).toBe(403);
    expect((await callRoute(ctx.app, reportGroupRoutes.list, {})).statusCode).toBe(401);
  });
});

describe('reports menu and select options', () => {
  it('shows the caller only the groups, subgroups and reports they may open', async () => {
    const group = (
      await save(world.tokens.admin, { name: 'Menu group', subgroups: [{ name: 'Menu sub' }] })
    ).data();
    const empty = (await save(world.tokens.admin, { name: 'Empty group' })).data();
    const inSub = await addReport({ title: 'In sub', groupId: group.id, subgroupId: group.subgroups[0]!.id });
    const inGroup = await addReport({ title: 'In group', groupId: group.id });
    const loose = await addReport({ title: 'Loose' });
    const secret = await addReport({ title: 'Secret', groupId: group.id });
    const hidden = await addReport({ title: 'Hidden', hidden: true });
    const [team] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Team' })
      .returning();
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, team!.id);
    await ctx.db.insert(reportAccess).values([
      { companyId: world.company.id, reportId: inSub.id, userId: world.users.user.id },
      { companyId: world.company.id, reportId: inGroup.id, groupId: team!.id },
      { companyId: world.company.id, reportId: loose.id, userId: world.users.user.id },
      { companyId: world.company.id, reportId: hidden.id, userId: world.users.user.id },
    ]);

    const menu = await callRoute(ctx.app, reportGroupRoutes.menu, { token: world.tokens.user });
    expect(menu.statusCode).toBe(200);
    const body = menu.data();
    expect(body.show_menu_report).toBe(true);
    const names = body.groups.map((g) => g.name);
    expect(names).toContain('Menu group');
    expect(names).not.toContain(empty.name);
    const menuGroup = body.groups.find((g) => g.id === group.id)!;
    expect(menuGroup.reports.map((r) => r.title)).toEqual(['In group']);
    expect(menuGroup.subgroups).toEqual([
      {
        id: group.subgroups[0]!.id,
        name: 'Menu sub',
        icon: null,
        reports: [{ id: inSub.id, kind: 'external', title: 'In sub', in_maintenance: false }],
      },
    ]);
    const ungrouped = body.ungrouped.map((r) => r.id);
    expect(ungrouped).toContain(loose.id);
    expect(ungrouped).not.toContain(hidden.id);
    expect(JSON.stringify(body)).not.toContain(`"id":${secret.id},`);

    const select = await callRoute(ctx.app, reportGroupRoutes.selectOptions, { token: world.tokens.user });
    expect(select.statusCode).toBe(200);
    const options = select.data().data;
    expect(options.map((o) => o.value).sort()).toEqual([inSub.id, inGroup.id, loose.id].sort());
    expect(options.find((o) => o.value === inSub.id)?.group).toBe('Menu group / Menu sub');

    const adminSelect = await callRoute(ctx.app, reportGroupRoutes.selectOptions, {
      token: world.tokens.admin,
    });
    const adminIds = adminSelect.data().data.map((o) => o.value);
    expect(adminIds).toEqual(expect.arrayContaining([secret.id, hidden.id]));
    const other = await callRoute(ctx.app, reportGroupRoutes.selectOptions, { token: otherAdminToken });
    expect(other.data().data).toEqual([]);
  });
});
