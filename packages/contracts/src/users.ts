import { z } from 'zod';
import { ZLanguage, ZProfile } from './auth';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-limits';
import { ZUserPosition } from './codes';
import { pageOf, zId, zIdParam, ZPageQuery, zText } from './common';
import { ZCustomFieldValues } from './custom-fields';
import { ZUnitProfile } from './switching';
import { MAX_NAME_LENGTH } from './companies';
import { MAX_LINK_TOKEN_LENGTH } from './passwords';

export const ZCreateUserRequest = z.object({
  name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  password: zText().min(1).max(MAX_PASSWORD_LENGTH),
  perfil_usuario: ZProfile,
  /** Business unit for admin and user profiles. */
  company_id: zId().optional(),
  /** Partner (or operator) for master and a2m profiles. */
  partner_id: zId().optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/* ---------- The business-unit admin's user page ---------- */

/**
 * A person's status in one business unit (spec §3): A active, I inactive, B blocked, T test (signs
 * in only within the unit's trial period). Deactivation is separate (`deactivated`).
 */
export const ZUserStatusCode = z.enum(['A', 'I', 'B', 'T']);
/**
 * What the list shows and filters by: the status in the unit, `deactivated` when the membership
 * (or the whole account) is out of use, `invited` while an invitation waits for the person.
 */
export const ZUserListStatus = z.enum(['active', 'inactive', 'blocked', 'test', 'deactivated', 'invited']);
export type TUserListStatus = z.infer<typeof ZUserListStatus>;

/** How long the link of an invitation to join a unit stays valid. */
export const INVITATION_TTL_DAYS = 7;
/** Most user groups one person may be given in one request. */
export const USER_GROUPS_MAX = 200;

/** How long the set-password link of a welcome e-mail stays valid. */
export const WELCOME_LINK_TTL_HOURS = 72;

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const ZUserFields = z.object({
  name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  /** Digits, spaces and + ( ) - only; unique among all accounts. */
  phone: zText()
    .trim()
    .max(32)
    .regex(/^[0-9+()\s-]*$/)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  department: optionalText(120),
  position: ZUserPosition.nullable().optional(),
  user_type: optionalText(60),
  auth_level: optionalText(60),
  language: ZLanguage.optional(),
  profile: ZUnitProfile.default('user'),
  status: ZUserStatusCode.default('A'),
  /**
   * The unit's user groups the person is in (any number; report access is the union of what each
   * grants). Left out on an edit, the person's groups stay as they are.
   */
  group_ids: z.array(zId()).max(USER_GROUPS_MAX).optional(),
  /** Another unit of the same client the user is linked to (e.g. a branch), or none. */
  linked_company_id: zId().nullable().optional(),
  support_agent: z.boolean().default(false),
  allow_admin_remote: z.boolean().default(false),
  allow_create_notifications: z.boolean().default(false),
  /** Values of the unit's custom fields keyed by field id; checked by type on the server. */
  custom_fields: ZCustomFieldValues.optional(),
});

/**
 * Adding: the password is required unless the unit e-mails new users a link to choose their own
 * (`send_email_register_user`, shown to the screen as `policies.welcome_mail`).
 */
export const ZUnitUserCreate = ZUserFields.extend({
  password: zText()
    .max(MAX_PASSWORD_LENGTH)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type TUnitUserCreate = z.input<typeof ZUnitUserCreate>;

/** Editing: the password is optional (left empty keeps the current one). */
export const ZUnitUserUpdate = ZUserFields.extend({
  password: zText()
    .max(MAX_PASSWORD_LENGTH)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type TUnitUserUpdate = z.input<typeof ZUnitUserUpdate>;

export const ZUnitUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  position: ZUserPosition.nullable(),
  user_type: z.string().nullable(),
  auth_level: z.string().nullable(),
  avatar_url: z.string().nullable(),
  language: z.string(),
  profile: ZUnitProfile,
  status: ZUserStatusCode,
  list_status: ZUserListStatus,
  /** The user groups the person is in, by name. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  linked_company_id: z.number().int().nullable(),
  linked_company_name: z.string().nullable(),
  support_agent: z.boolean(),
  allow_admin_remote: z.boolean(),
  allow_create_notifications: z.boolean(),
  /** Removed from the unit (restorable). */
  removed: z.boolean(),
  custom_fields: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /**
   * What the caller may do with this person. `edit_account`: the account's own fields (e-mail,
   * phone, password, picture, two-factor) are the caller's to change, because every unit the
   * account belongs to is one the caller administers; otherwise only the person changes them.
   */
  policies: z.object({ edit_account: z.boolean() }),
});
export type TUnitUser = z.infer<typeof ZUnitUser>;

/** What the unit allows on its user page, sent with the list. */
export const ZUnitUserPolicies = z.object({
  /** New users get a welcome e-mail with a link to choose their password (no password needed). */
  welcome_mail: z.boolean(),
  /** The unit may import users (`user_import`); the import wizard reads it. */
  import_users: z.boolean(),
  /** Last moment of the unit's trial period, when it has one: test (T) users sign in until then. */
  trial_ends_at: z.string().nullable(),
});
export type TUnitUserPolicies = z.infer<typeof ZUnitUserPolicies>;
export const ZUnitUserPage = pageOf(ZUnitUser).extend({ policies: ZUnitUserPolicies });
export type TUnitUserPage = z.infer<typeof ZUnitUserPage>;

export const ZUnitUserQuery = ZPageQuery.extend({
  status: ZUserListStatus.optional(),
  group_id: zIdParam().optional(),
  /** `true` lists the users removed from the unit (to restore them). */
  removed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Another unit of the master's partner; admins always work on their own unit. */
  company_id: zIdParam().optional(),
  /** A searchable custom field and the text its value must contain. */
  field_id: zIdParam().optional(),
  field_value: zText().trim().max(200).optional(),
});
export type TUnitUserQuery = z.input<typeof ZUnitUserQuery>;

export const ZUnitUserParams = z.object({ id: zIdParam() });
/** Query of the write routes: the unit a master works on. */
export const ZUnitScopeQuery = z.object({ company_id: zIdParam().optional() });

/** `GET /api/invitations/{token}`: what the invited person is asked to accept. */
export const ZInvitationParams = z.object({ token: zText().trim().min(1).max(MAX_LINK_TOKEN_LENGTH) });
export const ZInvitation = z.object({
  unit_name: z.string(),
  email: z.string(),
  profile: ZUnitProfile,
});
export type TInvitation = z.infer<typeof ZInvitation>;
/** The answer of accepting or declining an invitation. */
export const ZInvitationAnswer = z.object({
  status: z.enum(['accepted', 'declined']),
  unit_name: z.string(),
  message: z.string(),
});
export type TInvitationAnswer = z.infer<typeof ZInvitationAnswer>;

/** Duplicating: the new account's name, e-mail and password; the rest is copied. */
export const ZUnitUserDuplicate = z.object({
  name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  password: zText().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TUnitUserDuplicate = z.infer<typeof ZUnitUserDuplicate>;

/** What the unit's user page answers when a call has nothing else to say. */
export const ZUnitUserDone = z.object({ code: z.literal('done') });
