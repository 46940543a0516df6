import { z } from 'zod';
import { pageOf, zIdParam, zInt, ZPageQuery, zText } from './common';
import { SUBDOMAIN_PATTERN } from './companies';

/** The longest host name DNS allows. */
export const HOSTNAME_MAX_LENGTH = 253;
/** The platform setting that holds the extra monthly fee of a custom domain, in cents. */
export const DOMAIN_FEE_SETTING = 'domain_monthly_fee_cents';
/** Currency of the domain fee (the platform bills in reais). */
export const DOMAIN_FEE_CURRENCY = 'BRL';
/** A sanity ceiling for the fee: one million reais a month. */
export const DOMAIN_FEE_MAX_CENTS = 100_000_000;

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A fully qualified host name such as `reports.acme.com.br`: two labels at least, letters,
 * digits and inner hyphens, a top-level label of letters (or punycode), lower case. No scheme,
 * port, path, wildcard or bare address.
 */
export function isValidHostname(value: string): boolean {
  if (value.length === 0 || value.length > HOSTNAME_MAX_LENGTH) return false;
  const labels = value.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels.at(-1) ?? '')
  );
}

/** The registration behind a unit's custom domain, with the fee fixed when it was made. */
export const ZDomainRegistration = z.object({
  id: z.number().int(),
  domain: z.string(),
  monthly_fee_cents: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type TDomainRegistration = z.infer<typeof ZDomainRegistration>;

/** A business unit as the domain screen shows it. */
export const ZUnitDomain = z.object({
  id: z.number().int(),
  name: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  active: z.boolean(),
  /** The active registration of `domain`; null when the unit has none. */
  registration: ZDomainRegistration.nullable(),
});
export type TUnitDomain = z.infer<typeof ZUnitDomain>;

/** What the caller may do on the screen, so the web app never re-derives it. */
export const ZDomainPolicies = z.object({
  /** Change subdomains and register or remove custom domains (operator and partners). */
  manage: z.boolean(),
  /** Change the platform's domain fee (operator only). */
  set_fee: z.boolean(),
});
export type TDomainPolicies = z.infer<typeof ZDomainPolicies>;

export const ZUnitDomainPage = pageOf(ZUnitDomain).extend({
  policies: ZDomainPolicies,
  /** The platform domain the subdomains belong to (`<subdomain>.<base_domain>`). */
  base_domain: z.string(),
});
export type TUnitDomainPage = z.infer<typeof ZUnitDomainPage>;
export const ZUnitDomainListQuery = ZPageQuery;

export const ZUnitDomainParams = z.object({ id: zIdParam() });

export const ZSetSubdomainRequest = z.object({
  subdomain: zText().trim().toLowerCase().regex(SUBDOMAIN_PATTERN),
});
export type TSetSubdomainRequest = z.input<typeof ZSetSubdomainRequest>;

export const ZRegisterDomainRequest = z.object({
  domain: zText()
    .trim()
    .toLowerCase()
    // A trailing dot names the same host.
    .transform((v) => v.replace(/\.$/, ''))
    .refine(isValidHostname),
});
export type TRegisterDomainRequest = z.input<typeof ZRegisterDomainRequest>;

/** The extra monthly fee every new custom domain registration is charged. */
export const ZDomainFee = z.object({
  monthly_fee_cents: z.number().int(),
  currency: z.string(),
  /** When the operator last changed it; null while it was never set. */
  updated_at: z.string().nullable(),
});
export type TDomainFee = z.infer<typeof ZDomainFee>;

export const ZSetDomainFeeRequest = z.object({
  monthly_fee_cents: zInt().min(0).max(DOMAIN_FEE_MAX_CENTS),
});
export type TSetDomainFeeRequest = z.input<typeof ZSetDomainFeeRequest>;

/** One active registration in the billing view. */
export const ZDomainCharge = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  domain: z.string(),
  monthly_fee_cents: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type TDomainCharge = z.infer<typeof ZDomainCharge>;

/** The extra monthly charge of custom domains, per partner and in all. */
export const ZDomainBilling = z.object({
  registrations: z.array(ZDomainCharge),
  partners: z.array(
    z.object({
      partner_id: z.number().int(),
      partner_name: z.string(),
      domains: z.number().int(),
      monthly_total_cents: z.number().int(),
    }),
  ),
  monthly_total_cents: z.number().int(),
  currency: z.string(),
});
export type TDomainBilling = z.infer<typeof ZDomainBilling>;
