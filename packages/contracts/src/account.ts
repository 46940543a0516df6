import { z } from 'zod';
import { zText } from './common';
import { ZLanguage, ZOkResponse, ZProfile } from './auth';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-limits';
import { MAX_NAME_LENGTH } from './companies';
import {
  ZMfaStatusResponse,
  ZMfaUserParams,
  ZRecoveryCodesResponse,
  ZTwoFactorChallengeResponse,
  ZTwoFactorLoginRequest,
  ZTwoFactorLoginResponse,
} from './mfa';
import {
  ZForgotPasswordRequest,
  ZPasswordConfigRequest,
  ZPasswordRules,
  ZResetPasswordRequest,
} from './passwords';
import { route } from './route-map';

/** Profile pictures: the accepted content types (checked again by their first bytes) and size. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** `GET /api/auth/account`: the caller's own profile, for the settings page and the account menu. */
export const ZAccountProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().max(MAX_EMAIL_LENGTH),
  phone: z.string().nullable(),
  language: ZLanguage,
  avatar_url: z.string().nullable(),
  perfil_usuario: ZProfile,
  /** Whether the caller may change their own password (password accounts, own session). */
  can_change_password: z.boolean(),
  /** Whether the caller is its client's contact, who reads the client's invoices (spec §6). */
  client_contact: z.boolean(),
});
export type TAccountProfile = z.infer<typeof ZAccountProfile>;

/** `PUT /api/auth/account`: what a person edits of their own profile. */
export const ZAccountProfileUpdate = z.object({
  name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  phone: zText()
    .trim()
    .max(32)
    .regex(/^[0-9+()\s-]*$/)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  language: ZLanguage,
});
export type TAccountProfileUpdate = z.input<typeof ZAccountProfileUpdate>;

/** `POST /api/auth/password/change`: the current password and the new one twice. */
export const ZPasswordChangeRequest = z.object({
  current: zText().min(1).max(MAX_PASSWORD_LENGTH),
  new: zText().min(1).max(MAX_PASSWORD_LENGTH),
  /** Must equal `new`; the server answers a mismatch on this field. */
  confirm: zText().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/** Answer of the picture uploads and removals: where the picture is served now. */
export const ZAvatarResponse = z.object({ avatar_url: z.string().nullable() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;

/** A unit a user may be linked to: the units of the same client as the user's unit. */
export const ZLinkableUnit = z.object({ id: z.number().int(), name: z.string() });
export const ZLinkableUnitList = z.object({ data: z.array(ZLinkableUnit) });
export type TLinkableUnit = z.infer<typeof ZLinkableUnit>;

/** `DELETE /api/auth/mfa` body: turning the second factor off needs the password or a code. */
export const ZDisableTwoFactorRequest = z.object({
  /** One of the two is required; the server answers its absence on `password`. */
  password: zText().max(MAX_PASSWORD_LENGTH).optional(),
  code: zText().trim().max(16).optional(),
});
export type TDisableTwoFactorRequest = z.infer<typeof ZDisableTwoFactorRequest>;

/**
 * Password rules, recovery by e-mail and setting a new password: all before any session. (Here
 * rather than in passwords.ts, which users.ts imports: the rules' schema is in users.ts.)
 */
export const passwordRoutes = {
  rules: route('POST /password/config', {
    summary: "The password rules of the token's user, else of the unit of the address",
    body: ZPasswordConfigRequest,
    response: ZPasswordRules,
  }),
  forgot: route('POST /password/forgot', {
    summary: 'Mail a single-use password recovery link (never tells whether the e-mail exists)',
    body: ZForgotPasswordRequest,
    response: ZOkResponse,
  }),
  reset: route('POST /password/reset', {
    summary: 'Set a new password with a recovery or forced-change token; ends every session',
    body: ZResetPasswordRequest,
    response: ZOkResponse,
  }),
} as const;

/** The step token of a sign-in's second step (`/config/2fa/{token}`). */
export const ZTwoFactorStepParams = z.object({ token: zText().min(1).max(128) });

/** The second step of a sign-in, and a person's own second factor. */
export const mfaRoutes = {
  challenge: route('GET /login/2fa/:token', {
    summary: 'The second step of a sign-in: the secret to enrol, or that a code is due',
    params: ZTwoFactorStepParams,
    response: ZTwoFactorChallengeResponse,
  }),
  signIn: route('POST /login/2fa', {
    summary: 'Sign in with the second factor: a code from the app or a recovery code',
    body: ZTwoFactorLoginRequest,
    response: ZTwoFactorLoginResponse,
  }),
  status: route('GET /auth/mfa', {
    summary: "The caller's own second factor",
    response: ZMfaStatusResponse,
  }),
  disable: route('DELETE /auth/mfa', {
    summary: 'Turn off the caller’s voluntary second factor (with their password or a code)',
    body: ZDisableTwoFactorRequest.nullish(),
    response: ZOkResponse,
  }),
  recoveryCodes: route('POST /auth/mfa/recovery-codes', {
    summary: 'New recovery codes for the caller; the previous ones stop working',
    response: ZRecoveryCodesResponse,
  }),
  reset: route('POST /auth/mfa/reset/:userId', {
    summary: "Clear a user's second factor and end their sessions (admin of the unit, partner)",
    params: ZMfaUserParams,
    response: ZOkResponse,
  }),
} as const;

/** The caller's own account: profile, picture and password. */
export const accountRoutes = {
  get: route('GET /auth/account', {
    summary: "The caller's own profile",
    response: ZAccountProfile,
  }),
  update: route('PUT /auth/account', {
    summary: 'Edit the caller’s name, phone and language',
    body: ZAccountProfileUpdate,
    response: ZAccountProfile,
  }),
  changePassword: route('POST /auth/password/change', {
    summary: 'Change one’s own password; the other sessions end',
    body: ZPasswordChangeRequest,
    response: ZOkResponse,
  }),
  uploadAvatar: route('POST /auth/account/avatar', {
    summary: 'Upload one’s own picture (PNG, JPEG or WebP body)',
    // The picture's bytes with their own content type, not JSON; the server checks them.
    body: z.custom<Blob>(),
    response: ZAvatarResponse,
  }),
  removeAvatar: route('DELETE /auth/account/avatar', {
    summary: 'Remove one’s own picture',
    response: ZAvatarResponse,
  }),
} as const;
