import { and, eq, sql } from 'drizzle-orm';
import { MAX_TWO_FACTOR_ATTEMPTS, RECOVERY_CODE_COUNT, type TFlag } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companyConfigs, memberships, recoveryCodes, users } from '../src/db/schema';
import { insertSession } from '../src/modules/auth/sessions.repository';
import { base32Decode, hotp, timeStep, totp } from '../src/modules/mfa/totp';
import { newToken, sha256 } from '../src/platform/crypto';
import {
  call,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let partner: Awaited<ReturnType<typeof createPartner>>;
/** A unit that requires a second factor of everyone. */
let secure: Awaited<ReturnType<typeof createCompany>>;

async function setSettings(companyId: number, patch: { mfa_master?: TFlag; mfa_permission_admin?: TFlag }) {
  await ctx.db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(companyConfigs.companyId, companyId));
}

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createPartner(ctx.db);
  secure = await createCompany(ctx.db, { partnerId: partner.id });
  await setSettings(secure.id, { mfa_master: 'S' });
});
afterAll(() => ctx.close());

/** POST /api/login with the test password; the raw answer. */
function passwordLogin(email: string) {
  return call(ctx.app, { method: 'POST', url: '/api/login', body: { email, password: TEST_PASSWORD } });
}

/** The second-factor step token of a password sign-in that must answer redirect_two_factor. */
async function stepToken(email: string): Promise<string> {
  const res = await passwordLogin(email);
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('redirect_two_factor');
  return res.json().token as string;
}

function submit(body: Record<string, unknown>, lang?: string) {
  return call(ctx.app, { method: 'POST', url: '/api/login/2fa', body, ...(lang ? { lang } : {}) });
}

function challenge(token: string) {
  return call(ctx.app, { method: 'GET', url: `/api/login/2fa/${encodeURIComponent(token)}` });
}

/** A six-digit code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

/** Signs in on the secure unit for the first time and enrols with a code computed here. */
async function enrol(email: string) {
  const token = await stepToken(email);
  const shown = await challenge(token);
  expect(shown.statusCode).toBe(200);
  const key = base32Decode(shown.json().secret);
  const now = Date.now();
  const res = await submit({ token, code: totp(key, now) });
  expect(res.statusCode).toBe(200);
  return { key, step: timeStep(now), session: res.json().token as string, codes: res.json().recovery_codes };
}

async function newSecureUser(profile: 'admin' | 'user' = 'user') {
  return createUser(ctx.db, { profile, companyId: secure.id });
}

