import { randomBytes } from 'node:crypto';
import {
  type TDisableTwoFactorRequest,
  DEFAULT_COMPANY_CONFIG,
  MAX_TWO_FACTOR_ATTEMPTS,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  type TMfaStatusResponse,
  type TTwoFactorChallengeResponse,
  type TTwoFactorLoginRequest,
  type TTwoFactorLoginResponse,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
} from '@mirante/contracts';
import QRCode from 'qrcode';
import { type SecretBox, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { authorize } from '../../platform/policy';
import { type Scope, unitOfRow } from '../../platform/scope';
import { recordAudit, recordEvent } from '../../platform/audit';
import { assertUserMayEnter, companyPolicy, openSession } from '../auth';
import type { CallContext } from '../../platform/call-context';
import type { ClientInfo } from '../../platform/request';
import { revokeUserSessions } from '../auth';
import {
  consumeAuthToken,
  peekAuthToken,
  revokeAuthTokens,
  getCompanyConfig,
  findMembershipOfUser,
  findUserById,
} from '../identity';
import { mayEditAccount } from '../users';
import { verifyPassword } from '../../platform/passwords';
import {
  claimRecoveryCode,
  claimTotpStep,
  clearTwoFactor,
  confirmEnrolment,
  countUnusedRecoveryCodes,
  findTotpState,
  readPasswordHash,
  replacePendingSecret,
  replaceRecoveryCodes,
  storePendingSecret,
  takeTokenAttempt,
  voidToken,
} from '../../platform/secrets';
import { listMembershipsOfUser } from './mfa.repository';
import { mayManageUnitMfa, mfaPolicy } from './mfa.policy';
import { base32Decode, base32Encode, matchingSteps } from './mfa-totp.service';

/** RFC 4226 recommends at least 128 bits; 160 is what SHA-1 authenticators expect. */
const SECRET_BYTES = 20;
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

type Client = Pick<ClientInfo, 'ip' | 'userAgent'>;

/** The `otpauth://` URL authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUrl(email: string, secret: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    period: String(TOTP_PERIOD_SECONDS),
    digits: String(TOTP_DIGITS),
    algorithm: 'SHA1',
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** A recovery code as printed: ten base32 characters in two groups (50 random bits). */
function newRecoveryCode(): string {
  // 256 is a multiple of 32, so masking each byte keeps every character equally likely.
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Hashed with the user's id, so equal codes of two users never share a hash. */
function recoveryCodeHash(userId: number, code: string): string {
  return sha256(`${userId}:${normalizeRecoveryCode(code)}`);
}

function newRecoveryCodes(userId: number): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(userId, code)) };
}

function openSecret(secretBox: SecretBox, sealed: string): Buffer | null {
  try {
    return base32Decode(secretBox.open(sealed));
  } catch {
    return null;
  }
}

/**
 * The secret waiting for its first code: the one stored earlier when it can still be opened,
 * else a new one. Concurrent first visits converge on the secret that was stored first.
 */
async function pendingSecret(db: Db, secretBox: SecretBox, userId: number): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const state = await findTotpState(db, userId);
    if (!state || state.totpEnabledAt) return null;
    if (state.totpSecretEnc) {
      try {
        return secretBox.open(state.totpSecretEnc);
      } catch {
        // Sealed under another key: start over with a new secret.
      }
    }
    const secret = base32Encode(randomBytes(SECRET_BYTES), { padding: false });
    const stored = state.totpSecretEnc
      ? await replacePendingSecret(db, userId, state.totpSecretEnc, secretBox.seal(secret))
      : await storePendingSecret(db, userId, secretBox.seal(secret));
    if (stored) return secret;
  }
  throw new AppError('unexpected_error');
}

/**
 * What the second-factor page needs for a step token: the secret to enrol (QR code and manual
 * code) for a user without a second factor yet, or only that a code is due.
 */
export async function getTwoFactorChallenge({
  db,
  secretBox,
  token,
}: {
  db: Db;
  secretBox: SecretBox;
  token: string;
}): Promise<TTwoFactorChallengeResponse> {
  const step = await peekAuthToken(db, token, 'two_factor');
  const user = step ? await findTotpState(db, step.userId) : undefined;
  if (!user) throw new AppError('invalid_token');
  if (user.totpEnabledAt) return { enrolled: true, email: user.email };
  const secret = await pendingSecret(db, secretBox, user.id);
  if (!secret) return { enrolled: true, email: user.email };
  const url = otpauthUrl(user.email, secret);
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { enrolled: false, email: user.email, secret, otpauth_url: url, qr_svg: qrSvg };
}

/**
 * The second step of a sign-in: checks a code from the authenticator app (confirming the
 * enrolment on first use) or a recovery code, uses up the step token and opens the session.
 * Every try counts against the token; after MAX_TWO_FACTOR_ATTEMPTS wrong ones it is void.
 */
