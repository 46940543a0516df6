import type {
  TCreateFaqEntryRequest,
  TFaqPage,
  TManagedFaqEntry,
  TManagedFaqPage,
  TMoveFaqEntryRequest,
  TOkResponse,
  TUpdateFaqEntryRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useCachedUser } from '../../../lib/storage';

const FAQ_KEY = ['faq'] as const;

/** GET /api/auth/faq (or the public /api/faq): the entries the caller reads, in the interface's language. */
export function useFaq({ page, search }: { page: number; search: string }) {
  // The server answers in the request's language: a new language is a new answer.
  const language = useLanguage();
  // A visitor without a session reads the public FAQ of the address they are on.
  const path = useCachedUser()?.token ? '/auth/faq' : '/faq';
  return useQuery(
    pagedQueryOptions<TFaqPage>([...FAQ_KEY, 'read', path, language, page, search.trim()], path, {
      page,
      search,
    }),
  );
}

/** GET /api/auth/faq/entries: the caller's own entries, with every language. */
export function useKeptFaq({ page, search }: { page: number; search: string }) {
  return useQuery(
    pagedQueryOptions<TManagedFaqPage>([...FAQ_KEY, 'kept', page, search.trim()], '/auth/faq/entries', {
      page,
      search,
    }),
  );
}

const stale = [FAQ_KEY];

export const useAddFaqEntry = invalidatingMutation(stale, (input: TCreateFaqEntryRequest) =>
  api.post<TManagedFaqEntry>('/auth/faq/entries', input),
);

export const useUpdateFaqEntry = invalidatingMutation(
  stale,
  ({ id, input }: { id: number; input: TUpdateFaqEntryRequest }) =>
    api.put<TManagedFaqEntry>(`/auth/faq/entries/${id}`, input),
);

export const useMoveFaqEntry = invalidatingMutation(
  stale,
  ({ id, direction }: { id: number } & TMoveFaqEntryRequest) =>
    api.post<TManagedFaqEntry>(`/auth/faq/entries/${id}/move`, { direction }),
);

export const useDeleteFaqEntry = invalidatingMutation(stale, (id: number) =>
  api.delete<TOkResponse>(`/auth/faq/entries/${id}`),
);
