import {
  type AnalyzeExport,
  DEFAULT_PAGE_SIZE,
  type TAnalyzeCapacity,
  type TAnalyzeOptions,
  type TAnalyzeReport,
  type TAnalyzeSummary,
  type TAnalyzeUnit,
  type TAnalyzeUser,
} from '@mirante/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile, pagedQueryOptions, type Query } from '../../../lib/api';

/** The period and the filters of the analyze screen; null is "all". */
export interface AnalyzeFilters {
  from: string;
  to: string;
  partnerId: number | null;
  companyId: number | null;
  reportId: number | null;
}

interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

function filterQuery(f: AnalyzeFilters): Query {
  return {
    from: f.from,
    to: f.to,
    partner_id: f.partnerId ?? undefined,
    company_id: f.companyId ?? undefined,
    report_id: f.reportId ?? undefined,
  };
}

const key = (f: AnalyzeFilters) => [f.from, f.to, f.partnerId, f.companyId, f.reportId];

/** GET /api/auth/analyze/options: the partners and units to filter by. */
export function useAnalyzeOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'options'],
      queryFn: ({ signal }) => api.get<TAnalyzeOptions>('/auth/analyze/options', { signal }),
    }),
  );
}

/** GET /api/auth/analyze/report-options: the reports of one unit. */
export function useAnalyzeReportOptions(companyId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'report-options', companyId],
      queryFn: ({ signal }) =>
        api.get<{ data: { id: number; title: string }[] }>('/auth/analyze/report-options', {
          query: { company_id: companyId ?? undefined },
          signal,
        }),
      enabled: companyId !== null,
    }),
  );
}

/** GET /api/auth/analyze/summary: totals, the day series and the seat counts. */
export function useAnalyzeSummary(f: AnalyzeFilters) {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'summary', ...key(f)],
      queryFn: ({ signal }) =>
        api.get<TAnalyzeSummary>('/auth/analyze/summary', { query: filterQuery(f), signal }),
    }),
  );
}

export function useAnalyzeUnits(f: AnalyzeFilters, page: number, search: string) {
  return useQuery(
    pagedQueryOptions<Page<TAnalyzeUnit>>(
      ['analyze', 'units', ...key(f), page, search],
      '/auth/analyze/units',
      {
        page,
        search,
        perPage: DEFAULT_PAGE_SIZE,
        ...filterQuery(f),
      },
    ),
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
    ...pagedQueryOptions<Page<TAnalyzeReport>>(
      ['analyze', 'reports', ...key(f), page, search, opened],
      '/auth/analyze/reports',
      { page, search, perPage: DEFAULT_PAGE_SIZE, opened, ...filterQuery(f) },
    ),
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
    ...pagedQueryOptions<Page<TAnalyzeUser>>(
      ['analyze', 'users', ...key(f), page, search, inactive],
      '/auth/analyze/users',
      { page, search, perPage: DEFAULT_PAGE_SIZE, inactive: inactive ?? undefined, ...filterQuery(f) },
    ),
    enabled,
  });
}

export function useAnalyzeCapacities(f: AnalyzeFilters) {
  return useQuery(
    queryOptions({
      queryKey: ['analyze', 'capacities', ...key(f)],
      queryFn: ({ signal }) =>
        api.get<{ data: TAnalyzeCapacity[] }>('/auth/analyze/capacities', { query: filterQuery(f), signal }),
    }),
  );
}

/** Downloads one list as CSV with the screen's filters (GET /api/auth/analyze/export/:kind). */
export function downloadAnalyzeCsv(kind: AnalyzeExport, f: AnalyzeFilters, extra: Query = {}): Promise<void> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filterQuery(f), ...extra })) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return downloadFile(`/api/auth/analyze/export/${kind}?${params}`, `analyze-${kind}-${f.from}-${f.to}.csv`);
}
