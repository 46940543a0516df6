import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, themes, users } from '../src/db/schema';
import { createCompany as createCompanyService } from '../src/modules/companies/companies.service';
import { findCompanySettings } from '../src/modules/config/config.repository';
import {
  call,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';
import { auditRows, setCompanySettings } from './switching-fixtures';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** A second unit of the same client as world.company, one of another client, one of another partner. */
let sibling: { id: number };
let otherClient: { id: number };
let foreign: { id: number };

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const [unit] = await ctx.db.select().from(companies).where(eq(companies.id, world.company.id));
  sibling = await createCompanyService({
    db: ctx.db,
    input: {
      name: 'Sibling Branch',
      subdomain: `sibling-${process.pid}`,
      partner_id: world.partner.id,
      client_id: unit!.clientId,
    },
  });
  otherClient = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Another Client Unit' });
  foreign = await createCompany(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
});
afterAll(() => ctx.close());

function userBody(user: { name: string; email: string }, extra: Record<string, unknown> = {}) {
  return { name: user.name, email: user.email, profile: 'user', status: 'A', ...extra };
}

describe('linked unit', () => {
  it('offers the units of the same client to the admin, and all partner units to the master', async () => {
    const admin = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/users/linkable-units',
      token: world.tokens.admin,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toEqual([{ id: sibling.id, name: 'Sibling Branch' }]);

    const master = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/users/linkable-units?company_id=${world.company.id}`,
      token: world.tokens.master,
    });
    const ids = master.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([sibling.id, otherClient.id]));
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(world.company.id);

    const other = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/users/linkable-units?company_id=${foreign.id}`,
      token: world.tokens.master,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a unit of another client or partner with a field error, and stores a valid one', async () => {
    const target = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    for (const bad of [otherClient.id, foreign.id]) {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: `/api/auth/users/${target.id}`,
        token: world.tokens.admin,
        body: userBody(target, { linked_company_id: bad }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['linked_company_id']);
    }
    const ok = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/users/${target.id}`,
      token: world.tokens.admin,
      body: userBody(target, { linked_company_id: sibling.id }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ linked_company_id: sibling.id, linked_company_name: 'Sibling Branch' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.linkedCompanyId).toBe(sibling.id);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/users?search=${encodeURIComponent(target.email)}`,
      token: world.tokens.admin,
    });
    expect(list.json().data[0]).toMatchObject({ id: target.id, linked_company_name: 'Sibling Branch' });
  });
});

describe("a user's picture set by the admin", () => {
  it('stores it for a user of the unit; another unit’s user is not found', async () => {
    const target = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${target.id}/avatar`,
      token: world.tokens.admin,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(res.json().avatar_url).toBe(`/storage/${row!.avatar}`);

    const outsider = await createUser(ctx.db, { profile: 'user', companyId: foreign.id });
    const other = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${outsider.id}/avatar`,
      token: world.tokens.admin,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(other.statusCode).toBe(404);

    const bad = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${target.id}/avatar`,
      token: world.tokens.admin,
      body: 'plain text',
      headers: { 'content-type': 'image/png' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_file');

    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/users/${target.id}/avatar`,
      token: world.tokens.admin,
    });
    expect(removed.json()).toEqual({ avatar_url: null });
  });
});

