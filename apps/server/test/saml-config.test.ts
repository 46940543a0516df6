import { samlRoutes as calls, type TSamlConfigInput } from '@mirante/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyConfigs, samlConfigs, userGroups } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { createTestIdp, type TestIdp } from './saml-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let idp: TestIdp;
/** A unit of another partner, with its admin. */
let foreign: { companyId: number; adminToken: string; groupId: number };
let groupId: number;

async function allowAdmins(companyId: number, allow: boolean) {
  await ctx.db
    .update(companyConfigs)
    .set({
      settings: sql`${companyConfigs.settings} || ${JSON.stringify({ allow_admin_saml: allow ? 'S' : 'N' })}::jsonb`,
    })
    .where(eq(companyConfigs.companyId, companyId));
}

async function newGroup(companyId: number, name: string) {
  const [row] = await ctx.db.insert(userGroups).values({ companyId, name }).returning({ id: userGroups.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  idp = await createTestIdp();
  groupId = await newGroup(world.company.id, 'Finance');
  const partner = await createPartner(ctx.db);
  const company = await createCompany(ctx.db, { partnerId: partner.id });
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
  await allowAdmins(company.id, true);
  foreign = {
    companyId: company.id,
    adminToken: await signIn(ctx.app, admin.email),
    groupId: await newGroup(company.id, 'Elsewhere'),
  };
});
afterAll(() => ctx.close());

const input = (over: Partial<TSamlConfigInput> = {}): TSamlConfigInput => ({
  company_id: world.company.id,
  idp_entity_id: idp.entityId,
  sso_url: 'https://login.microsoftonline.com/tenant/saml2',
  certificates: [idp.keys.certificate],
  group_attribute: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
  group_mappings: [{ claim: 'finance-oid', group_id: groupId }],
  jit: true,
  email_domains: ['Contoso.com'],
  sp_base_url: 'https://acme.mirante.test/',
  ...over,
});

const list = (token: string) => callRoute(ctx.app, calls.listRest, { token, lang: 'en-US' });
const add = (token: string, body: TSamlConfigInput) =>
  callRoute(ctx.app, calls.create, { token, lang: 'en-US', body });
const unitGroups = (companyId: number) =>
  callRoute(ctx.app, calls.unitGroups, { token: world.tokens.master, params: { companyId } });
const metadata = (companyId: number) => callRoute(ctx.app, calls.metadata, { params: { companyId } });

describe('SAML configuration access', () => {
  it('answers 401 without a session', async () => {
    // Without a session the body is never read: an empty one stands for each.
    const body = {} as never;
    const params = { id: 1 };
    for (const [name, send] of [
      ['GET saml', () => callRoute(ctx.app, calls.listRest, { lang: 'en-US' })],
      ['GET companies/used', () => callRoute(ctx.app, calls.usedUnits, { lang: 'en-US' })],
      ['POST saml', () => callRoute(ctx.app, calls.create, { lang: 'en-US', body })],
      ['PUT saml/1', () => callRoute(ctx.app, calls.update, { lang: 'en-US', params, body })],
      ['POST saml/1/status', () => callRoute(ctx.app, calls.setStatus, { lang: 'en-US', params, body })],
      ['DELETE saml/1', () => callRoute(ctx.app, calls.remove, { lang: 'en-US', params })],
      ['POST saml/1/test', () => callRoute(ctx.app, calls.test, { lang: 'en-US', params })],
    ] as const) {
      expect((await send()).statusCode, name).toBe(401);
    }
  });

  it('refuses users and the operator, and admins while the unit does not allow them', async () => {
    expect((await list(world.tokens.user)).statusCode).toBe(403);
    expect((await list(world.tokens.a2m)).statusCode).toBe(403);
    await allowAdmins(world.company.id, false);
    expect((await list(world.tokens.admin)).statusCode).toBe(403);
    expect((await add(world.tokens.admin, input())).statusCode).toBe(403);
    await allowAdmins(world.company.id, true);
    expect((await list(world.tokens.admin)).statusCode).toBe(200);
  });

  it('answers 400 with field errors for a bad body', async () => {
    const res = await add(
      world.tokens.master,
      input({ sso_url: 'ftp://idp', certificates: [], email_domains: ['not a domain'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(
      expect.arrayContaining(['sso_url', 'certificates', 'email_domains.0']),
    );
    const notACert = await add(world.tokens.master, input({ certificates: ['QUJDRA=='] }));
    expect(notACert.statusCode).toBe(400);
    expect(notACert.error().errors).toHaveProperty(['certificates.0']);
    const otherGroup = await add(
      world.tokens.master,
      input({ group_mappings: [{ claim: 'x', group_id: foreign.groupId }] }),
    );
    expect(otherGroup.statusCode).toBe(400);
    expect(otherGroup.error().errors).toHaveProperty(['group_mappings.0.group_id']);
    expect(
      await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.companyId, world.company.id)),
    ).toEqual([]);
  });

  it("answers 404 for another partner's unit", async () => {
    const res = await add(world.tokens.master, input({ company_id: foreign.companyId }));
    expect(res.statusCode).toBe(404);
  });
});

describe('SAML configuration', () => {
  let id: number;

  it('adds one per unit, with a signing key of its own kept sealed', async () => {
    const body = (await add(world.tokens.master, input())).data();
    id = body.id;
    expect(body).toMatchObject({
      company_id: world.company.id,
      status: 'enable',
      idp_entity_id: idp.entityId,
      jit: true,
      email_domains: ['contoso.com'],
      sp_base_url: 'https://acme.mirante.test',
      sp: {
        entity_id: `https://acme.mirante.test/api/saml/metadata/${world.company.id}`,
        acs_url: `https://acme.mirante.test/api/saml/callback/${world.company.id}`,
      },
    });
    expect(body.certificate_info[0]?.subject).toContain('Test IdP');
    const [row] = await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.id, id));
    expect(row!.spPrivateKeyEnc).toMatch(/^v1\./);
    expect(ctx.secretBox.open(row!.spPrivateKeyEnc)).toContain('BEGIN PRIVATE KEY');
    expect(row!.spCertificate).toContain('BEGIN CERTIFICATE');
    expect(row!.groupMappings).toEqual([{ claim: 'finance-oid', group_id: groupId }]);

    const again = await add(world.tokens.admin, input());
    expect(again.statusCode).toBe(409);
    expect(again.error().code).toBe('saml_config_exists');
  });

  it('lists what is in reach, and the units already used', async () => {
    const mine = (await list(world.tokens.admin)).data();
    expect(mine.data.map((c) => c.id)).toEqual([id]);
    expect((await list(foreign.adminToken)).data().data).toEqual([]);
    expect((await callRoute(ctx.app, calls.usedUnits, { token: world.tokens.master })).data()).toEqual({
      data: [world.company.id],
    });
    const groups = await unitGroups(world.company.id);
    expect(groups.data().data).toEqual([{ id: groupId, name: 'Finance' }]);
    const foreignGroups = await unitGroups(foreign.companyId);
    expect(foreignGroups.statusCode).toBe(404);
  });

  it("hides one unit's configuration from another tenant", async () => {
    const as = { token: foreign.adminToken, lang: 'en-US', params: { id } };
    for (const [name, send] of [
      ['GET', () => callRoute(ctx.app, calls.get, as)],
      ['PUT', () => callRoute(ctx.app, calls.update, { ...as, body: input({ company_id: undefined }) })],
      ['POST status', () => callRoute(ctx.app, calls.setStatus, { ...as, body: { status: 'disable' } })],
      ['POST test', () => callRoute(ctx.app, calls.test, as)],
      ['DELETE', () => callRoute(ctx.app, calls.remove, as)],
    ] as const) {
      expect((await send()).statusCode, name).toBe(404);
    }
  });

  it('changes what it is told, and switches on and off', async () => {
    const res = await callRoute(ctx.app, calls.update, {
      token: world.tokens.admin,
      params: { id },
      body: input({ company_id: undefined, jit: false, sp_base_url: undefined, email_domains: [] }),
    });
    expect(res.data()).toMatchObject({
      jit: false,
      email_domains: [],
      sp_base_url: 'https://acme.mirante.test',
    });
    const off = await callRoute(ctx.app, calls.setStatus, {
      token: world.tokens.admin,
      params: { id },
      body: { status: 'disable' },
    });
    expect(off.data().status).toBe('disable');
    const [row] = await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.id, id));
    expect(row!.status).toBe('disable');
    expect(row!.jit).toBe(false);
  });

  it('serves the unit metadata and starts a test sign-in', async () => {
    const xml = (await metadata(world.company.id)).data();
    expect(xml).toContain(`entityID="https://acme.mirante.test/api/saml/metadata/${world.company.id}"`);
    expect(xml).toContain(`Location="https://acme.mirante.test/api/saml/callback/${world.company.id}"`);
    expect(xml).toContain('X509Certificate');
    const test = await callRoute(ctx.app, calls.test, { token: world.tokens.admin, params: { id } });
    expect(test.data().url).toMatch(/^https:\/\/login\.microsoftonline\.com\/tenant\/saml2\?SAMLRequest=/);
  });

  it('deletes', async () => {
    const res = await callRoute(ctx.app, calls.remove, { token: world.tokens.master, params: { id } });
    expect(res.data().status).toBe('success');
    expect(await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.id, id))).toEqual([]);
    expect((await metadata(world.company.id)).statusCode).toBe(404);
  });
});
