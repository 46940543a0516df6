import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, ZLanguage, ZProfile } from './auth';
import { ZUserPosition } from './codes';
import { pageOf, ZPageQuery } from './common';
import { ZCustomFieldValues } from './custom-fields';
import { ZUnitProfile } from './switching';
import { MAX_NAME_LENGTH } from './companies';

export const ZCreateUserRequest = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  perfil_usuario: ZProfile,
  /** Business unit for admin and user profiles. */
  company_id: z.number().int().positive().optional(),
  /** Partner (or operator) for master and a2m profiles. */
  partner_id: z.number().int().positive().optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** Password rules of a company (spec §3), as served by `password/config`. */
export const ZPasswordRules = z.object({
  min_character: z.number().int(),
  capital_letter: z.enum(['S', 'N']),
  special_characters: z.enum(['S', 'N']),
  expiry_time_password: z.number().int(),
});
export type TPasswordRules = z.infer<typeof ZPasswordRules>;

export type PasswordRuleFailure = 'min_character' | 'capital_letter' | 'special_characters';

/** Which of the company's rules a candidate password breaks (empty when it is acceptable). */
export function passwordRuleFailures(rules: TPasswordRules, password: string): PasswordRuleFailure[] {
  const failures: PasswordRuleFailure[] = [];
  if ([...password].length < rules.min_character) failures.push('min_character');
  if (rules.capital_letter === 'S' && !/\p{Lu}/u.test(password)) failures.push('capital_letter');
  if (rules.special_characters === 'S' && !/[^\p{L}\p{N}]/u.test(password))
    failures.push('special_characters');
  return failures;
}

/* ---------- The business-unit admin's user page (issue 4) ---------- */

/** users.status: active, inactive, blocked. Deactivation is separate (deactivated_at). */
export const ZUserStatusCode = z.enum(['A', 'I', 'B']);
/** What the list shows and filters by: the status, or `deactivated` when the account is out of use. */
export const ZUserListStatus = z.enum(['active', 'inactive', 'blocked', 'deactivated']);
export type TUserListStatus = z.infer<typeof ZUserListStatus>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const ZUserFields = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  /** Digits, spaces and + ( ) - only; unique among all accounts. */
  phone: z
    .string()
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
  group_id: z.number().int().positive().nullable().optional(),
  /** Another unit of the same client the user is linked to (e.g. a branch), or none. */
  linked_company_id: z.number().int().positive().nullable().optional(),
  support_agent: z.boolean().default(false),
  allow_admin_remote: z.boolean().default(false),
  allow_create_notifications: z.boolean().default(false),
  /** Values of the unit's custom fields keyed by field id; checked by type on the server. */
  custom_fields: ZCustomFieldValues.optional(),
});

export const ZUnitUserCreate = ZUserFields.extend({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TUnitUserCreate = z.input<typeof ZUnitUserCreate>;

/** Editing: the password is optional (left empty keeps the current one). */
export const ZUnitUserUpdate = ZUserFields.extend({
  password: z
    .string()
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
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  linked_company_id: z.number().int().nullable(),
  linked_company_name: z.string().nullable(),
  support_agent: z.boolean(),
  allow_admin_remote: z.boolean(),
  allow_create_notifications: z.boolean(),
  /** Removed from the unit (restorable). */
  removed: z.boolean(),
  custom_fields: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TUnitUser = z.infer<typeof ZUnitUser>;
export const ZUnitUserPage = pageOf(ZUnitUser);
export type TUnitUserPage = z.infer<typeof ZUnitUserPage>;

export const ZUnitUserQuery = ZPageQuery.extend({
  status: ZUserListStatus.optional(),
  group_id: z.coerce.number().int().positive().optional(),
  /** `true` lists the users removed from the unit (to restore them). */
  removed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Another unit of the master's partner; admins always work on their own unit. */
  company_id: z.coerce.number().int().positive().optional(),
  /** A searchable custom field and the text its value must contain. */
  field_id: z.coerce.number().int().positive().optional(),
  field_value: z.string().trim().max(200).optional(),
});
export type TUnitUserQuery = z.input<typeof ZUnitUserQuery>;

export const ZUnitUserParams = z.object({ id: z.coerce.number().int().positive() });
/** Query of the write routes: the unit a master works on. */
export const ZUnitScopeQuery = z.object({ company_id: z.coerce.number().int().positive().optional() });

/** Duplicating: the new account's name, e-mail and password; the rest is copied. */
export const ZUnitUserDuplicate = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TUnitUserDuplicate = z.infer<typeof ZUnitUserDuplicate>;
