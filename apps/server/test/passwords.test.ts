import {
  type AnyRoute,
  authRoutes,
  passwordRoutes,
  type RouteAnswer,
  successStatus,
  type TErrorResponse,
  ZErrorResponse,
} from '@mirante/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, authTokens, users } from '../src/db/schema';
import { sha256 } from '../src/platform/crypto';
import { createCompany, TEST_PASSWORD } from './helpers';
import { linkToken, SENT } from './password-helpers';
import {
  ctx,
  forgot as sendForgot,
  login as sendLogin,
  NEW_PASSWORD,
  partnerId,
  recoveryToken,
  reset as sendReset,
  rulesOf as sendRulesOf,
  smtp,
  unitHost,
  unitUser,
  usePasswordsWorld,
} from './passwords-fixtures';

usePasswordsWorld();

/** An answer of `def` read as callRoute's are: `data()` through its schema, `error()` from the catalogue. */
function typed<R extends AnyRoute>(def: R, res: LightMyRequestResponse) {
  return Object.assign(res, {
    data(): RouteAnswer<R> {
      expect(res.statusCode, res.body).toBe(successStatus(def));
      return def.response.parse(res.json()) as RouteAnswer<R>;
    },
    error(): TErrorResponse {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      return ZErrorResponse.parse(res.json());
    },
  });
}

// The fixtures send each call from a client address of its own (the limits are per address).
const forgot = async (...args: Parameters<typeof sendForgot>) =>
  typed(passwordRoutes.forgot, await sendForgot(...args));
const reset = async (...args: Parameters<typeof sendReset>) =>
  typed(passwordRoutes.reset, await sendReset(...args));
const rulesOf = async (...args: Parameters<typeof sendRulesOf>) =>
  typed(passwordRoutes.rules, await sendRulesOf(...args));
const login = async (...args: Parameters<typeof sendLogin>) =>
  typed(authRoutes.login, await sendLogin(...args));

describe('POST /api/password/forgot', () => {
  it('mails a link on the unit’s own address that sets a new password once', async () => {
    const u = await unitUser();
    await ctx.db.update(users).set({ language: 'en-US' }).where(eq(users.id, u.id));
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({ status: 'success', message: SENT });

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
    expect(done.data()).toEqual({
      status: 'success',
      message: 'Your password has been changed. Sign in with the new password.',
    });
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, NEW_PASSWORD)).data().status).toBe('success');

    // Single use: the same link a second time.
    const again = await reset(token, 'Another-Pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.error()).toMatchObject({
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
    // The answers as sent, every key: the schema's parse would drop one it does not know.
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
      expect(res.data()).toEqual({ status: 'success', message: SENT });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(0);
  });

  it('voids the older link when a new one is asked for', async () => {
    const u = await unitUser();
    const first = await recoveryToken(u.email);
    const second = await recoveryToken(u.email);
    expect(second).not.toBe(first);
    expect((await reset(first)).error().code).toBe('invalid_token');
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const u = await unitUser();
    const token = await recoveryToken(u.email);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect((await rulesOf({ token })).error().code).toBe('invalid_token');
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.error().code).toBe('invalid_token');
    expect((await login(u.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tells a SAML user that their method does not allow password changes', async () => {
    const u = await unitUser();
    await ctx.db.update(users).set({ authType: 'saml' }).where(eq(users.id, u.id));
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(403);
    expect(res.error()).toMatchObject({
      code: 'password_change_not_allowed',
      message: 'Your authentication method does not allow password changes!',
    });
    const pt = await forgot(u.email, { lang: 'pt-BR' });
    expect(pt.error().message).toBe('Seu método de autenticação não permite a alteração de senha!');
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
      expect(res.error().code).toBe('domain_not_found');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(1);
  });

  it('limits requests per e-mail, known or not, and per client address', async () => {
    const email = `limited.${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const over = await forgot(email);
    expect(over.statusCode).toBe(429);
    expect(over.error().code).toBe('too_many_requests');

    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++)
      expect((await forgot(`a${i}.${Date.now()}@example.test`, { ip })).statusCode).toBe(200);
    expect((await forgot(`fresh.${Date.now()}@example.test`, { ip })).statusCode).toBe(429);
  });

  it('answers 400 with a field error for a malformed e-mail', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toEqual({ email: ['email is invalid'] });
  });

  it('needs the XSRF pair like every other state-changing call', async () => {
    // Raw on purpose: the request leaves out the XSRF pair that every typed call sends.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(403);
  });
});
