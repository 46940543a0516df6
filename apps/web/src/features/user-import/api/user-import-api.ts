import {
  LANG_HEADER,
  routeUrl,
  type TImportReviewRequest,
  type TImportRowStatus,
  userImportRoutes,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, useInvalidatingMutation } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { getCachedUser } from '../../../lib/storage';

/** How often the wizard asks for the progress of a running import. */
export const IMPORT_POLL_MS = 700;
/** Rows per page of the review and results tables. */
export const IMPORT_ROWS_PER_PAGE = 20;

/** GET an import; while it runs it is asked again every IMPORT_POLL_MS. */
export function useUserImport(id: number | null, companyId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['user-import', id, companyId],
      queryFn: ({ signal }) =>
        api.call(userImportRoutes.get, {
          // Enabled only with an id.
          params: { id: id as number },
          query: { company_id: companyId },
          signal,
          background: true,
        }),
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
      api.call(userImportRoutes.rows, {
        params: { id: id as number },
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
      api.call(userImportRoutes.sourceUnits, { query: { company_id: companyId }, signal }),
    enabled,
  });
}

type Source = { kind: 'file'; file: File } | { kind: 'unit'; companyId: number };

/** Uploads a file (the body is the file itself) or starts from another unit's people. */
export function useStartImport(companyId: number | undefined) {
  return useMutation({
    mutationFn: (source: Source) =>
      source.kind === 'file'
        ? // The body is the file itself, not JSON: the declaration has none.
          api.upload(userImportRoutes.upload, {
            query: { company_id: companyId, file_name: source.file.name },
            body: source.file,
          })
        : api.call(userImportRoutes.fromUnit, {
            query: { company_id: companyId },
            body: { source_company_id: source.companyId },
          }),
  });
}

export function useReviewImport(companyId: number | undefined) {
  return useInvalidatingMutation(
    [['user-import']],
    ({ id, body }: { id: number; body: TImportReviewRequest }) =>
      api.call(userImportRoutes.review, { params: { id }, query: { company_id: companyId }, body }),
  );
}

/** Starts writing the rows; the users list is read again once the import is over (see the wizard). */
export function useRunImport(companyId: number | undefined) {
  return useInvalidatingMutation([['user-import']], (id: number) =>
    api.call(userImportRoutes.start, { params: { id }, query: { company_id: companyId } }),
  );
}

/**
 * Downloads the results CSV the server writes (formulas already quoted). The API client reads
 * JSON, so the file is fetched here with the session's token.
 */
export async function downloadResults(id: number, companyId: number | undefined): Promise<void> {
  const url = `/api${routeUrl(userImportRoutes.results, { params: { id }, query: { company_id: companyId } })}`;
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
