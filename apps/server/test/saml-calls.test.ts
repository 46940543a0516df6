import { randomUUID } from 'node:crypto';
import { routeUrl, samlRoutes as calls, type TSamlSaveRequest, ZErrorResponse } from '@mirante/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companies, samlConfigs } from '../src/db/schema';
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
import { createTestIdp, encode, requestIdOf, signedResponse, type TestIdp } from './saml-fixtures';
import { setCompanySettings } from './switching-fixtures';

/*
 * The SAML calls as the specification names them (§7): auth/saml/all, add, update (the
 * configuration with its id), change/status ({id, status}), delete (?id=), and saml/callback,
 * the assertion consumer that names no unit.
 */

const BASE = 'https://acme.mirante.test';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let idp: TestIdp;
/** A unit of another partner, with its admin and its own application. */
let foreign: { companyId: number; adminToken: string; samlId: number };

const input = (over: Partial<TSamlSaveRequest> = {}): TSamlSaveRequest => ({
  idp_entity_id: idp.entityId,
  sso_url: 'https://login.microsoftonline.com/tenant/saml2',
  certificates: [idp.keys.certificate],
  email_domains: ['contoso.com'],
  sp_base_url: BASE,
  ...over,
});

async function hostOf(companyId: number) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return `${row!.subdomain}.mirante.test`;
}

const add = (token: string, body: TSamlSaveRequest) =>
  callRoute(ctx.app, calls.add, { token, lang: 'en-US', body });
const save = (token: string, body: TSamlSaveRequest) =>
  callRoute(ctx.app, calls.save, { token, lang: 'en-US', body });
const changeStatus = (token: string, id: number, status: 'enable' | 'disable') =>
  callRoute(ctx.app, calls.changeStatus, { token, lang: 'en-US', body: { id, status } });
const remove = (token: string, id: number) =>
  callRoute(ctx.app, calls.delete, { token, lang: 'en-US', query: { id } });

const stored = async (id: number) =>
  (await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  idp = await createTestIdp();
  await setCompanySettings(ctx.db, world.company.id, { allow_admin_saml: 'S' });
  const partner = await createPartner(ctx.db);
  const company = await createCompany(ctx.db, { partnerId: partner.id });
  await setCompanySettings(ctx.db, company.id, { allow_admin_saml: 'S' });
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
  const adminToken = await signIn(ctx.app, admin.email);
  const own = await add(adminToken, input({ email_domains: [] }));
  foreign = { companyId: company.id, adminToken, samlId: own.data().id };
});
afterAll(() => ctx.close());

