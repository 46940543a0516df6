import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../src/db/schema';
import {
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { CORE_USER, ENTERPRISE_USER, entraUser, makeScimToken, PATCH_OP, scim } from './scim-fixtures';

/*
 * SCIM 2.0 as RFC 7643 (schema) and RFC 7644 (protocol) say it, section by section, and the cases
 * of Microsoft's SCIM validator for Entra ID provisioning (user create, read, filter, update, null
 * update, delete; pagination; groups). Each test names the section or the validator case it
 * checks. The app serves a built web app here, as in production, so that a path under /scim/v2
 * that the web app's page fallback could answer is seen.
 */

const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const SPC = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let token: string;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'mirante-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Mirante</title><div id="root"></div>');
  ctx = await createTestContext({ webDir });
  world = await createWorld(ctx);
  token = (await makeScimToken(ctx, world.tokens.admin)).token;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDir, { recursive: true, force: true });
});

type Resource = Record<string, unknown> & { id: string; meta: { location: string } };

const get = (url: string, t = token) => scim(ctx.app, t, 'GET', url);
const usersWhere = (expr: string, extra = '') =>
  get(`/Users?filter=${encodeURIComponent(expr)}${extra ? `&${extra}` : ''}`);
const patchUser = (id: string, operations: unknown[]) =>
  scim(ctx.app, token, 'PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: operations });
const patchGroup = (id: string, operations: unknown[]) =>
  scim(ctx.app, token, 'PATCH', `/Groups/${id}`, { schemas: [PATCH_OP], Operations: operations });

/** The path under /scim/v2 of a resource's `meta.location`. */
const pathOf = (location: string) => new URL(location).pathname.replace(/^\/scim\/v2/, '');

function expectScimError(res: LightMyRequestResponse, status: number, scimType?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/scim+json');
  expect(res.json()).toMatchObject({
    schemas: [ERROR],
    status: String(status),
    detail: expect.any(String),
    ...(scimType ? { scimType } : {}),
  });
}

async function createUserResource(extra: Record<string, unknown> = {}, t = token): Promise<Resource> {
  const userName = `Test_User_${randomUUID()}@contoso.test`;
  const res = await scim(ctx.app, t, 'POST', '/Users', entraUser(userName, randomUUID(), extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createGroupResource(
  displayName = `Group ${randomUUID()}`,
  extra: Record<string, unknown> = {},
) {
  const res = await scim(ctx.app, token, 'POST', '/Groups', {
    schemas: [GROUP],
    externalId: randomUUID(),
    displayName,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Resource & { displayName: string; externalId: string };
}

async function membersOf(groupId: string): Promise<string[]> {
  const res = await get(`/Groups/${groupId}`);
  expect(res.statusCode, res.body).toBe(200);
  return ((res.json().members ?? []) as { value: string }[]).map((m) => m.value).sort();
}

describe('RFC 7644 §3.3 creating resources', () => {
  it('RFC 7644 §3.3: POST /Users answers 201 with a Location header equal to meta.location', async () => {
    const res = await scim(
      ctx.app,
      token,
      'POST',
      '/Users',
      entraUser(`${randomUUID()}@contoso.test`, randomUUID()),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.meta.location).toMatch(new RegExp(`^http://[^/]+/scim/v2/Users/${body.id}$`));
    expect(res.headers.location).toBe(body.meta.location);
    const again = await get(pathOf(res.headers.location as string));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
  });

  it('RFC 7644 §3.3: POST /Groups answers 201 with a Location header equal to meta.location', async () => {
    const res = await scim(ctx.app, token, 'POST', '/Groups', {
      schemas: [GROUP],
      displayName: `Located ${randomUUID()}`,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.meta.location).toMatch(new RegExp(`^http://[^/]+/scim/v2/Groups/${body.id}$`));
    expect(res.headers.location).toBe(body.meta.location);
    expect((await get(pathOf(res.headers.location as string))).json().id).toBe(body.id);
  });
});

describe('RFC 7644 §3.4.2.5 attributes and excludedAttributes', () => {
  const fullUser = () =>
    createUserResource({
      displayName: 'Ana Display',
      preferredLanguage: 'en-US',
      [ENTERPRISE_USER]: { department: 'Finance' },
    });

  it('RFC 7644 §3.4.2.5 attributes: one User with only what was asked, id and schemas always (RFC 7643 §7)', async () => {
    const u = await fullUser();
    const res = await get(`/Users/${u.id}?attributes=userName`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ schemas: u.schemas, id: u.id, userName: u.userName });
  });

  it('RFC 7644 §3.4.2.5 attributes: URN-qualified sub-attributes and whole multi-valued attributes', async () => {
    const u = await fullUser();
    const asked = encodeURIComponent(`${CORE_USER}:name.givenName,emails`);
    const res = await get(`/Users/${u.id}?attributes=${asked}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      schemas: u.schemas,
      id: u.id,
      name: { givenName: 'Given' },
      emails: u.emails,
    });
    // A sub-attribute of a multi-valued attribute, and names in another letter case.
    const values = await get(`/Users/${u.id}?attributes=EMAILS.value,DisplayName`);
    expect(values.json()).toEqual({
      schemas: u.schemas,
      id: u.id,
      displayName: 'Ana Display',
      emails: [{ value: u.userName }],
    });
  });

  it('RFC 7644 §3.4.2.5 attributes: the enterprise extension by its URN (RFC 7643 §4.3)', async () => {
    const u = await fullUser();
    const one = await get(`/Users/${u.id}?attributes=${encodeURIComponent(`${ENTERPRISE_USER}:department`)}`);
    expect(one.json()).toEqual({
      schemas: u.schemas,
      id: u.id,
      [ENTERPRISE_USER]: { department: 'Finance' },
    });
    const whole = await get(`/Users/${u.id}?attributes=${encodeURIComponent(ENTERPRISE_USER)}`);
    expect(whole.json()).toEqual({
      schemas: u.schemas,
      id: u.id,
      [ENTERPRISE_USER]: { department: 'Finance' },
    });
  });

  it('RFC 7644 §3.4.2.5 excludedAttributes: a User list without name.familyName and emails, the rest kept', async () => {
    const u = await fullUser();
    const res = await usersWhere(
      `userName eq "${u.userName}"`,
      `excludedAttributes=${encodeURIComponent('name.familyName,emails')}`,
    );
    expect(res.statusCode).toBe(200);
    const [found] = res.json().Resources;
    expect(found).toMatchObject({
      id: u.id,
      userName: u.userName,
      displayName: 'Ana Display',
      name: { givenName: 'Given', formatted: 'Given Family' },
      meta: u.meta,
    });
    expect(found.name.familyName).toBeUndefined();
    expect(found.emails).toBeUndefined();
  });

  it('RFC 7644 §3.4.2.5 attributes on a User list: each resource carries only what was asked', async () => {
    const u = await fullUser();
    const res = await usersWhere(`userName eq "${u.userName}"`, 'attributes=userName,active');
    expect(res.json()).toMatchObject({ schemas: [LIST], totalResults: 1, itemsPerPage: 1 });
    expect(res.json().Resources).toEqual([
      { schemas: u.schemas, id: u.id, userName: u.userName, active: true },
    ]);
  });

  it('RFC 7643 §7 returned always: excludedAttributes cannot remove id or schemas', async () => {
    const u = await fullUser();
    const res = await get(`/Users/${u.id}?excludedAttributes=id,schemas,userName`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, schemas: u.schemas, displayName: 'Ana Display' });
    expect(res.json().userName).toBeUndefined();
  });

  it('RFC 7644 §3.9 attributes on the answer of a create, a replace and a patch', async () => {
    const created = await scim(
      ctx.app,
      token,
      'POST',
      '/Users?attributes=userName',
      entraUser(`${randomUUID()}@contoso.test`, randomUUID()),
    );
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json()).sort()).toEqual(['id', 'schemas', 'userName']);
    const patched = await scim(
      ctx.app,
      token,
      'PATCH',
      `/Users/${created.json().id}?excludedAttributes=emails`,
      {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'displayName', value: 'Patched' }],
      },
    );
    expect(patched.json()).toMatchObject({ displayName: 'Patched' });
    expect(patched.json().emails).toBeUndefined();
  });

  it('RFC 7644 §3.4.2.5 attributes and excludedAttributes on Groups, one and listed', async () => {
    const g = await createGroupResource();
    const [u] = [await createUserResource()];
    await patchGroup(g.id, [{ op: 'add', path: 'members', value: [{ value: u!.id }] }]);
    const listed = await get(
      `/Groups?attributes=displayName&filter=${encodeURIComponent(`displayName eq "${g.displayName}"`)}`,
    );
    expect(listed.json().Resources).toEqual([{ schemas: [GROUP], id: g.id, displayName: g.displayName }]);
    const membersOnly = await get(
      `/Groups/${g.id}?attributes=${encodeURIComponent(`${GROUP}:members.value`)}`,
    );
    expect(membersOnly.json()).toEqual({ schemas: [GROUP], id: g.id, members: [{ value: u!.id }] });
    const without = await get(`/Groups/${g.id}?excludedAttributes=members,externalId`);
    expect(without.json()).toMatchObject({
      id: g.id,
      displayName: g.displayName,
      meta: { resourceType: 'Group', location: g.meta.location },
    });
    expect(without.json().members).toBeUndefined();
    expect(without.json().externalId).toBeUndefined();
  });
});

describe('RFC 7643 §2.2 caseExact: externalId', () => {
  it('RFC 7643 §2.2 and RFC 7644 §3.4.2.2: a filter on externalId (caseExact) matches its exact case only', async () => {
    const externalId = `AbC-${randomUUID()}`;
    const u = await createUserResource({ externalId });
    const ids = async (expr: string) =>
      (await usersWhere(expr)).json().Resources.map((r: { id: string }) => r.id) as string[];
    expect(await ids(`externalId eq "${externalId}"`)).toEqual([u.id]);
    expect(await ids(`externalId eq "${externalId.toLowerCase()}"`)).toEqual([]);
    expect(await ids(`externalId sw "abc-"`)).not.toContain(u.id);
    expect(await ids(`externalId sw "AbC-" and userName eq "${u.userName}"`)).toEqual([u.id]);
    expect(await ids(`externalId ne "${externalId.toUpperCase()}" and id eq "${u.id}"`)).toEqual([u.id]);
    // userName is not case-exact: any case finds it.
    expect(await ids(`userName eq "${String(u.userName).toUpperCase()}"`)).toEqual([u.id]);
  });

  it('RFC 7643 §2.2 and §2.4: externalIds that differ only in case are different values (uniqueness)', async () => {
    const base = randomUUID();
    const upper = await createUserResource({ externalId: `EXT-${base}` });
    const lower = await createUserResource({ externalId: `ext-${base}` });
    expect(lower.id).not.toBe(upper.id);
    expect(lower.externalId).toBe(`ext-${base}`);
    const same = await scim(
      ctx.app,
      token,
      'POST',
      '/Users',
      entraUser(`${randomUUID()}@contoso.test`, `EXT-${base}`),
    );
    expectScimError(same, 409, 'uniqueness');
  });

  it('RFC 7643 §2.2: a group externalId is case-exact in filters and uniqueness', async () => {
    const base = randomUUID();
    const a = await createGroupResource(undefined, { externalId: `Grp-${base}` });
    const b = await createGroupResource(undefined, { externalId: `GRP-${base}` });
    const found = (expr: string) =>
      get(`/Groups?excludedAttributes=members&filter=${encodeURIComponent(expr)}`).then((r) =>
        r.json().Resources.map((g: { id: string }) => g.id),
      );
    expect(await found(`externalId eq "Grp-${base}"`)).toEqual([a.id]);
    expect(await found(`externalId eq "GRP-${base}"`)).toEqual([b.id]);
    expect(await found(`externalId eq "grp-${base}"`)).toEqual([]);
  });
});

describe('RFC 7644 §4 discovery', () => {
  it('RFC 7644 §4: each schema answers at its own meta.location (GET /Schemas/{urn})', async () => {
    const list = (await get('/Schemas')).json().Resources as Resource[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const schema of list) {
      const res = await get(pathOf(schema.meta.location));
      expect(res.statusCode, schema.meta.location).toBe(200);
      expect(res.headers['content-type']).toContain('application/scim+json');
      expect(res.json()).toEqual(schema);
    }
    expectScimError(await get('/Schemas/urn:ietf:params:scim:schemas:core:2.0:Nothing'), 404);
  });

  it('RFC 7644 §4: each resource type answers at its meta.location (GET /ResourceTypes/{name})', async () => {
    const list = (await get('/ResourceTypes')).json().Resources as Resource[];
    expect(list.map((t) => t.id)).toEqual(['User', 'Group']);
    for (const type of list) {
      const res = await get(pathOf(type.meta.location));
      expect(res.statusCode, type.meta.location).toBe(200);
      expect(res.json()).toEqual(type);
    }
    expectScimError(await get('/ResourceTypes/Device'), 404);
  });

  it('RFC 7643 §7 and RFC 7644 §4: the User schema says externalId is caseExact, as filters treat it', async () => {
    const schema = (await get(`/Schemas/${CORE_USER}`)).json();
    const externalId = schema.attributes.find((a: { name: string }) => a.name === 'externalId');
    expect(externalId).toMatchObject({ caseExact: true });
    const userName = schema.attributes.find((a: { name: string }) => a.name === 'userName');
    expect(userName).toMatchObject({ caseExact: false, uniqueness: 'server' });
  });

  it('RFC 7643 §5: ServiceProviderConfig says what is really supported', async () => {
    const res = await get('/ServiceProviderConfig');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      schemas: [SPC],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: 200 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
    });
  });
});

describe('RFC 7644 §3.12 errors for what is not served', () => {
  it('RFC 7644 §3.12: an unknown path under /scim/v2 answers a SCIM 404, never the web app page', async () => {
    // The web app is served here: its page fallback answers other paths.
    const page = await ctx.app.inject({ method: 'GET', url: '/signin' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    for (const url of ['/Nothing', '/Users/1/more', '/', '', '/schemas', '/Nothing.html']) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await scim(
          ctx.app,
          token,
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(res.headers['content-type'], `${method} ${url}`).toContain('application/scim+json');
        expectScimError(res, 404);
      }
    }
    // Without a token the answer is still SCIM's, never the page.
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/scim/v2/Anything' });
    expectScimError(anonymous, 401);
    expect(anonymous.body).not.toContain('<!doctype html>');
  });

  it('RFC 7644 §3.11: /Me answers 501 in SCIM error form (a token names a unit, not a person)', async () => {
    expectScimError(await get('/Me'), 501);
    expectScimError(await scim(ctx.app, token, 'PATCH', '/Me', { schemas: [PATCH_OP], Operations: [] }), 501);
    expectScimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Me' }), 401);
  });

  it('RFC 7644 §3.4.3 and §3.7: POST /.search and /Bulk answer 501, as ServiceProviderConfig says', async () => {
    const search = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'],
      filter: 'userName pr',
    };
    for (const url of ['/.search', '/Users/.search', '/Groups/.search']) {
      expectScimError(await scim(ctx.app, token, 'POST', url, search), 501);
    }
    const bulk = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
      Operations: [{ method: 'POST', path: '/Users', bulkId: 'a', data: entraUser('b@contoso.test', 'b') }],
    };
    expectScimError(await scim(ctx.app, token, 'POST', '/Bulk', bulk), 501);
    expect((await usersWhere('userName eq "b@contoso.test"')).json().totalResults).toBe(0);
  });
});

describe('RFC 7644 §3.5.2 PATCH', () => {
  it('RFC 7644 §3.5.2.2: remove with path "members" and no filter removes every member', async () => {
    const g = await createGroupResource();
    const people = [await createUserResource(), await createUserResource(), await createUserResource()];
    await patchGroup(g.id, [{ op: 'add', path: 'members', value: people.map((p) => ({ value: p.id })) }]);
    expect(await membersOf(g.id)).toEqual(people.map((p) => p.id).sort());
    const res = await patchGroup(g.id, [{ op: 'remove', path: 'members' }]);
    expect(res.statusCode).toBe(204);
    expect(await membersOf(g.id)).toEqual([]);
    // The people stay in the unit.
    for (const p of people) expect((await get(`/Users/${p.id}`)).statusCode).toBe(200);
  });

  it('RFC 7644 §3.5.2.3: a replace whose value filter matches nothing answers 400 noTarget and changes nothing', async () => {
    const u = await createUserResource();
    const res = await patchUser(u.id, [
      { op: 'replace', path: 'displayName', value: 'Not Kept' },
      { op: 'replace', path: 'emails[type eq "home"].value', value: 'home@contoso.test' },
    ]);
    expectScimError(res, 400, 'noTarget');
    const after = (await get(`/Users/${u.id}`)).json();
    expect(after.displayName).toBeUndefined();
    expect(after.emails).toEqual(u.emails);
    // The same on a group's members.
    const g = await createGroupResource();
    const none = await patchGroup(g.id, [
      { op: 'replace', path: 'members[value eq "999999"].value', value: '1' },
    ]);
    expectScimError(none, 400, 'noTarget');
  });

  it('RFC 7643 §4.1.1: name.formatted and displayName are kept apart', async () => {
    const u = await createUserResource({
      displayName: 'Display One',
      name: { formatted: 'Formatted One', givenName: 'Given', familyName: 'Family' },
    });
    expect(u).toMatchObject({ displayName: 'Display One', name: { formatted: 'Formatted One' } });
    await patchUser(u.id, [{ op: 'replace', path: 'name.formatted', value: 'Formatted Two' }]);
    expect((await get(`/Users/${u.id}`)).json()).toMatchObject({
      displayName: 'Display One',
      name: { formatted: 'Formatted Two', givenName: 'Given', familyName: 'Family' },
    });
    await patchUser(u.id, [{ op: 'replace', path: 'displayName', value: 'Display Two' }]);
    expect((await get(`/Users/${u.id}`)).json()).toMatchObject({
      displayName: 'Display Two',
      name: { formatted: 'Formatted Two' },
    });
    const found = await usersWhere(`displayName eq "Display Two" and name.formatted eq "Formatted Two"`);
    expect(found.json().Resources.map((r: { id: string }) => r.id)).toContain(u.id);
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
  ])('RFC 7644 §3.5.2.3: displayName is cleared by a replace with %s', async (_, value) => {
    const u = await createUserResource({ displayName: 'To Be Cleared' });
    const res = await patchUser(u.id, [{ op: 'replace', path: 'displayName', value }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBeUndefined();
    const after = (await get(`/Users/${u.id}`)).json();
    expect(after.displayName).toBeUndefined();
    expect(after.name.formatted).toBe('Given Family');
    // The account keeps a name: name.formatted, now that displayName is gone.
    const [row] = await ctx.db
      .select({ name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.id, Number(u.id)));
    expect(row?.name).toBe('Given Family');
  });

  it('RFC 7643 §4.1.1 preferredLanguage: kept as sent, applied to the account when the portal speaks it, refused when no language', async () => {
    const language = async (id: string) => {
      const [row] = await ctx.db
        .select({ language: users.language })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.id, Number(id)));
      return row?.language;
    };
    const french = await createUserResource({ preferredLanguage: 'fr-FR' });
    expect(french.preferredLanguage).toBe('fr-FR');
    expect((await get(`/Users/${french.id}`)).json().preferredLanguage).toBe('fr-FR');
    expect(await language(french.id)).toBe('pt-BR');

    const english = await createUserResource({ preferredLanguage: 'en-US' });
    expect(await language(english.id)).toBe('en-US');
    const res = await patchUser(english.id, [{ op: 'replace', path: 'preferredLanguage', value: 'es-MX' }]);
    expect(res.json().preferredLanguage).toBe('es-MX');
    expect(await language(english.id)).toBe('es');
    // An Accept-Language list (RFC 7231 §5.3.5): the most preferred language the portal speaks.
    await patchUser(english.id, [
      { op: 'replace', path: 'preferredLanguage', value: 'de;q=0.9, pt-PT;q=0.8' },
    ]);
    expect(await language(english.id)).toBe('pt-PT');

    for (const bad of ['not a language', '12-34', 'en-US;q=7']) {
      expectScimError(
        await patchUser(english.id, [{ op: 'replace', path: 'preferredLanguage', value: bad }]),
        400,
        'invalidValue',
      );
      const created = await scim(ctx.app, token, 'POST', '/Users', {
        ...entraUser(`${randomUUID()}@contoso.test`, randomUUID()),
        preferredLanguage: bad,
      });
      expectScimError(created, 400, 'invalidValue');
    }
  });
});

describe("Microsoft's SCIM validator cases for Entra ID", () => {
  it('SCIM_User_Create (RFC 7644 §3.3): the user is created and read back by id', async () => {
    const userName = `Test_User_${randomUUID()}`;
    const mail = `${randomUUID()}@testuser.com`;
    const body = {
      ...entraUser(userName, randomUUID(), { displayName: 'Validator User', preferredLanguage: 'en-US' }),
      emails: [{ primary: true, type: 'work', value: mail }],
      [ENTERPRISE_USER]: { department: 'Sales' },
    };
    const res = await scim(ctx.app, token, 'POST', '/Users', body);
    expect(res.statusCode).toBe(201);
    const read = await get(`/Users/${res.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      schemas: expect.arrayContaining([CORE_USER]),
      id: res.json().id,
      userName,
      externalId: body.externalId,
      active: true,
      displayName: 'Validator User',
      preferredLanguage: 'en-US',
      name: body.name,
      emails: [{ value: mail, type: 'work', primary: true }],
      [ENTERPRISE_USER]: { department: 'Sales' },
      meta: { resourceType: 'User' },
    });
  });

  it('SCIM_User_Filter (RFC 7644 §3.4.2.2): by userName, by externalId, and an unknown userName gives an empty list', async () => {
    const u = await createUserResource();
    expect((await usersWhere(`userName eq "${u.userName}"`)).json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: u.id }],
    });
    expect((await usersWhere(`externalId eq "${u.externalId}"`)).json().totalResults).toBe(1);
    expect((await usersWhere(`userName eq "${randomUUID()}"`)).json()).toEqual({
      schemas: [LIST],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
  });

  it('SCIM_User_Duplicate (RFC 7644 §3.3): the same userName again answers 409 uniqueness', async () => {
    const u = await createUserResource();
    expectScimError(
      await scim(ctx.app, token, 'POST', '/Users', entraUser(String(u.userName), randomUUID())),
      409,
      'uniqueness',
    );
  });

  it('SCIM_User_Update (RFC 7644 §3.5.2.3): one PATCH replaces several attributes, and a GET shows them all', async () => {
    const u = await createUserResource({
      displayName: 'Before',
      [ENTERPRISE_USER]: { department: 'Finance' },
    });
    const userName = `Updated_${randomUUID()}@contoso.test`;
    const mail = `${randomUUID()}@contoso.test`;
    const externalId = randomUUID();
    const res = await patchUser(u.id, [
      { op: 'Replace', path: 'userName', value: userName },
      { op: 'Replace', path: 'displayName', value: 'After' },
      { op: 'Replace', path: 'name.givenName', value: 'NewGiven' },
      { op: 'Replace', path: 'name.familyName', value: 'NewFamily' },
      { op: 'Replace', path: 'name.formatted', value: 'NewGiven NewFamily' },
      { op: 'Replace', path: 'emails[type eq "work"].value', value: mail },
      { op: 'Replace', path: 'externalId', value: externalId },
      { op: 'Replace', path: 'preferredLanguage', value: 'pt-BR' },
      { op: 'Replace', path: `${ENTERPRISE_USER}:department`, value: 'Legal' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: u.id,
      userName,
      externalId,
      displayName: 'After',
      name: { givenName: 'NewGiven', familyName: 'NewFamily', formatted: 'NewGiven NewFamily' },
      emails: [{ value: mail, type: 'work', primary: true }],
      preferredLanguage: 'pt-BR',
      active: true,
      [ENTERPRISE_USER]: { department: 'Legal' },
    };
    expect(res.json()).toMatchObject(expected);
    expect((await get(`/Users/${u.id}`)).json()).toMatchObject(expected);
    expect((await usersWhere(`userName eq "${userName}"`)).json().totalResults).toBe(1);
  });

  it('SCIM_Null_Update (RFC 7644 §3.5.2.3): replacing with null or empty values clears the attributes', async () => {
    const u = await createUserResource({
      displayName: 'Shown',
      preferredLanguage: 'en-US',
      [ENTERPRISE_USER]: { department: 'Finance' },
    });
    const res = await patchUser(u.id, [
      { op: 'Replace', path: 'displayName', value: null },
      { op: 'Replace', path: 'name.formatted', value: '' },
      { op: 'Replace', path: 'name.givenName', value: null },
      { op: 'Replace', path: 'preferredLanguage', value: '' },
      { op: 'Replace', path: `${ENTERPRISE_USER}:department`, value: null },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(`/Users/${u.id}`)).json();
    expect(after.displayName).toBeUndefined();
    expect(after.preferredLanguage).toBeUndefined();
    expect(after.name).toEqual({ familyName: 'Family' });
    expect(after[ENTERPRISE_USER]?.department).toBeUndefined();
    // What was not named stays.
    expect(after).toMatchObject({ userName: u.userName, externalId: u.externalId, active: true });
    // A path-less replace with null and empty values clears the same way.
    const pathless = await patchUser(u.id, [
      { op: 'replace', value: { 'name.familyName': null, displayName: '' } },
    ]);
    expect(pathless.statusCode).toBe(200);
    expect(pathless.json().name).toBeUndefined();
    expect(pathless.json().displayName).toBeUndefined();
  });

  it('SCIM_User_Disable (RFC 7644 §3.5.2.3): replace active false, then true', async () => {
    const u = await createUserResource();
    expect((await patchUser(u.id, [{ op: 'Replace', path: 'active', value: false }])).json().active).toBe(
      false,
    );
    expect((await get(`/Users/${u.id}`)).json().active).toBe(false);
    expect((await patchUser(u.id, [{ op: 'Replace', path: 'active', value: true }])).json().active).toBe(
      true,
    );
  });

  it('SCIM_User_Delete (RFC 7644 §3.6): DELETE answers 204, then the user is not found', async () => {
    const u = await createUserResource();
    const res = await scim(ctx.app, token, 'DELETE', `/Users/${u.id}`);
    expect(res.statusCode).toBe(204);
    expectScimError(await get(`/Users/${u.id}`), 404);
    expect((await usersWhere(`userName eq "${u.userName}"`)).json().totalResults).toBe(0);
  });

  describe('pagination (RFC 7644 §3.4.2.4)', () => {
    let unitToken: string;
    let all: string[];

    beforeAll(async () => {
      // A unit of its own: its admin and five provisioned people, nobody else.
      const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
      const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
      unitToken = (await makeScimToken(ctx, await signIn(ctx.app, admin.email))).token;
      for (let i = 0; i < 5; i += 1) await createUserResource({}, unitToken);
      const listed = (await get('/Users?count=200', unitToken)).json();
      all = listed.Resources.map((r: { id: string }) => r.id);
    });

    it('SCIM_Pagination (RFC 7644 §3.4.2.4): startIndex and count page through totalResults, itemsPerPage said', async () => {
      expect(all).toHaveLength(6);
      const pages: string[] = [];
      for (let start = 1; start <= 6; start += 4) {
        const page = (await get(`/Users?startIndex=${start}&count=4`, unitToken)).json();
        expect(page).toMatchObject({ schemas: [LIST], totalResults: 6, startIndex: start });
        expect(page.itemsPerPage).toBe(page.Resources.length);
        pages.push(...page.Resources.map((r: { id: string }) => r.id));
      }
      expect(pages).toEqual(all);
      const past = (await get('/Users?startIndex=50&count=4', unitToken)).json();
      expect(past).toMatchObject({ totalResults: 6, startIndex: 50, itemsPerPage: 0, Resources: [] });
    });

    it.each(['0', '-5'])(
      'SCIM_Pagination (RFC 7644 §3.4.2.4): startIndex=%s (below 1) is taken as 1',
      async (start) => {
        const page = (await get(`/Users?startIndex=${start}&count=2`, unitToken)).json();
        expect(page).toMatchObject({ totalResults: 6, startIndex: 1, itemsPerPage: 2 });
        expect(page.Resources.map((r: { id: string }) => r.id)).toEqual(all.slice(0, 2));
      },
    );

    it('SCIM_Pagination (RFC 7644 §3.4.2.4): count=0 answers totalResults with no resources', async () => {
      const page = (await get('/Users?count=0', unitToken)).json();
      expect(page).toEqual({
        schemas: [LIST],
        totalResults: 6,
        startIndex: 1,
        itemsPerPage: 0,
        Resources: [],
      });
      const negative = (await get('/Users?count=-3', unitToken)).json();
      expect(negative).toMatchObject({ totalResults: 6, itemsPerPage: 0, Resources: [] });
    });

    it('SCIM_Pagination (RFC 7644 §3.4.2.4): a filtered page counts only the matches', async () => {
      const page = (
        await get(
          `/Users?filter=${encodeURIComponent('userName sw "Test_User_"')}&startIndex=2&count=2`,
          unitToken,
        )
      ).json();
      expect(page).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    });
  });

  it('SCIM_Group_Create (RFC 7644 §3.3): a group with displayName and externalId, read back by id', async () => {
    const g = await createGroupResource(`Validator Group ${randomUUID()}`);
    expect(g).toMatchObject({ schemas: [GROUP], members: [], meta: { resourceType: 'Group' } });
    expect((await get(`/Groups/${g.id}`)).json()).toMatchObject({
      id: g.id,
      displayName: g.displayName,
      externalId: g.externalId,
    });
    expectScimError(
      await scim(ctx.app, token, 'POST', '/Groups', { schemas: [GROUP], displayName: g.displayName }),
      409,
      'uniqueness',
    );
  });

  it('SCIM_Group_Add_Member (RFC 7644 §3.5.2.1): add members, the same one twice changing nothing', async () => {
    const g = await createGroupResource();
    const a = await createUserResource();
    const b = await createUserResource();
    expect(
      (await patchGroup(g.id, [{ op: 'Add', path: 'members', value: [{ value: a.id }, { value: b.id }] }]))
        .statusCode,
    ).toBe(204);
    expect(
      (await patchGroup(g.id, [{ op: 'add', path: 'members', value: [{ value: a.id }] }])).statusCode,
    ).toBe(204);
    expect(await membersOf(g.id)).toEqual([a.id, b.id].sort());
  });

  it('SCIM_Group_Remove_Member (RFC 7644 §3.5.2.2): by a value filter and by a value list', async () => {
    const g = await createGroupResource();
    const [a, b, c] = [await createUserResource(), await createUserResource(), await createUserResource()];
    await patchGroup(g.id, [{ op: 'add', path: 'members', value: [a, b, c].map((p) => ({ value: p.id })) }]);
    expect((await patchGroup(g.id, [{ op: 'remove', path: `members[value eq "${a.id}"]` }])).statusCode).toBe(
      204,
    );
    expect(await membersOf(g.id)).toEqual([b.id, c.id].sort());
    await patchGroup(g.id, [{ op: 'Remove', path: 'members', value: [{ value: b.id }] }]);
    expect(await membersOf(g.id)).toEqual([c.id]);
  });

  it('SCIM_Group_Filter (RFC 7644 §3.4.2.2): by displayName, and an unknown name gives an empty list', async () => {
    const g = await createGroupResource(`Filtered ${randomUUID()}`);
    const res = await get(`/Groups?filter=${encodeURIComponent(`displayName eq "${g.displayName}"`)}`);
    expect(res.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: g.id, displayName: g.displayName }],
    });
    const none = await get(`/Groups?filter=${encodeURIComponent(`displayName eq "${randomUUID()}"`)}`);
    expect(none.json()).toMatchObject({ totalResults: 0, itemsPerPage: 0, Resources: [] });
  });

  it('SCIM_Group_ExcludedAttributes (RFC 7644 §3.4.2.5): excludedAttributes=members, listed and by id', async () => {
    const g = await createGroupResource();
    const u = await createUserResource();
    await patchGroup(g.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    const q = encodeURIComponent(`displayName eq "${g.displayName}"`);
    const listed = (await get(`/Groups?excludedAttributes=members&filter=${q}`)).json();
    expect(listed.Resources).toHaveLength(1);
    expect(listed.Resources[0]).toMatchObject({ id: g.id, displayName: g.displayName });
    expect(listed.Resources[0].members).toBeUndefined();
    const one = (await get(`/Groups/${g.id}?excludedAttributes=members`)).json();
    expect(one.members).toBeUndefined();
    expect(one.displayName).toBe(g.displayName);
  });

  it('SCIM_Group_Update (RFC 7644 §3.5.2.3): replace displayName, then DELETE (RFC 7644 §3.6)', async () => {
    const g = await createGroupResource();
    const name = `Renamed ${randomUUID()}`;
    expect((await patchGroup(g.id, [{ op: 'Replace', path: 'displayName', value: name }])).statusCode).toBe(
      204,
    );
    expect((await get(`/Groups/${g.id}`)).json().displayName).toBe(name);
    expect((await scim(ctx.app, token, 'DELETE', `/Groups/${g.id}`)).statusCode).toBe(204);
    expectScimError(await get(`/Groups/${g.id}`), 404);
  });
});

/*
 * A person may belong to several user groups. These cases hold once memberships of groups are a
 * link of their own; with one group per person they fail.
 */
describe('a person in several groups', () => {
  it('RFC 7643 §4.2: a person added to two groups is a member of both', async () => {
    const a = await createGroupResource();
    const b = await createGroupResource();
    const u = await createUserResource();
    await patchGroup(a.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    await patchGroup(b.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    expect(await membersOf(a.id)).toEqual([u.id]);
    expect(await membersOf(b.id)).toEqual([u.id]);
  });

  it('RFC 7643 §4.1.2: the User lists every group it is in', async () => {
    const a = await createGroupResource();
    const b = await createGroupResource();
    const u = await createUserResource();
    await patchGroup(a.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    await patchGroup(b.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    const groups = (await get(`/Users/${u.id}`)).json().groups as { value: string }[];
    expect(groups.map((g) => g.value).sort()).toEqual([a.id, b.id].sort());
  });

  it('RFC 7644 §3.5.2.2: removing a person from one group leaves them in the other', async () => {
    const a = await createGroupResource();
    const b = await createGroupResource();
    const u = await createUserResource();
    await patchGroup(a.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    await patchGroup(b.id, [{ op: 'add', path: 'members', value: [{ value: u.id }] }]);
    expect(await membersOf(a.id)).toEqual([u.id]);
    await patchGroup(a.id, [{ op: 'remove', path: 'members' }]);
    expect(await membersOf(a.id)).toEqual([]);
    expect(await membersOf(b.id)).toEqual([u.id]);
  });
});
