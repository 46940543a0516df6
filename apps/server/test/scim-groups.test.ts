import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberships,
  membershipGroups,
  reportAccess,
  reports,
  scimGroups,
  userGroups,
} from '../src/db/schema';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { entraUser, makeScimToken, PATCH_OP, scim } from './scim-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let token: string;
let otherToken: string;

const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  token = (await makeScimToken(ctx, world.tokens.admin)).token;
  const other = await createCompany(ctx.db);
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherToken = (await makeScimToken(ctx, await signIn(ctx.app, otherAdmin.email))).token;
});
afterAll(() => ctx.close());

/** The body Entra ID posts to create a group. */
function entraGroup(displayName: string) {
  return {
    schemas: [GROUP, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
    externalId: randomUUID(),
    displayName,
    meta: { resourceType: 'Group' },
  };
}

async function createGroup(name = `Group ${randomUUID()}`) {
  const res = await scim(ctx.app, token, 'POST', '/Groups', entraGroup(name));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; displayName: string; externalId: string };
}

async function createUsers(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await scim(
      ctx.app,
      token,
      'POST',
      '/Users',
      entraUser(`${randomUUID()}@contoso.test`, randomUUID()),
    );
    ids.push(res.json().id);
  }
  return ids;
}

const patchGroup = (id: string, operations: unknown[], t = token) =>
  scim(ctx.app, t, 'PATCH', `/Groups/${id}`, { schemas: [PATCH_OP], Operations: operations });

/** The groups a person (by SCIM id) is in, by id. */
async function groupsOf(membershipId: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ groupId: membershipGroups.groupId })
    .from(membershipGroups)
    .where(eq(membershipGroups.membershipId, Number(membershipId)));
  return rows.map((r) => r.groupId).sort((x, y) => x - y);
}

