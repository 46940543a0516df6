import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, scimMemberships, sessions, users } from '../src/db/schema';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { ENTERPRISE_USER, entraUser, makeScimToken, PATCH_OP, scim } from './scim-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  token = (await makeScimToken(ctx, world.tokens.admin)).token;
  const other = await createCompany(ctx.db);
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherToken = (await makeScimToken(ctx, await signIn(ctx.app, otherAdmin.email))).token;
});
afterAll(() => ctx.close());

const get = (url: string, t = token) => scim(ctx.app, t, 'GET', url);
const filter = (expr: string) => `/Users?filter=${encodeURIComponent(expr)}`;
const patch = (id: string, operations: unknown[], t = token) =>
  scim(ctx.app, t, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: operations });

async function create(userName = `${randomUUID()}@contoso.test`, extra: Record<string, unknown> = {}) {
  const res = await scim(ctx.app, token, 'POST', '/Users', entraUser(userName, randomUUID(), extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; userName: string; externalId: string };
}

async function stored(id: string) {
  const [row] = await ctx.db
    .select({
      name: users.name,
      email: users.email,
      department: users.department,
      deactivatedAt: memberships.deactivatedAt,
      deletedAt: memberships.deletedAt,
      userId: users.id,
      userName: scimMemberships.userName,
      externalId: scimMemberships.externalId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimMemberships, eq(scimMemberships.membershipId, memberships.id))
    .where(eq(memberships.id, Number(id)));
  return row!;
}

describe('SCIM authentication and format', () => {
  it('refuses a call without a token or with an unknown one, in the SCIM error schema', async () => {
    for (const t of [undefined, 'not-a-token']) {
      const res = await scim(ctx.app, t, 'GET', '/Users');
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/scim+json');
      expect(res.json()).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '401',
        detail: expect.any(String),
      });
    }
    // A portal session is not a provisioning token.
    expect((await get('/Users', world.tokens.admin)).statusCode).toBe(401);
  });

  it('answers an unknown SCIM path with a SCIM 404, and a malformed body with 400 invalidSyntax', async () => {
    const missing = await get('/Nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('404');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
  });

  it('guards the route as matched, whatever the spelling of the path', async () => {
    for (const url of ['/scim/v2/%55sers', '/scim/v2/Users/', '/scim/v2/ServiceProviderConfig']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
    }
    expect((await get('/Users/not-a-number')).statusCode).toBe(404);
    expect((await get('/Users/99999999')).statusCode).toBe(404);
    const unsupported = await get(filter('title eq "x"'));
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toMatchObject({ status: '400', scimType: 'invalidFilter' });
  });

  it('serves the discovery documents', async () => {
    const spc = await get('/ServiceProviderConfig');
    expect(spc.statusCode).toBe(200);
    expect(spc.headers['content-type']).toContain('application/scim+json');
    expect(spc.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
    });
    const types = (await get('/ResourceTypes')).json();
    expect(types.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    const schemas = (await get('/Schemas')).json();
    expect(schemas.Resources.map((s: { id: string }) => s.id)).toContain(ENTERPRISE_USER);
  });
});

describe("Entra ID's user sequence", () => {
  it('answers the test connection (a random GUID) with 200 and an empty list, never 404', async () => {
    const res = await get(filter(`userName eq "${randomUUID()}"`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
  });

  it('creates a user with the core and enterprise schemas and stores it', async () => {
    const userName = `Test_User_${randomUUID()}@contoso.test`;
    const externalId = randomUUID();
    const res = await scim(
      ctx.app,
      token,
      'POST',
      '/Users',
      entraUser(userName, externalId, { [ENTERPRISE_USER]: { department: 'Finance', employeeNumber: '7' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('application/scim+json');
    const body = res.json();
    expect(body).toMatchObject({
      userName,
      externalId,
      active: true,
      name: { formatted: 'Given Family', givenName: 'Given', familyName: 'Family' },
      emails: [{ value: userName, type: 'work', primary: true }],
      [ENTERPRISE_USER]: { department: 'Finance' },
      meta: {
        resourceType: 'User',
        location: expect.stringMatching(new RegExp(`/scim/v2/Users/${body.id}$`)),
      },
    });
    // Entra sent no displayName: none is made up from name.formatted (they are kept apart).
    expect(body.displayName).toBeUndefined();
    expect(await stored(body.id)).toMatchObject({
      name: 'Given Family',
      email: userName,
      department: 'Finance',
      deactivatedAt: null,
      userName,
      externalId,
    });
    const [m] = await ctx.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, Number(body.id)));
    expect(m).toMatchObject({ companyId: world.company.id, profile: 'user', invitedAt: null });
  });

  it('refuses a taken userName (in any letter case) with 409 uniqueness', async () => {
    const first = await create();
    const again = await scim(
      ctx.app,
      token,
      'POST',
      '/Users',
      entraUser(first.userName.toUpperCase(), randomUUID()),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const sameExternal = await scim(
      ctx.app,
      token,
      'POST',
      '/Users',
      entraUser('x@contoso.test', first.externalId),
    );
    expect(sameExternal.statusCode).toBe(409);
    expect(sameExternal.json().scimType).toBe('uniqueness');
  });

  it('keeps a userName that is not an e-mail, taking the account e-mail from emails', async () => {
    const userName = `Test_User_${randomUUID()}`;
    const mail = `${randomUUID()}@contoso.test`;
    const res = await scim(ctx.app, token, 'POST', '/Users', {
      ...entraUser(userName, randomUUID()),
      emails: [{ primary: true, type: 'work', value: mail }],
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ userName, email: mail });
    const found = await get(filter(`userName eq "${userName.toLowerCase()}"`));
    expect(found.json().totalResults).toBe(1);
  });

  it('finds users by userName (ignoring case), externalId, work e-mail and with and', async () => {
    const u = await create(`Mixed.Case.${randomUUID()}@Contoso.test`);
    const byName = await get(filter(`userName eq "${u.userName.toLowerCase()}"`));
    expect(byName.json()).toMatchObject({ totalResults: 1, Resources: [{ id: u.id }] });
    const byExternal = await get(filter(`externalId eq "${u.externalId}"`));
    expect(byExternal.json().Resources.map((r: { id: string }) => r.id)).toEqual([u.id]);
    const byMail = await get(filter(`emails[type eq "work"].value eq "${u.userName.toUpperCase()}"`));
    expect(byMail.json().Resources.map((r: { id: string }) => r.id)).toEqual([u.id]);
    const both = await get(filter(`userName eq "${u.userName}" and externalId eq "${u.externalId}"`));
    expect(both.json().totalResults).toBe(1);
    const neither = await get(filter(`userName eq "${u.userName}" and externalId eq "other"`));
    expect(neither.json().totalResults).toBe(0);
    const badFilter = await get(filter('userName eq'));
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().scimType).toBe('invalidFilter');
  });

  it('pages with startIndex and count, 1-based', async () => {
    const all = (await get('/Users?count=200')).json();
    expect(all.totalResults).toBeGreaterThanOrEqual(4);
    const page = (await get('/Users?startIndex=2&count=2')).json();
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((r: { id: string }) => r.id)).toEqual(
      all.Resources.slice(1, 3).map((r: { id: string }) => r.id),
    );
    const none = (await get('/Users?count=0')).json();
    expect(none).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, Resources: [] });
  });

  it('applies Replace, Add and Remove in any letter case, with filtered and dotted paths', async () => {
    const u = await create();
    const newMail = `${randomUUID()}@contoso.test`;
    const res = await patch(u.id, [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: newMail },
      { op: 'replace', path: 'name.familyName', value: 'Updated' },
      {
        op: 'Add',
        path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
        value: 'Ops',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emails: [{ value: newMail }], name: { familyName: 'Updated' } });
    expect(await stored(u.id)).toMatchObject({ email: newMail, name: 'Given Updated', department: 'Ops' });
    const removed = await patch(u.id, [
      { op: 'REMOVE', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department' },
    ]);
    expect(removed.statusCode).toBe(200);
    expect((await stored(u.id)).department).toBeNull();
    const unknownOp = await patch(u.id, [{ op: 'move', path: 'userName', value: 'x' }]);
    expect(unknownOp.statusCode).toBe(400);
    expect(unknownOp.json().status).toBe('400');
  });

  it('adds a work e-mail when the user has none matching the filter', async () => {
    const u = await create();
    // A second e-mail of another type exists; the work one is replaced by Add on the filter.
    const mail = `${randomUUID()}@contoso.test`;
    const res = await patch(u.id, [
      { op: 'remove', path: 'emails[type eq "work"]' },
      { op: 'Add', path: 'emails[type eq "work"].value', value: mail },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().emails).toEqual([{ value: mail, type: 'work', primary: true }]);
    expect((await stored(u.id)).email).toBe(mail);
  });

  it('takes a path-less replace with dotted and URN keys (aadOptscim062020)', async () => {
    const u = await create();
    const res = await patch(u.id, [
      {
        op: 'replace',
        value: {
          'name.givenName': 'Ana',
          'name.familyName': 'Souza',
          'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department': 'Legal',
          active: true,
        },
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await stored(u.id)).toMatchObject({ name: 'Ana Souza', department: 'Legal', deactivatedAt: null });
  });

  it('replaces a user with PUT: what it leaves out is cleared', async () => {
    const u = await create(undefined, {
      [ENTERPRISE_USER]: { department: 'Finance' },
    });
    const res = await scim(ctx.app, token, 'PUT', `/Users/${u.id}`, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: u.userName,
      externalId: u.externalId,
      displayName: 'Put Name',
      active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Put Name', active: true });
    expect(await stored(u.id)).toMatchObject({ name: 'Put Name', department: null, email: u.userName });
  });

  it('changes userName with Replace and keeps it unique', async () => {
    const a = await create();
    const b = await create();
    const renamed = `${randomUUID()}@contoso.test`;
    expect((await patch(a.id, [{ op: 'Replace', path: 'userName', value: renamed }])).statusCode).toBe(200);
    expect((await stored(a.id)).userName).toBe(renamed);
    const clash = await patch(b.id, [{ op: 'Replace', path: 'userName', value: renamed.toUpperCase() }]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().scimType).toBe('uniqueness');
  });
});

describe('deprovisioning', () => {
  async function signedInUser() {
    const u = await create();
    const [row] = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.id, Number(u.id)));
    const { updatePassword } = await import('../src/modules/users/users.service');
    const { hashPassword } = await import('../src/platform/passwords');
    await updatePassword(ctx.db, row!.userId, await hashPassword('Correct-Horse-9'));
    const session = await signIn(ctx.app, u.userName);
    return { ...u, userId: row!.userId, session };
  }

  const me = (session: string) => call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session });

  it.each([
    ['a boolean (aadOptscim062020)', false, true],
    ['the strings Entra sends without the flag', 'False', 'True'],
  ])(
    'deactivates with active as %s, ending sessions, and reactivation restores access',
    async (_, off, on) => {
      const u = await signedInUser();
      expect((await me(u.session)).statusCode).toBe(200);
      const res = await patch(u.id, [{ op: 'Replace', path: 'active', value: off }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().active).toBe(false);
      expect((await stored(u.id)).deactivatedAt).not.toBeNull();
      expect((await me(u.session)).statusCode).toBe(401);
      // Nor can they sign in again while deprovisioned.
      const refused = await call(ctx.app, {
        method: 'POST',
        url: '/api/login',
        body: { email: u.userName, password: 'Correct-Horse-9' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('user_deactivated');
      const open = await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, u.userId), eq(sessions.companyId, world.company.id)));
      expect(open.every((s) => s.revokedAt !== null)).toBe(true);
      // Nothing is lost: the account and its membership are still there.
      expect(await stored(u.id)).toMatchObject({ email: u.userName, deletedAt: null });

      const back = await patch(u.id, [{ op: 'replace', value: { active: on } }]);
      expect(back.statusCode).toBe(200);
      expect(back.json().active).toBe(true);
      expect((await stored(u.id)).deactivatedAt).toBeNull();
      expect((await me(await signIn(ctx.app, u.userName))).statusCode).toBe(200);
    },
  );

  it('refuses active values that are not booleans', async () => {
    const u = await create();
    const res = await patch(u.id, [{ op: 'Replace', path: 'active', value: 'maybe' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().scimType).toBe('invalidValue');
  });

  it('removes a user with DELETE (restorable), ends their sessions, and a new create puts them back', async () => {
    const u = await signedInUser();
    const del = await scim(ctx.app, token, 'DELETE', `/Users/${u.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await get(`/Users/${u.id}`)).statusCode).toBe(404);
    expect((await me(u.session)).statusCode).toBe(401);
    const row = await stored(u.id);
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).toBe(u.userName);

    const again = await scim(ctx.app, token, 'POST', '/Users', entraUser(u.userName, randomUUID()));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(u.id);
    expect((await stored(u.id)).deletedAt).toBeNull();
  });

  it('frees the userName and externalId of a deleted user for a new person', async () => {
    const userName = `Test_User_${randomUUID()}`;
    const externalId = randomUUID();
    const first = await scim(ctx.app, token, 'POST', '/Users', {
      ...entraUser(userName, externalId),
      emails: [{ type: 'work', value: `${randomUUID()}@contoso.test` }],
    });
    expect(first.statusCode).toBe(201);
    expect((await scim(ctx.app, token, 'DELETE', `/Users/${first.json().id}`)).statusCode).toBe(204);
    const second = await scim(ctx.app, token, 'POST', '/Users', {
      ...entraUser(userName, externalId),
      emails: [{ type: 'work', value: `${randomUUID()}@contoso.test` }],
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await stored(second.json().id)).toMatchObject({ userName, externalId });
  });

  it('adds a membership when the e-mail already has an account elsewhere, leaving the account as it is', async () => {
    const elsewhere = await createCompany(ctx.db);
    const person = await createUser(ctx.db, { profile: 'user', companyId: elsewhere.id });
    const res = await scim(ctx.app, token, 'POST', '/Users', {
      ...entraUser(person.email, randomUUID()),
      displayName: 'Renamed By Directory',
    });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row.userId).toBe(person.id);
    expect(row.name).toBe('Test user');
    const patched = await patch(res.json().id, [{ op: 'Replace', path: 'displayName', value: 'Other Name' }]);
    expect(patched.statusCode).toBe(200);
    expect((await stored(res.json().id)).name).toBe('Test user');
  });

  it('counts SCIM users against the user limit plus bonus seats', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const t = (await makeScimToken(ctx, await signIn(ctx.app, admin.email))).token;
    await ctx.db.update(companies).set({ userLimit: 1, bonusUsers: 1 }).where(eq(companies.id, unit.id));
    const first = await scim(ctx.app, t, 'POST', '/Users', entraUser(`${randomUUID()}@c.test`, randomUUID()));
    expect(first.statusCode).toBe(201);
    const past = await scim(ctx.app, t, 'POST', '/Users', entraUser(`${randomUUID()}@c.test`, randomUUID()));
    expect(past.statusCode).toBe(403);
    expect(past.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '403',
      detail: 'O limite de usuários desta unidade de negócio foi atingido.',
    });
    // An inactive user takes no seat; activating them needs one.
    const idle = await scim(ctx.app, t, 'POST', '/Users', {
      ...entraUser(`${randomUUID()}@c.test`, randomUUID()),
      active: false,
    });
    expect(idle.statusCode).toBe(201);
    const wake = await patch(idle.json().id, [{ op: 'Replace', path: 'active', value: true }], t);
    expect(wake.statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it("never shows nor changes another unit's users", async () => {
    const mine = await create();
    expect((await get(`/Users/${mine.id}`, otherToken)).statusCode).toBe(404);
    expect(
      (await patch(mine.id, [{ op: 'Replace', path: 'active', value: false }], otherToken)).statusCode,
    ).toBe(404);
    expect((await scim(ctx.app, otherToken, 'DELETE', `/Users/${mine.id}`)).statusCode).toBe(404);
    const search = await get(filter(`userName eq "${mine.userName}"`), otherToken);
    expect(search.json().totalResults).toBe(0);
    expect((await stored(mine.id)).deactivatedAt).toBeNull();
    // The same userName may exist in another unit: it is a different membership there.
    const theirs = await scim(ctx.app, otherToken, 'POST', '/Users', entraUser(mine.userName, randomUUID()));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.id);
  });
});
