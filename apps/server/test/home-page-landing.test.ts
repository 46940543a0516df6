import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

/** The user's own home page (home page selection) is where the app lands after sign-in. */
describe('landing on the home page the user chose', () => {
  it('answers the chosen page as intended at sign-in and in the config, and the unit default once cleared', async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    const token = await signIn(ctx.app, user.email);

    const before = await call(ctx.app, { method: 'GET', url: '/api/auth/config/getConfig', token });
    expect(before.json().intended).toBe('/');

    const chosen = await call(ctx.app, {
      method: 'PUT',
      url: '/api/auth/home-page',
      token,
      body: { home_page: '/all/reports' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().home_page).toBe('/all/reports');

    const config = await call(ctx.app, { method: 'GET', url: '/api/auth/config/getConfig', token });
    expect(config.json().intended).toBe('/all/reports');
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json().data.intended).toBe('/all/reports');

    await call(ctx.app, { method: 'PUT', url: '/api/auth/home-page', token, body: { home_page: null } });
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(again.json().data.intended).toBe('/');
  });
});
