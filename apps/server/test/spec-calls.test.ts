import { readFileSync } from 'node:fs';
import {
  authRoutes,
  configRoutes,
  type Profile,
  samlRoutes,
  scimTokenRoutes,
  switchingRoutes,
  ZCompanyConfigUpdate,
} from '@mirante/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainRegistrations, reportAccess, reports } from '../src/db/schema';
import { ACCESS, PUBLIC } from './authorization-table';
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
import { createTestIdp, encode, type TestIdp } from './saml-fixtures';
import { callKey, parseSpecCalls, SPEC_CALLS, type SpecCall, specFile } from './spec-calls';
import { addMembership, setCompanySettings } from './switching-fixtures';

/*
 * Every call of the specification's §7 is served as written: the router has its method and path,
 * a plausible request reaches its handler (never a 404, never "route not found"), and with the
 * session of a profile that may call it the specification's payload is never refused as a bad
 * body (400).
 */

const HOST = 'mirante.test';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let idp: TestIdp;
/** Records the calls work on. */
const fx = {
  reportId: 0,
  domainId: 0,
  otherUnitId: 0,
  spareUnitId: 0,
  samlId: 0,
  spareSamlId: 0,
  scimTokenId: 0,
  secureUser: { email: '', password: '' },
};

interface Plausible {
  /** Who makes the call: a profile that may (a fresh session of it), or nobody (public). */
  as: Profile | 'public';
  query?: Record<string, string | number>;
  body?: unknown;
  /** The identity provider posts a form. */
  form?: Record<string, string>;
  /** A session other than a fresh one of `as` (the partner inside a unit). */
  token?: () => Promise<string>;
  /** The status it answers, where the test knows it. */
  status?: number;
}

const samlInput = (over: Record<string, unknown> = {}) => ({
  idp_entity_id: idp.entityId,
  sso_url: 'https://login.microsoftonline.com/tenant/saml2',
  certificates: [idp.keys.certificate],
  email_domains: [],
  sp_base_url: 'https://acme.mirante.test',
  ...over,
});

