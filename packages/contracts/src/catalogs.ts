import { z } from 'zod';
import { pageOf, zIdParam, zIntParam, zText } from './common';
import { ZReportFilter } from './reports';

export const CATALOG_MESSAGE_MAX = 1000;
export const CATALOG_REASON_MAX = 1000;

export const CATALOG_REQUEST_STATUSES = ['requested', 'granted', 'denied'] as const;
export const ZCatalogRequestStatus = z.enum(CATALOG_REQUEST_STATUSES);
export type TCatalogRequestStatus = z.infer<typeof ZCatalogRequestStatus>;

/** What the caller sees on a catalog card: free to ask, waiting, allowed, or refused. */
export const ZCatalogStatus = z.enum(['available', 'requested', 'granted', 'denied']);
export type TCatalogStatus = z.infer<typeof ZCatalogStatus>;

export const ZCatalogFilterMode = z.enum(['none', 'filter', 'rls']);

export const ZCatalogEntry = z.object({
  report_id: z.number().int(),
  title: z.string(),
  catalog_description: z.string().nullable(),
  /** URL of the cover image, or null. */
  cover_url: z.string().nullable(),
  kind: z.enum(['powerbi', 'html', 'external']),
  status: ZCatalogStatus,
  /** Why the last request was denied (status denied). */
  reason: z.string().nullable(),
  request_id: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  /** The outcome has not been seen by the requester yet. */
  unseen: z.boolean(),
});
export type TCatalogEntry = z.infer<typeof ZCatalogEntry>;

export const ZCatalogList = z.object({
  data: z.array(ZCatalogEntry),
  policies: z.object({ request: z.boolean(), decide: z.boolean() }),
});
export type TCatalogList = z.infer<typeof ZCatalogList>;

export const ZCatalogReportParams = z.object({ reportId: zIdParam() });
export const ZCatalogRequestParams = z.object({ id: zIdParam() });

export const ZCreateCatalogRequest = z.object({
  message: zText()
    .trim()
    .max(CATALOG_MESSAGE_MAX)
    .nullish()
    .transform((v) => v || null),
});
export type TCreateCatalogRequest = z.input<typeof ZCreateCatalogRequest>;

export const ZCatalogRequest = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  report_title: z.string(),
  filter_mode: ZCatalogFilterMode,
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  message: z.string().nullable(),
  status: ZCatalogRequestStatus,
  reason: z.string().nullable(),
  grant_mode: z.enum(['filters', 'no_filters']).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TCatalogRequest = z.infer<typeof ZCatalogRequest>;
export const ZCatalogRequestPage = pageOf(ZCatalogRequest);
export type TCatalogRequestPage = z.infer<typeof ZCatalogRequestPage>;

export const ZCatalogRequestQuery = z.object({
  status: ZCatalogRequestStatus.optional(),
  page: zIntParam().min(1).default(1),
  per_page: zIntParam().min(1).max(100).default(20),
});

/**
 * Granting: 'no_filters' releases the report as it is; 'filters' stores the requester's RLS
 * roles and filters in their report_access row (reports whose filter_mode is filter or rls).
 */
export const ZGrantCatalogRequest = z
  .object({
    mode: z.enum(['filters', 'no_filters']),
    rls_roles: z.array(zText().trim().min(1).max(200)).max(50).default([]),
    filters: z.array(ZReportFilter).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'filters' && v.rls_roles.length === 0 && v.filters.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['rls_roles'], message: 'field_required' });
    }
  });
export type TGrantCatalogRequest = z.input<typeof ZGrantCatalogRequest>;

export const ZDenyCatalogRequest = z.object({ reason: zText().trim().min(1).max(CATALOG_REASON_MAX) });
export type TDenyCatalogRequest = z.input<typeof ZDenyCatalogRequest>;

/** The menu badge: admins' pending requests, and outcomes the caller has not seen yet. */
export const ZCatalogBadge = z.object({ pending: z.number().int(), unseen: z.number().int() });
export type TCatalogBadge = z.infer<typeof ZCatalogBadge>;
