import { configRoutes, DEFAULT_COMPANY_CONFIG } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyConfigs, memberships, users } from '../src/db/schema';
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

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

const NO_REMOTE_ACCESS = {
  is_partner_with_admin_company: false,
  is_partner_admin: false,
  is_partner_user: false,
};

function getConfig(token: string) {
  return callRoute(ctx.app, configRoutes.get, { token });
}

async function storeSettings(companyId: number, settings: object) {
  await ctx.db.update(companyConfigs).set({ settings }).where(eq(companyConfigs.companyId, companyId));
}

/** A unit of its own with an admin signed in, so stored settings do not leak between tests. */
async function unitWithAdmin(settings?: object) {
  const company = await createCompany(ctx.db, { partnerId: world.partner.id });
  if (settings) await storeSettings(company.id, settings);
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
  return { company, admin, token: await signIn(ctx.app, admin.email) };
}

describe('GET /api/auth/config/getConfig', () => {
  it('answers 401 without a session', async () => {
    const res = await callRoute(ctx.app, configRoutes.get, {});
    expect(res.statusCode).toBe(401);
    expect(res.error().code).toBe('unauthorized');
  });

  it('gives the admin and the user of a new unit every default of the form', async () => {
    expect(DEFAULT_COMPANY_CONFIG).toMatchObject({ home_page: '/', login_timeout: 8, hidden_menu: [] });
    for (const profile of ['admin', 'user'] as const) {
      const res = await getConfig(world.tokens[profile]);
      expect(res.statusCode, profile).toBe(200);
      expect(res.data(), profile).toEqual({
        ...DEFAULT_COMPANY_CONFIG,
        companies: [{ id: world.company.id, name: world.company.name, subdomain: world.company.subdomain }],
        intended: '/',
        show_questionario_perfil: false,
        partner_access_remote: { ...NO_REMOTE_ACCESS, partner_id: null },
        allow_add_reports: true,
      });
    }
  });

  it('applies the stored settings over the defaults, and intended follows home_page', async () => {
    const { token } = await unitWithAdmin({
      home_page: '/reports',
      hidden_menu: ['playlists'],
      login_timeout: 4,
      enable_helpdesk: 'S',
      listIp: ['10.0.0.1'],
      mostrar_ultima_atualizacao_relatorio: true,
    });
    const res = await getConfig(token);
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body).toMatchObject({
      ...DEFAULT_COMPANY_CONFIG,
      home_page: '/reports',
      hidden_menu: ['playlists'],
      login_timeout: 4,
      enable_helpdesk: 'S',
      listIp: ['10.0.0.1'],
      mostrar_ultima_atualizacao_relatorio: true,
      intended: '/reports',
    });
  });

  it('falls back to the default only for a stored value that no longer validates', async () => {
    const { token } = await unitWithAdmin({
      login_timeout: 'abc',
      enable: 'maybe',
      home_page: '/catalogs',
      hidden_menu: ['faq'],
      min_character: 12,
    });
    const body = (await getConfig(token)).data();
    expect(body).toMatchObject({
      ...DEFAULT_COMPANY_CONFIG,
      login_timeout: 8,
      enable: 'S',
      home_page: '/catalogs',
      hidden_menu: ['faq'],
      min_character: 12,
      intended: '/catalogs',
    });
  });

  it('lands on / when the unit sets an empty home page', async () => {
    const { token } = await unitWithAdmin({ home_page: '' });
    expect((await getConfig(token)).data().intended).toBe('/');
  });

  it("never shows another unit's settings or the unit itself", async () => {
    const a = await unitWithAdmin({ home_page: '/a-home', hidden_menu: ['faq'] });
    const b = await unitWithAdmin({ home_page: '/b-home', hidden_menu: ['catalogs'], login_timeout: 2 });
    const body = (await getConfig(a.token)).data();
    expect(body.home_page).toBe('/a-home');
    expect(body.hidden_menu).toEqual(['faq']);
    expect(body.login_timeout).toBe(8);
    expect(body.companies).toEqual([
      { id: a.company.id, name: a.company.name, subdomain: a.company.subdomain },
    ]);
    expect(JSON.stringify(body)).not.toContain('/b-home');
    expect(body.companies.map((c) => c.id)).not.toContain(b.company.id);
  });

  it("lists every active unit the user belongs to, by name, and keeps the session unit's settings", async () => {
    const home = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Zeta Home Unit' });
    const other = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Alfa Other Unit' });
    const closed = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Beta Closed Unit' });
    await storeSettings(home.id, { home_page: '/home-unit' });
    await storeSettings(other.id, { home_page: '/other-unit' });
    const u = await createUser(ctx.db, { profile: 'user', companyId: home.id });
    await ctx.db.insert(memberships).values([
      { userId: u.id, companyId: other.id, profile: 'user' },
      { userId: u.id, companyId: closed.id, profile: 'user' },
    ]);
    await ctx.db.update(companies).set({ active: false }).where(eq(companies.id, closed.id));
    const body = (await getConfig(await signIn(ctx.app, u.email))).data();
    expect(body.companies).toEqual([
      { id: other.id, name: 'Alfa Other Unit', subdomain: other.subdomain },
      { id: home.id, name: 'Zeta Home Unit', subdomain: home.subdomain },
    ]);
    expect(body.home_page).toBe('/home-unit');
    expect(body.intended).toBe('/home-unit');
  });

  it('gives the partner its units and the default form', async () => {
    const partner = await createPartner(ctx.db, { operatorId: world.operator.id });
    const second = await createCompany(ctx.db, { partnerId: partner.id, name: 'Partner Unit B' });
    const first = await createCompany(ctx.db, { partnerId: partner.id, name: 'Partner Unit A' });
    await storeSettings(first.id, { home_page: '/not-for-the-partner' });
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const res = await getConfig(await signIn(ctx.app, master.email));
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({
      ...DEFAULT_COMPANY_CONFIG,
      companies: [
        { id: first.id, name: 'Partner Unit A', subdomain: first.subdomain },
        { id: second.id, name: 'Partner Unit B', subdomain: second.subdomain },
      ],
      intended: '/',
      show_questionario_perfil: false,
      partner_access_remote: { ...NO_REMOTE_ACCESS, partner_id: partner.id },
      allow_add_reports: false,
    });
  });

  it('sends the operator to /partners', async () => {
    const res = await getConfig(world.tokens.a2m);
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({
      ...DEFAULT_COMPANY_CONFIG,
      companies: [],
      intended: '/partners',
      show_questionario_perfil: false,
      partner_access_remote: { ...NO_REMOTE_ACCESS, partner_id: world.operator.id },
      allow_add_reports: false,
    });
  });

  it('tells the browser to show the profile questionnaire when the user has it pending', async () => {
    const u = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(users).set({ showQuestionnaire: true }).where(eq(users.id, u.id));
    const body = (await getConfig(await signIn(ctx.app, u.email))).data();
    expect(body.show_questionario_perfil).toBe(true);
  });

  it('never sends the mail-server password nor unknown stored keys', async () => {
    const sealed = 'v1.c2VhbGVkLWl2.c2VhbGVkLXRhZw.c2VhbGVkLXBhc3N3b3Jk';
    const { company, token } = await unitWithAdmin({
      home_page: '/x',
      password: 'hunter2-plain',
      mail_password: 'hunter2-plain',
      mailPasswordEnc: sealed,
    });
    await ctx.db
      .update(companyConfigs)
      .set({ mailPasswordEnc: sealed })
      .where(eq(companyConfigs.companyId, company.id));
    const res = await getConfig(token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain(sealed);
    // The keys sent are what this checks; the parsed answer would drop unknown ones.
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        ...Object.keys(DEFAULT_COMPANY_CONFIG),
        'companies',
        'intended',
        'show_questionario_perfil',
        'partner_access_remote',
        'allow_add_reports',
      ].sort(),
    );
  });

  it('drops unknown stored keys also when another stored value is invalid', async () => {
    const { token } = await unitWithAdmin({ login_timeout: -3, mail_password: 'hunter2-plain' });
    const res = await getConfig(token);
    expect(res.data().login_timeout).toBe(8);
    expect(res.body).not.toContain('hunter2');
  });
});