describe('SAML calls of the specification: access', () => {
  /** Each call, with the body given (as is: the caller is refused before it is read). */
  const routes: [string, (token: string | undefined, body: unknown) => Promise<{ statusCode: number }>][] = [
    ['GET all', (token) => callRoute(ctx.app, calls.list, { token, lang: 'en-US' })],
    [
      'POST add',
      (token, body) => callRoute(ctx.app, calls.add, { token, lang: 'en-US', body: body as never }),
    ],
    [
      'PUT update',
      (token, body) => callRoute(ctx.app, calls.save, { token, lang: 'en-US', body: body as never }),
    ],
    [
      'POST change/status',
      (token, body) => callRoute(ctx.app, calls.changeStatus, { token, lang: 'en-US', body: body as never }),
    ],
    [
      'DELETE delete',
      (token) => callRoute(ctx.app, calls.delete, { token, lang: 'en-US', query: { id: 1 } }),
    ],
  ];

  it('answers 401 without a session', async () => {
    for (const [name, send] of routes) {
      const res = await send(undefined, {});
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('answers 403 to users, the operator, and admins while the unit does not allow them', async () => {
    for (const token of [world.tokens.user, world.tokens.a2m]) {
      for (const [name, send] of routes) {
        expect((await send(token, input())).statusCode, name).toBe(403);
      }
    }
    await setCompanySettings(ctx.db, world.company.id, { allow_admin_saml: 'N' });
    const listAll = () => callRoute(ctx.app, calls.list, { token: world.tokens.admin });
    expect((await listAll()).statusCode).toBe(403);
    expect((await add(world.tokens.admin, input())).statusCode).toBe(403);
    await setCompanySettings(ctx.db, world.company.id, { allow_admin_saml: 'S' });
    expect((await listAll()).statusCode).toBe(200);
  });

  it('answers 400 with field errors for a bad body or query, and writes nothing', async () => {
    const bad = await add(
      world.tokens.master,
      input({ company_id: world.company.id, sso_url: 'ftp://idp', certificates: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(
      expect.arrayContaining(['sso_url', 'certificates']),
    );
    const badId = await save(world.tokens.master, { ...input(), id: 'seven' } as never);
    expect(badId.statusCode).toBe(400);
    expect(badId.error().errors).toHaveProperty('id');
    const noId = await callRoute(ctx.app, calls.changeStatus, {
      token: world.tokens.master,
      lang: 'en-US',
      body: { status: 'disable' } as never,
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.error().errors).toHaveProperty('id');
    const badStatus = await changeStatus(world.tokens.master, foreign.samlId, 'off' as never);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.error().errors).toHaveProperty('status');
    for (const query of [{}, { id: 'abc' }]) {
      const res = await callRoute(ctx.app, calls.delete, {
        token: world.tokens.master,
        lang: 'en-US',
        query: query as never,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.error().errors).toHaveProperty('id');
    }
    expect(
      await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.companyId, world.company.id)),
    ).toEqual([]);
    expect((await stored(foreign.samlId))!.status).toBe('enable');
  });

  it("answers 404 for another tenant's application or unit, and leaves it as it was", async () => {
    const before = await stored(foreign.samlId);
    for (const [name, send] of [
      ['update', (token: string) => save(token, input({ id: foreign.samlId, jit: true }))],
      ['change/status', (token: string) => changeStatus(token, foreign.samlId, 'disable')],
      ['delete', (token: string) => remove(token, foreign.samlId)],
    ] as const) {
      for (const token of [world.tokens.master, world.tokens.admin]) {
        expect((await send(token)).statusCode, name).toBe(404);
      }
    }
    const added = await add(world.tokens.master, input({ company_id: foreign.companyId }));
    expect(added.statusCode).toBe(404);
    expect(await stored(foreign.samlId)).toEqual(before);
    const listed = await callRoute(ctx.app, calls.list, { token: world.tokens.master });
    expect(listed.data().data.map((c) => c.id)).not.toContain(foreign.samlId);
  });
});

describe('SAML calls of the specification: the configuration', () => {
  let id: number;

  it('adds with auth/saml/add, and lists with auth/saml/all', async () => {
    const added = (await add(world.tokens.master, input({ company_id: world.company.id }))).data();
    id = added.id;
    expect(added).toMatchObject({ company_id: world.company.id, status: 'enable', jit: false });
    const row = await stored(id);
    expect(row).toMatchObject({
      companyId: world.company.id,
      idpEntityId: idp.entityId,
      emailDomains: ['contoso.com'],
    });
    const list = await callRoute(ctx.app, calls.list, {
      token: world.tokens.admin,
      query: { page: 1, per_page: 10 },
    });
    expect(list.data()).toMatchObject({ page: 1, per_page: 10, total: 1, data: [{ id }] });
  });

  it('changes the application its id names with auth/saml/update', async () => {
    const res = await save(
      world.tokens.admin,
      input({ id, jit: true, email_domains: [], sso_url: 'https://login.example.test/saml2' }),
    );
    expect(res.data()).toMatchObject({ id, jit: true, email_domains: [] });
    const row = await stored(id);
    expect(row).toMatchObject({ jit: true, emailDomains: [], ssoUrl: 'https://login.example.test/saml2' });
    expect(
      await ctx.db.select().from(samlConfigs).where(eq(samlConfigs.companyId, world.company.id)),
    ).toHaveLength(1);
  });

  it('adds the unit’s application when auth/saml/update carries no id', async () => {
    const spare = await createCompany(ctx.db, { partnerId: world.partner.id });
    const saved = (await save(world.tokens.master, input({ company_id: spare.id }))).data();
    expect(saved.company_id).toBe(spare.id);
    expect(await stored(saved.id)).toMatchObject({ companyId: spare.id, status: 'enable' });
    // A unit has one application: a second add is refused.
    const again = await add(world.tokens.master, input({ company_id: spare.id }));
    expect(again.statusCode).toBe(409);
    expect(again.error().code).toBe('saml_config_exists');
  });

  it('disables and enables with auth/saml/change/status', async () => {
    const off = await changeStatus(world.tokens.admin, id, 'disable');
    expect(off.data().status).toBe('disable');
    expect((await stored(id))!.status).toBe('disable');
    const on = await changeStatus(world.tokens.master, id, 'enable');
    expect(on.data().status).toBe('enable');
    expect((await stored(id))!.status).toBe('enable');
  });

  it('deletes with auth/saml/delete?id=', async () => {
    const spare = await createCompany(ctx.db, { partnerId: world.partner.id });
    const added = (await add(world.tokens.master, input({ company_id: spare.id }))).data();
    const res = await remove(world.tokens.master, added.id);
    expect(res.data()).toEqual({ status: 'success', message: 'Done successfully!' });
    expect(await stored(added.id)).toBeUndefined();
    expect((await remove(world.tokens.master, added.id)).statusCode).toBe(404);
  });
});

describe('saml/callback: the assertion consumer that names no unit', () => {
  let host: string;
  const sp = { audience: `${BASE}/api/saml/metadata/0`, acsUrl: `${BASE}/api/saml/callback` };

  beforeAll(async () => {
    host = await hostOf(world.company.id);
    sp.audience = `${BASE}/api/saml/metadata/${world.company.id}`;
  });

  async function start(): Promise<string> {
    const res = await callRoute(ctx.app, calls.login, { body: {}, headers: { host } });
    return requestIdOf(res.data().url);
  }

  /** Posts the form as the browser does (raw: a form, without the XSRF pair); the /redirect query it is sent to. */
  async function post(samlResponse: string, onHost: string, relayState?: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${routeUrl(calls.callback)}`,
      headers: { host: onHost, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: encode(samlResponse),
        ...(relayState ? { RelayState: relayState } : {}),
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = new URL(String(res.headers.location), 'https://x.test');
    expect(location.pathname).toBe('/redirect');
    return location.searchParams;
  }

  async function lastSamlEvent() {
    const [row] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, 'saml_login'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row!;
  }

  it('signs the person in for the unit whose request the response answers, from any host', async () => {
    const requestId = await start();
    const person = { ...sp, email: world.users.user.email, objectId: randomUUID(), inResponseTo: requestId };
    const params = await post(signedResponse(idp, person), 'mirante.test', '/all/reports');
    expect(params.get('status')).toBe('success');
    expect(params.get('redirect')).toBe('/all/reports');
    const exchange = await callRoute(ctx.app, calls.exchange, { body: { code: params.get('code') ?? '' } });
    expect(exchange.data()).toMatchObject({ status: 'success', user: { email: world.users.user.email } });
    expect((await lastSamlEvent()).companyId).toBe(world.company.id);
  });

  it("checks an unsolicited response as the host's unit would, and refuses it", async () => {
    const person = { ...sp, email: world.users.user.email, objectId: randomUUID() };
    const params = await post(signedResponse(idp, person), host);
    expect(params.get('status')).toBe('error');
    expect(params.get('code')).toBeNull();
    expect((await lastSamlEvent()).companyId).toBe(world.company.id);
  });

  it('sends a response for no unit it knows back to /redirect with the refusal', async () => {
    const params = await post('<samlp:Response/>', 'mirante.test', 'https://evil.test/');
    expect(params.get('status')).toBe('error_azure_not_companies');
    expect(params.get('redirect')).toBeNull();
    const event = await lastSamlEvent();
    expect(event).toMatchObject({ outcome: 'error_azure_not_companies', companyId: null });
    expect(event.details).toMatchObject({ reason: 'unit_not_found' });
  });

  it('answers 400 to a post without a response', async () => {
    // Raw: a form post, as the browser sends it.
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api${routeUrl(calls.callback)}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', lang: 'en-US' },
      payload: 'RelayState=%2F',
    });
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json()).errors).toHaveProperty('SAMLResponse');
  });
});
