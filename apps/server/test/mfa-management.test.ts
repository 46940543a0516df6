import { and, eq } from 'drizzle-orm';
import { authRoutes, configRoutes, mfaRoutes, RECOVERY_CODE_COUNT } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { auditEvents, memberships, recoveryCodes, userSecrets, users } from '../src/db/schema';
import { insertSession } from '../src/modules/auth/auth-sessions.repository';
import { base32Decode, totp } from '../src/modules/mfa/mfa-totp.service';
import { newToken, sha256 } from '../src/platform/crypto';
import { callRoute, createCompany, createPartner, createUser, signIn } from './helpers';
import {
  challenge,
  ctx,
  enrol,
  newSecureUser,
  partner,
  passwordLogin,
  secretOf,
  secure,
  setSettings,
  stepToken,
  submit,
  useMfaWorld,
} from './mfa-fixtures';

useMfaWorld();

describe('the user’s own second factor', () => {
  it('shows its state: enrolled, required by the unit, recovery codes left', async () => {
    const user = await newSecureUser();
    const { session, codes } = await enrol(user.email);
    await submit({ token: await stepToken(user.email), recovery_code: codes[0] });
    const res = await callRoute(ctx.app, mfaRoutes.status, { token: session });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({
      enrolled: true,
      required: true,
      recovery_codes_remaining: RECOVERY_CODE_COUNT - 1,
    });
  });

  it('regenerates recovery codes: the old ones stop working', async () => {
    const user = await newSecureUser();
    const { session, codes } = await enrol(user.email);
    const res = await callRoute(ctx.app, mfaRoutes.recoveryCodes, { token: session });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fresh = res.data().recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(codes[0]);
    expect((await submit({ token: await stepToken(user.email), recovery_code: codes[0] })).statusCode).toBe(
      401,
    );
    expect((await submit({ token: await stepToken(user.email), recovery_code: fresh[0] })).statusCode).toBe(
      200,
    );
  });

  it('refuses recovery codes and turning off to a user without a second factor', async () => {
    const plain = await createCompany(ctx.db, { partnerId: partner.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: plain.id });
    const token = await signIn(ctx.app, user.email);
    for (const method of ['POST', 'DELETE'] as const) {
      const res =
        method === 'POST'
          ? await callRoute(ctx.app, mfaRoutes.recoveryCodes, { token })
          : await callRoute(ctx.app, mfaRoutes.disable, { token, body: undefined });
      expect(res.statusCode).toBe(409);
      expect(res.error().code).toBe('two_factor_not_enabled');
    }
  });

  it('turns off a voluntary second factor, but not one the unit requires', async () => {
    const unit = await createCompany(ctx.db, { partnerId: partner.id });
    await setSettings(unit.id, { mfa_master: 'S' });
    const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    const token = await stepToken(user.email);
    const key = base32Decode(secretOf(await challenge(token)));
    const session = (await submit({ token, code: totp(key, Date.now()) })).data().token;

    const refused = await callRoute(ctx.app, mfaRoutes.disable, {
      token: session,
      body: undefined,
      lang: 'en-US',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.error()).toMatchObject({
      code: 'two_factor_required',
      message: 'Your business unit requires two-factor authentication.',
    });

    // The unit stops requiring it: the user's own enrolment still asks for a code...
    await setSettings(unit.id, { mfa_master: 'N' });
    expect((await passwordLogin(user.email)).data().status).toBe('redirect_two_factor');
    // ...until they turn it off.
    const bare = await callRoute(ctx.app, mfaRoutes.disable, { token: session, body: undefined });
    expect(bare.statusCode).toBe(400);
    expect(bare.error().errors).toEqual({ password: [expect.any(String)] });
    const wrong = await callRoute(ctx.app, mfaRoutes.disable, {
      token: session,
      body: { password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.error().errors ?? {})).toEqual(['password']);
    const off = await callRoute(ctx.app, mfaRoutes.disable, {
      token: session,
      body: { password: user.password },
    });
    expect(off.statusCode).toBe(200);
    expect((await passwordLogin(user.email)).data().status).toBe('success');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpEnabledAt: null });
    const [secrets] = await ctx.db.select().from(userSecrets).where(eq(userSecrets.userId, user.id));
    expect(secrets).toMatchObject({ totpSecretEnc: null, totpLastStep: null });
  });
});

describe('an impersonated session', () => {
  it('may not turn off or renew the second factor of the account it acts as', async () => {
    const user = await newSecureUser();
    await enrol(user.email);
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const token = newToken();
    await insertSession(ctx.db, {
      userId: user.id,
      membershipId: membership!.id,
      profile: 'user',
      companyId: secure.id,
      partnerId: null,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '127.0.0.1',
      userAgent: null,
      impersonatorUserId: master.id,
    });
    for (const def of [mfaRoutes.disable, mfaRoutes.recoveryCodes]) {
      const res = await callRoute(ctx.app, def, { token, body: undefined });
      const url = def.path;
      expect(res.statusCode, url).toBe(403);
      expect(res.error().code).toBe('no_functionality_access');
    }
  });
});

