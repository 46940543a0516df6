import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli';
import { auditEvents, authTokens, users } from '../src/db/schema';
import { createUser as createUserService } from '../src/modules/users/users.service';
import { sha256 } from '../src/platform/crypto';
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
import {
  linkToken,
  post,
  SENT,
  type SmtpCapture,
  setUnitSettings,
  startSmtpCapture,
} from './password-helpers';

const NEW_PASSWORD = 'Brand-New-Pass-7';
const MAIL_FROM = 'Mirante <no-reply@mirante.test>';

let ctx: TestContext;
let smtp: SmtpCapture;
let partnerId: number;
let company: Awaited<ReturnType<typeof createCompany>>;
let unitHost: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ smtpUrl: smtp.url, mailFrom: MAIL_FROM });
  partnerId = (await createPartner(ctx.db)).id;
  company = await createCompany(ctx.db, { partnerId });
  unitHost = `${company.subdomain}.mirante.test`;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const forgot = (email: string, opts: { host?: string; lang?: string; ip?: string } = {}) =>
  post(ctx.app, '/api/password/forgot', { email }, { host: unitHost, ...opts });
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  post(ctx.app, '/api/password/reset', { token, password, password_confirmation: confirmation });
const rulesOf = (body: unknown, host?: string) => post(ctx.app, '/api/password/config', body, { host });
const login = (email: string, password: string, host?: string) =>
  post(ctx.app, '/api/login', { email, password }, { host });

async function unitUser(companyId = company.id) {
  return createUser(ctx.db, { profile: 'user', companyId });
}

