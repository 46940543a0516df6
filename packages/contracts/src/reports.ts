import { z } from 'zod';
import { REPORT_ORIENTATIONS } from './codes';
import { pageOf, ZPageQuery } from './common';

/* ------------------------------------------------------------------------------------------
 * Constants
 * ---------------------------------------------------------------------------------------- */

export const REPORT_KINDS = ['powerbi', 'html', 'external'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Kinds a person adds by hand; provider reports come from the provider import. */
export const MANUAL_REPORT_KINDS = ['html', 'external'] as const satisfies readonly ReportKind[];
export const REPORT_FILTER_MODES = ['none', 'filter', 'rls'] as const;
export type ReportFilterMode = (typeof REPORT_FILTER_MODES)[number];

export const REPORT_GROUP_NAME_MAX = 100;
export const REPORT_GROUP_ICON_MAX = 64;
/** Subgroups one group may have (one level only). */
export const REPORT_SUBGROUPS_MAX = 50;
export const REPORT_TITLE_MAX = 160;
export const REPORT_DESCRIPTION_MAX = 2000;
export const REPORT_MAINTENANCE_MESSAGE_MAX = 500;
export const REPORT_URL_MAX = 2000;
/** Imported HTML is stored in the database; beyond this it is refused. */
export const REPORT_HTML_MAX_BYTES = 2 * 1024 * 1024;
/** Reload every N seconds: 0 = never, at most one day. */
export const REPORT_UPDATE_SECONDS_MAX = 86_400;
/** Cover pictures, sent as the raw request body with their image content type. */
export const REPORT_COVER_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const REPORT_COVER_MAX_BYTES = 2 * 1024 * 1024;
/** Items of the dashboard's lists. */
export const DASHBOARD_LIST_SIZE = 8;
export const REPORT_FILTERS_MAX = 50;
export const REPORT_ACCESS_GRANTS_MAX = 500;

/* ------------------------------------------------------------------------------------------
 * Report groups (one level of subgroups)
 * ---------------------------------------------------------------------------------------- */

export const ZReportSubgroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  reports_count: z.number().int(),
});
export type TReportSubgroup = z.infer<typeof ZReportSubgroup>;

export const ZReportGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  /** Reports of the group, its subgroups' included. */
  reports_count: z.number().int(),
  subgroups: z.array(ZReportSubgroup),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

/** What the caller may do with report groups (the screen hides what it may not). */
export const ZReportGroupPolicies = z.object({ manage: z.boolean() });

/** `GET /api/auth/group_reports`: every group of the unit, ordered by position then name. */
export const ZReportGroupList = z.object({
  data: z.array(ZReportGroup),
  policies: ZReportGroupPolicies,
});
export type TReportGroupList = z.infer<typeof ZReportGroupList>;

const zGroupName = z.string().trim().min(1, { error: 'field_required' }).max(REPORT_GROUP_NAME_MAX);
const zIcon = z
  .string()
  .trim()
  .max(REPORT_GROUP_ICON_MAX)
  .nullish()
  .transform((v) => v || null);
const zPosition = z.number().int().min(0).max(10_000).default(0);

/** A subgroup in the group dialog: with `id` it is kept (and edited), without it is new. */
export const ZSaveReportSubgroup = z.object({
  id: z.number().int().positive().optional(),
  name: zGroupName,
  icon: zIcon,
  position: zPosition,
});

/**
 * Add or edit a group with its subgroups in one payload (the "group of reports with
 * subgroups" dialog). On edit, subgroups missing from the list are removed; their reports
 * stay in the group without a subgroup. Names are unique per unit (groups) and per group
 * (subgroups), ignoring case.
 */
export const ZSaveReportGroupRequest = z.object({
  name: zGroupName,
  icon: zIcon,
  position: zPosition,
  subgroups: z.array(ZSaveReportSubgroup).max(REPORT_SUBGROUPS_MAX).default([]),
});
export type TSaveReportGroupRequest = z.input<typeof ZSaveReportGroupRequest>;

