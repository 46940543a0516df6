import { z } from 'zod';
import { zText } from './common';
import { MAX_NAME_LENGTH, ZCreateCompanyAdminRequest, ZCreateCompanyAdminResponse } from './companies';
import { isValidCnpj, isValidCpf } from './validators-br';

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The customer part of a registration: who is billed for the new business unit. */
export const ZRegistrationClient = z
  .object({
    name: zText().trim().min(1).max(MAX_NAME_LENGTH),
    person_type: z.enum(['legal', 'physical']),
    /** CNPJ for a legal person, CPF for a physical one; stored as digits. */
    document: zText().trim().min(1).max(32),
    fantasy_name: optionalText(MAX_NAME_LENGTH),
    business_email: z
      .union([z.email().trim().max(254), z.literal('')])
      .nullish()
      .transform((v) => v || null),
    commercial_phone: optionalText(32),
    contact_name: optionalText(MAX_NAME_LENGTH),
  })
  .superRefine((client, ctx) => {
    const valid = client.person_type === 'legal' ? isValidCnpj : isValidCpf;
    if (!valid(client.document)) {
      ctx.addIssue({ code: 'custom', path: ['document'], message: 'field_invalid' });
    }
  })
  .transform((client) => ({ ...client, document: client.document.replace(/\D/g, '') }));
export type TRegistrationClient = z.input<typeof ZRegistrationClient>;

/** One flow: a new client, its first business unit and the unit's first admin. */
export const ZRegistrationRequest = z.object({
  client: ZRegistrationClient,
  company: ZCreateCompanyAdminRequest.omit({ client_id: true }),
});
export type TRegistrationRequest = z.input<typeof ZRegistrationRequest>;

export const ZRegistrationResponse = ZCreateCompanyAdminResponse.extend({
  client: z.object({ id: z.number().int(), name: z.string() }),
});
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;
