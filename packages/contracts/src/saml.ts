import { z } from 'zod';
import { pageOf, zId, zIdParam, ZPageQuery, zText } from './common';
import { isValidHostname } from './domains';

/** Entra ID's claim names: the e-mail, the person's object id and the groups. */
export const SAML_CLAIMS = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  objectId: 'http://schemas.microsoft.com/identity/claims/objectidentifier',
  givenName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  surname: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  displayName: 'http://schemas.microsoft.com/identity/claims/displayname',
  groups: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
} as const;

/** Certificates kept at once for a provider (the current one and the next, during a rollover). */
export const SAML_MAX_CERTIFICATES = 4;
/** A PEM certificate is a few kilobytes; anything far bigger is not one. */
export const SAML_CERTIFICATE_MAX_LENGTH = 16_384;
export const SAML_MAX_GROUP_MAPPINGS = 100;
export const SAML_MAX_EMAIL_DOMAINS = 20;
/** The metadata XML an administrator may paste or upload. */
export const SAML_METADATA_MAX_LENGTH = 512 * 1024;

/** What the SAML sign-in answers on /redirect (spec §8), besides a session. */
export const SAML_STATUSES = [
  'error_user_or_password',
  'not_found_companies',
  'user_disable',
  'blocked',
  'domain_not_allowed',
  'ip_not_allowed',
  'horario_not_allowed',
  'inactive',
  'error_azure_not_companies',
  'finish_test',
  'redirect_two_factor',
  /** A test sign-in from the configuration screen went through: no session is opened. */
  'test_success',
  'error',
] as const;
export type SamlStatus = (typeof SAML_STATUSES)[number];

const zUrl = () =>
  zText()
    .trim()
    .max(2048)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { error: 'field_invalid' },
    );

/** A PEM certificate, or its base64 body alone as metadata carries it. */
const zCertificate = zText()
  .trim()
  .min(1, { error: 'field_required' })
  .max(SAML_CERTIFICATE_MAX_LENGTH)
  .regex(/^(-----BEGIN CERTIFICATE-----)?[\sA-Za-z0-9+/=]+(-----END CERTIFICATE-----)?$/, {
    error: 'field_invalid',
  });

export const ZSamlGroupMapping = z.object({
  claim: zText().trim().min(1, { error: 'field_required' }).max(256),
  group_id: zId(),
});

/** What the unit's provider is and how its answers are read. */
export const ZSamlConfigInput = z.object({
  /** The unit (partners choose one of theirs; an admin's is always its own). */
  company_id: zId().optional(),
  idp_entity_id: zText().trim().min(1, { error: 'field_required' }).max(1024),
  sso_url: zUrl(),
  certificates: z.array(zCertificate).min(1, { error: 'field_required' }).max(SAML_MAX_CERTIFICATES),
  email_attribute: zText().trim().min(1, { error: 'field_required' }).max(256).default(SAML_CLAIMS.email),
  group_attribute: zText().trim().max(256).nullable().default(null),
  group_mappings: z.array(ZSamlGroupMapping).max(SAML_MAX_GROUP_MAPPINGS).default([]),
  jit: z.boolean().default(false),
  email_domains: z
    .array(
      zText()
        .trim()
        .toLowerCase()
        .refine((v) => isValidHostname(v), { error: 'field_invalid' }),
    )
    .max(SAML_MAX_EMAIL_DOMAINS)
    .default([]),
  /** The portal address the provider sends people back to; the caller's own when left out. */
  sp_base_url: zUrl().optional(),
});
export type TSamlConfigInput = z.input<typeof ZSamlConfigInput>;

export const ZSamlCertificateInfo = z.object({
  subject: z.string(),
  not_after: z.string(),
  fingerprint: z.string(),
});

/** The portal's side, as the provider must be told it. */
export const ZSamlServiceProvider = z.object({
  entity_id: z.string(),
  acs_url: z.string(),
  metadata_url: z.string(),
  certificate: z.string(),
});

