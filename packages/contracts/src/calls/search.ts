import { route } from '../route-map';
import { ZSearchQuery, ZSearchResponse } from '../search';

/** The global search of a unit's member (the header's search box and Ctrl+K). */
export const searchRoutes = {
  search: route('GET /auth/search', {
    summary: 'Reports, report groups, playlists and (for admins) users of the unit matching a text',
    query: ZSearchQuery,
    response: ZSearchResponse,
  }),
} as const;
