import { z } from 'zod';
import { fileAnswer, route } from '../route-map';
import { ZReportAccessList, ZReportPagesResponse, ZSaveReportAccessRequest } from './access';
import {
  ZDashboardResponse,
  ZFavoriteResponse,
  ZHomePageRequest,
  ZHomePageResponse,
  ZReportCardList,
} from './home';
import {
  ZCheckReportHtmlRequest,
  ZCheckReportHtmlResponse,
  ZCreateReportRequest,
  ZReport,
  ZReportHiddenRequest,
  ZReportListQuery,
  ZReportMaintenanceRequest,
  ZReportPage,
  ZReportParams,
  ZReportResponse,
  ZUpdateReportRequest,
} from './management';
import {
  ZPartnerReport,
  ZPartnerReportFilters,
  ZPartnerReportFiltersQuery,
  ZPartnerReportListQuery,
  ZPartnerReportPage,
} from './operator';
import {
  ZReportEditPermissionResponse,
  ZReportEmbedRequest,
  ZReportEmbedResponse,
  ZReportExistsResponse,
  ZReportIdRequest,
  ZExternalFrameQuery,
  ZLogReportPageViewRequest,
  ZLogReportPageViewResponse,
  ZReportLastUpdateResponse,
  ZSaveUserReportFiltersRequest,
  ZUserReportFiltersResponse,
} from './view';

/* The reports' calls, by screen (the report groups' are in groups.ts). */

/** Favorites, the dashboard and the home page selection of a unit member. */
export const reportHomeRoutes = {
  dashboard: route('GET /auth/dashboard', {
    summary: 'Latest reports added, favorites and recently viewed',
    response: ZDashboardResponse,
  }),
  favorites: route('GET /auth/reports/favorites', {
    summary: "The caller's favorite reports",
    response: ZReportCardList,
  }),
  addFavorite: route('POST /auth/reports/:id/favorite', {
    summary: 'Mark a favorite',
    params: ZReportParams,
    response: ZFavoriteResponse,
  }),
  removeFavorite: route('DELETE /auth/reports/:id/favorite', {
    summary: 'Unmark a favorite',
    params: ZReportParams,
    response: ZFavoriteResponse,
  }),
  homePage: route('GET /auth/home-page', {
    summary: "The caller's home page",
    response: ZHomePageResponse,
  }),
  setHomePage: route('PUT /auth/home-page', {
    summary: "Choose the caller's home page (null: the unit's)",
    body: ZHomePageRequest,
    response: ZHomePageResponse,
  }),
} as const;

/** Who may open a report: per user and per user group (unit admins), and the pages to grant. */
export const reportAccessRoutes = {
  list: route('GET /auth/reports/:id/access', {
    summary: 'Users and user groups that may open a report',
    params: ZReportParams,
    response: ZReportAccessList,
  }),
  pages: route('GET /auth/reports/:id/pages', {
    summary: "A provider report's pages (none for other kinds)",
    params: ZReportParams,
    response: ZReportPagesResponse,
  }),
  save: route('PUT /auth/reports/:id/access', {
    summary: 'Replace the grants of a report',
    params: ZReportParams,
    body: ZSaveReportAccessRequest,
    response: ZReportAccessList,
  }),
} as const;

