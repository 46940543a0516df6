import { authRoutes, passwordRoutes } from '@mirante/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli';
import { auditEvents, users } from '../src/db/schema';
import { createUser as createUserService } from '../src/modules/users/users.service';
import { callRoute, createCompany, createUser, signIn, TEST_PASSWORD } from './helpers';
import { setUnitSettings } from './password-helpers';
import {
  caller,
  ctx,
  login,
  NEW_PASSWORD,
  partnerId,
  recoveryToken,
  reset,
  rulesOf,
  unitUser,
  usePasswordsWorld,
} from './passwords-fixtures';

usePasswordsWorld();

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
    expect(rules.data()).toEqual({
      min_character: 12,
      capital_letter: 'S',
      special_characters: 'S',
      expiry_time_password: 0,
    });
    // Without a token: the rules of the unit the address belongs to, else the defaults.
    expect((await rulesOf({}, host)).data().min_character).toBe(12);
    expect((await rulesOf({})).data()).toEqual({
      min_character: 8,
      capital_letter: 'N',
      special_characters: 'N',
      expiry_time_password: 0,
    });

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.error().errors).toEqual({
      password: [
        'At least 12 characters',
        'At least one capital letter',
        expect.stringMatching(/special character/),
      ],
    });
    // The codes come with the rule's minimum, for a form that words them itself.
    expect(weak.error().error_codes?.password?.[0]).toBe('password_min_character');
    expect(weak.error().error_params).toEqual({ count: 12 });
    const pt = await callRoute(ctx.app, passwordRoutes.reset, {
      ...caller({ lang: 'pt-BR' }),
      body: { token, password: 'abcdefghijklmn', password_confirmation: 'abcdefghijklmn' },
    });
    expect(pt.error().errors?.password).toEqual([
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
    expect(mismatch.error().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const same = await reset(token, TEST_PASSWORD);
    expect(same.error().errors).toEqual({
      password: ['The new password must be different from the current one.'],
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    const u = await unitUser();
    const session = await signIn(ctx.app, u.email);
    expect((await callRoute(ctx.app, authRoutes.me, { token: session })).statusCode).toBe(200);
    expect((await reset(await recoveryToken(u.email))).statusCode).toBe(200);
    const me = await callRoute(ctx.app, authRoutes.me, { token: session });
    expect(me.statusCode).toBe(401);
  });

  it('answers 400 with field errors for a missing body and an unknown token', async () => {
    const empty = await callRoute(ctx.app, passwordRoutes.reset, { ...caller(), body: {} as never });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.error().errors ?? {}).sort()).toEqual([
      'password',
      'password_confirmation',
      'token',
    ]);
    expect((await reset('not-a-token')).error().code).toBe('invalid_token');
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
    expect(first.data().status).toBe('user_change_password');
    const token = first.data().token;
    expect((await rulesOf({ token })).data()).toMatchObject({ min_character: 10, expiry_time_password: 30 });
    expect((await reset(token, 'Old-Password-1')).error().errors?.password).toEqual([
      'The new password must be different from the current one.',
    ]);
    expect((await reset(token, 'short-1')).error().errors?.password).toEqual(['At least 10 characters']);
    const done = await reset(token, 'Fresh-Password-2');
    expect(done.statusCode, done.body).toBe(200);

    const second = await login(u.email, 'Fresh-Password-2');
    expect(second.data().status).toBe('success');
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
    expect(first.data().status).toBe('user_change_password');
    expect((await reset(first.data().token)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.mustChangePassword).toBe(false);
    expect((await login(u.email, NEW_PASSWORD)).data().status).toBe('success');
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
