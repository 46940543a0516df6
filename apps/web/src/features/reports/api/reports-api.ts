import { authRoutes } from '@mirante/contracts';
import {
  DEFAULT_PAGE_SIZE,
  type ReportKind,
  type TCreateReportRequest,
  type TLogReportPageViewRequest,
  type TPartnerReportFilters,
  type TPartnerReport,
  type TPartnerReportPage,
  type TReport,
  type TReportAccessList,
  type TReportCardList,
  type TReportExistsResponse,
  type TReportGroup,
  type TReportGroupList,
  type TReportLastUpdateResponse,
  type TReportMaintenanceRequest,
  type TReportMenu,
  type TReportPage,
  type TReportResponse,
  type TSaveReportAccessRequest,
  type TSaveReportGroupRequest,
  type TSaveUserReportFiltersRequest,
  type TUpdateReportRequest,
  type TUserReportFiltersResponse,
  XSRF_COOKIE,
  XSRF_HEADER,
  LANG_HEADER,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  api,
  createOrUpdate,
  invalidatingMutation,
  pagedQueryOptions,
  type StaleQueries,
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
    queryFn: ({ signal }) => api.get<TReportGroupList>('/auth/group_reports', { signal }),
  });
}

export function useReportGroups(enabled = true) {
  return useQuery({ ...reportGroupsQueryOptions(), enabled });
}

/** POST /api/auth/group_reports, or PUT /api/auth/group_reports/:id with its subgroups. */
export const saveReportGroup = createOrUpdate<TReportGroup, TSaveReportGroupRequest>('/auth/group_reports');

export function deleteReportGroup({ id, moveReports }: { id: number; moveReports: boolean }) {
  return api.delete<{ moved: number }>(`/auth/group_reports/${id}`, {
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

/** The navbar's groups → subgroups → reports (GET auth/group_reports/get/config/menu/reports). */
export function useReportMenu(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'menu'],
    queryFn: ({ signal }) => api.get<TReportMenu>('/auth/group_reports/get/config/menu/reports', { signal }),
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
  return pagedQueryOptions<TReportPage>(
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
    '/auth/reports',
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
    queryFn: ({ signal }) => api.get<TReportResponse>(`/auth/reports/${id}`, { signal }),
  });
}

export function useReport(id: number, enabled = true) {
  return useQuery({ ...reportQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}

export function createReport(input: TCreateReportRequest) {
  return api.post<TReport>('/auth/reports', input);
}

export function updateReport({ id, input }: { id: number; input: TUpdateReportRequest }) {
  return api.put<TReport>(`/auth/reports/${id}`, input);
}

export const useCreateReport = invalidatingMutation(REPORT_CACHES, createReport);

export const useUpdateReport = invalidatingMutation(REPORT_CACHES, updateReport);

/** POST /api/auth/reports/html/check: the import rules alone, before saving. */
export function checkReportHtml(html: string) {
  return api.post<{ ok: true }>('/auth/reports/html/check', { html_content: html });
}

export const useDeleteReport = invalidatingMutation(REPORT_CACHES, (id: number) =>
  api.delete<unknown>(`/auth/reports/${id}`),
);

export const useSetReportHidden = invalidatingMutation(
  REPORT_CACHES,
  ({ id, hidden }: { id: number; hidden: boolean }) =>
    api.put<TReport>(`/auth/reports/${id}/hidden`, { hidden }),
);

export const useSetReportMaintenance = invalidatingMutation(
  REPORT_CACHES,
  ({ id, input }: { id: number; input: TReportMaintenanceRequest }) =>
    api.put<TReport>(`/auth/reports/${id}/maintenance`, input),
);

/**
 * PUT /api/auth/reports/:id/cover: the picture is the raw request body with its own content
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
  const response = await fetch(`/api/auth/reports/${id}/cover`, {
    method: 'PUT',
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
    queryFn: ({ signal }) => api.get<TReportAccessList>(`/auth/reports/${id}/access`, { signal }),
    enabled: id !== null,
  });
}

export const useSaveReportAccess = invalidatingMutation(
  REPORT_CACHES,
  ({ id, input }: { id: number; input: TSaveReportAccessRequest }) =>
    api.put<TReportAccessList>(`/auth/reports/${id}/access`, input),
);

export interface OperatorReportsFilters {
  partnerId?: number;
  companyId?: number;
  providerAccountId?: number;
}

/** GET /api/auth/reports/a2m: reports across the caller's units, with totals of what matches. */
export function useOperatorReports({
  page,
  search,
  companyId,
  partnerId,
  providerAccountId,
}: { page: number; search: string } & OperatorReportsFilters) {
  return useQuery(
    pagedQueryOptions<TPartnerReportPage>(
      ['reports', 'a2m', page, search.trim(), companyId, partnerId, providerAccountId],
      '/auth/reports/a2m',
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

/** GET /api/auth/reports/a2m/:id: one report of the operator's units, with its unit and partner. */
export function useOperatorReport(id: number) {
  return useQuery({
    queryKey: ['reports', 'a2m-one', id],
    queryFn: ({ signal }) => api.get<TPartnerReport>(`/auth/reports/a2m/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** GET /api/auth/reports/a2m/filters: the partners, units and accounts the filters offer. */
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
      api.get<TPartnerReportFilters>('/auth/reports/a2m/filters', {
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
    favorite
      ? api.post<{ favorite: boolean }>(`/auth/reports/${id}/favorite`)
      : api.delete<{ favorite: boolean }>(`/auth/reports/${id}/favorite`),
);

export function useFavoriteReports() {
  return useQuery({
    queryKey: ['reports', 'favorites'],
    queryFn: ({ signal }) => api.get<TReportCardList>('/auth/reports/favorites', { signal }),
  });
}

/* ----------------------------------------------------------------------------------------
 * Viewing
 * -------------------------------------------------------------------------------------- */

export function useReportExists(id: number) {
  return useQuery({
    queryKey: ['reports', 'exists', id],
    queryFn: () => api.post<TReportExistsResponse>('/auth/report_view/check/exist/report', { reportId: id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    // Going from a report to another, the viewer (and its frame) stays while the next is checked.
    placeholderData: keepPreviousData,
  });
}

export function useReportEditPermission(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'permission-edit', id],
    queryFn: () =>
      api.post<{ permission_edit: boolean }>('/auth/report_view/check/permission/edit/report', {
        reportId: id,
      }),
    enabled,
  });
}

export function useReportLastUpdate(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'last-update', id],
    queryFn: ({ signal }) =>
      api.get<TReportLastUpdateResponse>(`/auth/report_view/last-update/${id}`, { signal }),
    enabled,
    refetchInterval: 5 * 60_000,
  });
}

export function getUserReportFilters(id: number) {
  return api.get<TUserReportFiltersResponse>(`/auth/report_view/user-report-filters/${id}`);
}

export function saveUserReportFilters(input: TSaveUserReportFiltersRequest) {
  return api.post<unknown>('/auth/report_view/save/user-report-filters', input);
}

/** POST auth/log/report/page/view; failures are not the user's concern. */
export function logReportPageView(input: TLogReportPageViewRequest): Promise<void> {
  return api.post<unknown>('/auth/log/report/page/view', input).then(
    () => undefined,
    () => undefined,
  );
}
