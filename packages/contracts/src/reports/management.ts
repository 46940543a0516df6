import { z } from 'zod';
import { REPORT_ORIENTATIONS } from '../codes';
import { pageOf, zId, zIdParam, zInt, ZPageQuery, zText } from '../common';
import { zDateTime } from '../dates';
import {
  REPORT_KINDS,
  REPORT_FILTER_MODES,
  REPORT_TITLE_MAX,
  REPORT_DESCRIPTION_MAX,
  REPORT_MAINTENANCE_MESSAGE_MAX,
  REPORT_URL_MAX,
  REPORT_HTML_MAX_BYTES,
  REPORT_UPDATE_SECONDS_MAX,
} from './constants';
import { ZReportCard } from './cards';
import { zOptionalText } from './fields';

/* Reports as their management screens see and change them. */

/** Display and behaviour settings of a report (spec §3), shared by every kind. */
export const ZReportSettings = z.object({
  filter_mode: z.enum(REPORT_FILTER_MODES),
  ignore_rls: z.boolean(),
  side_filter: z.boolean(),
  nav_panel: z.boolean(),
  show_hidden_pages: z.boolean(),
  show_on_catalog: z.boolean(),
  catalog_description: z.string().nullable(),
  show_on_app: z.boolean(),
  mobile_background: z.boolean(),
  /** 'WIDTHxHEIGHT', e.g. '1920x1080', or null. */
  resolution: z.string().nullable(),
  orientation: z.enum(REPORT_ORIENTATIONS),
  allow_editing: z.boolean(),
  visual_headers: z.boolean(),
  update_seconds: z.number().int(),
  show_last_update: z.boolean(),
});
export type TReportSettings = z.infer<typeof ZReportSettings>;

export const ZReportMaintenance = z.object({
  maintenance: z.boolean(),
  maintenance_start: z.string().nullable(),
  maintenance_end: z.string().nullable(),
  maintenance_message: z.string().nullable(),
});

/** A report as its management screens see it (every field but the HTML body). */
export const ZReport = ZReportCard.extend({
  ...ZReportSettings.shape,
  ...ZReportMaintenance.shape,
  hidden: z.boolean(),
  workspace_id: z.number().int().nullable(),
  provider_report_id: z.string().nullable(),
  provider_dataset_id: z.string().nullable(),
  embed_url: z.string().nullable(),
  external_url: z.string().nullable(),
  updated_at: z.string(),
});
export type TReport = z.infer<typeof ZReport>;

/** What the caller may do with reports. */
export const ZReportPolicies = z.object({
  /** Add, edit, hide, maintenance, delete, covers, access (unit admins). */
  manage: z.boolean(),
});
export type TReportPolicies = z.infer<typeof ZReportPolicies>;

/** `GET /api/auth/reports`: admins see every report, users those they may open. */
export const ZReportListQuery = ZPageQuery.extend({
  group_id: zIdParam().optional(),
  subgroup_id: zIdParam().optional(),
  kind: z.enum(REPORT_KINDS).optional(),
  /** Only favorites of the caller. */
  favorites: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type TReportListQuery = z.input<typeof ZReportListQuery>;
export const ZReportPage = pageOf(ZReport).extend({ policies: ZReportPolicies });
export type TReportPage = z.infer<typeof ZReportPage>;

/** `GET /api/auth/reports/:id`: the report, HTML body included for html reports. */
export const ZReportResponse = z.object({
  data: ZReport.extend({ html_content: z.string().nullable() }),
  policies: ZReportPolicies.extend({ permission_edit: z.boolean() }),
});
export type TReportResponse = z.infer<typeof ZReportResponse>;

export const ZReportParams = z.object({ id: zIdParam() });

const zHttpUrl = zText()
  .trim()
  .min(1, { error: 'field_required' })
  .max(REPORT_URL_MAX)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), { error: 'field_invalid' });

const zResolution = zText()
  .trim()
  .regex(/^\d{2,5}x\d{2,5}$/, { error: 'field_invalid' })
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null);

