import { z } from 'zod';
import { pageOf, zIdParam, ZPageQuery, zText } from './common';
import { isValidEmail, requiredOrInvalid } from './validators';
import { zCnpjOrCpf } from './validators-br';

export const ZPartnerKind = z.enum(['operator', 'partner']);
export const ZPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ZPartnerKind,
  document: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contact_name: z.string().nullable(),
  active: z.boolean(),
  companies_count: z.number().int(),
  created_at: z.string(),
});
export type TPartner = z.infer<typeof ZPartner>;
export const ZPartnerPage = pageOf(ZPartner);
export type TPartnerPage = z.infer<typeof ZPartnerPage>;

export const PARTNER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const ZPartnerStatusFilter = z.enum(PARTNER_STATUS_FILTERS);
export type TPartnerStatusFilter = z.infer<typeof ZPartnerStatusFilter>;

export const ZPartnerQuery = ZPageQuery.extend({ status: ZPartnerStatusFilter.default('all') });
export type TPartnerQuery = z.infer<typeof ZPartnerQuery>;

export const MAX_PARTNER_TEXT = 200;

/** An optional text: blanks are stored as null. */
export function zOptionalText(max = MAX_PARTNER_TEXT) {
  return zText({ error: requiredOrInvalid })
    .trim()
    .max(max, { error: 'field_invalid' })
    .nullish()
    .transform((value) => (value ? value : null));
}

const PHONE = /^\+?[\d\s().-]{8,20}$/;

/** What the operator types to add or edit a partner; name and CNPJ/CPF are required. */
export const ZPartnerInput = z.object({
  name: zText({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'field_required', abort: true })
    .max(MAX_PARTNER_TEXT, { error: 'field_invalid' }),
  document: zCnpjOrCpf,
  email: zOptionalText(254).refine((v) => v === null || isValidEmail(v), { error: 'field_invalid' }),
  phone: zOptionalText(20).refine((v) => v === null || PHONE.test(v), { error: 'field_invalid' }),
  contact_name: zOptionalText(),
});
export type TPartnerInput = z.input<typeof ZPartnerInput>;

export const ZPartnerParams = z.object({ id: zIdParam() });
