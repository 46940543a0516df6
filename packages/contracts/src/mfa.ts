import { z } from 'zod';
import { zIdParam, zText } from './common';
import { ZLoginResponse } from './auth';

/** TOTP parameters (RFC 6238) every authenticator app understands: SHA-1, 30 s, 6 digits. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the previous and next time step are accepted too, for clock drift. */
export const TOTP_WINDOW_STEPS = 1;
/** Issuer shown in authenticator apps beside the account. */
export const TOTP_ISSUER = 'Mirante';
/** One-time recovery codes handed out at enrolment and on regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes accepted on one second-factor token before it is voided. */
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

/** Six digits, optionally typed as two groups of three (`123 456`). */
export const ZTotpCode = zText()
  .trim()
  .regex(/^\d{3} ?\d{3}$/);

/** The digits of a code as typed. */
export function normalizeTotpCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** A recovery code as printed (`ABCDE-FGHIJ`); case, spaces and dashes do not matter. */
export const ZRecoveryCode = zText().trim().min(1).max(64);

/**
 * `GET /api/login/2fa/:token`. Not enrolled: the pending secret for the authenticator app
 * (manual entry in base32, the otpauth URL and its QR code as an SVG document). Enrolled: only
 * that a code is due; the secret never leaves the server again.
 */
export const ZTwoFactorChallengeResponse = z.discriminatedUnion('enrolled', [
  z.object({
    enrolled: z.literal(false),
    email: z.string(),
    secret: z.string(),
    otpauth_url: z.string(),
    qr_svg: z.string(),
  }),
  z.object({ enrolled: z.literal(true), email: z.string() }),
]);
export type TTwoFactorChallengeResponse = z.infer<typeof ZTwoFactorChallengeResponse>;

/** `POST /api/login/2fa`: the step token with a code from the app, or a recovery code. */
export const ZTwoFactorLoginRequest = z.object({
  token: zText().min(1).max(128),
  code: ZTotpCode.optional(),
  recovery_code: ZRecoveryCode.optional(),
  /** The portal page to return to once signed in (kept across the step). */
  redirect: zText().max(2048).optional(),
});
export type TTwoFactorLoginRequest = z.input<typeof ZTwoFactorLoginRequest>;

/** A sign-in answer; right after enrolment it also carries the recovery codes, shown once. */
export const ZTwoFactorLoginResponse = ZLoginResponse.extend({
  recovery_codes: z.array(z.string()).optional(),
});
export type TTwoFactorLoginResponse = z.infer<typeof ZTwoFactorLoginResponse>;

/** `GET /api/auth/mfa`: the caller's own second factor. */
export const ZMfaStatusResponse = z.object({
  enrolled: z.boolean(),
  /** One of the user's business units requires a second factor for everyone. */
  required: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_remaining: z.number().int(),
});
export type TMfaStatusResponse = z.infer<typeof ZMfaStatusResponse>;

/** `POST /api/auth/mfa/recovery-codes`: a new set; the old codes stop working. */
export const ZRecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

export const ZMfaUserParams = z.object({ userId: zIdParam() });
