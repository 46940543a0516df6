import { z } from 'zod';
import { pageOf } from './common';

export const ZPartnerKind = z.enum(['operator', 'partner']);
export const ZPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ZPartnerKind,
  active: z.boolean(),
  companies_count: z.number().int(),
  created_at: z.string(),
});
export type TPartner = z.infer<typeof ZPartner>;
export const ZPartnerPage = pageOf(ZPartner);
export type TPartnerPage = z.infer<typeof ZPartnerPage>;
