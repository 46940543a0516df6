import { randomUUID } from 'node:crypto';
import { authRoutes, routeUrl, samlRoutes as calls, type TSamlConfigInput } from '@mirante/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  companies,
  companyConfigs,
  memberships,
  membershipGroups,
  samlIdentities,
  users,
  userGroups,
} from '../src/db/schema';
import { addUserToGroup } from '../src/modules/groups/groups-members.service';
import { readPasswordHash } from '../src/platform/secrets';
import { selfSignedCertificate } from '../src/platform/self-signed';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from './helpers';
import {
  assertionXml,
  type AssertionOptions,
  createTestIdp,
  encode,
  requestIdOf,
  responseXml,
  signedResponse,
  signElement,
  type TestIdp,
} from './saml-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let idp: TestIdp;
let host: string;
let groupId: number;
let configId: number;
/** A second unit with its own provider. */
let other: { companyId: number; host: string; idp: TestIdp };

const BASE = 'https://acme.mirante.test';
const sp = (companyId: number) => ({
  audience: `${BASE}/api/saml/metadata/${companyId}`,
  acsUrl: `${BASE}/api/saml/callback/${companyId}`,
});

async function configure(companyId: number, provider: TestIdp, over: Partial<TSamlConfigInput> = {}) {
  const res = await callRoute(ctx.app, calls.create, {
    token: world.tokens.master,
    body: {
      company_id: companyId,
      idp_entity_id: provider.entityId,
      sso_url: 'https://login.example.test/saml2',
      certificates: [provider.keys.certificate],
      sp_base_url: BASE,
      ...over,
    },
  });
  return res.data().id;
}

async function hostOf(companyId: number) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return `${row!.subdomain}.mirante.test`;
}

/** Starts a sign-in on the unit's host; the id of the request the provider must answer. */
async function start(onHost = host): Promise<string> {
  const res = await callRoute(ctx.app, calls.login, { body: {}, headers: { host: onHost } });
  return requestIdOf(res.data().url);
}

