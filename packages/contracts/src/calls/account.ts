import {
  ZAccountProfile,
  ZAccountProfileUpdate,
  ZAvatarResponse,
  ZDisableTwoFactorRequest,
  ZPasswordChangeRequest,
  ZTwoFactorStepParams,
} from '../account';
import { ZOkResponse } from '../auth';
import {
  ZMfaStatusResponse,
  ZMfaUserParams,
  ZRecoveryCodesResponse,
  ZTwoFactorChallengeResponse,
  ZTwoFactorLoginRequest,
  ZTwoFactorLoginResponse,
} from '../mfa';
import {
  ZForgotPasswordRequest,
  ZPasswordConfigRequest,
  ZPasswordRules,
  ZResetPasswordRequest,
} from '../passwords';
import { route } from '../route-map';
import { z } from 'zod';

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
