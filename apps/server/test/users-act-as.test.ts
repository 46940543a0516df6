import {
  accountRoutes,
  authRoutes,
  remoteAccessRoutes,
  switchingRoutes,
  unitUserRoutes,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { callRoute, createUser, signIn } from './helpers';
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
    const me = await callRoute(ctx.app, authRoutes.me, { token: answer.token });
    expect(me.data().user.id).toBe(user.id);

    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened).toMatchObject({ actorUserId: admin.id, companyId: world.company.id, outcome: 'success' });
    expect(opened!.details).toMatchObject({ via: 'direct' });

    // A change made as the user is audited with the admin beside them.
    await callRoute(ctx.app, accountRoutes.update, {
      token: answer.token,
      body: { name: 'Still Me', language: 'en-US' },
    });
    const [acted] = await auditRows(ctx.db, 'impersonated_action', user.id);
    expect(acted).toMatchObject({ actorUserId: admin.id });

    const back = await callRoute(ctx.app, switchingRoutes.backToPartner, { token: answer.token });
    expect(back.statusCode).toBe(200);
    expect(back.data().user).toMatchObject({ id: admin.id, perfil_usuario: 'admin' });
    expect((await callRoute(ctx.app, authRoutes.me, { token: answer.token })).statusCode).toBe(401);
    const adminMe = await callRoute(ctx.app, authRoutes.me, { token: back.data().token });
    expect(adminMe.data().user.id).toBe(admin.id);
  });

  it('lets a partner acting as admin act as a user, and back brings its unit session again', async () => {
    await setCompanySettings(ctx.db, world.company.id, {
      allow_access_remote: 'S',
      allow_admin_remote: 'S',
      require_consent_remote: 'N',
    });
    const entered = await callRoute(ctx.app, switchingRoutes.enterUnitWithoutConsent, {
      token: world.tokens.master,
      body: { company_id: world.company.id, perfil_usuario: 'admin' },
    });
    expect(entered.statusCode).toBe(200);
    const user = await consentingUser();
    const res = await access(user.id, entered.data().token);
    expect(res.data().user).toMatchObject({ id: user.id, impersonator: { id: world.users.master.id } });
    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened!.actorUserId).toBe(world.users.master.id);

    const back = await callRoute(ctx.app, switchingRoutes.backToPartner, { token: res.data().token });
    expect(back.statusCode).toBe(200);
    expect(back.data().user).toMatchObject({
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
      callRoute(ctx.app, remoteAccessRoutes.status, {
        params: { token: waitToken },
        token: world.tokens.admin,
      });
    expect((await status()).data().status).toBe('pending');

    // The request goes to the user, not to the unit's admins nor to another user.
    const mine = await callRoute(ctx.app, remoteAccessRoutes.list, { token: userToken });
    expect(mine.statusCode).toBe(200);
    const requestId = mine.data().data[0]!.id;
    expect(mine.data().data[0]).toMatchObject({ status: 'pending', requester: { id: world.users.admin.id } });
    const admins = await callRoute(ctx.app, remoteAccessRoutes.list, { token: world.tokens.admin });
    expect(admins.data().data.map((r) => r.id)).not.toContain(requestId);
    const bystander = await callRoute(ctx.app, remoteAccessRoutes.list, { token: world.tokens.user });
    expect(bystander.data().data.map((r) => r.id)).not.toContain(requestId);
    const adminDecides = await callRoute(ctx.app, remoteAccessRoutes.authorize, {
      params: { id: requestId },
      token: world.tokens.admin,
    });
    expect(adminDecides.statusCode).toBe(404);

    const ok = await callRoute(ctx.app, remoteAccessRoutes.authorize, {
      params: { id: requestId },
      token: userToken,
    });
    expect(ok.statusCode).toBe(200);
    const done = (await status()).data();
    expect(done.status).toBe('authorized');
    if (done.status !== 'authorized') return;
    expect(done.login.user).toMatchObject({ id: user.id, impersonator: { id: world.users.admin.id } });
    expect((await status()).data().status).toBe('expired');
    const [opened] = await auditRows(ctx.db, 'access_as_user', user.id);
    expect(opened!.details).toMatchObject({ via: 'remote_access', requestId });
  });
});
