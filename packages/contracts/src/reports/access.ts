import { z } from 'zod';
import { zId, zText } from '../common';
import { REPORT_ACCESS_GRANTS_MAX } from './constants';
import { ZReportFilter } from './filter';
import { zFilters } from './fields';

/* Who may open a report, and what of it they see. */

/** One grant: to a user or to a user group of the unit. */
export const ZReportAccessGrant = z.object({
  id: z.number().int(),
  grantee: z.enum(['user', 'group']),
  user_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  /** The user's name or the group's name. */
  name: z.string(),
  email: z.string().nullable(),
  can_edit: z.boolean(),
  /** Page names the grantee may see; null = every page. */
  pages: z.array(z.string()).nullable(),
  rls_roles: z.array(z.string()),
  filters: z.array(ZReportFilter),
});
export type TReportAccessGrant = z.infer<typeof ZReportAccessGrant>;

/** `GET /api/auth/reports/:id/access`. */
export const ZReportAccessList = z.object({ data: z.array(ZReportAccessGrant) });
export type TReportAccessList = z.infer<typeof ZReportAccessList>;

export const ZSaveReportAccessGrant = z
  .object({
    user_id: zId()
      .nullish()
      .transform((v) => v ?? null),
    group_id: zId()
      .nullish()
      .transform((v) => v ?? null),
    can_edit: z.boolean().default(false),
    pages: z
      .array(zText().trim().min(1).max(200))
      .max(500)
      .nullish()
      .transform((v) => v ?? null),
    rls_roles: z.array(zText().trim().min(1).max(200)).max(50).default([]),
    filters: zFilters.default([]),
  })
  .refine((g) => (g.user_id === null) !== (g.group_id === null), {
    error: 'field_invalid',
    path: ['user_id'],
  });

/**
 * `PUT /api/auth/reports/:id/access`: replaces every grant of the report (one transaction).
 * A user or group may appear once.
 */
export const ZSaveReportAccessRequest = z.object({
  grants: z.array(ZSaveReportAccessGrant).max(REPORT_ACCESS_GRANTS_MAX),
});
export type TSaveReportAccessRequest = z.input<typeof ZSaveReportAccessRequest>;

/** `GET /api/auth/reports/:id/pages`: a provider report's pages, to choose grants' pages from. */
export const ZReportPagesResponse = z.object({
  data: z.array(z.object({ name: z.string(), display_name: z.string(), order: z.number().int() })),
});
export type TReportPagesResponse = z.infer<typeof ZReportPagesResponse>;
