import { z } from 'zod';
import { zId, zIdParam, zText } from './common';

/** The longest description a provisioning token may have. */
export const SCIM_TOKEN_DESCRIPTION_MAX = 120;
/** Tokens a unit may hold at once (enabled or not): enough to rotate one without a gap. */
export const SCIM_TOKENS_PER_UNIT_MAX = 5;
/** Where a unit's directory sends its calls, below the portal's own address. */
export const SCIM_BASE_PATH = '/scim/v2';

/** A provisioning token as the screen lists it: never the token itself, nor its hash. */
export const ZScimToken = z.object({
  id: z.number().int(),
  description: z.string(),
  enabled: z.boolean(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type TScimToken = z.infer<typeof ZScimToken>;

/** `GET auth/scim/token`: the unit's tokens and the address the directory calls. */
export const ZScimTokenList = z.object({
  data: z.array(ZScimToken),
  /** The SCIM base path, for the screen to show beside the portal's origin. */
  base_path: z.string(),
});
export type TScimTokenList = z.infer<typeof ZScimTokenList>;

const description = zText().trim().min(1).max(SCIM_TOKEN_DESCRIPTION_MAX);

/** `POST auth/scim/add`. */
export const ZScimTokenAddRequest = z.object({ description });
export type TScimTokenAddRequest = z.input<typeof ZScimTokenAddRequest>;

/** The token, answered this one time; only its hash is kept. */
export const ZScimTokenAddResponse = ZScimToken.extend({ token: z.string() });
export type TScimTokenAddResponse = z.infer<typeof ZScimTokenAddResponse>;

/** `PUT auth/scim/update`: the SCIM configuration names the token by id. */
export const ZScimTokenUpdateRequest = z.object({
  id: zId(),
  description,
  enabled: z.boolean(),
});
export type TScimTokenUpdateRequest = z.input<typeof ZScimTokenUpdateRequest>;

/** `DELETE auth/scim/delete?id=`. */
export const ZScimTokenDeleteQuery = z.object({ id: zIdParam() });
