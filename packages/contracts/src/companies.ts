import { z } from 'zod';
import { pageOf, zId, zIdParam, zInt, ZPageQuery, zText } from './common';
import { zOptionalIsoDate } from './dates';
import { isValidCnpjOrCpf } from './validators-br';

/** The longest subdomain label (a DNS label). */
export const SUBDOMAIN_MAX_LENGTH = 63;
/** A subdomain label: lower-case letters, digits and inner hyphens, 1 to 63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const MAX_NAME_LENGTH = 160;

export const ZCreateCompanyRequest = z.object({
  name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  subdomain: zText().trim().toLowerCase().regex(SUBDOMAIN_PATTERN),
  partner_id: zId(),
  /** The billed customer; a new client with the unit's name is created when absent. */
  client_id: zId().optional(),
});
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Stored as digits only; empty means none. */
export const ZCompanyDocument = zText()
  .trim()
  .nullish()
  .refine((v) => !v || isValidCnpjOrCpf(v))
  .transform((v) => (v ? v.replace(/\D/g, '') : null));

/** The unit's own fields of spec §3, as the partner edits them. The domain has its own page. */
export const ZCompanyFields = z.object({
  name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  subdomain: zText().trim().toLowerCase().regex(SUBDOMAIN_PATTERN),
  document: ZCompanyDocument,
  /** Empty means no limit. */
  user_limit: zInt()
    .min(1)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? null),
  bonus_users: zInt().min(0).max(1_000_000).default(0),
  /** Last day of the trial (YYYY-MM-DD); empty means no trial. */
  trial_ends_at: zOptionalIsoDate(),
  standard_auth: z.enum(['password', 'saml']).default('password'),
  azure_default: z.boolean().default(false),
  restrict_provider_accounts: z.boolean().default(false),
  allow_add_reports: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type TCompanyFields = z.input<typeof ZCompanyFields>;

/** A new unit with its first admin; a new client with the unit's name when no client is named. */
export const ZCreateCompanyAdminRequest = ZCompanyFields.extend({
  client_id: zId().nullish(),
  admin_name: zText().trim().min(1).max(MAX_NAME_LENGTH),
  admin_email: z.email().trim().max(254),
  /** Empty: a password is generated and shown once. */
  admin_password: optionalText(128),
});
export type TCreateCompanyAdminRequest = z.input<typeof ZCreateCompanyAdminRequest>;

export const ZCompanyStatusFilter = z.enum(['active', 'inactive', 'deleted']);
export type TCompanyStatusFilter = z.infer<typeof ZCompanyStatusFilter>;
export const ZCompanyListQuery = ZPageQuery.extend({ status: ZCompanyStatusFilter.default('active') });

export const ZCompanyDetail = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  name: z.string(),
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  document: z.string().nullable(),
  user_limit: z.number().int().nullable(),
  bonus_users: z.number().int(),
  trial_ends_at: z.string().nullable(),
  standard_auth: z.enum(['password', 'saml']),
  azure_default: z.boolean(),
  restrict_provider_accounts: z.boolean(),
  allow_add_reports: z.boolean(),
  active: z.boolean(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;
export const ZCompanyPage = pageOf(ZCompanyDetail);
export type TCompanyPage = z.infer<typeof ZCompanyPage>;

export const ZCreateCompanyAdminResponse = z.object({
  company: ZCompanyDetail,
  admin_email: z.string(),
  /** Present only when the server generated the password; it is never shown again. */
  generated_password: z.string().nullable(),
  /** The unit's host (subdomain of the platform domain) where the admin signs in. */
  sign_in_host: z.string(),
});
export type TCreateCompanyAdminResponse = z.infer<typeof ZCreateCompanyAdminResponse>;

export const ZClientOption = z.object({ id: z.number().int(), name: z.string() });
export const ZClientOptions = z.array(ZClientOption);
export type TClientOption = z.infer<typeof ZClientOption>;

export const ZCompanyParams = z.object({ id: zIdParam() });