export async function completeTwoFactor({
  db,
  secretBox,
  input,
  client,
}: {
  db: Db;
  secretBox: SecretBox;
  input: TTwoFactorLoginRequest;
  client: Client;
}): Promise<TTwoFactorLoginResponse> {
  const code = input.code === undefined ? undefined : normalizeTotpCode(input.code);
  const recoveryCode = input.recovery_code;
  if (!code && !recoveryCode) {
    throw new AppError('validation_failed', { errors: { code: ['field_required'] } });
  }
  if (code && recoveryCode) {
    throw new AppError('validation_failed', { errors: { recovery_code: ['field_invalid'] } });
  }

  const step = await takeTokenAttempt(db, sha256(input.token), MAX_TWO_FACTOR_ATTEMPTS);
  const membershipId = Number((step?.payload as { membershipId?: unknown } | undefined)?.membershipId);
  const user = step ? await findUserById(db, step.userId) : undefined;
  const membership = user ? await findMembershipOfUser(db, user.id, membershipId) : undefined;
  if (!step || !user || !membership) throw new AppError('invalid_token');
  assertUserMayEnter(user);
  const config = await companyPolicy(db, unitOfRow(membership), client.ip);
  const method = code ? 'totp' : 'recovery_code';
  const enrolling = user.totpEnabledAt === null;
  const audit = {
    event: 'login_2fa',
    userId: user.id,
    email: user.email,
    companyId: membership.companyId,
    partnerId: membership.partnerId,
    ip: client.ip,
    userAgent: client.userAgent,
  };

  try {
    const secrets = await findTotpState(db, user.id);
    const sealed = secrets?.totpSecretEnc ?? null;
    const lastStep = secrets?.totpLastStep ?? null;
    const key = sealed ? openSecret(secretBox, sealed) : null;
    // Enrolment is confirmed by a code of the pending secret; recovery codes come after it.
    if (enrolling && (!code || !key || !sealed)) throw new AppError('invalid_two_factor_code');

    const now = Date.now();
    let totpStep: number | undefined;
    if (code) {
      if (!key) throw new AppError('invalid_two_factor_code');
      // A step at or before the last one used is a replay.
      totpStep = matchingSteps(key, code, now).find((s) => enrolling || lastStep === null || s > lastStep);
      if (totpStep === undefined) throw new AppError('invalid_two_factor_code');
    }

    return await db.transaction(async (tx) => {
      await consumeAuthToken(tx, input.token, 'two_factor');
      let recoveryCodes: string[] | undefined;
      if (enrolling) {
        if (!(await confirmEnrolment(tx, user.id, sealed as string, totpStep as number))) {
          throw new AppError('invalid_two_factor_code');
        }
        const fresh = newRecoveryCodes(user.id);
        await replaceRecoveryCodes(tx, user.id, fresh.hashes);
        recoveryCodes = fresh.codes;
      } else if (totpStep !== undefined) {
        if (!(await claimTotpStep(tx, user.id, totpStep))) throw new AppError('invalid_two_factor_code');
      } else if (!(await claimRecoveryCode(tx, user.id, recoveryCodeHash(user.id, recoveryCode ?? '')))) {
        throw new AppError('invalid_two_factor_code');
      }
      const { sessionId: _sessionId, ...session } = await openSession({
        db: tx,
        user,
        membership,
        config,
        client,
      });
      await recordAudit(tx, { ...audit, outcome: 'success', details: { method, enrolment: enrolling } });
      return { ...session, ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid_two_factor_code') throw error;
    const attempts = Number((step.payload as { attempts?: unknown }).attempts ?? 0);
    if (attempts >= MAX_TWO_FACTOR_ATTEMPTS) {
      await db.transaction(async (tx) => {
        await voidToken(tx, step.id);
        await recordAudit(tx, { ...audit, outcome: 'two_factor_attempts_exceeded', details: { method } });
      });
      throw new AppError('two_factor_attempts_exceeded');
    }
    await recordEvent(db, { ...audit, outcome: 'invalid_two_factor_code', details: { method, attempts } });
    throw error;
  }
}

/** Whether any business unit of the user requires a second factor of everyone. */
async function requiredByAUnit(db: Db, userId: number): Promise<boolean> {
  const memberships = await listMembershipsOfUser(db, userId);
  const companyIds = [...new Set(memberships.flatMap((m) => unitOfRow(m) ?? []))];
  const configs = await Promise.all(companyIds.map((id) => getCompanyConfig(db, id)));
  return configs.some((config) => config.mfa_master === 'S');
}

/** The caller's own second factor: enrolled, required by a unit, recovery codes left. */
export async function getOwnTwoFactor({
  db,
  scope,
}: Pick<CallContext, 'db' | 'scope'>): Promise<TMfaStatusResponse> {
  const state = await findTotpState(db, scope.userId);
  if (!state) throw new AppError('session_expired');
  const enrolled = state.totpEnabledAt !== null;
  return {
    enrolled,
    required: await requiredByAUnit(db, scope.userId),
    recovery_codes_remaining: enrolled ? await countUnusedRecoveryCodes(db, scope.userId) : 0,
  };
}

/** What the calls of a signed-in caller work with: the request's handle, the caller and their client. */
type OwnCall = Pick<CallContext, 'db' | 'scope' | 'client'>;

function auditOf(scope: Scope, client: Client) {
  return {
    userId: scope.userId,
    actorUserId: scope.impersonatorUserId,
    companyId: scope.companyId,
    partnerId: scope.partnerId,
    ip: client.ip,
    userAgent: client.userAgent,
  };
}

/**
 * Whether the caller proved it is them: their current password, or a fresh code of their
 * authenticator (a code is used up like at sign-in).
 */
async function proveIdentity(
  db: Db,
  secretBox: SecretBox,
  userId: number,
  proof: TDisableTwoFactorRequest,
): Promise<void> {
  const code = proof.code ? normalizeTotpCode(proof.code) : '';
  if (!proof.password && !code) {
    throw new AppError('validation_failed', { errors: { password: ['field_required'] } });
  }
  if (proof.password) {
    if (await verifyPassword(await readPasswordHash(db, userId), proof.password)) return;
    throw new AppError('validation_failed', { errors: { password: ['password_current_wrong'] } });
  }
  const totp = await findTotpState(db, userId);
  const lastStep = totp?.totpLastStep ?? null;
  const key = totp?.totpSecretEnc ? openSecret(secretBox, totp.totpSecretEnc) : null;
  const step = key
    ? matchingSteps(key, code, Date.now()).find((s) => lastStep === null || s > lastStep)
    : undefined;
  if (step === undefined || !(await claimTotpStep(db, userId, step))) {
    throw new AppError('validation_failed', { errors: { code: ['invalid_two_factor_code'] } });
  }
}

/**
 * Turns off the caller's voluntary second factor, given their password or a code; not while
 * one of their units requires it.
 */
export async function disableOwnTwoFactor(
  { db, scope, client }: OwnCall,
  { secretBox, proof }: { secretBox: SecretBox; proof: TDisableTwoFactorRequest },
): Promise<void> {
  const state = await findTotpState(db, scope.userId);
  if (!state?.totpEnabledAt) throw new AppError('two_factor_not_enabled');
  if (await requiredByAUnit(db, scope.userId)) throw new AppError('two_factor_required');
  const user = await findUserById(db, scope.userId);
  if (!user) throw new AppError('session_expired');
  await proveIdentity(db, secretBox, user.id, proof);
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, scope.userId);
    await revokeAuthTokens(tx, scope.userId, 'two_factor');
    await recordAudit(tx, { ...auditOf(scope, client), event: 'mfa_disable', outcome: 'success' });
  });
}

