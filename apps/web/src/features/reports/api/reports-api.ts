import { authRoutes } from '@mirante/contracts';
import {
  DEFAULT_PAGE_SIZE,
  type ReportKind,
  type TCreateReportRequest,
  type TLogReportPageViewRequest,
  type TReport,
  type TReportMaintenanceRequest,
  type TSaveReportAccessRequest,
  type TSaveUserReportFiltersRequest,
  type TUpdateReportRequest,
  reportAccessRoutes,
  reportRoutes,
  reportViewRoutes,
  routeUrl,
  reportGroupRoutes,
  reportHomeRoutes,
  XSRF_COOKIE,
  XSRF_HEADER,
  LANG_HEADER,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  api,
  invalidatingMutation,
  pagedRouteOptions,
  type StaleQueries,
  saveThrough,
  useInvalidate,
} from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { getCachedUser } from '../../../lib/storage';

/* ----------------------------------------------------------------------------------------
 * Report groups
 * -------------------------------------------------------------------------------------- */

export function reportGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['reports', 'groups'],
    queryFn: ({ signal }) => api.call(reportGroupRoutes.list, { signal }),
  });
}

export function useReportGroups(enabled = true) {
  return useQuery({ ...reportGroupsQueryOptions(), enabled });
}

/** Adds a report group, or edits it (with its subgroups) when an id is given. */
export const saveReportGroup = saveThrough(reportGroupRoutes.create, reportGroupRoutes.update);

export function deleteReportGroup({ id, moveReports }: { id: number; moveReports: boolean }) {
  return api.call(reportGroupRoutes.remove, {
    params: { id },
    query: moveReports ? { move_reports: 'true' } : undefined,
  });
}

/** Anything about reports changed: every list, menu and dashboard reads again. */
const REPORT_CACHES: StaleQueries[] = [
  // The embed answer (a token) is not a list: asking again would only renew it.
  { queryKey: ['reports'], predicate: (query) => query.queryKey[1] !== 'embed' },
  ['dashboard'],
];

export function useInvalidateReports() {
  return useInvalidate(REPORT_CACHES);
}

export const useSaveReportGroup = invalidatingMutation(REPORT_CACHES, saveReportGroup);

export const useDeleteReportGroup = invalidatingMutation(REPORT_CACHES, deleteReportGroup);

/** The navbar's groups → subgroups → reports. */
export function useReportMenu(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'menu'],
    queryFn: ({ signal }) => api.call(reportGroupRoutes.menu, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/* ----------------------------------------------------------------------------------------
 * Reports
 * -------------------------------------------------------------------------------------- */

export interface ReportsQuery {
  page: number;
  search: string;
  perPage?: number;
  groupId?: number;
  subgroupId?: number;
  kind?: ReportKind;
  favorites?: boolean;
}

export function reportsQueryOptions(query: ReportsQuery) {
  const perPage = query.perPage ?? DEFAULT_PAGE_SIZE;
  const search = query.search.trim();
  return pagedRouteOptions(
    [
      'reports',
      'list',
      query.page,
      perPage,
      search,
      query.groupId,
      query.subgroupId,
      query.kind,
      query.favorites,
    ],
    reportRoutes.list,
    {
      page: query.page,
      perPage,
      search,
      group_id: query.groupId,
      subgroup_id: query.subgroupId,
      kind: query.kind,
      favorites: query.favorites ? 'true' : undefined,
    },
  );
}

export function useReports(query: ReportsQuery, enabled = true) {
  return useQuery({ ...reportsQueryOptions(query), enabled });
}

export function reportQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['reports', 'one', id],
    queryFn: ({ signal }) => api.call(reportRoutes.get, { params: { id }, signal }),
  });
}

