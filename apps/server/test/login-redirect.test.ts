import { authRoutes, mfaRoutes, switchingRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyConfigs, users } from '../src/db/schema';
import { base32Decode, totp } from '../src/modules/mfa/mfa-totp.service';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';
import { secretOf } from './mfa-fixtures';

/*
 * Login answers carry `redirect` (spec §7): where the portal wants the browser to go next. The
 * page the person wanted, else the one they land on; a step's page; or the unit's own domain,
 * when a sign-in on the platform's address leads into a unit that has one.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

function login(email: string, opts: { redirect?: string; host?: string } = {}) {
  return callRoute(ctx.app, authRoutes.login, {
    body: {
      email,
      password: TEST_PASSWORD,
      ...(opts.redirect !== undefined ? { redirect: opts.redirect } : {}),
    },
    lang: 'en-US',
    headers: opts.host ? { host: opts.host } : {},
  });
}

describe('the redirect of a login answer', () => {
  it('is the page to return to, when it is one of the portal’s', async () => {
    const res = await login(world.users.user.email, { redirect: '/all/reports?page=2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data()).toMatchObject({ status: 'success', redirect: '/all/reports?page=2' });
  });

  it('is the landing page without one, or for a page off the portal or the sign-in page', async () => {
    for (const redirect of [undefined, 'https://evil.test/x', '//evil.test/x', '/signin?redirect=/x']) {
      const res = await login(world.users.user.email, { redirect });
      expect(res.data().status).toBe('success');
      expect(res.data().redirect, String(redirect)).toBe(res.data().data.intended);
      expect(res.data().redirect).toMatch(/^\/(?!\/)/);
    }
  });

  it('is the step’s page when the password must be changed first', async () => {
    const person = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, person.id));
    const res = await login(person.email, { redirect: '/all/reports' });
    expect(res.data().status).toBe('user_change_password');
    expect(res.data().redirect).toBe(`/new/password/${encodeURIComponent(res.data().token)}`);
  });

  it('carries the page to return to across the second factor', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    await ctx.db
      .update(companyConfigs)
      .set({ settings: { mfa_master: 'S' } })
      .where(eq(companyConfigs.companyId, unit.id));
    const person = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    const step = (await login(person.email, { redirect: '/faq' })).data();
    expect(step.status).toBe('redirect_two_factor');
    expect(step.redirect).toBe(`/config/2fa/${encodeURIComponent(step.token)}?redirect=%2Ffaq`);
    const shown = await callRoute(ctx.app, mfaRoutes.challenge, { params: { token: step.token } });
    const code = totp(base32Decode(secretOf(shown)), Date.now());
    const done = await callRoute(ctx.app, mfaRoutes.signIn, {
      body: { token: step.token, code, redirect: '/faq' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.data()).toMatchObject({ status: 'success', redirect: '/faq' });
  });

  it('is the unit’s own domain for a sign-in on the platform’s address; the session opens there', async () => {
    const unit = await createCompany(ctx.db, { partnerId: world.partner.id });
    const person = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    await ctx.db.update(companies).set({ domain: 'bi.own-domain.test' }).where(eq(companies.id, unit.id));

    const res = await login(person.email, { host: 'mirante.test:8000' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.data();
    expect(answer).toMatchObject({ status: 'change', domain: 'bi.own-domain.test:8000' });
    expect(answer.user).toBeUndefined();
    expect(answer.redirect).toBe(
      `http://bi.own-domain.test:8000/change/company/${encodeURIComponent(answer.token)}`,
    );
    const there = await callRoute(ctx.app, switchingRoutes.companyToken, {
      body: { token: answer.token },
      headers: { host: 'bi.own-domain.test:8000' },
    });
    expect(there.statusCode, there.body).toBe(200);
    expect(there.data()).toMatchObject({ status: 'success', user: { company_id: unit.id } });

    // On the unit's own addresses the session opens at once.
    for (const host of ['bi.own-domain.test', `${unit.subdomain}.mirante.test`]) {
      const own = await login(person.email, { host, redirect: '/all/reports' });
      expect(own.data()).toMatchObject({ status: 'success', redirect: '/all/reports' });
    }
  });
});
