import {
  authRoutes,
  companyRoutes,
  domainRoutes,
  type RouteInput,
  type TRegisterDomainRequest,
  type TSetDomainFeeRequest,
  type TSetSubdomainRequest,
} from '@mirante/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, domainRegistrations, platformSettings, sessions } from '../src/db/schema';
import {
  callRoute,
  createCompany,
  createOperator,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** A second partner of the same operator, with a unit and a master of its own. */
let sibling: { partnerId: number; companyId: number; masterToken: string };
/** A unit of another operator altogether. */
let foreignCompanyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const partner = await createPartner(ctx.db, { operatorId: world.operator.id, name: 'Sibling Partner' });
  const company = await createCompany(ctx.db, { partnerId: partner.id, name: 'Sibling Unit' });
  const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
  sibling = {
    partnerId: partner.id,
    companyId: company.id,
    masterToken: await signIn(ctx.app, master.email),
  };
  const otherOperator = await createOperator(ctx.db);
  const farPartner = await createPartner(ctx.db, { operatorId: otherOperator.id });
  foreignCompanyId = (await createCompany(ctx.db, { partnerId: farPartner.id, name: 'Far Unit' })).id;
});
afterAll(() => ctx.close());

function me(token: string) {
  return callRoute(ctx.app, authRoutes.me, { token, lang: 'en-US' });
}

/** The domain screen's calls, as `token` makes them (none: no session); some bodies are refused on purpose. */
const domains = {
  list: (token?: string, query: RouteInput<typeof domainRoutes.list>['query'] = {}) =>
    callRoute(ctx.app, domainRoutes.list, { token, query, lang: 'en-US' }),
  get: (token: string | undefined, id: number | string) =>
    callRoute(ctx.app, domainRoutes.get, { token, params: { id }, lang: 'en-US' }),
  fee: (token?: string) => callRoute(ctx.app, domainRoutes.fee, { token, lang: 'en-US' }),
  setFee: (token: string | undefined, body: unknown) =>
    callRoute(ctx.app, domainRoutes.setFee, { token, body: body as TSetDomainFeeRequest, lang: 'en-US' }),
  billing: (token?: string) => callRoute(ctx.app, domainRoutes.billing, { token, lang: 'en-US' }),
  setSubdomain: (token: string | undefined, id: number, body: unknown) =>
    callRoute(ctx.app, domainRoutes.setSubdomain, {
      token,
      params: { id },
      body: body as TSetSubdomainRequest,
      lang: 'en-US',
    }),
  register: (token: string | undefined, id: number, body: unknown) =>
    callRoute(ctx.app, domainRoutes.register, {
      token,
      params: { id },
      body: body as TRegisterDomainRequest,
      lang: 'en-US',
    }),
  remove: (token: string | undefined, id: number) =>
    callRoute(ctx.app, domainRoutes.remove, { token, params: { id }, lang: 'en-US' }),
};

function siteOf(host: string) {
  return callRoute(ctx.app, authRoutes.site, { headers: { host } });
}

async function activeRegistrations(companyId: number) {
  return ctx.db
    .select()
    .from(domainRegistrations)
    .where(and(eq(domainRegistrations.companyId, companyId), isNull(domainRegistrations.removedAt)));
}

async function storedCompany(id: number) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