/** A new set of recovery codes for the enrolled caller; the previous ones stop working. */
export async function regenerateRecoveryCodes({ db, scope, client }: OwnCall): Promise<string[]> {
  const state = await findTotpState(db, scope.userId);
  if (!state?.totpEnabledAt) throw new AppError('two_factor_not_enabled');
  const fresh = newRecoveryCodes(scope.userId);
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, scope.userId, fresh.hashes);
    await recordAudit(tx, { ...auditOf(scope, client), event: 'mfa_recovery_codes', outcome: 'success' });
  });
  return fresh.codes;
}

/**
 * Clears another user's second factor (lost phone): secret, recovery codes, pending steps,
 * and every session they have, so the next sign-in enrols again.
 */
export async function resetTwoFactor({ db, scope, client }: OwnCall, userId: number): Promise<void> {
  const config = scope.companyId ? await getCompanyConfig(db, scope.companyId) : DEFAULT_COMPANY_CONFIG;
  authorize(scope, (s) => mayManageUnitMfa(s, config));
  const target = await listMembershipsOfUser(db, userId);
  if (!mfaPolicy.resetTargetInTenant(scope, target)) throw new AppError('not_found');
  authorize(scope, (s) => mfaPolicy.resetTargetWithinReach(s, target));
  // The second factor is the account's, shared by its units: only a caller who holds every unit
  // of the account may clear it; otherwise the person manages it in their own account.
  const unitIds = target.flatMap((m) => (m.companyId !== null ? [m.companyId] : []));
  const unit = scope.companyId !== null && unitIds.includes(scope.companyId) ? scope.companyId : unitIds[0];
  if (unit === undefined || !(await mayEditAccount(db, scope, userId, unit))) {
    throw new AppError('account_fields_read_only');
  }
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, userId);
    await revokeAuthTokens(tx, userId, 'two_factor');
    await revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      ...auditOf(scope, client),
      event: 'mfa_reset',
      outcome: 'success',
      details: { target_user_id: userId },
    });
  });
}
