import type {
  EmbedLinkState,
  TCreateEmbedLinkRequest,
  TEmbedLink,
  TEmbedLinkPage,
  TUpdateEmbedLinkRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface EmbedLinksQuery {
  /** One report's links; the whole unit's when absent. */
  reportId?: number;
  page: number;
  search: string;
  state: EmbedLinkState | null;
}

/** GET /api/auth/embed_links: one page of the unit's links (to one report, or to any). */
export function embedLinksQueryOptions({ reportId, page, search, state }: EmbedLinksQuery) {
  return pagedQueryOptions<TEmbedLinkPage>(
    ['embed-links', 'list', reportId ?? null, page, search.trim(), state],
    '/auth/embed_links',
    { page, search, report_id: reportId, state },
  );
}

export function useEmbedLinks(query: EmbedLinksQuery) {
  return useQuery(embedLinksQueryOptions(query));
}

const stale = [['embed-links']];

export const useCreateEmbedLink = invalidatingMutation(stale, (input: TCreateEmbedLinkRequest) =>
  api.post<TEmbedLink>('/auth/embed_links', input),
);

export const useUpdateEmbedLink = invalidatingMutation(
  stale,
  ({ id, input }: { id: number; input: TUpdateEmbedLinkRequest }) =>
    api.put<TEmbedLink>(`/auth/embed_links/${id}`, input),
);

export const useRegenerateEmbedLinks = invalidatingMutation(stale, (ids: number[]) =>
  api.post<{ count: number }>('/auth/embed_links/regenerate', { ids }),
);

export const useRevokeEmbedLinks = invalidatingMutation(stale, (ids: number[]) =>
  api.post<{ count: number }>('/auth/embed_links/revoke', { ids }),
);

/** The full address of a link's page on this portal, to paste into the partner's frame. */
export function embedLinkUrl(link: Pick<TEmbedLink, 'path'>): string {
  return `${window.location.origin}${link.path}`;
}
