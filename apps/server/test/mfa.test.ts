import { and, eq } from 'drizzle-orm';
import { authRoutes, MAX_TWO_FACTOR_ATTEMPTS, RECOVERY_CODE_COUNT } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, userSecrets, users } from '../src/db/schema';
import { base32Decode, hotp, timeStep, totp } from '../src/modules/mfa/mfa-totp.service';
import { callRoute } from './helpers';
import {
  challenge,
  ctx,
  enrol,
  newSecureUser,
  otherCode,
  passwordLogin,
  secretOf,
  secure,
  stepToken,
  submit,
  useMfaWorld,
} from './mfa-fixtures';

useMfaWorld();

describe('sign-in on a unit that requires a second factor', () => {
  it('asks for the second factor instead of opening a session', async () => {
    const user = await newSecureUser();
    const res = await passwordLogin(user.email);
    expect(res.statusCode).toBe(200);
    const body = res.data();
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
    const body = res.data();
    expect(body.enrolled).toBe(false);
    if (body.enrolled) throw new Error('the challenge shows no secret');
    expect(body.email).toBe(user.email);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(body.secret)).toHaveLength(20);
    expect(body.otpauth_url).toBe(
      `otpauth://totp/Mirante:${encodeURIComponent(user.email)}?secret=${body.secret}&issuer=Mirante&period=30&digits=6&algorithm=SHA1`,
    );
    expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Seen again (reload, or a new sign-in): the same pending secret.
    expect(secretOf(await challenge(token))).toBe(body.secret);
    expect(secretOf(await challenge(await stepToken(user.email)))).toBe(body.secret);
  });

  it('stores the secret encrypted: the column holds a sealed box, not the base32 secret', async () => {
    const user = await newSecureUser();
    const secret = secretOf(await challenge(await stepToken(user.email)));
    const [row] = await ctx.db.select().from(userSecrets).where(eq(userSecrets.userId, user.id));
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
    const me = await callRoute(ctx.app, authRoutes.me, { token: session });
    expect(me.statusCode).toBe(200);
    expect(me.data().user.id).toBe(user.id);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpEnabledAt).toBeInstanceOf(Date);
    const [secrets] = await ctx.db.select().from(userSecrets).where(eq(userSecrets.userId, user.id));
    expect(secrets?.totpLastStep).toBe(step);
    // Only hashes of the recovery codes are kept.
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    // From now on the challenge says only that a code is due; the secret never goes out again.
    const again = await challenge(await stepToken(user.email));
    expect(again.data()).toEqual({ enrolled: true, email: user.email });
    expect(again.body).not.toContain('secret');
    expect(key).toHaveLength(20);
  });

  it('answers a wrong code with 401 and the catalogued message; the token stays usable', async () => {
    const user = await newSecureUser();
    const token = await stepToken(user.email);
    const key = base32Decode(secretOf(await challenge(token)));
    const wrong = await submit({ token, code: otherCode(totp(key, Date.now())) }, 'pt-BR');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.error()).toMatchObject({
      code: 'invalid_two_factor_code',
      message: 'Código de verificação inválido!',
    });
    const english = await submit({ token, code: otherCode(totp(key, Date.now())) }, 'en-US');
    expect(english.error().message).toBe('Invalid verification code!');
    const right = await submit({ token, code: totp(key, Date.now()) });
    expect(right.statusCode).toBe(200);
    expect(right.data().status).toBe('success');
  });

  it('uses the step token once', async () => {
    const user = await newSecureUser();
    const token = await stepToken(user.email);
    const key = base32Decode(secretOf(await challenge(token)));
    expect((await submit({ token, code: totp(key, Date.now()) })).statusCode).toBe(200);
    const reuse = await submit({ token, code: hotp(key, timeStep(Date.now()) + 1) });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.error().code).toBe('invalid_token');
    expect((await challenge(token)).error().code).toBe('invalid_token');
    expect((await submit({ token: 'not-a-token', code: '123456' })).error().code).toBe('invalid_token');
  });

  it('asks an enrolled user for a code at every sign-in, and never takes the same code twice', async () => {
    const user = await newSecureUser();
    const { key, step } = await enrol(user.email);

    // The enrolment code was used: the same time step is refused...
    const replay = await submit({ token: await stepToken(user.email), code: hotp(key, step) });
    expect(replay.statusCode).toBe(401);
    expect(replay.error().code).toBe('invalid_two_factor_code');

    // ...the next one (within the drift window) is taken, once.
    const next = hotp(key, step + 1);
    const signedIn = await submit({ token: await stepToken(user.email), code: next });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.data().status).toBe('success');
    expect(signedIn.data().recovery_codes).toBeUndefined();
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
    expect(ok.data().status).toBe('success');
    const reused = await submit({ token: await stepToken(user.email), recovery_code: codes[3] });
    expect(reused.statusCode).toBe(401);
    expect(reused.error().code).toBe('invalid_two_factor_code');
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
    expect(last.error()).toMatchObject({ code: 'two_factor_attempts_exceeded' });
    const late = await submit({ token, code: good });
    expect(late.statusCode).toBe(400);
    expect(late.error().code).toBe('invalid_token');
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
    expect(answers.filter((r) => r.error().code === 'invalid_token')).toHaveLength(
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
    expect(none.error().errors).toEqual({ code: ['code is required'] });
    const letters = await submit({ token, code: 'abcdef' }, 'en-US');
    expect(letters.statusCode).toBe(400);
    expect(Object.keys(letters.error().errors ?? {})).toEqual(['code']);
    const both = await submit({ token, code: '123456', recovery_code: 'AAAAA-AAAAA' });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.error().errors ?? {})).toEqual(['recovery_code']);
    expect((await submit({ code: '123456' })).statusCode).toBe(400);
    // Malformed bodies spend no attempt: the right code still works.
    const key = base32Decode(secretOf(await challenge(token)));
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