describe('sign-in on a unit that requires a second factor', () => {
  it('asks for the second factor instead of opening a session', async () => {
    const user = await newSecureUser();
    const res = await passwordLogin(user.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'redirect_two_factor', data: { intended: '/' } });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toBeUndefined();
  });

  it('shows the pending secret, its otpauth URL and QR code, and keeps it until enrolment', async () => {
    const user = await newSecureUser();
    const token = await stepToken(user.email);
    const res = await challenge(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.enrolled).toBe(false);
    expect(body.email).toBe(user.email);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(body.secret)).toHaveLength(20);
    expect(body.otpauth_url).toBe(
      `otpauth://totp/Mirante:${encodeURIComponent(user.email)}?secret=${body.secret}&issuer=Mirante&period=30&digits=6&algorithm=SHA1`,
    );
    expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Seen again (reload, or a new sign-in): the same pending secret.
    expect((await challenge(token)).json().secret).toBe(body.secret);
    expect((await challenge(await stepToken(user.email))).json().secret).toBe(body.secret);
  });

  it('stores the secret encrypted: the column holds a sealed box, not the base32 secret', async () => {
    const user = await newSecureUser();
    const secret = (await challenge(await stepToken(user.email))).json().secret as string;
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecretEnc).toBeTruthy();
    expect(row?.totpSecretEnc).not.toContain(secret);
    expect(row?.totpSecretEnc).not.toContain(secret.toLowerCase());
    expect(row?.totpSecretEnc).toMatch(/^v1\./);
    expect(ctx.secretBox.open(row!.totpSecretEnc!)).toBe(secret);
  });

  it('enrols with a first code: opens the session and hands out recovery codes once', async () => {
    const user = await newSecureUser();
    const { key, step, session, codes } = await enrol(user.email);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpEnabledAt).toBeInstanceOf(Date);
    expect(row?.totpLastStep).toBe(step);
    // Only hashes of the recovery codes are kept.
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    // From now on the challenge says only that a code is due; the secret never goes out again.
    const again = await challenge(await stepToken(user.email));
    expect(again.json()).toEqual({ enrolled: true, email: user.email });
    expect(again.body).not.toContain('secret');
    expect(key).toHaveLength(20);
  });

  it('answers a wrong code with 401 and the catalogued message; the token stays usable', async () => {
    const user = await newSecureUser();
    const token = await stepToken(user.email);
    const key = base32Decode((await challenge(token)).json().secret);
    const wrong = await submit({ token, code: otherCode(totp(key, Date.now())) }, 'pt-BR');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_two_factor_code',
      message: 'Código de verificação inválido!',
    });
    const english = await submit({ token, code: otherCode(totp(key, Date.now())) }, 'en-US');
    expect(english.json().message).toBe('Invalid verification code!');
    const right = await submit({ token, code: totp(key, Date.now()) });
    expect(right.statusCode).toBe(200);
    expect(right.json().status).toBe('success');
  });

  it('uses the step token once', async () => {
    const user = await newSecureUser();
    const token = await stepToken(user.email);
    const key = base32Decode((await challenge(token)).json().secret);
    expect((await submit({ token, code: totp(key, Date.now()) })).statusCode).toBe(200);
    const reuse = await submit({ token, code: hotp(key, timeStep(Date.now()) + 1) });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('invalid_token');
    expect((await challenge(token)).json().code).toBe('invalid_token');
    expect((await submit({ token: 'not-a-token', code: '123456' })).json().code).toBe('invalid_token');
  });

  it('asks an enrolled user for a code at every sign-in, and never takes the same code twice', async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);

    // The enrolment code was used: the same time step is refused...
    const replay = await submit({ token: await stepToken(user.email), code: hotp(key, step) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_two_factor_code');

    // ...the next one (within the drift window) is taken, once.
    const next = hotp(key, step + 1);
    const signedIn = await submit({ token: await stepToken(user.email), code: next });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().status).toBe('success');
    expect(signedIn.json().recovery_codes).toBeUndefined();
    const again = await submit({ token: await stepToken(user.email), code: next });
    expect(again.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of the same code through', async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);
    const [a, b] = [await stepToken(user.email), await stepToken(user.email)];
    const code = hotp(key, step + 1);
    const answers = await Promise.all([submit({ token: a, code }), submit({ token: b, code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code once, typed in any case and without the dash', async () => {
    const user = await newSecureUser();
    const { codes } = await enrol(user.email);
    const typed = (codes[3] as string).toLowerCase().replace('-', ' ');
    const ok = await submit({ token: await stepToken(user.email), recovery_code: typed });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('success');
    const reused = await submit({ token: await stepToken(user.email), recovery_code: codes[3] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('invalid_two_factor_code');
    const unknown = await submit({ token: await stepToken(user.email), recovery_code: 'AAAAA-AAAAA' });
    expect(unknown.statusCode).toBe(401);
  });

  it(`voids the token after ${MAX_TWO_FACTOR_ATTEMPTS} wrong codes`, async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);
    const token = await stepToken(user.email);
    const good = hotp(key, step + 1);
    for (let i = 1; i < MAX_TWO_FACTOR_ATTEMPTS; i += 1) {
      expect((await submit({ token, code: otherCode(good) })).statusCode).toBe(401);
    }
    const last = await submit({ token, code: otherCode(good) }, 'en-US');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'two_factor_attempts_exceeded' });
    const late = await submit({ token, code: good });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_token');
    // A new sign-in gives new attempts.
    expect((await submit({ token: await stepToken(user.email), code: good })).statusCode).toBe(200);
  });

  it('checks no more codes than the limit however many arrive at once', async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);
    const token = await stepToken(user.email);
    const wrong = otherCode(hotp(key, step + 1));
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit({ token, code: wrong })));
    const checked = answers.filter((r) => r.statusCode !== 400);
    expect(checked).toHaveLength(MAX_TWO_FACTOR_ATTEMPTS);
    expect(answers.filter((r) => r.json().code === 'invalid_token')).toHaveLength(
      12 - MAX_TWO_FACTOR_ATTEMPTS,
    );
  });

  it('audits every second-factor outcome', async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);
    await submit({ token: await stepToken(user.email), code: otherCode(hotp(key, step + 1)) });
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.event, 'login_2fa')));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['invalid_two_factor_code', 'success']);
    expect(rows.find((r) => r.outcome === 'success')).toMatchObject({
      companyId: secure.id,
      details: { method: 'totp', enrolment: true },
    });
  });

  it('validates the body with field errors', async () => {
    const token = await stepToken((await newSecureUser()).email);
    const none = await submit({ token }, 'en-US');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ code: ['code is required'] });
    const letters = await submit({ token, code: 'abcdef' }, 'en-US');
    expect(letters.statusCode).toBe(400);
    expect(Object.keys(letters.json().errors)).toEqual(['code']);
    const both = await submit({ token, code: '123456', recovery_code: 'AAAAA-AAAAA' });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().errors)).toEqual(['recovery_code']);
    expect((await submit({ code: '123456' })).statusCode).toBe(400);
    // Malformed bodies spend no attempt: the right code still works.
    const key = base32Decode((await challenge(token)).json().secret);
    expect((await submit({ token, code: totp(key, Date.now()) })).statusCode).toBe(200);
  });

  it('accepts the code typed as two groups of three digits', async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);
    const code = hotp(key, step + 1);
    const res = await submit({
      token: await stepToken(user.email),
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the user’s own second factor', () => {
  it('shows its state: enrolled, required by the unit, recovery codes left', async () => {
    const user = await newSecureUser();
    const { session, codes } = await enrol(user.email);
    await submit({ token: await stepToken(user.email), recovery_code: codes[0] });
    const res = await call(ctx.app, { method: 'GET', url: '/api/auth/mfa', token: session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enrolled: true,
      required: true,
      recovery_codes_remaining: RECOVERY_CODE_COUNT - 1,
    });
  });

  it('regenerates recovery codes: the old ones stop working', async () => {
    const user = await newSecureUser();
    const { session, codes } = await enrol(user.email);
    const res = await call(ctx.app, { method: 'POST', url: '/api/auth/mfa/recovery-codes', token: session });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fresh = res.json().recovery_codes as string[];
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
      const url = method === 'POST' ? '/api/auth/mfa/recovery-codes' : '/api/auth/mfa';
      const res = await call(ctx.app, { method, url, token });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('two_factor_not_enabled');
    }
  });

  it('turns off a voluntary second factor, but not one the unit requires', async () => {
    const unit = await createCompany(ctx.db, { partnerId: partner.id });
    await setSettings(unit.id, { mfa_master: 'S' });
    const user = await createUser(ctx.db, { profile: 'user', companyId: unit.id });
    const token = await stepToken(user.email);
    const key = base32Decode((await challenge(token)).json().secret);
    const session = (await submit({ token, code: totp(key, Date.now()) })).json().token as string;

    const refused = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/auth/mfa',
      token: session,
      lang: 'en-US',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'two_factor_required',
      message: 'Your business unit requires two-factor authentication.',
    });

    // The unit stops requiring it: the user's own enrolment still asks for a code...
    await setSettings(unit.id, { mfa_master: 'N' });
    expect((await passwordLogin(user.email)).json().status).toBe('redirect_two_factor');
    // ...until they turn it off.
    const bare = await call(ctx.app, { method: 'DELETE', url: '/api/auth/mfa', token: session });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ password: [expect.any(String)] });
    const wrong = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/auth/mfa',
      token: session,
      body: { password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['password']);
    const off = await call(ctx.app, {
      method: 'DELETE',
      url: '/api/auth/mfa',
      token: session,
      body: { password: user.password },
    });
    expect(off.statusCode).toBe(200);
    expect((await passwordLogin(user.email)).json().status).toBe('success');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null });
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
    for (const [method, url] of [
      ['DELETE', '/api/auth/mfa'],
      ['POST', '/api/auth/mfa/recovery-codes'],
    ] as const) {
      const res = await call(ctx.app, { method, url, token });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('no_functionality_access');
    }
  });
});