describe('domain screen access', () => {
  it('answers 401 without a session', async () => {
    const body = { domain: 'a.example.com' };
    for (const [label, res] of [
      ['GET list', await domains.list()],
      ['PUT fee', await domains.setFee(undefined, body)],
      ['PUT domain', await domains.register(undefined, world.company.id, body)],
      ['DELETE domain', await domains.remove(undefined, world.company.id)],
    ] as const) {
      expect(res.statusCode, label).toBe(401);
    }
  });

  it('lets admins read but not change, users not at all, and only the operator set the fee', async () => {
    expect((await domains.list(world.tokens.user)).statusCode).toBe(403);
    const admin = world.tokens.admin;
    for (const [label, res] of [
      ['PUT subdomain', await domains.setSubdomain(admin, world.company.id, { subdomain: 'mine' })],
      ['PUT domain', await domains.register(admin, world.company.id, { domain: 'mine.example.com' })],
      ['DELETE domain', await domains.remove(admin, world.company.id)],
      ['GET fee', await domains.fee(admin)],
      ['GET billing', await domains.billing(admin)],
    ] as const) {
      expect(res.statusCode, label).toBe(403);
      expect(res.error().code).toBe('no_functionality_access');
    }
    // A wrong profile is refused before its body is looked at.
    const masterFee = await domains.setFee(world.tokens.master, { monthly_fee_cents: -1 });
    expect(masterFee.statusCode).toBe(403);

    const adminList = await domains.list(admin);
    expect(adminList.statusCode).toBe(200);
    expect(adminList.data().policies).toEqual({ manage: false, set_fee: false });
    expect(adminList.data().data.map((u: { id: number }) => u.id)).toEqual([world.company.id]);
    const own = await domains.get(admin, world.company.id);
    expect(own.data()).toMatchObject({
      id: world.company.id,
      subdomain: world.company.subdomain,
      domain: null,
    });
  });

  it('shows the operator every unit of its partners, a partner its own, with search and pages', async () => {
    const a2m = await domains.list(world.tokens.a2m, { per_page: 100 });
    expect(a2m.statusCode).toBe(200);
    expect(a2m.data().policies).toEqual({ manage: true, set_fee: true });
    expect(a2m.data().base_domain).toBe('mirante.test');
    const seen = a2m.data().data.map((u: { id: number }) => u.id);
    expect(seen).toEqual(expect.arrayContaining([world.company.id, sibling.companyId]));
    expect(seen).not.toContain(foreignCompanyId);

    const master = await domains.list(world.tokens.master, { per_page: 100 });
    expect(master.data().policies).toEqual({ manage: true, set_fee: false });
    expect(master.data().data.map((u: { id: number }) => u.id)).toEqual([world.company.id]);

    const searched = await domains.list(world.tokens.a2m, { search: 'sibling' });
    expect(searched.data()).toMatchObject({
      total: 1,
      data: [{ id: sibling.companyId, partner_name: 'Sibling Partner' }],
    });
    const paged = await domains.list(world.tokens.a2m, { per_page: 1, page: 2 });
    expect(paged.data()).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.data().data).toHaveLength(1);
  });

  it("answers 404 for a unit out of reach: another partner's, another operator's, a deleted one", async () => {
    const master = world.tokens.master;
    const attempts = [
      ['GET', await domains.get(master, sibling.companyId)],
      ['PUT subdomain', await domains.setSubdomain(master, sibling.companyId, { subdomain: 'stolen' })],
      ['PUT domain', await domains.register(master, sibling.companyId, { domain: 'stolen.example.com' })],
      ['DELETE domain', await domains.remove(master, sibling.companyId)],
    ] as const;
    for (const [label, res] of attempts) {
      expect(res.statusCode, label).toBe(404);
      expect(res.error().code).toBe('not_found');
    }
    expect((await domains.get(world.tokens.admin, sibling.companyId)).statusCode).toBe(404);
    const far = await domains.register(world.tokens.a2m, foreignCompanyId, { domain: 'far.example.com' });
    expect(far.statusCode).toBe(404);
    const stored = await storedCompany(sibling.companyId);
    expect(stored.domain).toBeNull();
    expect(stored.subdomain).not.toBe('stolen');
  });

  it('answers 400 with field errors for bad values', async () => {
    const id = world.company.id;
    const badSub = await domains.setSubdomain(world.tokens.master, id, { subdomain: 'no_under-scores!' });
    expect(badSub.statusCode).toBe(400);
    expect(badSub.error().errors?.subdomain).toBeDefined();
    for (const domain of [
      'https://x.example.com',
      'nodot',
      'a..example.com',
      '-x.example.com',
      '*.example.com',
    ]) {
      const res = await domains.register(world.tokens.master, id, { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.error().errors?.domain, domain).toBeDefined();
    }
    // The platform's own domain and its subdomains are not a custom domain.
    const platform = await domains.register(world.tokens.master, id, { domain: 'x.mirante.test' });
    expect(platform.statusCode).toBe(400);
    expect(platform.error().errors?.domain).toEqual(['domain is invalid']);
    for (const monthly_fee_cents of [-1, 1.5, '10', 100_000_001]) {
      const res = await domains.setFee(world.tokens.a2m, { monthly_fee_cents });
      expect(res.statusCode, String(monthly_fee_cents)).toBe(400);
      expect(res.error().errors?.monthly_fee_cents).toBeDefined();
    }
    expect((await domains.get(world.tokens.a2m, 'abc')).statusCode).toBe(400);
    expect((await storedCompany(world.company.id)).domain).toBeNull();
  });
});

