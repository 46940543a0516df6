import { z } from 'zod';
import { zText } from './common';
import { ZLanguage, ZProfile } from './auth';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-limits';
import { MAX_NAME_LENGTH } from './companies';

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

/** The step token of a sign-in's second step (`/config/2fa/{token}`). */
export const ZTwoFactorStepParams = z.object({ token: zText().min(1).max(128) });
