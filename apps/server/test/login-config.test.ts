import { authRoutes, samlRoutes, themeRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createCompany, createTestContext, createWorld, type TestContext } from './helpers';
import { createTestIdp } from './saml-fixtures';
import { setCompanySettings } from './switching-fixtures';

/*
 * `POST login/config` (spec §7): what the sign-in page needs before anyone signs in, for the
 * address it is opened on.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let unitHost: string;

function loginConfig(host: string, body: unknown = {}, token?: string) {
  return callRoute(ctx.app, authRoutes.loginConfig, {
    body: body as Record<string, never>,
    token,
    headers: { host },
    lang: 'en-US',
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  unitHost = `${world.company.subdomain}.mirante.test`;
});
afterAll(() => ctx.close());

describe('POST login/config', () => {
  it('answers a unit address with the unit, password sign-in and no theme by default', async () => {
    const res = await loginConfig(unitHost);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data()).toEqual({
      kind: 'company',
      company: { id: world.company.id, name: world.company.name },
      sso: false,
      password: true,
      theme: null,
    });
  });

  it("follows the unit's single sign-on, password switch and active theme", async () => {
    const idp = await createTestIdp();
    const saml = await callRoute(ctx.app, samlRoutes.add, {
      token: world.tokens.master,
      body: {
        company_id: world.company.id,
        idp_entity_id: idp.entityId,
        sso_url: 'https://login.example.test/saml2',
        certificates: [idp.keys.certificate],
      },
    });
    expect(saml.statusCode, saml.body).toBe(200);
    await setCompanySettings(ctx.db, world.company.id, { enable_password: 'N' });
    const theme = await callRoute(ctx.app, themeRoutes.create, {
      token: world.tokens.admin,
      body: { name: 'Acme', colors: { login_background: '#0a0b0c' }, page_title: 'Acme BI' },
    });
    expect(theme.statusCode, theme.body).toBeLessThan(300);
    await callRoute(ctx.app, themeRoutes.activate, {
      params: { id: theme.data().id },
      token: world.tokens.admin,
    });

    const res = await loginConfig(unitHost);
    expect(res.data()).toMatchObject({
      kind: 'company',
      sso: true,
      password: false,
      theme: { id: theme.data().id, page_title: 'Acme BI', colors: { login_background: '#0a0b0c' } },
    });
    // A session sent along changes nothing: the address decides.
    expect((await loginConfig(unitHost, {}, world.tokens.master)).data()).toEqual(res.data());
    // Another unit's address shows its own.
    const plain = await createCompany(ctx.db, { partnerId: world.partner.id });
    expect((await loginConfig(`${plain.subdomain}.mirante.test`)).data()).toMatchObject({
      company: { id: plain.id },
      sso: false,
      password: true,
      theme: null,
    });
  });

  it('answers the platform address and an address no unit owns', async () => {
    expect((await loginConfig('mirante.test')).data()).toEqual({
      kind: 'platform',
      company: null,
      sso: false,
      password: true,
      theme: null,
    });
    expect((await loginConfig('nobody.example.org')).data()).toEqual({
      kind: 'unknown',
      company: null,
      sso: false,
      password: false,
      theme: null,
    });
  });

  it('takes an empty body or none, and refuses anything but an object', async () => {
    const none = await callRoute(ctx.app, authRoutes.loginConfig, {
      body: undefined,
      headers: { host: unitHost },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.data().kind).toBe('company');
    for (const body of [[1], 'x']) {
      const res = await loginConfig(unitHost, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.error().code).toBe('validation_failed');
    }
  });
});