describe('POST /api/auth/mfa/reset/:userId', () => {
  function reset(token: string, userId: number, lang?: string) {
    return call(ctx.app, {
      method: 'POST',
      url: `/api/auth/mfa/reset/${userId}`,
      token,
      ...(lang ? { lang } : {}),
    });
  }

  it('lets the unit’s admin clear a user’s second factor and end their sessions', async () => {
    const admin = await newSecureUser('admin');
    const adminSession = (await enrol(admin.email)).session;
    const user = await newSecureUser();
    const { session, key } = await enrol(user.email);

    const res = await reset(adminSession, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');

    // The old session is over at once.
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session });
    expect(me.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null });
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);

    // The next sign-in enrols again, with a new secret.
    const shown = (await challenge(await stepToken(user.email))).json();
    expect(shown.enrolled).toBe(false);
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
      expect(res.json().code).toBe('not_found');
    }
    // Nothing changed for the user.
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session })).statusCode).toBe(
      200,
    );

    expect((await reset(masterSession, 999_999)).statusCode).toBe(404);
    expect((await reset(masterSession, user.id)).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session })).statusCode).toBe(
      401,
    );
  });

  it('is refused to users of the unit', async () => {
    const user = await newSecureUser();
    const other = await newSecureUser();
    await enrol(other.email);
    const res = await reset((await enrol(user.email)).session, other.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('no_functionality_access');
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

    const config = (token: string) =>
      call(ctx.app, { method: 'GET', url: '/api/auth/config/getConfig', token }).then((r) => r.json());
    expect(await config(adminSession)).toMatchObject({ mfa_master: null, mfa_permission_admin: 'N' });
    expect(await config(userSession)).toMatchObject({ mfa_master: 'N' });

    // The admin may not reset anyone's second factor either; the unit's partner still may.
    const refused = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/mfa/reset/${user.id}`,
      token: adminSession,
    });
    expect(refused.statusCode).toBe(403);
    const master = await createUser(ctx.db, { profile: 'master', partnerId: partner.id });
    const allowed = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/mfa/reset/${user.id}`,
      token: await signIn(ctx.app, master.email),
    });
    expect(allowed.statusCode).toBe(200);

    // With 'S' the admin sees the setting and may reset.
    await setSettings(unit.id, { mfa_permission_admin: 'S' });
    expect(await config(adminSession)).toMatchObject({ mfa_master: 'N', mfa_permission_admin: 'S' });
    const ok = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/mfa/reset/${user.id}`,
      token: adminSession,
    });
    expect(ok.statusCode).toBe(200);
  });
});