export const ZReportGroupParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Deleting a group that still has reports is refused (report_group_has_reports, naming the
 * count) unless `move_reports`, which leaves them without a group.
 */
export const ZDeleteReportGroupQuery = z.object({
  move_reports: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZDeleteReportGroupResponse = z.object({ moved: z.number().int() });

/* ------------------------------------------------------------------------------------------
 * Report cards, menu and select options
 * ---------------------------------------------------------------------------------------- */

/** The little a list, menu or dashboard shows of a report. */
export const ZReportCard = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  /** Path under /storage/, or null. */
  cover: z.string().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  subgroup_id: z.number().int().nullable(),
  subgroup_name: z.string().nullable(),
  /** Under maintenance right now (flag on, or inside the scheduled window). */
  in_maintenance: z.boolean(),
  favorite: z.boolean(),
  created_at: z.string(),
});
export type TReportCard = z.infer<typeof ZReportCard>;

export const ZReportMenuItem = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  in_maintenance: z.boolean(),
});
export type TReportMenuItem = z.infer<typeof ZReportMenuItem>;

export const ZReportMenuSubgroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  reports: z.array(ZReportMenuItem),
});
export const ZReportMenuGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  subgroups: z.array(ZReportMenuSubgroup),
  /** Reports of the group that are in no subgroup. */
  reports: z.array(ZReportMenuItem),
});
export type TReportMenuGroup = z.infer<typeof ZReportMenuGroup>;

/**
 * `GET /api/auth/group_reports/get/config/menu/reports`: groups → subgroups → reports the
 * caller may open. Groups and subgroups without such reports are left out.
 */
export const ZReportMenu = z.object({
  groups: z.array(ZReportMenuGroup),
  /** Reports in no group. */
  ungrouped: z.array(ZReportMenuItem),
  /** The unit's show_menu_report flag. */
  show_menu_report: z.boolean(),
});
export type TReportMenu = z.infer<typeof ZReportMenu>;

/** `GET /api/auth/group_reports/get/reports/all/select`: options for report selects. */
export const ZReportSelectOptions = z.object({
  data: z.array(
    z.object({
      value: z.number().int(),
      label: z.string(),
      kind: z.enum(REPORT_KINDS),
      /** "Group / Subgroup", for grouping the options; null when in no group. */
      group: z.string().nullable(),
    }),
  ),
});
export type TReportSelectOptions = z.infer<typeof ZReportSelectOptions>;

/* ------------------------------------------------------------------------------------------
 * Reports
 * ---------------------------------------------------------------------------------------- */

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
  group_id: z.coerce.number().int().positive().optional(),
  subgroup_id: z.coerce.number().int().positive().optional(),
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

export const ZReportParams = z.object({ id: z.coerce.number().int().positive() });

const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const zHttpUrl = z
  .string()
  .trim()
  .min(1, { error: 'field_required' })
  .max(REPORT_URL_MAX)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), { error: 'field_invalid' });

const zResolution = z
  .string()
  .trim()
  .regex(/^\d{2,5}x\d{2,5}$/, { error: 'field_invalid' })
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null);

/** The editable fields every kind has; each setting defaults as the table does. */
export const ZReportFields = z.object({
  title: z.string().trim().min(1, { error: 'field_required' }).max(REPORT_TITLE_MAX),
  description: zOptionalText(REPORT_DESCRIPTION_MAX),
  group_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  /** Must belong to `group_id`. */
  subgroup_id: z
    .number()
    .int()
    .positive()
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
  update_seconds: z.number().int().min(0).max(REPORT_UPDATE_SECONDS_MAX).default(0),
  show_last_update: z.boolean().default(false),
});
export type TReportFields = z.input<typeof ZReportFields>;

const zHtml = z
  .string()
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
    maintenance_start: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((v) => v ?? null),
    maintenance_end: z.iso
      .datetime({ offset: true })
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