describe('acting as a user', () => {
  const access = (userId: number, token = world.tokens.admin) =>
    call(ctx.app, { method: 'POST', url: `/api/auth/users/${userId}/access`, token, lang: 'en-US' });

  async function consentingUser(allow = true) {
    const user = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(users).set({ allowAdminRemote: allow }).where(eq(users.id, user.id));
    return user;
  }

  it('is refused while the unit or the user does not allow it', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'N',
      require_consent_remote: 'N',
    });
    const willing = await consentingUser();
    const unitOff = await access(willing.id);
    expect(unitOff.statusCode).toBe(403);
    expect(unitOff.json().code).toBe('no_functionality_access');

    await setCompanySettings(ctx.db, world.company.id, { allow_access_remote: 'S' });
    const unwilling = await consentingUser(false);
    const userOff = await access(unwilling.id);
    expect(userOff.statusCode).toBe(403);
    expect(userOff.json().code).toBe('no_functionality_access');
  });

  it('is not found for a user of another unit, and refused for oneself', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      require_consent_remote: 'N',
    });
    const outsider = await createUser(ctx.db, { profile: 'user', companyId: foreign.id });
    expect((await access(outsider.id)).statusCode).toBe(404);
    expect((await access(world.users.admin.id)).statusCode).toBe(409);
  });

  it('opens a session as the user, audited with both identities, and goes back to the admin', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      require_consent_remote: 'N',
    });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: world.company.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const user = await consentingUser();
    const res = await access(user.id, adminToken);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('success');
    expect(answer.user).toMatchObject({
      id: user.id,
      perfil_usuario: 'user',
      impersonator: { id: admin.id, name: admin.name, role: 'admin' },
    });
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: answer.token });
    expect(me.json().user.id).toBe(user.id);

    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened).toMatchObject({ actorUserId: admin.id, companyId: world.company.id, outcome: 'success' });
    expect(opened!.details).toMatchObject({ via: 'direct' });

    // A change made as the user is audited with the admin beside them.
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/auth/account',
      token: answer.token,
      body: { name: 'Still Me', language: 'en-US' },
    });
    const [acted] = await auditRows(ctx.db, 'impersonated_action', user.id);
    expect(acted).toMatchObject({ actorUserId: admin.id });

    const back = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change/back/partner',
      token: answer.token,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ id: admin.id, perfil_usuario: 'admin' });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: answer.token })).statusCode,
    ).toBe(401);
    const adminMe = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: back.json().token });
    expect(adminMe.json().user.id).toBe(admin.id);
  });

  it('lets a partner acting as admin act as a user, and back brings its unit session again', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      require_consent_remote: 'N',
    });
    const entered = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change/partner/to/admin/no/verify',
      token: world.tokens.master,
      body: { company_id: world.company.id, perfil_usuario: 'admin' },
    });
    expect(entered.statusCode).toBe(200);
    const user = await consentingUser();
    const res = await access(user.id, entered.json().token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, impersonator: { id: world.users.master.id } });
    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened!.actorUserId).toBe(world.users.master.id);

    const back = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change/back/partner',
      token: res.json().token,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({
      id: world.users.master.id,
      perfil_usuario: 'admin',
      company_id: world.company.id,
      impersonator: { id: world.users.master.id },
    });
  });

  it('waits for the user’s consent when the unit requires it', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      require_consent_remote: 'S',
    });
    const user = await consentingUser();
    const userToken = await signIn(ctx.app, user.email);
    const res = await access(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('wait_authorization');
    const waitToken = res.json().token as string;
    expect(res.json().data.intended).toBe(`/authorization/${encodeURIComponent(waitToken)}`);

    const status = () =>
      call(ctx.app, { method: 'GET', url: `/api/remote/status/${waitToken}`, token: world.tokens.admin });
    expect((await status()).json().status).toBe('pending');

    // The request goes to the user, not to the unit's admins nor to another user.
    const mine = await call(ctx.app, { method: 'GET', url: '/api/auth/remote/requests', token: userToken });
    expect(mine.statusCode).toBe(200);
    const requestId = mine.json().data[0].id as number;
    expect(mine.json().data[0]).toMatchObject({ status: 'pending', requester: { id: world.users.admin.id } });
    const admins = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/remote/requests',
      token: world.tokens.admin,
    });
    expect(admins.json().data.map((r: { id: number }) => r.id)).not.toContain(requestId);
    const bystander = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/remote/requests',
      token: world.tokens.user,
    });
    expect(bystander.json().data.map((r: { id: number }) => r.id)).not.toContain(requestId);
    const adminDecides = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/remote/requests/${requestId}/authorize`,
      token: world.tokens.admin,
    });
    expect(adminDecides.statusCode).toBe(404);

    const ok = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/remote/requests/${requestId}/authorize`,
      token: userToken,
    });
    expect(ok.statusCode).toBe(200);
    const done = (await status()).json();
    expect(done.status).toBe('authorized');
    expect(done.login.user).toMatchObject({ id: user.id, impersonator: { id: world.users.admin.id } });
    expect((await status()).json().status).toBe('expired');
    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened!.details).toMatchObject({ via: 'remote_access', requestId });
  });
});

describe('a master on one of its units’ settings and themes', () => {
  it('reads and saves the unit’s settings; another partner’s unit is not found', async () => {
    const read = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config?company_id=${otherClient.id}`,
      token: world.tokens.master,
    });
    expect(read.statusCode).toBe(200);
    const saved = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${otherClient.id}`,
      token: world.tokens.master,
      body: { login_timeout: 5, mfa_permission_admin: 'N' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await findCompanySettings(ctx.db, otherClient.id)).toMatchObject({
      login_timeout: 5,
      mfa_permission_admin: 'N',
    });
    const foreignRes = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${foreign.id}`,
      token: world.tokens.master,
      body: { login_timeout: 5 },
    });
    expect(foreignRes.statusCode).toBe(404);
    const bad = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${otherClient.id}`,
      token: world.tokens.master,
      body: { login_timeout: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['login_timeout']);
  });

  it('an admin naming another unit is not found', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${sibling.id}`,
      token: world.tokens.admin,
      body: { login_timeout: 6 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('edits the unit’s themes; needs the unit; another partner’s unit is not found', async () => {
    const body = { name: 'Partner theme', colors: {}, page_title: 'Branded', show_background_image: false };
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/themes?company_id=${otherClient.id}`,
      token: world.tokens.master,
      body,
    });
    expect(created.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(themes).where(eq(themes.id, created.json().id));
    expect(row!.companyId).toBe(otherClient.id);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/themes?company_id=${otherClient.id}`,
      token: world.tokens.master,
    });
    expect(list.json().data.map((t: { id: number }) => t.id)).toEqual([created.json().id]);

    const noUnit = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/themes',
      token: world.tokens.master,
    });
    expect(noUnit.statusCode).toBe(400);
    const foreignRes = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/themes?company_id=${foreign.id}`,
      token: world.tokens.master,
    });
    expect(foreignRes.statusCode).toBe(404);
    const viaOtherUnit = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/themes/${created.json().id}?company_id=${world.company.id}`,
      token: world.tokens.master,
    });
    expect(viaOtherUnit.statusCode).toBe(404);
  });
});