describe('custom domains and their fee', () => {
  it('charges each registration the fee in force when it was made, and resolves the new host', async () => {
    const fee = await domains.setFee(world.tokens.a2m, { monthly_fee_cents: 4990 });
    expect(fee.statusCode).toBe(200);
    expect(fee.data()).toMatchObject({ monthly_fee_cents: 4990, currency: 'BRL' });
    const [setting] = await ctx.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, 'domain_monthly_fee_cents'));
    expect(setting?.value).toBe(4990);
    expect((await domains.fee(world.tokens.master)).data().monthly_fee_cents).toBe(4990);

    expect((await siteOf('reports.acme-corp.com')).data().kind).toBe('unknown');
    const res = await domains.register(world.tokens.master, world.company.id, {
      domain: ' Reports.ACME-corp.com. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({
      domain: 'reports.acme-corp.com',
      registration: { domain: 'reports.acme-corp.com', monthly_fee_cents: 4990, currency: 'BRL' },
    });
    expect((await storedCompany(world.company.id)).domain).toBe('reports.acme-corp.com');
    const [registration] = await activeRegistrations(world.company.id);
    expect(registration).toMatchObject({ domain: 'reports.acme-corp.com', monthlyFeeCents: 4990 });
    // The unit answers on its new domain from the very next request.
    const site = await siteOf('reports.acme-corp.com:8000');
    expect(site.data()).toMatchObject({ kind: 'company', company: { id: world.company.id } });

    // A later fee applies to later registrations only.
    await domains.setFee(world.tokens.a2m, { monthly_fee_cents: 7500 });
    const again = await domains.get(world.tokens.admin, world.company.id);
    expect(again.data().registration?.monthly_fee_cents).toBe(4990);
    const siblingRes = await domains.register(sibling.masterToken, sibling.companyId, {
      domain: 'bi.sibling.com.br',
    });
    expect(siblingRes.data().registration?.monthly_fee_cents).toBe(7500);

    const billing = await domains.billing(world.tokens.a2m);
    expect(billing.statusCode).toBe(200);
    expect(billing.data().monthly_total_cents).toBe(4990 + 7500);
    expect(billing.data().partners).toEqual(
      expect.arrayContaining([
        {
          partner_id: world.partner.id,
          partner_name: world.partner.name,
          domains: 1,
          monthly_total_cents: 4990,
        },
        {
          partner_id: sibling.partnerId,
          partner_name: 'Sibling Partner',
          domains: 1,
          monthly_total_cents: 7500,
        },
      ]),
    );
    const ownBilling = await domains.billing(world.tokens.master);
    expect(ownBilling.data().monthly_total_cents).toBe(4990);
    expect(ownBilling.data().registrations.map((r: { company_id: number }) => r.company_id)).toEqual([
      world.company.id,
    ]);
  });

  it('refuses a domain another unit has, whatever its case, and leaves both units as they were', async () => {
    const res = await domains.register(sibling.masterToken, sibling.companyId, {
      domain: 'REPORTS.acme-corp.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.error()).toMatchObject({
      code: 'domain_exists',
      message: 'This domain is already registered.',
    });
    expect(res.error().errors?.domain).toEqual(['This domain is already registered.']);
    expect((await storedCompany(sibling.companyId)).domain).toBe('bi.sibling.com.br');
    expect(await activeRegistrations(sibling.companyId)).toHaveLength(1);
  });

  it('registering the same domain again changes nothing; another one replaces it', async () => {
    const same = await domains.register(world.tokens.a2m, world.company.id, {
      domain: 'reports.acme-corp.com',
    });
    expect(same.statusCode).toBe(200);
    expect(same.data().registration?.monthly_fee_cents).toBe(4990);
    const replaced = await domains.register(world.tokens.a2m, world.company.id, {
      domain: 'bi.acme-corp.com',
    });
    expect(replaced.data()).toMatchObject({
      domain: 'bi.acme-corp.com',
      registration: { monthly_fee_cents: 7500 },
    });
    const all = await ctx.db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.companyId, world.company.id));
    expect(all).toHaveLength(2);
    expect(all.find((r) => r.domain === 'reports.acme-corp.com')?.removedAt).toBeInstanceOf(Date);
    expect(await activeRegistrations(world.company.id)).toHaveLength(1);
    expect((await siteOf('reports.acme-corp.com')).data().kind).toBe('unknown');
  });

  it('removing a domain ends its registration and the unit stops answering on it', async () => {
    const res = await domains.remove(world.tokens.master, world.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({ domain: null, registration: null });
    expect((await storedCompany(world.company.id)).domain).toBeNull();
    expect(await activeRegistrations(world.company.id)).toHaveLength(0);
    expect((await siteOf('bi.acme-corp.com')).data().kind).toBe('unknown');
    const billing = await domains.billing(world.tokens.master);
    expect(billing.data()).toMatchObject({ registrations: [], monthly_total_cents: 0 });
    // Nothing left to remove.
    const twice = await domains.remove(world.tokens.master, world.company.id);
    expect(twice.statusCode).toBe(404);
    // The freed domain may go to another unit.
    const reuse = await domains.register(sibling.masterToken, sibling.companyId, {
      domain: 'bi.acme-corp.com',
    });
    expect(reuse.statusCode).toBe(200);
  });
});