/** Asks for a link and reads it out of the e-mail that arrives. */
async function recoveryToken(email: string, host = unitHost): Promise<string> {
  const before = smtp.messages.length;
  const res = await forgot(email, { host });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await smtp.waitFor(before + 1);
  const token = linkToken(mail.text);
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/password/forgot', () => {
  it('mails a link on the unit’s own address that sets a new password once', async () => {
    const u = await unitUser();
    await ctx.db.update(users).set({ language: 'en-US' }).where(eq(users.id, u.id));
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: SENT });

    const mail = await smtp.waitFor();
    expect(mail.to).toEqual([u.email]);
    expect(mail.from).toBe('no-reply@mirante.test');
    expect(mail.headers.from).toContain('Mirante');
    expect(mail.subject).toBe('Reset your Mirante password');
    expect(mail.text).toContain('Hello, Test user!');
    expect(mail.text).toContain('expires in 60 minutes');
    const token = linkToken(mail.text)!;
    expect(mail.text).toContain(`http://${unitHost}/new/password/${token}`);
    expect(mail.html).toContain(`href="http://${unitHost}/new/password/${token}"`);
    expect(mail.html).toContain('Choose a new password');
    // Only the hash of the token is stored, for 60 minutes.
    const [row] = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({ userId: u.id, kind: 'password_reset', usedAt: null });
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 60 * 60_000)).toBeLessThan(5_000);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      status: 'success',
      message: 'Your password has been changed. Sign in with the new password.',
    });
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, NEW_PASSWORD)).json().status).toBe('success');

    // Single use: the same link a second time.
    const again = await reset(token, 'Another-Pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_token',
      message: 'This link is invalid or has expired.',
    });
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.userId} = ${u.id} and ${auditEvents.event} = 'password_change'`);
    expect(audit).toMatchObject({ outcome: 'success', details: { via: 'password_reset' } });
  });

  it('writes the e-mail in the user’s language', async () => {
    const u = await unitUser();
    await ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, u.id));
    await recoveryToken(u.email);
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe('Restablezca su contraseña de Mirante');
    expect(mail.text).toContain('caduca en 60 minutos');
    expect(mail.html).toContain('lang="es"');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const u = await unitUser();
    const known = await forgot(u.email);
    await smtp.waitFor();
    const unknown = await forgot(`nobody.${Date.now()}@example.test`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends nothing to a member of another unit, nor to a deactivated user', async () => {
    const other = await createCompany(ctx.db, { partnerId });
    const stranger = await unitUser(other.id);
    const gone = await unitUser();
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    for (const email of [stranger.email, gone.email]) {
      const res = await forgot(email);
      expect(res.json()).toEqual({ status: 'success', message: SENT });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(0);
  });

  it('voids the older link when a new one is asked for', async () => {
    const u = await unitUser();
    const first = await recoveryToken(u.email);
    const second = await recoveryToken(u.email);
    expect(second).not.toBe(first);
    expect((await reset(first)).json().code).toBe('invalid_token');
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const u = await unitUser();
    const token = await recoveryToken(u.email);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect((await rulesOf({ token })).json().code).toBe('invalid_token');
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tells a SAML user that their method does not allow password changes', async () => {
    const u = await unitUser();
    await ctx.db.update(users).set({ authType: 'saml' }).where(eq(users.id, u.id));
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'password_change_not_allowed',
      message: 'Your authentication method does not allow password changes!',
    });
    const pt = await forgot(u.email, { lang: 'pt-BR' });
    expect(pt.json().message).toBe('Seu método de autenticação não permite a alteração de senha!');
    expect(smtp.messages).toHaveLength(0);
  });

  it('links to the platform address when asked there, and refuses hosts of nobody', async () => {
    const u = await unitUser();
    const token = await recoveryToken(u.email, 'localhost:8000');
    expect(smtp.messages[0]!.text).toContain(`http://localhost:8000/new/password/${token}`);

    // A link to a host the caller picked would hand the victim's token to the caller.
    for (const host of ['evil.example', '203.0.113.9', 'mirante.test:80@evil.example']) {
      const res = await forgot(u.email, { host });
      expect(res.statusCode, host).toBe(404);
      expect(res.json().code).toBe('domain_not_found');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(1);
  });

  it('limits requests per e-mail, known or not, and per client address', async () => {
    const email = `limited.${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const over = await forgot(email);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_requests');

    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++)
      expect((await forgot(`a${i}.${Date.now()}@example.test`, { ip })).statusCode).toBe(200);
    expect((await forgot(`fresh.${Date.now()}@example.test`, { ip })).statusCode).toBe(429);
  });

  it('answers 400 with a field error for a malformed e-mail', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['email is invalid'] });
  });

  it('needs the XSRF pair like every other state-changing call', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/password/reset', () => {
  it('enforces the unit’s rules with a field error per broken rule', async () => {
    const strict = await createCompany(ctx.db, { partnerId });
    await setUnitSettings(ctx.db, strict.id, {
      min_character: 12,
      capital_letter: 'S',
      special_characters: 'S',
    });
    const u = await createUser(ctx.db, {
      profile: 'user',
      companyId: strict.id,
      password: 'Long-enough-Pass-1',
    });
    const host = `${strict.subdomain}.mirante.test`;
    const token = await recoveryToken(u.email, host);

    const rules = await rulesOf({ token });
    expect(rules.json()).toEqual({
      min_character: 12,
      capital_letter: 'S',
      special_characters: 'S',
      expiry_time_password: 0,
    });
    // Without a token: the rules of the unit the address belongs to, else the defaults.
    expect((await rulesOf({}, host)).json().min_character).toBe(12);
    expect((await rulesOf({})).json()).toEqual({
      min_character: 8,
      capital_letter: 'N',
      special_characters: 'N',
      expiry_time_password: 0,
    });

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({
      password: [
        'At least 12 characters',
        'At least one capital letter',
        expect.stringMatching(/special character/),
      ],
    });
    const pt = await post(
      ctx.app,
      '/api/password/reset',
      { token, password: 'abcdefghijklmn', password_confirmation: 'abcdefghijklmn' },
      { lang: 'pt-BR' },
    );
    expect(pt.json().errors.password).toEqual([
      'Pelo menos uma letra maiúscula',
      'Pelo menos um caractere especial (como ! @ # ou -)',
    ]);
    // A refused attempt does not use the link up.
    expect((await reset(token, 'Strong-Enough-Pass-9')).statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match, and the current password', async () => {
    const u = await unitUser();
    const token = await recoveryToken(u.email);
    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const same = await reset(token, TEST_PASSWORD);
    expect(same.json().errors).toEqual({
      password: ['The new password must be different from the current one.'],
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    const u = await unitUser();
    const session = await signIn(ctx.app, u.email);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session })).statusCode).toBe(
      200,
    );
    expect((await reset(await recoveryToken(u.email))).statusCode).toBe(200);
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: session });
    expect(me.statusCode).toBe(401);
  });

  it('answers 400 with field errors for a missing body and an unknown token', async () => {
    const empty = await post(ctx.app, '/api/password/reset', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['password', 'password_confirmation', 'token']);
    expect((await reset('not-a-token')).json().code).toBe('invalid_token');
  });
});

describe('forced change', () => {
  it('an expired password makes the sign-in ask for a change, which the token then allows', async () => {
    const unit = await createCompany(ctx.db, { partnerId });
    await setUnitSettings(ctx.db, unit.id, { expiry_time_password: 30, min_character: 10 });
    const u = await createUser(ctx.db, { profile: 'admin', companyId: unit.id, password: 'Old-Password-1' });
    await ctx.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, u.id));

    const first = await login(u.email, 'Old-Password-1');
    expect(first.json().status).toBe('user_change_password');
    const token = first.json().token as string;
    expect((await rulesOf({ token })).json()).toMatchObject({ min_character: 10, expiry_time_password: 30 });
    expect((await reset(token, 'Old-Password-1')).json().errors.password).toEqual([
      'The new password must be different from the current one.',
    ]);
    expect((await reset(token, 'short-1')).json().errors.password).toEqual(['At least 10 characters']);
    const done = await reset(token, 'Fresh-Password-2');
    expect(done.statusCode, done.body).toBe(200);

    const second = await login(u.email, 'Fresh-Password-2');
    expect(second.json().status).toBe('success');
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.userId} = ${u.id} and ${auditEvents.event} = 'password_change'`);
    expect(audit?.details).toEqual({ via: 'password_change' });
  });

  it('must_change_password asks for a change at the next sign-in and is cleared by it', async () => {
    const u = await unitUser();
    await ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, u.id));
    const first = await login(u.email, TEST_PASSWORD);
    expect(first.json().status).toBe('user_change_password');
    expect((await reset(first.json().token)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.mustChangePassword).toBe(false);
    expect((await login(u.email, NEW_PASSWORD)).json().status).toBe('success');
  });
});

describe('rules everywhere a password is set', () => {
  it('creating a user and the command line reset follow the unit’s rules', async () => {
    const strict = await createCompany(ctx.db, { partnerId });
    await setUnitSettings(ctx.db, strict.id, { min_character: 14 });
    await expect(
      createUserService({
        db: ctx.db,
        input: {
          name: 'Weak',
          email: `weak.${Date.now()}@example.test`,
          password: 'Twelve-chars',
          perfil_usuario: 'user',
          company_id: strict.id,
        },
      }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      details: { errors: { password: ['password_min_character'] }, params: { count: 14 } },
    });

    const u = await createUser(ctx.db, {
      profile: 'user',
      companyId: strict.id,
      password: 'Fourteen-chars-1',
    });
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['reset-password', '--email', u.email, '--password', 'Twelve-chars'], {
      db: ctx.db,
      out: (s) => out.push(s),
      err: (s) => err.push(s),
    });
    expect(code).toBe(1);
    expect(err.join('')).toContain('At least 14 characters');
  });
});
