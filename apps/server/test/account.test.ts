import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes, authRoutes, AVATAR_MAX_BYTES, type TPasswordChangeRequest } from '@mirante/contracts';
import { memberships, sessions, users } from '../src/db/schema';
import { insertSession } from '../src/modules/auth/auth-sessions.repository';
import { newToken, sha256 } from '../src/platform/crypto';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';
import { auditRows, setCompanySettings } from './switching-fixtures';

let ctx: TestContext;
let unitId: number;
let partnerId: number;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fake-jpeg')]);

beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
  unitId = (await createCompany(ctx.db, { partnerId })).id;
});
afterAll(() => ctx.close());

async function newMember(profile: 'admin' | 'user' = 'user') {
  const user = await createUser(ctx.db, { profile, companyId: unitId });
  return { user, token: await signIn(ctx.app, user.email) };
}

const me = (token: string) => callRoute(ctx.app, authRoutes.me, { token });

/** Uploads the caller's own picture: the bytes as they are, with `type` as their content type. */
function upload(token: string | undefined, body: Buffer | string, type = 'image/png') {
  return callRoute(ctx.app, accountRoutes.uploadAvatar, {
    ...(token ? { token } : {}),
    body: body as unknown as Blob,
    headers: { 'content-type': type },
  });
}

describe('GET /api/auth/account', () => {
  it('needs a session', async () => {
    expect((await callRoute(ctx.app, accountRoutes.get, {})).statusCode).toBe(401);
  });

  it("answers the caller's own profile", async () => {
    const { user, token } = await newMember();
    const res = await callRoute(ctx.app, accountRoutes.get, { token });
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: null,
      language: 'pt-BR',
      avatar_url: null,
      perfil_usuario: 'user',
      can_change_password: true,
      client_contact: false,
    });
  });
});

describe('PUT /api/auth/account', () => {
  it('refuses an empty name with a field error', async () => {
    const { token } = await newMember();
    const res = await callRoute(ctx.app, accountRoutes.update, {
      token,
      body: { name: '', language: 'en-US' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['name']);
  });

  it('stores name, phone and language; a phone of another account is refused', async () => {
    const { user, token } = await newMember();
    const res = await callRoute(ctx.app, accountRoutes.update, {
      token,
      body: { name: 'Renamed Person', phone: '+55 11 99999-0001', language: 'es' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Renamed Person', phone: '+55 11 99999-0001', language: 'es' });

    const other = await newMember();
    const taken = await callRoute(ctx.app, accountRoutes.update, {
      token: other.token,
      body: { name: 'Other', phone: '+55 11 99999-0001', language: 'es' },
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.error().errors ?? {})).toEqual(['phone']);
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (token: string | undefined, body: unknown) =>
    callRoute(ctx.app, accountRoutes.changePassword, {
      ...(token ? { token } : {}),
      body: body as TPasswordChangeRequest,
      lang: 'en-US',
    });

  it('needs a session', async () => {
    expect((await change(undefined, { current: 'a', new: 'b', confirm: 'b' })).statusCode).toBe(401);
  });

  it('answers field errors: missing fields, wrong current, mismatch, unit rules, same password', async () => {
    const { token } = await newMember();
    const missing = await change(token, { current: TEST_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.error().errors ?? {}).sort()).toEqual(['confirm', 'new']);

    const wrong = await change(token, {
      current: 'Wrong-Horse-1',
      new: 'Brand-New-77',
      confirm: 'Brand-New-77',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error().errors).toEqual({ current: ['The current password is incorrect.'] });

    const mismatch = await change(token, {
      current: TEST_PASSWORD,
      new: 'Brand-New-77',
      confirm: 'Brand-New-78',
    });
    expect(mismatch.error().errors).toEqual({ confirm: ['The passwords do not match.'] });

    await setCompanySettings(ctx.db, unitId, { min_character: 12, capital_letter: 'S' });
    const weak = await change(token, { current: TEST_PASSWORD, new: 'short', confirm: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.error().errors ?? {})).toEqual(['new']);
    expect(weak.error().errors?.new).toHaveLength(2);
    await setCompanySettings(ctx.db, unitId, { min_character: 8, capital_letter: 'N' });

    const same = await change(token, { current: TEST_PASSWORD, new: TEST_PASSWORD, confirm: TEST_PASSWORD });
    expect(same.error().errors).toEqual({
      new: ['The new password must be different from the current one.'],
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, token } = await newMember();
    const other = await signIn(ctx.app, user.email);
    const res = await change(token, { current: TEST_PASSWORD, new: 'Brand-New-77', confirm: 'Brand-New-77' });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(other)));
    expect(row!.revokedAt).not.toBeNull();
    await expect(signIn(ctx.app, user.email)).rejects.toThrow();
    expect(await signIn(ctx.app, user.email, 'Brand-New-77')).toEqual(expect.any(String));
    const [audit] = await auditRows(ctx.db, 'password_change', user.id);
    expect(audit!.outcome).toBe('success');
  });

  it('is refused to someone acting as the user', async () => {
    const { user } = await newMember();
    const master = await createUser(ctx.db, { profile: 'master', partnerId });
    const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const token = newToken();
    await insertSession(ctx.db, {
      userId: user.id,
      membershipId: membership!.id,
      profile: 'user',
      companyId: unitId,
      partnerId: null,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '127.0.0.1',
      userAgent: null,
      impersonatorUserId: master.id,
    });
    const res = await change(token, { current: TEST_PASSWORD, new: 'Brand-New-77', confirm: 'Brand-New-77' });
    expect(res.statusCode).toBe(403);
    expect(res.error().code).toBe('no_functionality_access');
  });
});

describe('the own picture', () => {
  it('needs a session', async () => {
    expect((await upload(undefined, PNG)).statusCode).toBe(401);
  });

  it('refuses what is not a PNG, JPEG or WebP picture, whatever its type says', async () => {
    const { token } = await newMember();
    for (const [body, type] of [
      ['not a picture', 'image/png'],
      [Buffer.from('GIF89a-----'), 'image/png'],
      ['{}', 'application/json'],
    ] as const) {
      const res = await upload(token, body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.error().code).toBe('invalid_file');
    }
  });

  it('refuses a picture over the size limit', async () => {
    const { token } = await newMember();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await upload(token, big);
    expect(res.statusCode).toBe(413);
  });

  it('stores the picture, replaces the old file, and removes it', async () => {
    const { user, token } = await newMember();
    const first = await upload(token, PNG);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.data().avatar_url as string;
    expect(firstUrl).toMatch(/^\/storage\/avatar-[0-9a-f]{32}\.png$/);
    const firstFile = join(ctx.storageDir, firstUrl.replace('/storage/', ''));
    expect(existsSync(firstFile)).toBe(true);

    const second = await upload(token, JPEG, 'image/jpeg');
    const secondUrl = second.data().avatar_url as string;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(existsSync(firstFile)).toBe(false);
    const account = await callRoute(ctx.app, accountRoutes.get, { token });
    expect(account.data().avatar_url).toBe(secondUrl);

    const removed = await callRoute(ctx.app, accountRoutes.removeAvatar, { token });
    expect(removed.data()).toEqual({ avatar_url: null });
    expect(existsSync(join(ctx.storageDir, secondUrl.replace('/storage/', '')))).toBe(false);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatar).toBeNull();
  });
});
