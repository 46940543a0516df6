import { unitUserRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { call, callRoute, createUser, signIn } from './helpers';
import { auditRows, setCompanySettings } from './switching-fixtures';
import { ctx, foreign, useUsersExtrasWorld, world } from './users-extras-fixtures';

useUsersExtrasWorld();

describe('acting as a user', () => {
  const access = (userId: number, token = world.tokens.admin) =>
    callRoute(ctx.app, unitUserRoutes.access, { token, lang: 'en-US', params: { id: userId } });

  async function consentingUser(allow = true) {
    const user = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(users).set({ allowAdminRemote: allow }).where(eq(users.id, user.id));
    return user;
  }

  it('is refused while the unit or the user does not allow it', async () => {
    // The partner's remote access to the unit is another matter: admins act as users only
    // while the unit grants them remote access (allow_admin_remote).
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      allow_admin_remote: 'N',
      require_consent_remote: 'N',
    });
    const willing = await consentingUser();
    const unitOff = await access(willing.id);
    expect(unitOff.statusCode).toBe(403);
    expect(unitOff.error().code).toBe('no_functionality_access');

    await setCompanySettings(ctx.db, world.company.id, { allow_admin_remote: 'S' });
    const unwilling = await consentingUser(false);
    const userOff = await access(unwilling.id);
    expect(userOff.statusCode).toBe(403);
    expect(userOff.error().code).toBe('no_functionality_access');
  });

  it('is not found for a user of another unit, and refused for oneself', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      allow_admin_remote: 'S',
      require_consent_remote: 'N',
    });
    const outsider = await createUser(ctx.db, { profile: 'user', companyId: foreign.id });
    expect((await access(outsider.id)).statusCode).toBe(404);
    expect((await access(world.users.admin.id)).statusCode).toBe(409);
  });

  it('opens a session as the user, audited with both identities, and goes back to the admin', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      allow_admin_remote: 'S',
      require_consent_remote: 'N',
    });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: world.company.id });
    const adminToken = await signIn(ctx.app, admin.email);
    const user = await consentingUser();
    const res = await access(user.id, adminToken);
    const answer = res.data();
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
      allow_admin_remote: 'S',
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
    expect(res.data().user).toMatchObject({ id: user.id, impersonator: { id: world.users.master.id } });
    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened!.actorUserId).toBe(world.users.master.id);

    const back = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change/back/partner',
      token: res.data().token,
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
      allow_admin_remote: 'S',
      require_consent_remote: 'S',
    });
    const user = await consentingUser();
    const userToken = await signIn(ctx.app, user.email);
    const answer = (await access(user.id)).data();
    expect(answer.status).toBe('wait_authorization');
    const waitToken = answer.token as string;
    expect(answer.data?.intended).toBe(`/authorization/${encodeURIComponent(waitToken)}`);

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
