import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-limits';
import { zText } from './common';
import { LANGUAGES } from './languages';
import { PROFILES } from './profiles';

export const ZProfile = z.enum(PROFILES);
export const ZLanguage = z.enum(LANGUAGES);
export const ZAuthType = z.enum(['password', 'saml']);

/** The longest page a sign-in may be asked to return to. */
export const MAX_REDIRECT_LENGTH = 2048;

export const ZLoginRequest = z.object({
  email: zText().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: zText().min(1).max(MAX_PASSWORD_LENGTH),
  /** The portal page to return to once signed in (the sign-in page's `redirect` query). */
  redirect: zText().max(MAX_REDIRECT_LENGTH).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The signed-in user as the browser caches it (`bi:cache`, without the token). */
export const ZSessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  perfil_usuario: ZProfile,
  /** The business unit (admin, user) or partner (master, a2m) the session acts on. */
  tenant_id: z.number().int(),
  company_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  auth_type: ZAuthType,
  language: ZLanguage,
  /**
   * Set when a partner acts inside a business unit: the partner's user and the unit, for the
   * banner with "back to partner". Absent or null on ordinary sessions.
   */
  impersonator: z
    .object({
      id: z.number().int(),
      name: z.string(),
      unit_name: z.string(),
      /** Who is acting: a partner inside the unit (default) or the unit's admin as one of its users. */
      role: z.enum(['partner', 'admin']).optional(),
    })
    .nullable()
    .optional(),
  /**
   * Set on a TV screen's session (signed in by a device link): the only playlist it may show.
   * The app keeps such a screen on that playlist's view, without the menus.
   */
  playlist_id: z.number().int().nullable().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/**
 * `success` opens a session (token, user, expires_at). The others hand over a single-use token
 * for the next step: `user_change_password` → /new/password/{token}, `redirect_two_factor` →
 * /config/2fa/{token}, `change` → the other domain's /change/company/{token},
 * `wait_authorization` → /authorization/{token}.
 */
export const ZLoginStatus = z.enum([
  'success',
  'user_change_password',
  'redirect_two_factor',
  'change',
  'wait_authorization',
]);
export type TLoginStatus = z.infer<typeof ZLoginStatus>;

export const ZLoginResponse = z.object({
  status: ZLoginStatus,
  token: z.string(),
  user: ZSessionUser.optional(),
  /** ISO date-time when the session ends unless refreshed (sessions only). */
  expires_at: z.string().optional(),
  data: z.object({ intended: z.string() }),
  domain: z.string().nullable().optional(),
  message: z.string().optional(),
  /**
   * Where the portal wants the browser to go next: a page of this address (the page to return
   * to, else `data.intended`; a step's page for the other statuses), or the full address of the
   * unit's own domain (`change`: the sign-in continues there with the token).
   */
  redirect: z.string().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshTokenResponse = z.object({ token: z.string(), expires_at: z.string() });
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponse>;

export const ZOkResponse = z.object({ status: z.literal('success'), message: z.string() });
export type TOkResponse = z.infer<typeof ZOkResponse>;

export const ZMeResponse = z.object({ user: ZSessionUser });
