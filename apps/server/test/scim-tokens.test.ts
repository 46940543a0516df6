import { scimTokenRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scimTokens } from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import {
  call,
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { makeScimToken, scim } from './scim-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherUnitId: number;
let otherAdminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  // A unit of another partner: its tokens are another tenant's.
  const other = await createCompany(ctx.db);
  otherUnitId = other.id;
  const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherAdminToken = await signIn(ctx.app, otherAdmin.email);
});
afterAll(() => ctx.close());

const list = (token: string | undefined, query: { company_id?: number } = {}) =>
  callRoute(ctx.app, scimTokenRoutes.list, { token, query });

describe('provisioning tokens', () => {
  it('answer 401 without a session and 403 to a user or an operator', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(world.tokens.user)).statusCode).toBe(403);
    expect((await list(world.tokens.a2m)).statusCode).toBe(403);
    const add = await callRoute(ctx.app, scimTokenRoutes.add, {
      token: world.tokens.user,
      body: { description: 'x' },
    });
    expect(add.statusCode).toBe(403);
  });

  it('makes a token shown once, stores only its hash, and lists it without it', async () => {
    const res = await callRoute(ctx.app, scimTokenRoutes.add, {
      token: world.tokens.admin,
      body: { description: '  Entra ID production  ' },
    });
    const made = res.data();
    expect(made).toMatchObject({ description: 'Entra ID production', enabled: true, last_used_at: null });
    expect(made.token).toMatch(/^mscim_[\w-]{43}$/);

    const [stored] = await ctx.db.select().from(scimTokens).where(eq(scimTokens.id, made.id));
    expect(stored).toMatchObject({
      companyId: world.company.id,
      tokenHash: sha256(made.token),
      enabled: true,
    });
    expect(JSON.stringify(stored)).not.toContain(made.token);

    const listed = await list(world.tokens.admin);
    expect(listed.data().base_path).toBe('/scim/v2');
    const row = listed.data().data.find((t) => t.id === made.id);
    expect(row).toEqual({
      id: made.id,
      description: 'Entra ID production',
      enabled: true,
      last_used_at: null,
      created_at: expect.any(String),
    });
    expect(listed.body).not.toContain(made.token);
    expect(listed.body).not.toContain(sha256(made.token));
  });

  it('records when a token was last used by the directory', async () => {
    const made = await makeScimToken(ctx, world.tokens.admin, 'Used');
    const before = Date.now();
    expect((await scim(ctx.app, made.token, 'GET', '/Users?count=1')).statusCode).toBe(200);
    const row = (await list(world.tokens.admin)).data().data.find((t) => t.id === made.id);
    expect(new Date(row?.last_used_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const empty = await callRoute(ctx.app, scimTokenRoutes.add, {
      token: world.tokens.admin,
      body: { description: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.error().error_codes).toEqual({ description: ['field_required'] });
    const update = await call(ctx.app, {
      method: 'PUT',
      url: '/api/auth/scim/update',
      token: world.tokens.admin,
      body: { id: 1, description: 'x', enabled: 'yes' },
    });
    expect(update.statusCode).toBe(400);
    expect(Object.keys(update.json().errors)).toEqual(['enabled']);
    const del = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/auth/scim/delete?id=abc',
      token: world.tokens.admin,
    });
    expect(del.statusCode).toBe(400);
    expect(Object.keys(del.json().errors)).toEqual(['id']);
  });

  it('disables a token (the directory is refused at once) and enables it again', async () => {
    const made = await makeScimToken(ctx, world.tokens.admin, 'Toggle');
    const off = await callRoute(ctx.app, scimTokenRoutes.update, {
      token: world.tokens.admin,
      body: { id: made.id, description: 'Toggled', enabled: false },
    });
    expect(off.data()).toMatchObject({ id: made.id, description: 'Toggled', enabled: false });
    const [stored] = await ctx.db.select().from(scimTokens).where(eq(scimTokens.id, made.id));
    expect(stored).toMatchObject({ description: 'Toggled', enabled: false });

    const refused = await scim(ctx.app, made.token, 'GET', '/Users');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '401',
    });

    await callRoute(ctx.app, scimTokenRoutes.update, {
      token: world.tokens.admin,
      body: { id: made.id, description: 'Toggled', enabled: true },
    });
    expect((await scim(ctx.app, made.token, 'GET', '/Users')).statusCode).toBe(200);
  });

  it('deletes a token after which its calls are refused', async () => {
    const made = await makeScimToken(ctx, world.tokens.admin, 'Gone');
    const res = await callRoute(ctx.app, scimTokenRoutes.remove, {
      query: { id: made.id },
      token: world.tokens.admin,
    });
    expect(res.data().status).toBe('success');
    expect(await ctx.db.select().from(scimTokens).where(eq(scimTokens.id, made.id))).toEqual([]);
    expect((await scim(ctx.app, made.token, 'GET', '/Users')).statusCode).toBe(401);
  });

  it("never reaches another unit's token: 404 on update and delete, absent from the list", async () => {
    const theirs = await makeScimToken(ctx, otherAdminToken, 'Theirs');
    const update = await callRoute(ctx.app, scimTokenRoutes.update, {
      token: world.tokens.admin,
      body: { id: theirs.id, description: 'Mine now', enabled: false },
    });
    expect(update.statusCode).toBe(404);
    const del = await callRoute(ctx.app, scimTokenRoutes.remove, {
      query: { id: theirs.id },
      token: world.tokens.admin,
    });
    expect(del.statusCode).toBe(404);
    const ids = (await list(world.tokens.admin)).data().data.map((t) => t.id);
    expect(ids).not.toContain(theirs.id);
    const [stored] = await ctx.db.select().from(scimTokens).where(eq(scimTokens.id, theirs.id));
    expect(stored).toMatchObject({ description: 'Theirs', enabled: true });
    // Nor may an admin name another unit with company_id.
    expect((await list(world.tokens.admin, { company_id: otherUnitId })).statusCode).toBe(404);
  });

  it("lets a master manage its units' tokens with company_id, and no other partner's", async () => {
    const add = await callRoute(ctx.app, scimTokenRoutes.add, {
      query: { company_id: world.company.id },
      token: world.tokens.master,
      body: { description: 'By the partner' },
    });
    const added = add.data();
    const [stored] = await ctx.db.select().from(scimTokens).where(eq(scimTokens.id, added.id));
    expect(stored?.companyId).toBe(world.company.id);
    const listed = await list(world.tokens.master, { company_id: world.company.id });
    expect(listed.data().data.map((t) => t.id)).toContain(added.id);
    expect((await list(world.tokens.master, { company_id: otherUnitId })).statusCode).toBe(404);
    // Without a unit named the master has none to work on.
    expect((await list(world.tokens.master)).statusCode).toBe(403);
  });

  it('caps the tokens a unit holds', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const token = await signIn(ctx.app, admin.email);
    for (let i = 0; i < 5; i += 1) await makeScimToken(ctx, token, `T${i}`);
    const sixth = await callRoute(ctx.app, scimTokenRoutes.add, {
      token,
      body: { description: 'One too many' },
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.error().code).toBe('scim_token_limit_reached');
  });
});
