import { z } from 'zod';
import { pageOf, zId, zIdParam, ZPageQuery, zText } from './common';
import { ZClientBillingInput } from './billing';
import { zOptionalIsoDate } from './dates';
import { zOptionalText } from './partners';
import { isValidEmail, requiredOrInvalid } from './validators';
import { isValidCnpj, isValidCpf, normalizeDocument } from './validators-br';

export const CLIENT_PERSON_TYPES = ['legal', 'physical'] as const;
export const CLIENT_SITUATIONS = ['active', 'suspended', 'cancelled'] as const;
export const ZClientPersonType = z.enum(CLIENT_PERSON_TYPES);
export const ZClientSituation = z.enum(CLIENT_SITUATIONS);

/** A client (the billed customer of a partner) with every customer field of spec §3. */
export const ZClient = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  name: z.string(),
  customer_code: z.string().nullable(),
  person_type: ZClientPersonType.nullable(),
  document: z.string().nullable(),
  fantasy_name: z.string().nullable(),
  state_registration: z.string().nullable(),
  address_street: z.string().nullable(),
  address_number: z.string().nullable(),
  address_complement: z.string().nullable(),
  address_neighborhood: z.string().nullable(),
  address_city: z.string().nullable(),
  business_email: z.string().nullable(),
  commercial_phone: z.string().nullable(),
  contact_name: z.string().nullable(),
  seller: z.string().nullable(),
  contract_date: z.string().nullable(),
  situation: ZClientSituation,
  observation: z.string().nullable(),
  unit_price_cents: z.number().int(),
  bonus_users: z.number().int(),
  due_day: z.number().int().nullable(),
  invoice_email: z.string().nullable(),
  units_count: z.number().int(),
  created_at: z.string(),
});
export type TClient = z.infer<typeof ZClient>;
export const ZClientPage = pageOf(ZClient);
export type TClientPage = z.infer<typeof ZClientPage>;

export const ZClientQuery = ZPageQuery.extend({
  partner_id: zIdParam().optional(),
  /** The clients of one seller, matched whole and regardless of case. */
  seller: zText().trim().min(1).max(200).optional(),
});
export type TClientQuery = z.infer<typeof ZClientQuery>;
/** The sellers named on the clients in reach, each once, for the seller filter. */
export const ZClientSellers = z.object({ data: z.array(z.string()) });
export type TClientSellers = z.infer<typeof ZClientSellers>;

export const ZClientParams = z.object({ id: zIdParam() });

const PHONE = /^\+?[\d\s().-]{8,20}$/;

/** What is typed to add or edit a client. The document must match the person type. */
export const ZClientInput = z
  .object({
    partner_id: zId({ error: requiredOrInvalid }),
    name: zText({ error: requiredOrInvalid })
      .trim()
      .min(1, { error: 'field_required', abort: true })
      .max(200, { error: 'field_invalid' }),
    customer_code: zOptionalText(50),
    person_type: ZClientPersonType,
    document: zText({ error: requiredOrInvalid }).trim().min(1, { error: 'field_required', abort: true }),
    fantasy_name: zOptionalText(),
    state_registration: zOptionalText(30),
    address_street: zOptionalText(),
    address_number: zOptionalText(20),
    address_complement: zOptionalText(),
    address_neighborhood: zOptionalText(),
    address_city: zOptionalText(),
    business_email: zOptionalText(254).refine((v) => v === null || isValidEmail(v), {
      error: 'field_invalid',
    }),
    commercial_phone: zOptionalText(20).refine((v) => v === null || PHONE.test(v), {
      error: 'field_invalid',
    }),
    contact_name: zOptionalText(),
    seller: zOptionalText(),
    contract_date: zOptionalIsoDate(),
    situation: ZClientSituation.default('active'),
    observation: zOptionalText(2000),
    // Billing fields: one left out of the request keeps its stored value.
    ...ZClientBillingInput.shape,
  })
  .superRefine((client, ctx) => {
    const valid = client.person_type === 'legal' ? isValidCnpj : isValidCpf;
    if (!valid(client.document))
      ctx.addIssue({ code: 'custom', path: ['document'], message: 'field_invalid' });
  })
  .transform((client) => ({ ...client, document: normalizeDocument(client.document) }));
export type TClientInput = z.input<typeof ZClientInput>;