/** A request §7's payload column describes, for each call, with records of the test world. */
const PLAUSIBLE: Record<string, () => Plausible | Promise<Plausible>> = {
  'POST /api/logout': () => ({ as: 'user' }),
  'POST /api/refresh/token': () => ({ as: 'user' }),
  'POST /api/refresh/log/auth': () => ({ as: 'user' }),
  'POST /api/auth/report_view/check/exist/report': () => ({ as: 'user', body: { reportId: fx.reportId } }),
  'POST /api/auth/report_view/check/permission/edit/report': () => ({
    as: 'user',
    body: { reportId: fx.reportId },
  }),
  'POST /api/auth/log/report/page/view': () => ({
    as: 'user',
    body: {
      reportId: fx.reportId,
      page_name: 'ReportSection1',
      page_title: 'Overview',
      started_at: new Date(Date.now() - 60_000).toISOString(),
      duration_seconds: 60,
    },
  }),
  'POST /api/auth/report_view/save/user-report-filters': () => ({
    as: 'user',
    body: { reportId: fx.reportId, filters: [] },
  }),
  // The config form's fields as getConfig answers them, sent back.
  'POST /api/auth/config/update': async () => {
    const token = await signIn(ctx.app, world.users.admin.email);
    const config: Record<string, unknown> = (await callRoute(ctx.app, configRoutes.get, { token })).data();
    const form = Object.fromEntries(
      Object.keys(ZCompanyConfigUpdate.shape)
        .filter((field) => field in config)
        .map((field) => [field, config[field]]),
    );
    return { as: 'admin', body: form };
  },
  'GET /api/auth/config/getConfig': () => ({ as: 'admin' }),
  'GET /api/auth/config/remote_config': () => ({ as: 'admin' }),
  'POST /api/auth/config': () => ({ as: 'admin' }),
  'POST /api/password/config': () => ({ as: 'public', body: {} }),
  'GET /api/auth/group_reports/get/config/menu/reports': () => ({ as: 'user' }),
  'GET /api/auth/group_reports/get/reports/all/select': () => ({ as: 'admin' }),
  'GET /api/timezone/all': () => ({ as: 'user' }),
  'GET /api/auth/config/get/whitelist/by/domain': () => ({ as: 'admin', query: { domain_id: fx.domainId } }),
  'POST /api/auth/users/send/questionario/perfil': () => ({
    as: 'user',
    body: { user_id: world.users.user.id, perfil_usuario: 'analista' },
  }),
  'POST /api/login': () => ({
    as: 'public',
    body: { email: world.users.user.email, password: world.users.user.password },
  }),
  // Tokens of steps not taken: refused, but as tokens, not as a malformed body.
  // The step after a password of a unit that requires a second factor, with a wrong code.
  'POST /api/login/2fa': async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: fx.secureUser.email, password: fx.secureUser.password },
    });
    expect(res.data().status, res.body).toBe('redirect_two_factor');
    return { as: 'public', body: { token: res.data().token, code: '000000' } };
  },
  'POST /api/login/playlist': () => ({ as: 'public', body: { token: 'a'.repeat(43) } }),
  'POST /api/login/config': () => ({ as: 'public', body: {}, status: 200 }),
  'POST /api/auth/change/companies': () => ({ as: 'user', body: { company_id: fx.otherUnitId } }),
  'POST /api/oauth/company': () => ({ as: 'public', body: { token: 'a'.repeat(43) } }),
  'POST /api/auth/change/partner/to/admin': () => ({
    as: 'master',
    body: { company_id: world.company.id, perfil_usuario: 'admin' },
  }),
  'POST /api/auth/change/partner/to/admin/no/verify': () => ({
    as: 'master',
    body: { company_id: world.company.id, perfil_usuario: 'admin' },
  }),
  // Back from a unit the partner entered.
  'POST /api/auth/change/back/partner': () => ({
    as: 'admin',
    token: async () => {
      const master = await signIn(ctx.app, world.users.master.email);
      const entered = await callRoute(ctx.app, switchingRoutes.enterUnitWithoutConsent, {
        token: master,
        body: { company_id: world.company.id, perfil_usuario: 'admin' },
      });
      expect(entered.statusCode, entered.body).toBe(200);
      return entered.data().token;
    },
  }),
  'POST /api/saml/login': () => ({ as: 'public', body: { company_id: world.company.id } }),
  'POST /api/saml/callback': () => ({
    as: 'public',
    form: { SAMLResponse: encode('<samlp:Response/>'), RelayState: '/' },
    status: 303,
  }),
  'GET /api/auth/saml/all': () => ({ as: 'master', query: { page: 1, per_page: 20 }, status: 200 }),
  'GET /api/auth/saml/companies/used': () => ({ as: 'master' }),
  'PUT /api/auth/saml/update': () => ({
    as: 'master',
    body: { id: fx.samlId, ...samlInput({ jit: true }) },
    status: 200,
  }),
  'POST /api/auth/saml/add': () => ({
    as: 'master',
    body: { company_id: fx.spareUnitId, ...samlInput() },
    status: 200,
  }),
  'POST /api/auth/saml/change/status': () => ({
    as: 'master',
    body: { id: fx.samlId, status: 'disable' },
    status: 200,
  }),
  'DELETE /api/auth/saml/delete': () => ({ as: 'master', query: { id: fx.spareSamlId }, status: 200 }),
  'GET /api/auth/scim/token': () => ({ as: 'admin' }),
  'PUT /api/auth/scim/update': () => ({
    as: 'admin',
    body: { id: fx.scimTokenId, description: 'Entra ID', enabled: false },
  }),
  'POST /api/auth/scim/add': () => ({ as: 'admin', body: { description: 'Second directory' } }),
  'DELETE /api/auth/scim/delete': () => ({ as: 'admin', query: { id: fx.scimTokenId } }),
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  idp = await createTestIdp();
  const [report] = await ctx.db
    .insert(reports)
    .values({
      companyId: world.company.id,
      kind: 'external',
      title: 'Sales',
      externalUrl: 'https://bi.example.com/r',
    })
    .returning();
  fx.reportId = report!.id;
  await ctx.db
    .insert(reportAccess)
    .values({ companyId: world.company.id, reportId: report!.id, userId: world.users.user.id });
  const [domain] = await ctx.db
    .insert(domainRegistrations)
    .values({ companyId: world.company.id, domain: 'bi.example.test', monthlyFeeCents: 1000 })
    .returning();
  fx.domainId = domain!.id;
  const other = await createCompany(ctx.db, { partnerId: world.partner.id });
  fx.otherUnitId = other.id;
  // The partner may enter the unit without waiting for consent.
  await setCompanySettings(ctx.db, world.company.id, {
    allow_access_remote: 'S',
    require_consent_remote: 'N',
  });
  await addMembership(ctx.db, world.users.user.id, other.id, 'user');
  const secure = await createCompany(ctx.db, { partnerId: world.partner.id });
  await setCompanySettings(ctx.db, secure.id, { mfa_master: 'S' });
  fx.secureUser = await createUser(ctx.db, { profile: 'user', companyId: secure.id });
  fx.spareUnitId = (await createCompany(ctx.db, { partnerId: world.partner.id })).id;
  const saml = async (companyId: number) => {
    const res = await callRoute(ctx.app, samlRoutes.create, {
      token: world.tokens.master,
      body: { company_id: companyId, ...samlInput() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.data().id;
  };
  fx.samlId = await saml(world.company.id);
  fx.spareSamlId = await saml(other.id);
  const scim = await callRoute(ctx.app, scimTokenRoutes.add, {
    token: world.tokens.admin,
    body: { description: 'Entra ID' },
  });
  expect(scim.statusCode, scim.body).toBe(201);
  fx.scimTokenId = scim.data().id;
});
afterAll(() => ctx?.close());

/** Raw on purpose: the call at the method and path the specification writes, not the route map's. */
function request(spec: SpecCall, plausible: Plausible, token?: string): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(
    Object.entries(plausible.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const url = `/api/${spec.path}${query ? `?${query}` : ''}`;
  if (plausible.form) {
    return ctx.app.inject({
      method: spec.method,
      url,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(plausible.form).toString(),
    });
  }
  return call(ctx.app, { method: spec.method, url, token, body: plausible.body, headers: { host: HOST } });
}

/** What is wrong with the answer to one call (nothing: empty). */
async function faultsOf(spec: SpecCall): Promise<string[]> {
  const key = callKey(spec);
  const faults: string[] = [];
  if (!ctx.app.hasRoute({ method: spec.method, url: `/api/${spec.path}` })) faults.push('no route');
  const build = PLAUSIBLE[key];
  if (!build) return [...faults, 'no plausible request in this test'];
  const plausible = await build();
  const notFound = (res: LightMyRequestResponse) =>
    res.statusCode === 404 || res.body.includes('route_not_found');

  if (plausible.as === 'public') {
    if (!PUBLIC.has(key)) faults.push('not public in authorization-table.ts');
    const res = await request(spec, plausible);
    if (notFound(res)) faults.push(`answered ${res.statusCode} ${res.body.slice(0, 120)}`);
    if (res.statusCode === 400) faults.push(`refused the payload: ${res.body.slice(0, 200)}`);
    else if (plausible.status && res.statusCode !== plausible.status)
      faults.push(`answered ${res.statusCode}, not ${plausible.status}: ${res.body.slice(0, 200)}`);
    return faults;
  }
  if (!ACCESS[key]?.includes(plausible.as)) faults.push(`${plausible.as} may not call it per ACCESS`);
  const anonymous = await request(spec, plausible);
  if (notFound(anonymous))
    faults.push(`without a session: ${anonymous.statusCode} ${anonymous.body.slice(0, 120)}`);
  const email = world.users[plausible.as].email;
  const token = plausible.token ? await plausible.token() : await signIn(ctx.app, email);
  const res = await request(spec, plausible, token);
  if (notFound(res)) faults.push(`as ${plausible.as}: ${res.statusCode} ${res.body.slice(0, 120)}`);
  if (res.statusCode === 400)
    faults.push(`as ${plausible.as}, refused the payload: ${res.body.slice(0, 200)}`);
  else if (plausible.status && res.statusCode !== plausible.status)
    faults.push(
      `as ${plausible.as}, answered ${res.statusCode}, not ${plausible.status}: ${res.body.slice(0, 200)}`,
    );
  return faults;
}

async function walk(calls: readonly SpecCall[]) {
  const faults: Record<string, string[]> = {};
  for (const spec of calls) {
    const found = await faultsOf(spec);
    if (found.length > 0) faults[callKey(spec)] = found;
  }
  return faults;
}

describe('the calls of the specification (§7)', () => {
  const file = specFile();

  it('lists the 38 calls of the table, each once', () => {
    expect(SPEC_CALLS).toHaveLength(38);
    expect(new Set(SPEC_CALLS.map(callKey)).size).toBe(38);
  });

  it.skipIf(!file)(
    file
      ? `reads the same 38 calls from ${file}`
      : 'reads the calls from the specification: skipped, portal-spec.md was not found (beside the checkout, or at PORTAL_SPEC); the list in spec-calls.ts is walked instead',
    () => {
      const parsed = parseSpecCalls(readFileSync(file!, 'utf8'));
      expect(parsed.map(callKey)).toEqual(SPEC_CALLS.map(callKey));
    },
  );

  it('serves every one at its path, and takes the payload the specification describes', async () => {
    const calls = file ? parseSpecCalls(readFileSync(file, 'utf8')) : SPEC_CALLS;
    expect(calls).toHaveLength(38);
    expect(await walk(calls)).toEqual({});
  }, 120_000);
});

describe('the table reader', () => {
  it('expands rows that name several calls, pairing methods with paths', () => {
    const table = [
      '## 7. Calls',
      '',
      '| Method | Path | Payload / answer |',
      '|---|---|---|',
      '| POST | login; login/2fa | credentials |',
      '| POST | auth/change/companies; /oauth/company | body token |',
      '| PUT / POST | auth/saml/update (with id) / auth/saml/add | SAML configuration |',
      '| DELETE | auth/saml/delete | query id |',
      '',
      '## 8. Errors',
      '| GET | not/a/call | x |',
    ].join('\n');
    expect(parseSpecCalls(table)).toEqual([
      { method: 'POST', path: 'login' },
      { method: 'POST', path: 'login/2fa' },
      { method: 'POST', path: 'auth/change/companies' },
      { method: 'POST', path: 'oauth/company' },
      { method: 'PUT', path: 'auth/saml/update' },
      { method: 'POST', path: 'auth/saml/add' },
      { method: 'DELETE', path: 'auth/saml/delete' },
    ]);
  });

  it('refuses a table it cannot read', () => {
    expect(() => parseSpecCalls('# nothing here')).toThrow(/7\. Calls/);
    expect(() => parseSpecCalls('## 7. Calls\n| PUT / POST | a / b / c | x |')).toThrow(/pair/);
    expect(() => parseSpecCalls('## 7. Calls\n| FETCH | a | x |')).toThrow(/unknown method/);
  });
});
