import { z } from 'zod';

/** A subdomain label: lower-case letters, digits and inner hyphens, 1 to 63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const MAX_NAME_LENGTH = 160;

export const ZCreateCompanyRequest = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  subdomain: z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN),
  partner_id: z.number().int().positive(),
  /** The billed customer; a new client with the unit's name is created when absent. */
  client_id: z.number().int().positive().optional(),
});
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;
