import {
  authRoutes,
  configRoutes,
  reportRoutes,
  reportHomeRoutes,
  type RouteInput,
} from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema';
import {
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  TEST_PASSWORD,
  type TestContext,
  callRoute,
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

    const before = await callRoute(ctx.app, configRoutes.get, { token });
    expect(before.data().intended).toBe('/');

    const chosen = await callRoute(ctx.app, reportHomeRoutes.setHomePage, {
      token,
      body: { home_page: '/all/reports' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.data().home_page).toBe('/all/reports');

    const config = await callRoute(ctx.app, configRoutes.get, { token });
    expect(config.data().intended).toBe('/all/reports');
    const login = await callRoute(ctx.app, authRoutes.login, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.data().data.intended).toBe('/all/reports');

    await callRoute(ctx.app, reportHomeRoutes.setHomePage, { token, body: { home_page: null } });
    const again = await callRoute(ctx.app, authRoutes.login, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(again.data().data.intended).toBe('/');
  });
});

/** The unit's home report (relatorio_id): while set, it is the unit's home after sign-in. */
describe("landing on the unit's home report", () => {
  it('sends members to the home report, after their own choice and before the home page, until it is cleared or deleted', async () => {
    const company = await createCompany(ctx.db, { partnerId: world.partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: company.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const [report] = await ctx.db
      .insert(reports)
      .values({ companyId: company.id, kind: 'html', title: 'Welcome board', htmlContent: '<p>Hi</p>' })
      .returning();
    const home = `/${report!.id}/reports/view`;
    const settle = (body: RouteInput<typeof configRoutes.update>['body']) =>
      callRoute(ctx.app, configRoutes.update, { token: adminToken, body });
    const landing = async () =>
      (
        await callRoute(ctx.app, authRoutes.login, {
          body: { email: user.email, password: TEST_PASSWORD },
        })
      ).data().data.intended;

    expect((await settle({ home_page: '/all/reports' })).statusCode).toBe(200);
    expect(await landing()).toBe('/all/reports');

    const saved = await settle({ relatorio_id: report!.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data().config).toMatchObject({ relatorio_id: report!.id, home_page: '/all/reports' });
    expect(await landing()).toBe(home);
    const token = await signIn(ctx.app, user.email);
    const config = await callRoute(ctx.app, configRoutes.get, { token });
    expect(config.data().intended).toBe(home);
    // The home page selection names it as the unit's default.
    const choices = await callRoute(ctx.app, reportHomeRoutes.homePage, { token });
    expect(choices.data().default_home_page).toBe(home);

    // The member's own choice still comes first.
    await callRoute(ctx.app, reportHomeRoutes.setHomePage, { token, body: { home_page: '/catalogs' } });
    expect(await landing()).toBe('/catalogs');
    await callRoute(ctx.app, reportHomeRoutes.setHomePage, { token, body: { home_page: null } });
    expect(await landing()).toBe(home);

    // Cleared, the home page is the unit's home again; set again, then the report is deleted.
    expect((await settle({ relatorio_id: null })).statusCode).toBe(200);
    expect(await landing()).toBe('/all/reports');
    await settle({ relatorio_id: report!.id });
    const removed = await callRoute(ctx.app, reportRoutes.remove, {
      token: adminToken,
      params: { id: report!.id },
    });
    expect(removed.statusCode).toBeLessThan(300);
    const after = await callRoute(ctx.app, configRoutes.get, { token: adminToken });
    expect(after.data().relatorio_id).toBeNull();
    expect(await landing()).toBe('/all/reports');
  });
});
