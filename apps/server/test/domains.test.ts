import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, domainRegistrations, platformSettings, sessions } from '../src/db/schema';
import {
  call,
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

function api(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, body?: unknown) {
  return call(ctx.app, { method, url, token, body, lang: 'en-US' });
}

function siteOf(host: string) {
  return call(ctx.app, { method: 'GET', url: '/api/site', headers: { host } });
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
    for (const [method, url] of [
      ['GET', '/api/auth/domains'],
      ['PUT', '/api/auth/domains/fee'],
      ['PUT', `/api/auth/domains/${world.company.id}/domain`],
      ['DELETE', `/api/auth/domains/${world.company.id}/domain`],
    ] as const) {
      const res = await api(method, url, undefined, { domain: 'a.example.com' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets admins read but not change, users not at all, and only the operator set the fee', async () => {
    expect((await api('GET', '/api/auth/domains', world.tokens.user)).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['PUT', `/api/auth/domains/${world.company.id}/subdomain`, { subdomain: 'mine' }],
      ['PUT', `/api/auth/domains/${world.company.id}/domain`, { domain: 'mine.example.com' }],
      ['DELETE', `/api/auth/domains/${world.company.id}/domain`, undefined],
      ['GET', '/api/auth/domains/fee', undefined],
      ['GET', '/api/auth/domains/billing', undefined],
    ] as const) {
      const res = await api(method, url, world.tokens.admin, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('no_functionality_access');
    }
    // A wrong profile is refused before its body is looked at.
    const masterFee = await api('PUT', '/api/auth/domains/fee', world.tokens.master, {
      monthly_fee_cents: -1,
    });
    expect(masterFee.statusCode).toBe(403);

    const admin = await api('GET', '/api/auth/domains', world.tokens.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().policies).toEqual({ manage: false, set_fee: false });
    expect(admin.json().data.map((u: { id: number }) => u.id)).toEqual([world.company.id]);
    const own = await api('GET', `/api/auth/domains/${world.company.id}`, world.tokens.admin);
    expect(own.json()).toMatchObject({
      id: world.company.id,
      subdomain: world.company.subdomain,
      domain: null,
    });
  });

  it('shows the operator every unit of its partners, a partner its own, with search and pages', async () => {
    const a2m = await api('GET', '/api/auth/domains?per_page=100', world.tokens.a2m);
    expect(a2m.statusCode).toBe(200);
    expect(a2m.json().policies).toEqual({ manage: true, set_fee: true });
    expect(a2m.json().base_domain).toBe('mirante.test');
    const seen = a2m.json().data.map((u: { id: number }) => u.id);
    expect(seen).toEqual(expect.arrayContaining([world.company.id, sibling.companyId]));
    expect(seen).not.toContain(foreignCompanyId);

    const master = await api('GET', '/api/auth/domains?per_page=100', world.tokens.master);
    expect(master.json().policies).toEqual({ manage: true, set_fee: false });
    expect(master.json().data.map((u: { id: number }) => u.id)).toEqual([world.company.id]);

    const searched = await api('GET', '/api/auth/domains?search=sibling', world.tokens.a2m);
    expect(searched.json()).toMatchObject({
      total: 1,
      data: [{ id: sibling.companyId, partner_name: 'Sibling Partner' }],
    });
    const paged = await api('GET', '/api/auth/domains?per_page=1&page=2', world.tokens.a2m);
    expect(paged.json()).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.json().data).toHaveLength(1);
  });

  it("answers 404 for a unit out of reach: another partner's, another operator's, a deleted one", async () => {
    const attempts = [
      ['GET', `/api/auth/domains/${sibling.companyId}`, undefined],
      ['PUT', `/api/auth/domains/${sibling.companyId}/subdomain`, { subdomain: 'stolen' }],
      ['PUT', `/api/auth/domains/${sibling.companyId}/domain`, { domain: 'stolen.example.com' }],
      ['DELETE', `/api/auth/domains/${sibling.companyId}/domain`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      const res = await api(method, url, world.tokens.master, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await api('GET', `/api/auth/domains/${sibling.companyId}`, world.tokens.admin)).statusCode).toBe(
      404,
    );
    const far = await api('PUT', `/api/auth/domains/${foreignCompanyId}/domain`, world.tokens.a2m, {
      domain: 'far.example.com',
    });
    expect(far.statusCode).toBe(404);
    const stored = await storedCompany(sibling.companyId);
    expect(stored.domain).toBeNull();
    expect(stored.subdomain).not.toBe('stolen');
  });

  it('answers 400 with field errors for bad values', async () => {
    const url = `/api/auth/domains/${world.company.id}`;
    const badSub = await api('PUT', `${url}/subdomain`, world.tokens.master, {
      subdomain: 'no_under-scores!',
    });
    expect(badSub.statusCode).toBe(400);
    expect(badSub.json().errors.subdomain).toBeDefined();
    for (const domain of [
      'https://x.example.com',
      'nodot',
      'a..example.com',
      '-x.example.com',
      '*.example.com',
    ]) {
      const res = await api('PUT', `${url}/domain`, world.tokens.master, { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().errors.domain, domain).toBeDefined();
    }
    // The platform's own domain and its subdomains are not a custom domain.
    const platform = await api('PUT', `${url}/domain`, world.tokens.master, { domain: 'x.mirante.test' });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errors.domain).toEqual(['domain is invalid']);
    for (const monthly_fee_cents of [-1, 1.5, '10', 100_000_001]) {
      const res = await api('PUT', '/api/auth/domains/fee', world.tokens.a2m, { monthly_fee_cents });
      expect(res.statusCode, String(monthly_fee_cents)).toBe(400);
      expect(res.json().errors.monthly_fee_cents).toBeDefined();
    }
    expect((await api('GET', '/api/auth/domains/abc', world.tokens.a2m)).statusCode).toBe(400);
    expect((await storedCompany(world.company.id)).domain).toBeNull();
  });
});

describe('custom domains and their fee', () => {
  it('charges each registration the fee in force when it was made, and resolves the new host', async () => {
    const fee = await api('PUT', '/api/auth/domains/fee', world.tokens.a2m, { monthly_fee_cents: 4990 });
    expect(fee.statusCode).toBe(200);
    expect(fee.json()).toMatchObject({ monthly_fee_cents: 4990, currency: 'BRL' });
    const [setting] = await ctx.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, 'domain_monthly_fee_cents'));
    expect(setting?.value).toBe(4990);
    expect((await api('GET', '/api/auth/domains/fee', world.tokens.master)).json().monthly_fee_cents).toBe(
      4990,
    );

    expect((await siteOf('reports.acme-corp.com')).json().kind).toBe('unknown');
    const res = await api('PUT', `/api/auth/domains/${world.company.id}/domain`, world.tokens.master, {
      domain: ' Reports.ACME-corp.com. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      domain: 'reports.acme-corp.com',
      registration: { domain: 'reports.acme-corp.com', monthly_fee_cents: 4990, currency: 'BRL' },
    });
    expect((await storedCompany(world.company.id)).domain).toBe('reports.acme-corp.com');
    const [registration] = await activeRegistrations(world.company.id);
    expect(registration).toMatchObject({ domain: 'reports.acme-corp.com', monthlyFeeCents: 4990 });
    // The unit answers on its new domain from the very next request.
    const site = await siteOf('reports.acme-corp.com:8000');
    expect(site.json()).toMatchObject({ kind: 'company', company: { id: world.company.id } });

    // A later fee applies to later registrations only.
    await api('PUT', '/api/auth/domains/fee', world.tokens.a2m, { monthly_fee_cents: 7500 });
    const again = await api('GET', `/api/auth/domains/${world.company.id}`, world.tokens.admin);
    expect(again.json().registration.monthly_fee_cents).toBe(4990);
    const siblingRes = await api(
      'PUT',
      `/api/auth/domains/${sibling.companyId}/domain`,
      sibling.masterToken,
      {
        domain: 'bi.sibling.com.br',
      },
    );
    expect(siblingRes.json().registration.monthly_fee_cents).toBe(7500);

    const billing = await api('GET', '/api/auth/domains/billing', world.tokens.a2m);
    expect(billing.statusCode).toBe(200);
    expect(billing.json().monthly_total_cents).toBe(4990 + 7500);
    expect(billing.json().partners).toEqual(
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
    const ownBilling = await api('GET', '/api/auth/domains/billing', world.tokens.master);
    expect(ownBilling.json().monthly_total_cents).toBe(4990);
    expect(ownBilling.json().registrations.map((r: { company_id: number }) => r.company_id)).toEqual([
      world.company.id,
    ]);
  });

  it('refuses a domain another unit has, whatever its case, and leaves both units as they were', async () => {
    const res = await api('PUT', `/api/auth/domains/${sibling.companyId}/domain`, sibling.masterToken, {
      domain: 'REPORTS.acme-corp.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'domain_exists',
      message: 'This domain is already registered.',
    });
    expect(res.json().errors.domain).toEqual(['This domain is already registered.']);
    expect((await storedCompany(sibling.companyId)).domain).toBe('bi.sibling.com.br');
    expect(await activeRegistrations(sibling.companyId)).toHaveLength(1);
  });

  it('registering the same domain again changes nothing; another one replaces it', async () => {
    const same = await api('PUT', `/api/auth/domains/${world.company.id}/domain`, world.tokens.a2m, {
      domain: 'reports.acme-corp.com',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().registration.monthly_fee_cents).toBe(4990);
    const replaced = await api('PUT', `/api/auth/domains/${world.company.id}/domain`, world.tokens.a2m, {
      domain: 'bi.acme-corp.com',
    });
    expect(replaced.json()).toMatchObject({
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
    expect((await siteOf('reports.acme-corp.com')).json().kind).toBe('unknown');
  });

  it('removing a domain ends its registration and the unit stops answering on it', async () => {
    const res = await api('DELETE', `/api/auth/domains/${world.company.id}/domain`, world.tokens.master);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domain: null, registration: null });
    expect((await storedCompany(world.company.id)).domain).toBeNull();
    expect(await activeRegistrations(world.company.id)).toHaveLength(0);
    expect((await siteOf('bi.acme-corp.com')).json().kind).toBe('unknown');
    const billing = await api('GET', '/api/auth/domains/billing', world.tokens.master);
    expect(billing.json()).toMatchObject({ registrations: [], monthly_total_cents: 0 });
    // Nothing left to remove.
    const twice = await api('DELETE', `/api/auth/domains/${world.company.id}/domain`, world.tokens.master);
    expect(twice.statusCode).toBe(404);
    // The freed domain may go to another unit.
    const reuse = await api('PUT', `/api/auth/domains/${sibling.companyId}/domain`, sibling.masterToken, {
      domain: 'bi.acme-corp.com',
    });
    expect(reuse.statusCode).toBe(200);
  });
});

describe('subdomains', () => {
  it('moves a unit to a free subdomain and refuses one in use', async () => {
    const taken = await api('PUT', `/api/auth/domains/${world.company.id}/subdomain`, world.tokens.master, {
      subdomain: (await storedCompany(sibling.companyId)).subdomain,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'subdomain_exists' });
    expect(taken.json().errors.subdomain).toEqual(['This subdomain is already in use.']);

    const before = (await storedCompany(world.company.id)).subdomain!;
    const res = await api('PUT', `/api/auth/domains/${world.company.id}/subdomain`, world.tokens.master, {
      subdomain: 'Moved-Unit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subdomain).toBe('moved-unit');
    expect((await storedCompany(world.company.id)).subdomain).toBe('moved-unit');
    expect((await siteOf('moved-unit.mirante.test')).json()).toMatchObject({
      kind: 'company',
      company: { id: world.company.id },
    });
    expect((await siteOf(`${before}.mirante.test`)).json().kind).toBe('unknown');
  });
});

describe('deleting a business unit', () => {
  it("ends the unit's sessions at once, and restoring it does not bring them back", async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Doomed Unit' });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const userToken = await signIn(ctx.app, user.email);
    expect((await api('GET', '/api/auth/me', adminToken)).statusCode).toBe(200);

    const deleted = await api('DELETE', `/api/auth/companies/${unit.id}`, world.tokens.master);
    expect(deleted.statusCode).toBe(204);
    for (const token of [adminToken, userToken]) {
      expect((await api('GET', '/api/auth/me', token)).statusCode).toBe(401);
    }
    const open = await ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.companyId, unit.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);
    // Sessions elsewhere go on.
    expect((await api('GET', '/api/auth/me', world.tokens.admin)).statusCode).toBe(200);

    const restored = await api('POST', `/api/auth/companies/${unit.id}/restore`, world.tokens.master);
    expect(restored.statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', adminToken)).statusCode).toBe(401);
    // A new sign-in works again.
    const fresh = await signIn(ctx.app, admin.email);
    expect((await api('GET', '/api/auth/me', fresh)).statusCode).toBe(200);
  });
});
