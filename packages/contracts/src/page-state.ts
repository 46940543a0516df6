import { z } from 'zod';
import { DEFAULT_PAGE_NUMBER, type PageField } from './storage';

// Local storage can hold anything (older versions, hand edits), so a missing or malformed page
// falls back to the first one instead of failing the whole record.
const zStoredPage = z.coerce
  .string()
  .regex(/^[1-9]\d*$/)
  .catch(DEFAULT_PAGE_NUMBER);

/** The `bi:page` record; parsing fills every missing or malformed page with "1". */
export const ZPageState = z.object({
  page_user: zStoredPage,
  page_tenant: zStoredPage,
  page_group_report: zStoredPage,
  page_subgroup: zStoredPage,
  page_report: zStoredPage,
} satisfies Record<PageField, z.ZodType>);
export type TPageState = z.infer<typeof ZPageState>;

export const DEFAULT_PAGE_STATE: Readonly<TPageState> = Object.freeze(ZPageState.parse({}));
