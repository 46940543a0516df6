import { authRoutes, mfaRoutes, type TFlag, type TTwoFactorLoginRequest } from '@mirante/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { companyConfigs } from '../src/db/schema';
import { base32Decode, timeStep, totp } from '../src/modules/mfa/mfa-totp.service';
import {
  callRoute,
  createCompany,
  createPartner,
  createTestContext,
  createUser,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';

// Set by useMfaWorld() before the calling file's tests run.
export let ctx: TestContext;
export let partner: Awaited<ReturnType<typeof createPartner>>;
/** A unit that requires a second factor of everyone. */
export let secure: Awaited<ReturnType<typeof createCompany>>;

export async function setSettings(
  companyId: number,
  patch: { mfa_master?: TFlag; mfa_permission_admin?: TFlag },
) {
  await ctx.db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(companyConfigs.companyId, companyId));
}

/** Opens the test context of the calling file, with the secure unit, and closes it after. */
export function useMfaWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    partner = await createPartner(ctx.db);
    secure = await createCompany(ctx.db, { partnerId: partner.id });
    await setSettings(secure.id, { mfa_master: 'S' });
  });
  afterAll(() => ctx.close());
}

/** POST /api/login with the test password; the raw answer. */
export function passwordLogin(email: string) {
  return callRoute(ctx.app, authRoutes.login, { body: { email, password: TEST_PASSWORD } });
}

/** The second-factor step token of a password sign-in that must answer redirect_two_factor. */
export async function stepToken(email: string): Promise<string> {
  const res = await passwordLogin(email);
  expect(res.statusCode).toBe(200);
  expect(res.data().status).toBe('redirect_two_factor');
  return res.data().token;
}

export function submit(body: Record<string, unknown>, lang?: string) {
  return callRoute(ctx.app, mfaRoutes.signIn, {
    body: body as TTwoFactorLoginRequest,
    ...(lang ? { lang } : {}),
  });
}

export function challenge(token: string) {
  return callRoute(ctx.app, mfaRoutes.challenge, { params: { token } });
}

/** The secret a challenge shows to enrol; an answer without one (already enrolled) fails. */
export function secretOf(res: Awaited<ReturnType<typeof challenge>>): string {
  const shown = res.data();
  if (!('secret' in shown)) throw new Error(`no secret shown: ${res.body}`);
  return shown.secret;
}

/** A six-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

/** Signs in on the secure unit for the first time and enrols with a code computed here. */
export async function enrol(email: string) {
  const token = await stepToken(email);
  const shown = await challenge(token);
  expect(shown.statusCode).toBe(200);
  const key = base32Decode(secretOf(shown));
  const now = Date.now();
  const res = await submit({ token, code: totp(key, now) });
  expect(res.statusCode).toBe(200);
  const { token: session, recovery_codes: codes } = res.data();
  if (!codes) throw new Error(`enrolment handed out no recovery codes: ${res.body}`);
  return { key, step: timeStep(now), session, codes };
}

export async function newSecureUser(profile: 'admin' | 'user' = 'user') {
  return createUser(ctx.db, { profile, companyId: secure.id });
}