describe("Entra ID's group sequence", () => {
  it('creates a group as a user group of the unit, with its external id', async () => {
    const body = entraGroup(`Sales ${randomUUID()}`);
    const res = await scim(ctx.app, token, 'POST', '/Groups', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      displayName: body.displayName,
      externalId: body.externalId,
      members: [],
    });
    const [row] = await ctx.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.id, Number(res.json().id)));
    expect(row).toMatchObject({ companyId: world.company.id, name: body.displayName, deletedAt: null });
    const [identity] = await ctx.db.select().from(scimGroups).where(eq(scimGroups.groupId, row!.id));
    expect(identity?.externalId).toBe(body.externalId);
    const clash = await scim(ctx.app, token, 'POST', '/Groups', entraGroup(body.displayName.toUpperCase()));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().scimType).toBe('uniqueness');
  });

  it('finds a group by displayName without its members, and answers an unknown name with an empty list', async () => {
    const g = await createGroup();
    const q = encodeURIComponent(`displayName eq "${g.displayName}"`);
    const res = await scim(ctx.app, token, 'GET', `/Groups?excludedAttributes=members&filter=${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: g.id, displayName: g.displayName }],
    });
    expect(res.json().Resources[0].members).toBeUndefined();
    const byId = await scim(ctx.app, token, 'GET', `/Groups/${g.id}?excludedAttributes=members`);
    expect(byId.json().members).toBeUndefined();
    const none = await scim(
      ctx.app,
      token,
      'GET',
      `/Groups?filter=${encodeURIComponent(`displayName eq "${randomUUID()}"`)}`,
    );
    expect(none.statusCode).toBe(200);
    expect(none.json().totalResults).toBe(0);
  });

  it('adds members (answering 204), ignores one already there, and keeps a person in every group they join', async () => {
    const a = await createGroup();
    const b = await createGroup();
    const [u1, u2] = await createUsers(2);
    const add = await patchGroup(a.id, [
      {
        op: 'Add',
        path: 'members',
        value: [
          { $ref: null, value: u1 },
          { $ref: null, value: u2 },
        ],
      },
    ]);
    expect(add.statusCode).toBe(204);
    expect(add.body).toBe('');
    expect(await groupsOf(u1!)).toEqual([Number(a.id)]);
    expect(await groupsOf(u2!)).toEqual([Number(a.id)]);

    const again = await patchGroup(a.id, [{ op: 'add', path: 'members', value: [{ value: u1 }] }]);
    expect(again.statusCode).toBe(204);
    const members = (await scim(ctx.app, token, 'GET', `/Groups/${a.id}`)).json().members;
    expect(members.map((m: { value: string }) => m.value).sort()).toEqual([u1, u2].sort());

    // A person may be in several groups: joining b keeps u1 in a, and both list them.
    expect(
      (await patchGroup(b.id, [{ op: 'Add', path: 'members', value: [{ value: u1 }] }])).statusCode,
    ).toBe(204);
    expect(await groupsOf(u1!)).toEqual([Number(a.id), Number(b.id)].sort((x, y) => x - y));
    const listed = async (id: string) =>
      (await scim(ctx.app, token, 'GET', `/Groups/${id}`))
        .json()
        .members.map((m: { value: string }) => m.value);
    expect(await listed(a.id)).toContain(u1);
    expect(await listed(b.id)).toEqual([u1]);
    const user = (await scim(ctx.app, token, 'GET', `/Users/${u1}`)).json();
    expect(user.groups.map((g: { value: string }) => g.value).sort()).toEqual([a.id, b.id].sort());
    // Removing u1 from a leaves them in b.
    await patchGroup(a.id, [{ op: 'Remove', path: 'members', value: [{ value: u1 }] }]);
    expect(await groupsOf(u1!)).toEqual([Number(b.id)]);
  });

  it.each([
    [
      'a value list (without aadOptscim062020)',
      (id: string) => ({ op: 'Remove', path: 'members', value: [{ value: id }] }),
    ],
    [
      'a path filter (aadOptscim062020)',
      (id: string) => ({ op: 'remove', path: `members[value eq "${id}"]` }),
    ],
  ])('removes a member by %s', async (_, operation) => {
    const g = await createGroup();
    const [u1, u2] = await createUsers(2);
    await patchGroup(g.id, [{ op: 'add', path: 'members', value: [{ value: u1 }, { value: u2 }] }]);
    const res = await patchGroup(g.id, [operation(u1!)]);
    expect(res.statusCode).toBe(204);
    expect(await groupsOf(u1!)).toEqual([]);
    expect(await groupsOf(u2!)).toEqual([Number(g.id)]);
  });

  it('renames a group with Replace on displayName, and with a path-less replace', async () => {
    const g = await createGroup();
    const name = `${randomUUID()}updatedDisplayName`;
    expect((await patchGroup(g.id, [{ op: 'Replace', path: 'displayName', value: name }])).statusCode).toBe(
      204,
    );
    const [row] = await ctx.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.id, Number(g.id)));
    expect(row?.name).toBe(name);
    const second = `${randomUUID()} again`;
    expect((await patchGroup(g.id, [{ op: 'replace', value: { displayName: second } }])).statusCode).toBe(
      204,
    );
    const [renamed] = await ctx.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.id, Number(g.id)));
    expect(renamed?.name).toBe(second);
  });

  it('replaces a group with PUT: its members become exactly those listed', async () => {
    const g = await createGroup();
    const [u1, u2, u3] = await createUsers(3);
    await patchGroup(g.id, [{ op: 'add', path: 'members', value: [{ value: u1 }, { value: u2 }] }]);
    const name = `Put ${randomUUID()}`;
    const res = await scim(ctx.app, token, 'PUT', `/Groups/${g.id}`, {
      schemas: [GROUP],
      displayName: name,
      members: [{ value: u2 }, { value: u3 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe(name);
    expect(
      res
        .json()
        .members.map((m: { value: string }) => m.value)
        .sort(),
    ).toEqual([u2, u3].sort());
    expect(await groupsOf(u1!)).toEqual([]);
    expect(await groupsOf(u3!)).toEqual([Number(g.id)]);
  });

  it('deletes a group: its members leave it, keep their other groups and stay in the unit', async () => {
    const g = await createGroup();
    const kept = await createGroup();
    const [u1] = await createUsers(1);
    await patchGroup(g.id, [{ op: 'Add', path: 'members', value: [{ value: u1 }] }]);
    await patchGroup(kept.id, [{ op: 'Add', path: 'members', value: [{ value: u1 }] }]);
    const del = await scim(ctx.app, token, 'DELETE', `/Groups/${g.id}`);
    expect(del.statusCode).toBe(204);
    expect((await scim(ctx.app, token, 'GET', `/Groups/${g.id}`)).statusCode).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.id, Number(g.id)));
    expect(row?.deletedAt).not.toBeNull();
    expect(await groupsOf(u1!)).toEqual([Number(kept.id)]);
    expect((await scim(ctx.app, token, 'GET', `/Users/${u1}`)).statusCode).toBe(200);
  });
});

describe('a person in several groups', () => {
  it("keeps the reports of a group that is not sent again (Entra's incremental cycles)", async () => {
    const a = await createGroup();
    const b = await createGroup();
    const [report1, report2] = await ctx.db
      .insert(reports)
      .values(
        ['Of group A', 'Of group B'].map((title) => ({
          companyId: world.company.id,
          kind: 'external' as const,
          title,
          externalUrl: 'https://bi.example.com/r',
        })),
      )
      .returning();
    await ctx.db.insert(reportAccess).values([
      { companyId: world.company.id, reportId: report1!.id, groupId: Number(a.id) },
      { companyId: world.company.id, reportId: report2!.id, groupId: Number(b.id) },
    ]);
    const [membership] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, world.users.user.id), eq(memberships.companyId, world.company.id)));
    const u = String(membership!.id);
    const opens = async (reportId: number) =>
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/report_view/check/exist/report',
          token: world.tokens.user,
          body: { reportId },
        })
      ).json().exist;

    expect((await patchGroup(a.id, [{ op: 'add', path: 'members', value: [{ value: u }] }])).statusCode).toBe(
      204,
    );
    expect((await patchGroup(b.id, [{ op: 'add', path: 'members', value: [{ value: u }] }])).statusCode).toBe(
      204,
    );
    const members = async (id: string) =>
      ((await scim(ctx.app, token, 'GET', `/Groups/${id}`)).json().members ?? []).map(
        (m: { value: string }) => m.value,
      );
    expect(await members(a.id)).toContain(u);
    expect(await members(b.id)).toContain(u);
    expect(await opens(report1!.id)).toBe(true);
    expect(await opens(report2!.id)).toBe(true);
    // Leaving B takes B's report away and nothing else.
    await patchGroup(b.id, [{ op: 'remove', path: `members[value eq "${u}"]` }]);
    expect(await opens(report1!.id)).toBe(true);
    expect(await opens(report2!.id)).toBe(false);
  });
});

describe('group tenancy', () => {
  it("never reads nor changes another unit's groups, nor adds its people", async () => {
    const g = await createGroup();
    const [mine] = await createUsers(1);
    expect((await scim(ctx.app, otherToken, 'GET', `/Groups/${g.id}`)).statusCode).toBe(404);
    expect(
      (await patchGroup(g.id, [{ op: 'Replace', path: 'displayName', value: 'x' }], otherToken)).statusCode,
    ).toBe(404);
    expect((await scim(ctx.app, otherToken, 'DELETE', `/Groups/${g.id}`)).statusCode).toBe(404);
    // Their own group, naming a person of this unit: nothing happens to that person.
    const theirs = (
      await scim(ctx.app, otherToken, 'POST', '/Groups', entraGroup(`T ${randomUUID()}`))
    ).json();
    const res = await patchGroup(
      theirs.id,
      [{ op: 'Add', path: 'members', value: [{ value: mine }] }],
      otherToken,
    );
    expect(res.statusCode).toBe(204);
    expect(await groupsOf(mine!)).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.id, Number(g.id)));
    expect(row?.deletedAt).toBeNull();
  });
});