/** Posts a response to a unit's ACS as the browser does (raw: a form, without the XSRF pair); the /redirect query it is sent to. */
async function post(samlResponse: string, companyId = world.company.id, relayState?: string, onHost = host) {
  const form = new URLSearchParams({
    SAMLResponse: encode(samlResponse),
    ...(relayState ? { RelayState: relayState } : {}),
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api${routeUrl(calls.unitCallback, { params: { companyId } })}`,
    headers: { host: onHost, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location), 'https://x.test');
  expect(location.pathname).toBe('/redirect');
  return location.searchParams;
}

async function lastReason(): Promise<string> {
  const [row] = await ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.event, 'saml_login'))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return String((row!.details as { reason?: string }).reason);
}

function person(over: Partial<AssertionOptions> = {}): AssertionOptions {
  return { ...sp(world.company.id), email: world.users.user.email, objectId: randomUUID(), ...over };
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  idp = await createTestIdp();
  host = await hostOf(world.company.id);
  const [group] = await ctx.db
    .insert(userGroups)
    .values({ companyId: world.company.id, name: 'Finance' })
    .returning({ id: userGroups.id });
  groupId = group!.id;
  configId = await configure(world.company.id, idp, {
    jit: true,
    group_attribute: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
    group_mappings: [{ claim: 'finance-oid', group_id: groupId }],
  });
  const company = await createCompany(ctx.db, { partnerId: world.partner.id });
  other = { companyId: company.id, host: await hostOf(company.id), idp: await createTestIdp() };
  await configure(company.id, other.idp);
});
afterAll(() => ctx.close());

describe('SAML sign-in', () => {
  it('signs a person in from an assertion signed alone (Entra default), through a single-use code', async () => {
    const id = await start();
    const params = await post(
      signedResponse(idp, person({ inResponseTo: id })),
      world.company.id,
      '/all/reports',
    );
    expect(params.get('status')).toBe('success');
    expect(params.get('redirect')).toBe('/all/reports');
    const code = params.get('code')!;
    const exchange = await callRoute(ctx.app, calls.exchange, { body: { code } });
    const session = exchange.data();
    expect(session).toMatchObject({ status: 'success', user: { email: world.users.user.email } });
    const me = await callRoute(ctx.app, authRoutes.me, { token: session.token });
    expect(me.statusCode).toBe(200);
    const again = await callRoute(ctx.app, calls.exchange, { body: { code } });
    expect(again.statusCode).toBe(400);
  });

  it('accepts a response where both the response and the assertion are signed', async () => {
    const id = await start();
    const params = await post(signedResponse(idp, person({ inResponseTo: id }), { signResponse: true }));
    expect(params.get('status')).toBe('success');
  });

  it('never sends the browser off the portal', async () => {
    const id = await start();
    const params = await post(
      signedResponse(idp, person({ inResponseTo: id })),
      world.company.id,
      'https://evil.test/x',
    );
    expect(params.get('status')).toBe('success');
    expect(params.get('redirect')).toBeNull();
  });

  it('tells the sign-in page where single sign-on is offered', async () => {
    const site = (onHost: string) => callRoute(ctx.app, authRoutes.site, { headers: { host: onHost } });
    expect((await site(host)).data()).toMatchObject({ kind: 'company', sso: true });
    const plain = await createCompany(ctx.db, { partnerId: world.partner.id });
    expect((await site(await hostOf(plain.id))).data()).toMatchObject({ kind: 'company', sso: false });
  });

  it('starts from the e-mail domain on the platform host, and refuses units without SAML', async () => {
    await ctx.db.execute(
      sql`update saml_configs set email_domains = '["contoso.com"]'::jsonb where id = ${configId}`,
    );
    const res = await callRoute(ctx.app, calls.login, { body: { email: 'ana@Contoso.com' } });
    expect(res.statusCode).toBe(200);
    const none = await callRoute(ctx.app, calls.login, { body: { email: 'ana@nowhere.com' } });
    expect(none.statusCode).toBe(404);
    expect(none.error().code).toBe('saml_not_configured');
  });
});

describe('SAML responses that must be refused', () => {
  const refused = async (xml: string, reason: RegExp, companyId = world.company.id) => {
    const params = await post(xml, companyId);
    expect(params.get('status')).toBe('error');
    expect(params.get('code')).toBeNull();
    expect(await lastReason()).toMatch(reason);
  };

  it('an unsigned assertion', async () => {
    const o = person({ inResponseTo: await start() });
    await refused(responseXml(idp, o, assertionXml(idp, o)), /signature/i);
  });

  it('a signature by another key, also with that key’s certificate in KeyInfo', async () => {
    const intruder = await selfSignedCertificate('Intruder');
    await refused(
      signedResponse(idp, person({ inResponseTo: await start() }), { keys: intruder }),
      /signature/i,
    );
    await refused(
      signedResponse(idp, person({ inResponseTo: await start() }), { keys: intruder, signResponse: true }),
      /signature/i,
    );
  });

  it('the NameID or an attribute changed after signing', async () => {
    const id = await start();
    const good = signedResponse(idp, person({ inResponseTo: id, email: world.users.user.email }));
    await refused(
      good.replace(`>${world.users.user.email}</NameID>`, `>${world.users.admin.email}</NameID>`),
      /signature|digest/i,
    );
    const id2 = await start();
    const good2 = signedResponse(idp, person({ inResponseTo: id2 }));
    await refused(
      good2.replace(
        `<AttributeValue>${world.users.user.email}`,
        `<AttributeValue>${world.users.admin.email}`,
      ),
      /signature|digest/i,
    );
  });

  it('a second assertion wrapped beside the signed one', async () => {
    const o = person({ inResponseTo: await start() });
    const signedAssertion = signElement(
      assertionXml(idp, { ...o, assertionId: '_signed' }),
      '_signed',
      idp.keys,
    );
    const evil = assertionXml(idp, { ...o, email: world.users.admin.email, assertionId: '_evil' });
    await refused(responseXml(idp, o, evil + signedAssertion), /signature|assertion/i);
    const o2 = person({ inResponseTo: await start() });
    const signed2 = signElement(assertionXml(idp, { ...o2, assertionId: '_s2' }), '_s2', idp.keys);
    await refused(
      responseXml(
        idp,
        o2,
        signed2 + assertionXml(idp, { ...o2, email: world.users.admin.email, assertionId: '_e2' }),
      ),
      /signature|assertion/i,
    );
  });

  it('a wrong audience, an expired assertion and one not yet valid', async () => {
    await refused(
      signedResponse(idp, person({ inResponseTo: await start(), audience: 'urn:other' })),
      /audience/i,
    );
    const past = new Date(Date.now() - 2 * 60 * 60_000);
    await refused(
      signedResponse(
        idp,
        person({
          inResponseTo: await start(),
          notBefore: past,
          notOnOrAfter: new Date(past.getTime() + 60_000),
        }),
      ),
      /expired|NotOnOrAfter|not valid|confirmation/i,
    );
    const future = new Date(Date.now() + 60 * 60_000);
    await refused(
      signedResponse(idp, person({ inResponseTo: await start(), notBefore: future })),
      /not yet valid|NotBefore|not valid/i,
    );
  });

  it('a replayed assertion, an unknown request and no request at all', async () => {
    const assertionId = `_${randomUUID()}`;
    const first = await post(signedResponse(idp, person({ inResponseTo: await start(), assertionId })));
    expect(first.get('status')).toBe('success');
    await refused(signedResponse(idp, person({ inResponseTo: await start(), assertionId })), /replayed/);
    await refused(signedResponse(idp, person({ inResponseTo: '_never-sent' })), /InResponseTo/i);
    await refused(signedResponse(idp, person()), /InResponseTo/i);
  });

  it("a response for unit B posted to unit A's consumer", async () => {
    const id = await start(other.host);
    const forB = signedResponse(other.idp, {
      ...sp(other.companyId),
      email: world.users.user.email,
      inResponseTo: id,
    });
    await refused(forB, /signature|InResponseTo|audience|issuer/i, world.company.id);
  });

  it('an issuer other than the configured provider', async () => {
    await refused(
      signedResponse(idp, person({ inResponseTo: await start(), issuer: 'https://sts.windows.net/other/' })),
      /issuer/i,
    );
  });
});

describe("the unit's rules hold for SAML", () => {
  it('creates the account just in time, links it by object id and maps its group', async () => {
    const objectId = randomUUID();
    const email = `new-${randomUUID().slice(0, 8)}@contoso.com`;
    const params = await post(
      signedResponse(
        idp,
        person({
          inResponseTo: await start(),
          email,
          objectId,
          groups: ['x', 'finance-oid'],
          givenName: 'Nova',
          surname: 'Pessoa',
        }),
      ),
    );
    expect(params.get('status')).toBe('success');
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ name: 'Nova Pessoa', authType: 'saml' });
    expect(await readPasswordHash(ctx.db, account!.id)).toBeNull();
    const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, account!.id));
    expect(membership).toMatchObject({ companyId: world.company.id, profile: 'user' });
    const groups = await ctx.db
      .select({ groupId: membershipGroups.groupId })
      .from(membershipGroups)
      .where(eq(membershipGroups.membershipId, membership!.id));
    expect(groups).toEqual([{ groupId }]);
    const links = await ctx.db.select().from(samlIdentities).where(eq(samlIdentities.subject, objectId));
    expect(links.map((l) => l.userId)).toEqual([account!.id]);
    // The e-mail changes at the provider: the object id still finds the account.
    const renamed = await post(
      signedResponse(idp, person({ inResponseTo: await start(), email: `renamed-${email}`, objectId })),
    );
    expect(renamed.get('status')).toBe('success');
    expect(await lastReason()).toBe('success');
  });

  it('puts the person in every group their claims map to, and out of mapped groups they lost', async () => {
    const made = await ctx.db
      .insert(userGroups)
      .values([
        { companyId: world.company.id, name: 'Board' },
        { companyId: world.company.id, name: 'Picked by hand' },
      ])
      .returning({ id: userGroups.id });
    const [board, byHand] = [made[0]!.id, made[1]!.id];
    await ctx.db.execute(
      sql`update saml_configs set group_mappings = ${JSON.stringify([
        { claim: 'finance-oid', group_id: groupId },
        { claim: 'board-oid', group_id: board },
      ])}::jsonb where id = ${configId}`,
    );
    const someone = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await addUserToGroup(ctx.db, world.company.id, someone.id, byHand);
    const objectId = randomUUID();
    const groupsNow = async () => {
      const rows = await ctx.db
        .select({ groupId: membershipGroups.groupId })
        .from(membershipGroups)
        .innerJoin(memberships, eq(memberships.id, membershipGroups.membershipId))
        .where(and(eq(memberships.userId, someone.id), eq(memberships.companyId, world.company.id)));
      return rows.map((r) => r.groupId).sort((a, b) => a - b);
    };
    const signInWith = async (groups: string[]) =>
      (
        await post(
          signedResponse(
            idp,
            person({ inResponseTo: await start(), email: someone.email, objectId, groups }),
          ),
        )
      ).get('status');
    try {
      expect(await signInWith(['finance-oid', 'board-oid', 'unmapped'])).toBe('success');
      expect(await groupsNow()).toEqual([groupId, board, byHand].sort((a, b) => a - b));
      expect(await signInWith(['board-oid'])).toBe('success');
      expect(await groupsNow()).toEqual([board, byHand].sort((a, b) => a - b));
    } finally {
      await ctx.db.execute(
        sql`update saml_configs set group_mappings = ${JSON.stringify([
          { claim: 'finance-oid', group_id: groupId },
        ])}::jsonb where id = ${configId}`,
      );
    }
  });

  it('refuses an unknown person when just-in-time creation is off', async () => {
    await ctx.db.execute(sql`update saml_configs set jit = false where id = ${configId}`);
    const params = await post(
      signedResponse(idp, person({ inResponseTo: await start(), email: 'ghost@contoso.com' })),
    );
    expect(params.get('status')).toBe('error_user_or_password');
    await ctx.db.execute(sql`update saml_configs set jit = true where id = ${configId}`);
  });

  it('refuses deactivated and blocked people with their status', async () => {
    const blocked = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(memberships).set({ status: 'B' }).where(eq(memberships.userId, blocked.id));
    expect(
      (await post(signedResponse(idp, person({ inResponseTo: await start(), email: blocked.email })))).get(
        'status',
      ),
    ).toBe('blocked');
    const gone = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db
      .update(memberships)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(memberships.userId, gone.id), eq(memberships.companyId, world.company.id)));
    expect(
      (await post(signedResponse(idp, person({ inResponseTo: await start(), email: gone.email })))).get(
        'status',
      ),
    ).toBe('user_disable');
  });

  it('applies the IP list, the access hours and the unit switch', async () => {
    const set = (settings: Record<string, unknown>) =>
      ctx.db
        .update(companyConfigs)
        .set({ settings: sql`${companyConfigs.settings} || ${JSON.stringify(settings)}::jsonb` })
        .where(eq(companyConfigs.companyId, world.company.id));
    await set({ ip: 'S', listIp: ['203.0.113.7'] });
    expect((await post(signedResponse(idp, person({ inResponseTo: await start() })))).get('status')).toBe(
      'ip_not_allowed',
    );
    // A window that never includes now: one minute on a day that is not today.
    const notToday = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'][(new Date().getUTCDay() + 3) % 7];
    await set({
      ip: 'N',
      listIp: null,
      timezone: 'UTC',
      access_hours: [{ day: notToday, start: '03:00', end: '03:01' }],
    });
    expect((await post(signedResponse(idp, person({ inResponseTo: await start() })))).get('status')).toBe(
      'horario_not_allowed',
    );
    await set({ access_hours: [], enable: 'N' });
    expect((await post(signedResponse(idp, person({ inResponseTo: await start() })))).get('status')).toBe(
      'inactive',
    );
    await set({ enable: 'S' });
  });

  it('a test sign-in checks the setup and opens no session, also while switched off', async () => {
    await ctx.db.execute(sql`update saml_configs set status = 'disable' where id = ${configId}`);
    const closed = await callRoute(ctx.app, calls.login, { body: {}, headers: { host } });
    expect(closed.statusCode).toBe(404);
    expect((await post(signedResponse(idp, person({ inResponseTo: '_x' })))).get('status')).toBe(
      'error_azure_not_companies',
    );
    const res = await callRoute(ctx.app, calls.test, {
      token: world.tokens.master,
      params: { id: configId },
    });
    const id = requestIdOf(res.data().url);
    const params = await post(signedResponse(idp, person({ inResponseTo: id })));
    expect(params.get('status')).toBe('test_success');
    expect(params.get('code')).toBeNull();
    await ctx.db.execute(sql`update saml_configs set status = 'enable' where id = ${configId}`);
  });

  it('refuses a unit host that is not the configured unit', async () => {
    const params = await post(
      signedResponse(idp, person({ inResponseTo: await start() })),
      world.company.id,
      undefined,
      other.host,
    );
    expect(params.get('status')).toBe('domain_not_allowed');
  });
});