export const ZSamlConfig = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: z.enum(['enable', 'disable']),
  idp_entity_id: z.string(),
  sso_url: z.string(),
  certificates: z.array(z.string()),
  certificate_info: z.array(ZSamlCertificateInfo),
  email_attribute: z.string(),
  group_attribute: z.string().nullable(),
  group_mappings: z.array(z.object({ claim: z.string(), group_id: z.number().int() })),
  jit: z.boolean(),
  email_domains: z.array(z.string()),
  sp_base_url: z.string(),
  sp: ZSamlServiceProvider,
  /**
   * When the application last completed a sign-in (a test sign-in or a person's): it works. Until
   * then it is no way in, and passwords cannot be switched off for it.
   */
  last_success_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TSamlConfig = z.infer<typeof ZSamlConfig>;

export const ZSamlConfigPage = pageOf(ZSamlConfig);
export type TSamlConfigPage = z.infer<typeof ZSamlConfigPage>;
export const ZSamlListQuery = ZPageQuery;
export const ZSamlParams = z.object({ id: zIdParam() });
export const ZSamlUnitParams = z.object({ companyId: zIdParam() });

export const ZSamlUnitGroups = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const ZSamlStatus = z.enum(['enable', 'disable']);
export const ZSamlStatusRequest = z.object({ status: ZSamlStatus });

/*
 * The calls as the specification names them (§7): the SAML configuration carries its id, the
 * status names the application it changes, and deletion takes the id in the query.
 */

/**
 * `PUT auth/saml/update` and `POST auth/saml/add`: the SAML configuration; with an `id` it
 * changes that application, without one it adds the unit's.
 */
export const ZSamlSaveRequest = ZSamlConfigInput.extend({ id: zId().optional() });
export type TSamlSaveRequest = z.input<typeof ZSamlSaveRequest>;

/** `POST auth/saml/change/status`: enables or disables an application. */
export const ZSamlChangeStatusRequest = z.object({ id: zId(), status: ZSamlStatus });
export type TSamlChangeStatusRequest = z.input<typeof ZSamlChangeStatusRequest>;

/** `DELETE auth/saml/delete?id=`. */
export const ZSamlDeleteQuery = z.object({ id: zIdParam() });

/** Units in reach that already have a configuration (a unit has one at most). */
export const ZSamlUsedCompanies = z.object({ data: z.array(z.number().int()) });

/** Start a sign-in: the host's unit, or the one the e-mail's domain leads to. */
export const ZSamlLoginRequest = z.object({
  email: zText().trim().max(254).optional(),
  company_id: zId().optional(),
  /** A portal path to land on afterwards. */
  redirect: zText().max(2048).optional(),
  /** The configuration screen's "test sign-in": checks the setup, opens no session. */
  test: z.boolean().optional(),
});
export const ZSamlLoginResponse = z.object({ url: z.string() });

/** A SAML response with a few certificates is tens of kilobytes; a megabyte is plenty. */
export const SAML_RESPONSE_MAX_LENGTH = 1024 * 1024;

/**
 * What the identity provider posts to the assertion consumer (`saml/callback`, or a unit's own
 * `saml/callback/{companyId}`): its signed response and the relay state it was given.
 */
export const ZSamlCallbackRequest = z.object({
  SAMLResponse: zText().min(1).max(SAML_RESPONSE_MAX_LENGTH),
  RelayState: zText().max(2048).optional(),
});
export type TSamlCallbackRequest = z.infer<typeof ZSamlCallbackRequest>;

export const ZSamlExchangeRequest = z.object({
  code: zText().min(1).max(128),
  /** The portal page to return to, as the sign-in was started for it. */
  redirect: zText().max(2048).optional(),
});

export const SAML_LIST_SUMMARY = 'SAML applications of the units in reach';
export const SAML_SAVE_SUMMARY =
  "Saves a SAML configuration: with an id, changes that application; without, adds the unit's (with its own signing certificate)";