/** `GET /api/auth/reports/a2m`: the operator's (and a partner's) read-only list across units. */
export const ZPartnerReportListQuery = ZPageQuery.extend({
  company_id: z.coerce.number().int().positive().optional(),
  kind: z.enum(REPORT_KINDS).optional(),
});
export const ZPartnerReport = ZReportCard.omit({ favorite: true }).extend({
  company_id: z.number().int(),
  company_name: z.string(),
  partner_name: z.string().nullable(),
  hidden: z.boolean(),
});
export type TPartnerReport = z.infer<typeof ZPartnerReport>;
export const ZPartnerReportPage = pageOf(ZPartnerReport);

/* ------------------------------------------------------------------------------------------
 * Access
 * ---------------------------------------------------------------------------------------- */

/** A report filter (a powerbi-models basic filter); extra provider keys are kept. */
export const ZReportFilter = z.looseObject({
  $schema: z.string().max(200).optional(),
  target: z.looseObject({ table: z.string().min(1).max(200), column: z.string().min(1).max(200) }),
  operator: z.enum(['In', 'NotIn', 'All']),
  values: z.array(z.union([z.string().max(500), z.number(), z.boolean()])).max(1000),
  filterType: z.number().int().optional(),
});
export type TReportFilter = z.infer<typeof ZReportFilter>;
const zFilters = z.array(ZReportFilter).max(REPORT_FILTERS_MAX);

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
    user_id: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    group_id: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    can_edit: z.boolean().default(false),
    pages: z
      .array(z.string().trim().min(1).max(200))
      .max(500)
      .nullish()
      .transform((v) => v ?? null),
    rls_roles: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
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

/* ------------------------------------------------------------------------------------------
 * Viewing (report_view) and page views
 * ---------------------------------------------------------------------------------------- */

/** Body of the report_view calls: the report asked about. */
export const ZReportIdRequest = z.object({ reportId: z.number().int().positive() });
export type TReportIdRequest = z.infer<typeof ZReportIdRequest>;

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
  reportId: z.number().int().positive(),
  page_name: zOptionalText(200),
  page_title: zOptionalText(200),
  started_at: z.iso.datetime({ offset: true }),
  duration_seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400),
});
export type TLogReportPageViewRequest = z.input<typeof ZLogReportPageViewRequest>;
export const ZLogReportPageViewResponse = z.object({ id: z.number().int() });

/** `POST /api/auth/report_view/save/user-report-filters` (only when the unit's save_filter is 'S'). */
export const ZSaveUserReportFiltersRequest = z.object({
  reportId: z.number().int().positive(),
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
export const ZEmbedExternal = ZEmbedCommon.extend({ kind: z.literal('external'), url: z.string() });
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

/* ------------------------------------------------------------------------------------------
 * Favorites, dashboard, home page
 * ---------------------------------------------------------------------------------------- */

/** `GET /api/auth/reports/favorites`. `POST`/`DELETE /api/auth/reports/:id/favorite`. */
export const ZReportCardList = z.object({ data: z.array(ZReportCard) });
export type TReportCardList = z.infer<typeof ZReportCardList>;
export const ZFavoriteResponse = z.object({ favorite: z.boolean() });

export const ZRecentReport = ZReportCard.extend({ viewed_at: z.string() });
export type TRecentReport = z.infer<typeof ZRecentReport>;

/** `GET /api/auth/dashboard`: latest reports added, favorites and recently viewed. */
export const ZDashboardResponse = z.object({
  latest: z.array(ZReportCard),
  favorites: z.array(ZReportCard),
  recent: z.array(ZRecentReport),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

/**
 * `GET`/`PUT /api/auth/home-page`: the user's own landing page (null = the unit's home_page).
 * A path the user may open: '/', '/{route}' of the profile, or '/{id}/reports/view' of a
 * report the user sees.
 */
export const ZHomePageRequest = z.object({
  home_page: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v || null),
});
export type THomePageRequest = z.input<typeof ZHomePageRequest>;
export const ZHomePageResponse = z.object({
  home_page: z.string().nullable(),
  /** The unit's default, used when `home_page` is null. */
  default_home_page: z.string(),
  /** Route paths (without parameters) the user may choose. */
  routes: z.array(z.string()),
});
export type THomePageResponse = z.infer<typeof ZHomePageResponse>;
