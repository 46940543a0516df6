import {
  faqRoutes,
  type TCreateFaqEntryRequest,
  type TMoveFaqEntryRequest,
  type TUpdateFaqEntryRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useCachedUser } from '../../../lib/storage';

const FAQ_KEY = ['faq'] as const;

/** The entries the caller reads (a visitor the public FAQ), in the interface's language. */
export function useFaq({ page, search }: { page: number; search: string }) {
  // The server answers in the request's language: a new language is a new answer.
  const language = useLanguage();
  // A visitor without a session reads the public FAQ of the address they are on.
  const def = useCachedUser()?.token ? faqRoutes.read : faqRoutes.readPublic;
  return useQuery(
    pagedRouteOptions([...FAQ_KEY, 'read', def.path, language, page, search.trim()], def, {
      page,
      search,
    }),
  );
}

/** The caller's own entries, with every language. */
export function useKeptFaq({ page, search }: { page: number; search: string }) {
  return useQuery(
    pagedRouteOptions([...FAQ_KEY, 'kept', page, search.trim()], faqRoutes.listKept, {
      page,
      search,
    }),
  );
}

const stale = [FAQ_KEY];

export const useAddFaqEntry = invalidatingMutation(stale, (input: TCreateFaqEntryRequest) =>
  api.call(faqRoutes.create, { body: input }),
);

export const useUpdateFaqEntry = invalidatingMutation(
  stale,
  ({ id, input }: { id: number; input: TUpdateFaqEntryRequest }) =>
    api.call(faqRoutes.update, { params: { id }, body: input }),
);

export const useMoveFaqEntry = invalidatingMutation(
  stale,
  ({ id, direction }: { id: number } & TMoveFaqEntryRequest) =>
    api.call(faqRoutes.move, { params: { id }, body: { direction } }),
);

export const useDeleteFaqEntry = invalidatingMutation(stale, (id: number) =>
  api.call(faqRoutes.remove, { params: { id } }),
);