export function useReport(id: number, enabled = true) {
  return useQuery({ ...reportQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}

export function createReport(input: TCreateReportRequest) {
  return api.call(reportRoutes.create, { body: input });
}

export function updateReport({ id, input }: { id: number; input: TUpdateReportRequest }) {
  return api.call(reportRoutes.update, { params: { id }, body: input });
}

export const useCreateReport = invalidatingMutation(REPORT_CACHES, createReport);

export const useUpdateReport = invalidatingMutation(REPORT_CACHES, updateReport);

/** The import rules alone, before saving. */
export function checkReportHtml(html: string) {
  return api.call(reportRoutes.checkHtml, { body: { html_content: html } });
}

export const useDeleteReport = invalidatingMutation(REPORT_CACHES, (id: number) =>
  api.call(reportRoutes.remove, { params: { id } }),
);

export const useSetReportHidden = invalidatingMutation(
  REPORT_CACHES,
  ({ id, hidden }: { id: number; hidden: boolean }) =>
    api.call(reportRoutes.setHidden, { params: { id }, body: { hidden } }),
);

export const useSetReportMaintenance = invalidatingMutation(
  REPORT_CACHES,
  ({ id, input }: { id: number; input: TReportMaintenanceRequest }) =>
    api.call(reportRoutes.setMaintenance, { params: { id }, body: input }),
);

/**
 * Uploads a report's cover: the picture is the raw request body with its own content
 * type, so this call goes around the JSON client (same bearer, language and XSRF headers).
 */
export async function uploadReportCover(id: number, file: File): Promise<TReport> {
  let xsrf = readCookie(XSRF_COOKIE);
  if (!xsrf) {
    await api.call(authRoutes.csrf, {});
    xsrf = readCookie(XSRF_COOKIE);
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': file.type,
    [LANG_HEADER]: currentLanguage(),
    [XSRF_HEADER]: xsrf ?? '',
  };
  const token = getCachedUser()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${routeUrl(reportRoutes.setCover, { params: { id } })}`, {
    method: reportRoutes.setCover.method,
    headers,
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as
    | (TReport & { code?: string; message?: string; errors?: Record<string, string[]> })
    | null;
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: body?.code ?? 'request_failed',
      message: body?.message ?? String(response.status),
      errors: body?.errors,
    });
  }
  return body as TReport;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function useReportAccess(id: number | null) {
  return useQuery({
    queryKey: ['reports', 'access', id],
    queryFn: ({ signal }) => api.call(reportAccessRoutes.list, { params: { id }, signal }),
    enabled: id !== null,
  });
}

export const useSaveReportAccess = invalidatingMutation(
  REPORT_CACHES,
  ({ id, input }: { id: number; input: TSaveReportAccessRequest }) =>
    api.call(reportAccessRoutes.save, { params: { id }, body: input }),
);

export interface OperatorReportsFilters {
  partnerId?: number;
  companyId?: number;
  providerAccountId?: number;
}

/** Reports across the caller's units, with totals of what matches. */
export function useOperatorReports({
  page,
  search,
  companyId,
  partnerId,
  providerAccountId,
}: { page: number; search: string } & OperatorReportsFilters) {
  return useQuery(
    pagedRouteOptions(
      ['reports', 'a2m', page, search.trim(), companyId, partnerId, providerAccountId],
      reportRoutes.acrossUnits,
      {
        page,
        search,
        company_id: companyId,
        partner_id: partnerId,
        provider_account_id: providerAccountId,
      },
    ),
  );
}

/** One report of the operator's units, with its unit and partner. */
export function useOperatorReport(id: number) {
  return useQuery({
    queryKey: ['reports', 'a2m-one', id],
    queryFn: ({ signal }) => api.call(reportViewRoutes.operatorReport, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** The partners, units and accounts the filters offer. */
export function useOperatorReportFilters({
  partnerId,
  companyId,
}: {
  partnerId?: number;
  companyId?: number;
}) {
  return useQuery({
    queryKey: ['reports', 'a2m-filters', partnerId, companyId],
    queryFn: ({ signal }) =>
      api.call(reportRoutes.acrossUnitsFilters, {
        query: { partner_id: partnerId, company_id: companyId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/* ----------------------------------------------------------------------------------------
 * Favorites
 * -------------------------------------------------------------------------------------- */

export const useToggleFavorite = invalidatingMutation(
  REPORT_CACHES,
  ({ id, favorite }: { id: number; favorite: boolean }) =>
    api.call(favorite ? reportHomeRoutes.addFavorite : reportHomeRoutes.removeFavorite, { params: { id } }),
);

export function useFavoriteReports() {
  return useQuery({
    queryKey: ['reports', 'favorites'],
    queryFn: ({ signal }) => api.call(reportHomeRoutes.favorites, { signal }),
  });
}

/* ----------------------------------------------------------------------------------------
 * Viewing
 * -------------------------------------------------------------------------------------- */

export function useReportExists(id: number) {
  return useQuery({
    queryKey: ['reports', 'exists', id],
    queryFn: () => api.call(reportViewRoutes.exists, { body: { reportId: id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    // Going from a report to another, the viewer (and its frame) stays while the next is checked.
    placeholderData: keepPreviousData,
  });
}

export function useReportEditPermission(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'permission-edit', id],
    queryFn: () => api.call(reportViewRoutes.editPermission, { body: { reportId: id } }),
    enabled,
  });
}

export function useReportLastUpdate(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'last-update', id],
    queryFn: ({ signal }) => api.call(reportViewRoutes.lastUpdate, { params: { id }, signal }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

export function getUserReportFilters(id: number) {
  return api.call(reportViewRoutes.savedFilters, { params: { id } });
}

export function saveUserReportFilters(input: TSaveUserReportFiltersRequest) {
  return api.call(reportViewRoutes.saveFilters, { body: input });
}

/** POST auth/log/report/page/view; failures are not the user's concern. */
export function logReportPageView(input: TLogReportPageViewRequest): Promise<void> {
  return api.call(reportViewRoutes.logPageView, { body: input }).then(
    () => undefined,
    () => undefined,
  );
}
