import {
  type EmbedLinkState,
  embedLinkRoutes,
  type TCreateEmbedLinkRequest,
  type TEmbedLink,
  type TUpdateEmbedLinkRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';

export interface EmbedLinksQuery {
  /** One report's links; the whole unit's when absent. */
  reportId?: number;
  page: number;
  search: string;
  state: EmbedLinkState | null;
}

/** One page of the unit's links (to one report, or to any). */
export function embedLinksQueryOptions({ reportId, page, search, state }: EmbedLinksQuery) {
  return pagedRouteOptions(
    ['embed-links', 'list', reportId ?? null, page, search.trim(), state],
    embedLinkRoutes.list,
    { page, search, report_id: reportId, state },
  );
}

export function useEmbedLinks(query: EmbedLinksQuery) {
  return useQuery(embedLinksQueryOptions(query));
}

const stale = [['embed-links']];

export const useCreateEmbedLink = invalidatingMutation(stale, (input: TCreateEmbedLinkRequest) =>
  api.call(embedLinkRoutes.create, { body: input }),
);

export const useUpdateEmbedLink = invalidatingMutation(
  stale,
  ({ id, input }: { id: number; input: TUpdateEmbedLinkRequest }) =>
    api.call(embedLinkRoutes.update, { params: { id }, body: input }),
);

export const useRegenerateEmbedLinks = invalidatingMutation(stale, (ids: number[]) =>
  api.call(embedLinkRoutes.regenerate, { body: { ids } }),
);

export const useRevokeEmbedLinks = invalidatingMutation(stale, (ids: number[]) =>
  api.call(embedLinkRoutes.revoke, { body: { ids } }),
);

/** The full address of a link's page on this portal, to paste into the partner's frame. */
export function embedLinkUrl(link: Pick<TEmbedLink, 'path'>): string {
  return `${window.location.origin}${link.path}`;
}