describe('subdomains', () => {
  it('moves a unit to a free subdomain and refuses one in use', async () => {
    const taken = await domains.setSubdomain(world.tokens.master, world.company.id, {
      subdomain: (await storedCompany(sibling.companyId)).subdomain,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.error()).toMatchObject({ code: 'subdomain_exists' });
    expect(taken.error().errors?.subdomain).toEqual(['This subdomain is already in use.']);

    const before = (await storedCompany(world.company.id)).subdomain!;
    const res = await domains.setSubdomain(world.tokens.master, world.company.id, {
      subdomain: 'Moved-Unit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data().subdomain).toBe('moved-unit');
    expect((await storedCompany(world.company.id)).subdomain).toBe('moved-unit');
    expect((await siteOf('moved-unit.mirante.test')).data()).toMatchObject({
      kind: 'company',
      company: { id: world.company.id },
    });
    expect((await siteOf(`${before}.mirante.test`)).data().kind).toBe('unknown');
  });
});

describe('deleting a business unit', () => {
  it("ends the unit's sessions at once, and restoring it does not bring them back", async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Doomed Unit' });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const userToken = await signIn(ctx.app, user.email);
    expect((await me(adminToken)).statusCode).toBe(200);

    const deleted = await callRoute(ctx.app, companyRoutes.remove, {
      token: world.tokens.master,
      params: { id: unit.id },
    });
    expect(deleted.statusCode).toBe(204);
    for (const token of [adminToken, userToken]) {
      expect((await me(token)).statusCode).toBe(401);
    }
    const open = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.companyId, unit.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);
    // Sessions elsewhere go on.
    expect((await me(world.tokens.admin)).statusCode).toBe(200);

    const restored = await callRoute(ctx.app, companyRoutes.restore, {
      token: world.tokens.master,
      params: { id: unit.id },
    });
    expect(restored.statusCode).toBe(200);
    expect((await me(adminToken)).statusCode).toBe(401);
    // A new sign-in works again.
    const fresh = await signIn(ctx.app, admin.email);
    expect((await me(fresh)).statusCode).toBe(200);
  });
});