describe('POST /api/auth/mfa/reset/:userId', () => {
  function reset(token: string, userId: number, lang?: string) {
    return callRoute(ctx.app, mfaRoutes.reset, { params: { userId }, token, ...(lang ? { lang } : {}) });
  }

  it('lets the unit’s admin clear a user’s second factor and end their sessions', async () => {
    const admin = await newSecureUser('admin');
    const adminSession = (await enrol(admin.email)).session;
    const user = await newSecureUser();
    const { session, key } = await enrol(user.email);

    const res = await reset(adminSession, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.data().status).toBe('success');

    // The old session is over at once.
    const me = await callRoute(ctx.app, authRoutes.me, { token: session });
    expect(me.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpEnabledAt: null });
    const [secrets] = await ctx.db.select().from(userSecrets).where(eq(userSecrets.userId, user.id));
    expect(secrets).toMatchObject({ totpSecretEnc: null, totpLastStep: null });
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);

    // The next sign-in enrols again, with a new secret.
    const shown = (await challenge(await stepToken(user.email))).data();
    expect(shown.enrolled).toBe(false);
    if (shown.enrolled) throw new Error('the challenge shows no secret');
    expect(base32Decode(shown.secret).equals(key)).toBe(false);

    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'mfa_reset'), eq(auditEvents.userId, admin.id)));
    expect(audit[0]?.details).toEqual({ target_user_id: user.id });
  });

  it('lets the unit’s partner reset too; another tenant’s user is not found', async () => {
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const masterSession = await signIn(ctx.app, master.email);
    const user = await newSecureUser();
    const { session } = await enrol(user.email);

    const otherPartner = await createPartner(ctx.db);
    const otherUnit = await createCompany(ctx.db, { partnerId: otherPartner.id });
    const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: otherUnit.id });
    const otherMaster = await createUser(ctx.db, { profile: 'master', partnerId: otherPartner.id });
    for (const outsider of [otherAdmin, otherMaster]) {
      const res = await reset(await signIn(ctx.app, outsider.email), user.id, 'en-US');
      expect(res.statusCode).toBe(404);
      expect(res.error().code).toBe('not_found');
    }
    // Nothing changed for the user.
    expect((await callRoute(ctx.app, authRoutes.me, { token: session })).statusCode).toBe(200);

    expect((await reset(masterSession, 999_999)).statusCode).toBe(404);
    expect((await reset(masterSession, user.id)).statusCode).toBe(200);
    expect((await callRoute(ctx.app, authRoutes.me, { token: session })).statusCode).toBe(401);
  });

  it('is refused to users of the unit', async () => {
    const user = await newSecureUser();
    const other = await newSecureUser();
    await enrol(other.email);
    const res = await reset((await enrol(user.email)).session, other.id);
    expect(res.statusCode).toBe(403);
    expect(res.error().code).toBe('no_functionality_access');
  });

  it('keeps an admin off partner accounts that are also members of the unit', async () => {
    const unit = await createCompany(ctx.db, { partnerId: partner.id });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const { insertMembership } = await import('../src/modules/users/users.repository');
    await ctx.db.transaction((tx) =>
      insertMembership(tx, { userId: master.id, profile: 'user', companyId: unit.id, isDefault: false }),
    );
    const res = await reset(await signIn(ctx.app, admin.email), master.id);
    expect(res.statusCode).toBe(403);
  });
});

describe('mfa_permission_admin', () => {
  it("hides the unit's multi-factor settings from its admin when 'N', not from others", async () => {
    const unit = await createCompany(ctx.db, { partnerId: partner.id });
    await setSettings(unit.id, { mfa_master: 'N', mfa_permission_admin: 'N' });
    const admin = await createUser(ctx.db, { profile: 'admin', companyId: unit.id });
    const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    const adminSession = await signIn(ctx.app, admin.email);
    const userSession = await signIn(ctx.app, user.email);

    const config = (token: string) => callRoute(ctx.app, configRoutes.get, { token }).then((r) => r.data());
    const resetFactor = (token: string, userId: number) =>
      callRoute(ctx.app, mfaRoutes.reset, { params: { userId }, token });
    expect(await config(adminSession)).toMatchObject({ mfa_master: null, mfa_permission_admin: 'N' });
    expect(await config(userSession)).toMatchObject({ mfa_master: 'N' });

    // The admin may not reset anyone's second factor either; the unit's partner still may.
    const refused = await resetFactor(adminSession, user.id);
    expect(refused.statusCode).toBe(403);
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const allowed = await resetFactor(await signIn(ctx.app, master.email), user.id);
    expect(allowed.statusCode).toBe(200);

    // With 'S' the admin sees the setting and may reset.
    await setSettings(unit.id, { mfa_permission_admin: 'S' });
    expect(await config(adminSession)).toMatchObject({ mfa_master: 'N', mfa_permission_admin: 'S' });
    const ok = await resetFactor(adminSession, user.id);
    expect(ok.statusCode).toBe(200);
  });
});