/** Reports: lists for members, management for admins, a read-only list across units. */
export const reportRoutes = {
  list: route('GET /auth/reports', {
    summary: 'Reports the caller may see (admins: every report of the unit)',
    query: ZReportListQuery,
    response: ZReportPage,
  }),
  get: route('GET /auth/reports/:id', {
    summary: 'One report',
    params: ZReportParams,
    response: ZReportResponse,
  }),
  create: route('POST /auth/reports', {
    summary: 'Add an HTML or external-link report',
    body: ZCreateReportRequest,
    response: ZReport,
    status: 201,
  }),
  checkHtml: route('POST /auth/reports/html/check', {
    summary: 'Check an HTML body against the import rules',
    body: ZCheckReportHtmlRequest,
    response: ZCheckReportHtmlResponse,
  }),
  update: route('PUT /auth/reports/:id', {
    summary: 'Edit a report (any kind)',
    params: ZReportParams,
    body: ZUpdateReportRequest,
    response: ZReport,
  }),
  setHidden: route('PUT /auth/reports/:id/hidden', {
    summary: 'Hide or unhide a report (hidden reports are seen by admins only)',
    params: ZReportParams,
    body: ZReportHiddenRequest,
    response: ZReport,
  }),
  setMaintenance: route('PUT /auth/reports/:id/maintenance', {
    summary: 'Maintenance now and/or a scheduled maintenance window',
    params: ZReportParams,
    body: ZReportMaintenanceRequest,
    response: ZReport,
  }),
  remove: route('DELETE /auth/reports/:id', {
    summary: 'Delete a report',
    params: ZReportParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  removeCover: route('DELETE /auth/reports/:id/cover', {
    summary: "Remove a report's cover",
    params: ZReportParams,
    response: ZReport,
  }),
  /** The body is the raw picture, sent with its own content type (not JSON). */
  setCover: route('PUT /auth/reports/:id/cover', {
    summary: 'Upload a cover picture (raw PNG, JPEG or WebP body)',
    params: ZReportParams,
    response: ZReport,
  }),
  acrossUnits: route('GET /auth/reports/a2m', {
    summary: 'Reports across the units the operator or partner reaches (read-only)',
    query: ZPartnerReportListQuery,
    response: ZPartnerReportPage,
  }),
  acrossUnitsFilters: route('GET /auth/reports/a2m/filters', {
    summary: 'Partners, units and provider accounts the across-units view filters by',
    query: ZPartnerReportFiltersQuery,
    response: ZPartnerReportFilters,
  }),
} as const;

/** The viewer's calls: checks, the embed configuration, saved filters, last update. */
export const reportViewRoutes = {
  exists: route('POST /auth/report_view/check/exist/report', {
    summary: 'Whether the caller may open a report',
    body: ZReportIdRequest,
    response: ZReportExistsResponse,
  }),
  editPermission: route('POST /auth/report_view/check/permission/edit/report', {
    summary: 'Whether the caller may edit the report in the viewer',
    body: ZReportIdRequest,
    response: ZReportEditPermissionResponse,
  }),
  embed: route('POST /auth/report_view/embed', {
    summary: 'Embed configuration of a report (token, HTML or link) with the viewer settings',
    body: ZReportEmbedRequest,
    response: ZReportEmbedResponse,
  }),
  operatorReport: route('GET /auth/reports/a2m/:id', {
    summary: 'One report of the units the operator reaches, as its list across units shows it',
    params: ZReportParams,
    response: ZPartnerReport,
  }),
  operatorEmbed: route('POST /auth/reports/a2m/embed', {
    summary: 'Embed configuration of a report of any unit the operator reaches (read-only)',
    body: ZReportEmbedRequest,
    response: ZReportEmbedResponse,
  }),
  saveFilters: route('POST /auth/report_view/save/user-report-filters', {
    summary: "Save the caller's filters on a report (when the unit saves filters)",
    body: ZSaveUserReportFiltersRequest,
    response: ZUserReportFiltersResponse,
  }),
  savedFilters: route('GET /auth/report_view/user-report-filters/:id', {
    summary: "The caller's saved filters on a report, to restore",
    params: ZReportParams,
    response: ZUserReportFiltersResponse,
  }),
  logPageView: route('POST /auth/log/report/page/view', {
    summary: 'Record a visit to a page of a report',
    body: ZLogReportPageViewRequest,
    response: ZLogReportPageViewResponse,
    status: 201,
  }),
  externalFrame: route('GET /report_view/frame', {
    summary: 'The frame page of an external link (ticket from the embed answer)',
    query: ZExternalFrameQuery,
    file: 'text/html',
    response: fileAnswer,
  }),
  lastUpdate: route('GET /auth/report_view/last-update/:id', {
    summary: "When the report's data was last refreshed (if shown)",
    params: ZReportParams,
    response: ZReportLastUpdateResponse,
  }),
} as const;
