import { type AnalyzeExport, analyzeRoutes, DEFAULT_PAGE_SIZE, routeUrl } from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile, pagedRouteOptions, type Query } from '../../../lib/api';

/** The period and the filters of the analyze screen; null is "all". */
export interface AnalyzeFilters {
  from: string;
  to: string;
  partnerId: number | null;
  companyId: number | null;
  reportId: number | null;
}

function filterQuery(f: AnalyzeFilters) {
  return {
    from: f.from,
    to: f.to,
    partner_id: f.partnerId ?? undefined,
    company_id: f.companyId ?? undefined,
    report_id: f.reportId ?? undefined,
  };
}

const key = (f: AnalyzeFilters) => [f.from, f.to, f.partnerId, f.companyId, f.reportId];

/** The partners and units to filter by. */
export function useAnalyzeOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'options'],
      queryFn: ({ signal }) => api.call(analyzeRoutes.options, { signal }),
    }),
  );
}

/** The reports of one unit. */
export function useAnalyzeReportOptions(companyId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'report-options', companyId],
      queryFn: ({ signal }) =>
        api.call(analyzeRoutes.reportOptions, { query: { company_id: companyId ?? undefined }, signal }),
      enabled: companyId !== null,
    }),
  );
}

/** Totals, the day series and the seat counts. */
export function useAnalyzeSummary(f: AnalyzeFilters) {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'summary', ...key(f)],
      queryFn: ({ signal }) => api.call(analyzeRoutes.summary, { query: filterQuery(f), signal }),
    }),
  );
}

export function useAnalyzeUnits(f: AnalyzeFilters, page: number, search: string) {
  return useQuery(
    pagedRouteOptions(['analyze', 'units', ...key(f), page, search], analyzeRoutes.units, {
      page,
      search,
      perPage: DEFAULT_PAGE_SIZE,
      ...filterQuery(f),
    }),
  );
}

export function useAnalyzeReports(
  f: AnalyzeFilters,
  page: number,
  search: string,
  opened: 'all' | 'never',
  enabled: boolean,
) {
  return useQuery({
    ...pagedRouteOptions(['analyze', 'reports', ...key(f), page, search, opened], analyzeRoutes.reports, {
      page,
      search,
      perPage: DEFAULT_PAGE_SIZE,
      opened,
      ...filterQuery(f),
    }),
    enabled,
  });
}

export type InactiveFilter = '7' | '30' | '90' | 'never_signed_in';

export function useAnalyzeUsers(
  f: AnalyzeFilters,
  page: number,
  search: string,
  inactive: InactiveFilter | null,
  enabled: boolean,
) {
  return useQuery({
    ...pagedRouteOptions(['analyze', 'users', ...key(f), page, search, inactive], analyzeRoutes.users, {
      page,
      search,
      perPage: DEFAULT_PAGE_SIZE,
      inactive: inactive ?? undefined,
      ...filterQuery(f),
    }),
    enabled,
  });
}

export function useAnalyzeCapacities(f: AnalyzeFilters) {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'capacities', ...key(f)],
      queryFn: ({ signal }) => api.call(analyzeRoutes.capacities, { query: filterQuery(f), signal }),
    }),
  );
}

/** Downloads one list as CSV with the screen's filters. */
export function downloadAnalyzeCsv(kind: AnalyzeExport, f: AnalyzeFilters, extra: Query = {}): Promise<void> {
  const query: Query = {};
  for (const [name, value] of Object.entries({ ...filterQuery(f), ...extra })) {
    if (value !== undefined && value !== null && value !== '') query[name] = value;
  }
  return downloadFile(
    `/api${routeUrl(analyzeRoutes.export, { params: { kind }, query })}`,
    `analyze-${kind}-${f.from}-${f.to}.csv`,
  );
}
