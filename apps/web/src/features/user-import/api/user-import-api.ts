import {
  LANG_HEADER,
  type TImportReviewRequest,
  type TImportRowPage,
  type TImportRowStatus,
  type TImportSourceUnit,
  type TUserImport,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, useInvalidatingMutation } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { getCachedUser } from '../../../lib/storage';

/** How often the wizard asks for the progress of a running import. */
export const IMPORT_POLL_MS = 700;
/** Rows per page of the review and results tables. */
export const IMPORT_ROWS_PER_PAGE = 20;

const base = '/auth/users/imports';

/** GET an import; while it runs it is asked again every IMPORT_POLL_MS. */
export function useUserImport(id: number | null, companyId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['user-import', id, companyId],
      queryFn: ({ signal }) =>
        api.get<TUserImport>(`${base}/${id}`, { query: { company_id: companyId }, signal, background: true }),
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
    }),
  );
}

export function useImportRows(
  id: number | null,
  companyId: number | undefined,
  opts: { page: number; status?: TImportRowStatus | undefined; enabled: boolean },
) {
  return useQuery({
    queryKey: ['user-import', id, companyId, 'rows', opts.page, opts.status ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<TImportRowPage>(`${base}/${id}/rows`, {
        query: {
          company_id: companyId,
          page: opts.page,
          per_page: IMPORT_ROWS_PER_PAGE,
          status: opts.status,
        },
        signal,
      }),
    enabled: id !== null && opts.enabled,
    placeholderData: keepPreviousData,
  });
}

/** Units of the same client people can be imported from (empty unless the unit allows it). */
export function useImportSourceUnits(companyId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['user-import', 'units', companyId],
    queryFn: ({ signal }) =>
      api.get<{ data: TImportSourceUnit[] }>(`${base}/units`, { query: { company_id: companyId }, signal }),
    enabled,
  });
}

type Source = { kind: 'file'; file: File } | { kind: 'unit'; companyId: number };

/** Uploads a file (the body is the file itself) or starts from another unit's people. */
export function useStartImport(companyId: number | undefined) {
  return useMutation({
    mutationFn: (source: Source) =>
      source.kind === 'file'
        ? api.post<TUserImport>(base, source.file, {
            query: { company_id: companyId, file_name: source.file.name },
          })
        : api.post<TUserImport>(
            `${base}/from-unit`,
            { source_company_id: source.companyId },
            { query: { company_id: companyId } },
          ),
  });
}

export function useReviewImport(companyId: number | undefined) {
  return useInvalidatingMutation(
    [['user-import']],
    ({ id, body }: { id: number; body: TImportReviewRequest }) =>
      api.post<TUserImport>(`${base}/${id}/review`, body, { query: { company_id: companyId } }),
  );
}

/** Starts writing the rows; the users list is read again once the import is over (see the wizard). */
export function useRunImport(companyId: number | undefined) {
  return useInvalidatingMutation([['user-import']], (id: number) =>
    api.post<TUserImport>(`${base}/${id}/start`, undefined, { query: { company_id: companyId } }),
  );
}

/**
 * Downloads the results CSV the server writes (formulas already quoted). The API client reads
 * JSON, so the file is fetched here with the session's token.
 */
export async function downloadResults(id: number, companyId: number | undefined): Promise<void> {
  const url = `/api${base}/${id}/results.csv${companyId ? `?company_id=${companyId}` : ''}`;
  const token = getCachedUser()?.token;
  const response = await fetch(url, {
    headers: { [LANG_HEADER]: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`results ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `import-${id}-results.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