/** The editable fields every kind has; each setting defaults as the table does. */
export const ZReportFields = z.object({
  title: zText().trim().min(1, { error: 'field_required' }).max(REPORT_TITLE_MAX),
  description: zOptionalText(REPORT_DESCRIPTION_MAX),
  group_id: zId()
    .nullish()
    .transform((v) => v ?? null),
  /** Must belong to `group_id`. */
  subgroup_id: zId()
    .nullish()
    .transform((v) => v ?? null),
  filter_mode: z.enum(REPORT_FILTER_MODES).default('none'),
  ignore_rls: z.boolean().default(false),
  side_filter: z.boolean().default(false),
  nav_panel: z.boolean().default(false),
  show_hidden_pages: z.boolean().default(false),
  show_on_catalog: z.boolean().default(false),
  catalog_description: zOptionalText(REPORT_DESCRIPTION_MAX),
  show_on_app: z.boolean().default(true),
  mobile_background: z.boolean().default(false),
  resolution: zResolution,
  orientation: z.enum(REPORT_ORIENTATIONS).default('auto'),
  allow_editing: z.boolean().default(false),
  visual_headers: z.boolean().default(false),
  update_seconds: zInt().min(0).max(REPORT_UPDATE_SECONDS_MAX).default(0),
  show_last_update: z.boolean().default(false),
});
export type TReportFields = z.input<typeof ZReportFields>;

const zHtml = zText()
  .min(1, { error: 'field_required' })
  .refine((v) => new TextEncoder().encode(v).length <= REPORT_HTML_MAX_BYTES, { error: 'field_invalid' });

/** `POST /api/auth/reports`: add an HTML (checked against the import rules) or external report. */
export const ZCreateReportRequest = z.discriminatedUnion('kind', [
  ZReportFields.extend({ kind: z.literal('html'), html_content: zHtml }),
  ZReportFields.extend({ kind: z.literal('external'), external_url: zHttpUrl }),
]);
export type TCreateReportRequest = z.input<typeof ZCreateReportRequest>;

/**
 * `PUT /api/auth/reports/:id`: edit any kind; the whole form is sent (an omitted setting takes
 * its default, an omitted group none). `html_content` (html reports) and
 * `external_url` (external reports) replace the stored ones when given; they are refused
 * for another kind.
 */
export const ZUpdateReportRequest = ZReportFields.extend({
  html_content: zHtml.optional(),
  external_url: zHttpUrl.optional(),
});
export type TUpdateReportRequest = z.input<typeof ZUpdateReportRequest>;

/** `POST /api/auth/reports/html/check`: checks an HTML body against the import rules only. */
export const ZCheckReportHtmlRequest = z.object({ html_content: zHtml });
export const ZCheckReportHtmlResponse = z.object({ ok: z.literal(true) });

/** `PUT /api/auth/reports/:id/hidden`. */
export const ZReportHiddenRequest = z.object({ hidden: z.boolean() });

/**
 * `PUT /api/auth/reports/:id/maintenance`: maintenance now (`maintenance`) and/or a scheduled
 * window (ISO instants; end after start). Users see the notice while either applies.
 */
export const ZReportMaintenanceRequest = z
  .object({
    maintenance: z.boolean(),
    maintenance_start: zDateTime()
      .nullish()
      .transform((v) => v ?? null),
    maintenance_end: zDateTime()
      .nullish()
      .transform((v) => v ?? null),
    maintenance_message: zOptionalText(REPORT_MAINTENANCE_MESSAGE_MAX),
  })
  .superRefine((v, ctx) => {
    if ((v.maintenance_start === null) !== (v.maintenance_end === null)) {
      const path = v.maintenance_start === null ? 'maintenance_start' : 'maintenance_end';
      ctx.addIssue({ code: 'custom', path: [path], message: 'field_required' });
    } else if (
      v.maintenance_start &&
      v.maintenance_end &&
      Date.parse(v.maintenance_end) <= Date.parse(v.maintenance_start)
    ) {
      ctx.addIssue({ code: 'custom', path: ['maintenance_end'], message: 'field_invalid' });
    }
  });
export type TReportMaintenanceRequest = z.input<typeof ZReportMaintenanceRequest>;
