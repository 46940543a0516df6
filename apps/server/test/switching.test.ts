import { authRoutes, switchingRoutes, type TOauthCompanyRequest } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createWorld,
  type TestContext,
} from './helpers';
import { addMembership, auditRows, setCompanySettings } from './switching-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** A second unit of the same partner, where the world's user is an admin. */
let second: Awaited<ReturnType<typeof createCompany>>;
/** A unit of another partner. */
let foreign: Awaited<ReturnType<typeof createCompany>>;

const hostOf = (company: { subdomain: string | null }) => `${company.subdomain}.mirante.test`;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  second = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Second Unit' });
  foreign = await createCompany(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
  await addMembership(ctx.db, world.users.user.id, second.id, 'admin');
});
afterAll(() => ctx.close());

/** A fresh session of the world's user (two units), on `host` when given. */
async function userSession(host?: string): Promise<string> {
  const res = await callRoute(ctx.app, authRoutes.login, {
    body: { email: world.users.user.email, password: world.users.user.password },
    headers: host ? { host } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.data().token;
}

function me(token: string) {
  return callRoute(ctx.app, authRoutes.me, { token });
}

describe('POST /api/auth/change/companies', () => {
  it('on the same host ends the session and opens one on the other unit', async () => {
    const token = await userSession();
    const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token,
      body: { company_id: second.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body).toMatchObject({
      status: 'success',
      user: { id: world.users.user.id, perfil_usuario: 'admin', company_id: second.id, tenant_id: second.id },
      data: { intended: '/' },
    });
    expect(body.token).not.toBe(token);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(body.token)).data().user).toMatchObject({
      company_id: second.id,
      perfil_usuario: 'admin',
    });
    const [audit] = await auditRows(ctx.db, 'switch_company', world.users.user.id);
    expect(audit).toMatchObject({ outcome: 'success', companyId: second.id });
    expect(audit?.details).toMatchObject({ fromCompanyId: world.company.id });
  });

  it("answers 'change' with the other unit's host and a 60-second token when it lives elsewhere", async () => {
    const host = `${hostOf(world.company)}:8404`;
    const token = await userSession(host);
    const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token,
      body: { company_id: second.id },
      headers: { host },
    });
    expect(res.statusCode).toBe(200);
    const body = res.data();
    expect(body.status).toBe('change');
    expect(body.domain).toBe(`${hostOf(second)}:8404`);
    expect(body.user).toBeUndefined();
    const [row] = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(body.token)));
    expect(row?.kind).toBe('company_change');
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    // The session on the first host stays usable until the browser has moved.
    expect((await me(token)).statusCode).toBe(200);
  });

  it("refuses a unit the user does not belong to with 404, even the same partner's", async () => {
    const token = await userSession();
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    for (const companyId of [other.id, foreign.id, 999_999]) {
      const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
        token,
        body: { company_id: companyId },
      });
      expect(res.statusCode, String(companyId)).toBe(404);
      expect(res.error().code).toBe('not_found');
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('applies the target unit rules (IP) and records the failure', async () => {
    const token = await userSession();
    await setCompanySettings(ctx.db, second.id, { ip: 'S', listIp: ['10.9.9.9'] });
    try {
      const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
        token,
        body: { company_id: second.id },
      });
      expect(res.statusCode).toBe(403);
      expect(res.error().code).toBe('ip_not_allowed');
      const [audit] = await auditRows(ctx.db, 'switch_company', world.users.user.id);
      expect(audit?.outcome).toBe('ip_not_allowed');
    } finally {
      await setCompanySettings(ctx.db, second.id, { ip: 'N', listIp: null });
    }
  });

  it('rejects a bad body with field errors', async () => {
    const token = await userSession();
    const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token,
      body: { company_id: 'x' as unknown as number },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toHaveProperty('company_id');
  });

  it('is not for partners (403)', async () => {
    const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token: world.tokens.master,
      body: { company_id: world.company.id },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/oauth/company', () => {
  async function changeToken(): Promise<string> {
    const host = hostOf(world.company);
    const token = await userSession(host);
    const res = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token,
      body: { company_id: second.id },
      headers: { host },
    });
    expect(res.data().status).toBe('change');
    return res.data().token;
  }

  it("signs in on the other unit's host, once", async () => {
    const token = await changeToken();
    const res = await callRoute(ctx.app, switchingRoutes.companyToken, {
      body: { token },
      headers: { host: hostOf(second) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({
      status: 'success',
      user: { id: world.users.user.id, company_id: second.id, perfil_usuario: 'admin' },
    });
    expect((await me(res.data().token)).statusCode).toBe(200);

    const again = await callRoute(ctx.app, switchingRoutes.companyToken, {
      body: { token },
      lang: 'pt-BR',
      headers: { host: hostOf(second) },
    });
    expect(again.statusCode).toBe(401);
    expect(again.error()).toMatchObject({ code: 'login_error', message: 'Erro ao realizar login!' });
  });

  it('refuses an expired or unknown token with login_error', async () => {
    const token = await changeToken();
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    for (const t of [token, 'not-a-token']) {
      const res = await callRoute(ctx.app, switchingRoutes.companyToken, {
        body: { token: t },
        lang: 'en-US',
      });
      expect(res.statusCode).toBe(401);
      expect(res.error()).toMatchObject({ code: 'login_error', message: 'Error logging in!' });
    }
  });

  it("refuses the token on a third unit's host", async () => {
    const token = await changeToken();
    const res = await callRoute(ctx.app, switchingRoutes.companyToken, {
      body: { token },
      headers: { host: hostOf(foreign) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.error().code).toBe('domain_not_allowed');
  });

  it('rejects a missing token with a field error', async () => {
    const res = await callRoute(ctx.app, switchingRoutes.companyToken, { body: {} as TOauthCompanyRequest });
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toHaveProperty('token');
  });
});
