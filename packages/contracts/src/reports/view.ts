import { z } from 'zod';
import { zId, zInt, zText } from '../common';
import { zDateTime } from '../dates';
import { REPORT_KINDS } from './constants';
import { ZReportSettings } from './management';
import { ZReportFilter } from './filter';
import { zOptionalText, zFilters } from './fields';

/* Viewing (report_view), embedding and page views. */

/** Body of the report_view calls: the report asked about. */
export const ZReportIdRequest = z.object({ reportId: zId() });
export type TReportIdRequest = z.infer<typeof ZReportIdRequest>;

/**
 * `POST /api/auth/report_view/embed`. With `frame: true` an external link is checked for
 * framing and answered with the frame to show it in, or a card to show instead.
 */
export const ZReportEmbedRequest = ZReportIdRequest.extend({ frame: z.boolean().optional() });
export type TReportEmbedRequest = z.infer<typeof ZReportEmbedRequest>;

/** `POST /api/auth/report_view/check/exist/report`: whether the caller may open it. */
export const ZReportExistsResponse = z.object({
  exist: z.boolean(),
  kind: z.enum(REPORT_KINDS).nullable(),
  title: z.string().nullable(),
  in_maintenance: z.boolean(),
});
export type TReportExistsResponse = z.infer<typeof ZReportExistsResponse>;

/** `POST /api/auth/report_view/check/permission/edit/report`. */
export const ZReportEditPermissionResponse = z.object({ permission_edit: z.boolean() });

/** `POST /api/auth/log/report/page/view`: one visit to a page of a report. */
export const ZLogReportPageViewRequest = z.object({
  reportId: zId(),
  page_name: zOptionalText(200),
  page_title: zOptionalText(200),
  started_at: zDateTime(),
  duration_seconds: zInt()
    .min(0)
    .max(7 * 86_400),
});
export type TLogReportPageViewRequest = z.input<typeof ZLogReportPageViewRequest>;
export const ZLogReportPageViewResponse = z.object({ id: z.number().int() });

/** `POST /api/auth/report_view/save/user-report-filters` (only when the unit's save_filter is 'S'). */
export const ZSaveUserReportFiltersRequest = z.object({
  reportId: zId(),
  filters: zFilters,
});
export type TSaveUserReportFiltersRequest = z.infer<typeof ZSaveUserReportFiltersRequest>;

/** `GET /api/auth/report_view/user-report-filters/:id`: the saved filters to restore. */
export const ZUserReportFiltersResponse = z.object({
  /** The unit's save_filter flag; when off nothing is saved nor restored. */
  enabled: z.boolean(),
  filters: z.array(ZReportFilter),
  updated_at: z.string().nullable(),
});
export type TUserReportFiltersResponse = z.infer<typeof ZUserReportFiltersResponse>;

/**
 * `GET /api/auth/report_view/last-update/:id`: when the report's data was last refreshed, if
 * the report (show_last_update) or the unit (mostrar_ultima_atualizacao_relatorio_global)
 * shows it.
 */
export const ZReportLastUpdateResponse = z.object({
  show: z.boolean(),
  last_update: z.string().nullable(),
});
export type TReportLastUpdateResponse = z.infer<typeof ZReportLastUpdateResponse>;

const ZEmbedReportInfo = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  description: z.string().nullable(),
});

/** What every ready embed answer carries for the viewer's frame. */
const ZEmbedCommon = z.object({
  status: z.literal('ready'),
  report: ZEmbedReportInfo,
  settings: ZReportSettings,
  permission_edit: z.boolean(),
  /** Text drawn over the report when the unit's enable_watermark is 'S' (the user's e-mail). */
  watermark: z.string().nullable(),
  /** The unit's show_name_report / show_menu_report flags. */
  show_name: z.boolean(),
  show_menu: z.boolean(),
  /** Whether the viewer should ask for the last data update (see last-update). */
  show_last_update: z.boolean(),
  /** Whether the viewer saves and restores the user's filters (unit's save_filter). */
  save_filter: z.boolean(),
});

export const ZEmbedPowerBi = ZEmbedCommon.extend({
  kind: z.literal('powerbi'),
  embedUrl: z.string(),
  accessToken: z.string(),
  tokenId: z.string().nullable(),
  /** ISO instant; the viewer refreshes the token (same call) before it. */
  expiration: z.string(),
  providerReportId: z.string(),
  datasetId: z.string().nullable(),
  /** Page names the user may see; null = every page. */
  pages: z.array(z.string()).nullable(),
  /** Filters of the grant (filter_mode 'filter'), applied on load. */
  filters: z.array(ZReportFilter),
});
export const ZEmbedHtml = ZEmbedCommon.extend({ kind: z.literal('html'), html: z.string() });
/** Why an external link cannot be shown in a frame here. */
export const EXTERNAL_FRAME_BLOCKS = [
  /** The site forbids framing by other sites (X-Frame-Options, CSP frame-ancestors). */
  'refused',
  /** The portal is served over HTTPS and the link is not: the browser would block it. */
  'insecure',
  /** The site could not be checked (no answer, an error status, or a private address). */
  'unreachable',
] as const;
export type ExternalFrameBlock = (typeof EXTERNAL_FRAME_BLOCKS)[number];

/**
 * How a screen shows an external link (asked with `frame: true`): in the portal's own frame page
 * (`src`), which lets only that link's origin in; or, when the site refuses framing or cannot be
 * checked, as a card with a QR code of the link, never as a broken frame.
 */
export const ZExternalFrame = z.object({
  /** Same-origin page framing the link; null when the link is not to be framed. */
  src: z.string().nullable(),
  blocked: z.enum(EXTERNAL_FRAME_BLOCKS).nullable(),
  /** The link as a QR code (SVG), for the card shown instead of the frame. */
  qr_svg: z.string().nullable(),
});
export type TExternalFrame = z.infer<typeof ZExternalFrame>;

/** `GET /api/report_view/frame?ticket=…`: the frame page of an external link (`ZExternalFrame.src`). */
export const ZExternalFrameQuery = z.object({ ticket: zText().min(1).max(8192) });

export const ZEmbedExternal = ZEmbedCommon.extend({
  kind: z.literal('external'),
  url: z.string(),
  /** Only when the call asked for it (`frame: true`). */
  frame: ZExternalFrame.optional(),
});
/** The capacity is resuming: ask again in `retryAfterSeconds` (the viewer shows "warming up"). */
export const ZEmbedStarting = z.object({
  status: z.literal('starting'),
  kind: z.literal('powerbi'),
  report: ZEmbedReportInfo,
  retryAfterSeconds: z.number().int(),
});

/**
 * `POST /api/auth/report_view/embed` {reportId}. Maintenance answers 409
 * report_in_maintenance; a report the caller may not open is 404.
 */
export const ZReportEmbedResponse = z.union([ZEmbedStarting, ZEmbedPowerBi, ZEmbedHtml, ZEmbedExternal]);
export type TReportEmbedResponse = z.infer<typeof ZReportEmbedResponse>;
export type TEmbedPowerBi = z.infer<typeof ZEmbedPowerBi>;
export type TEmbedHtml = z.infer<typeof ZEmbedHtml>;
export type TEmbedExternal = z.infer<typeof ZEmbedExternal>;
export type TEmbedStarting = z.infer<typeof ZEmbedStarting>;
