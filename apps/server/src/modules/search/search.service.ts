import {
  foldSearchText,
  reportViewPath,
  type TSearchGroup,
  type TSearchHit,
  type TSearchQuery,
  type TSearchResponse,
} from '@mirante/contracts';
import type { CallContext } from '../../platform/call-context';
import { unitOf } from '../../platform/scope';
import { playlistPolicy } from '../playlists';
import { listedCondition, reportPolicy, visibilityCondition } from '../reports';
import { unitUserPolicy } from '../users';
import { searchPlaylists, searchReportGroups, searchReports, searchUnitUsers } from './search.repository';

type SearchCall = Pick<CallContext, 'db' | 'scope'>;

type HitOf = Omit<TSearchHit, 'favorite' | 'viewed_at'> & Partial<Pick<TSearchHit, 'favorite' | 'viewed_at'>>;

function hit(found: HitOf): TSearchHit {
  return { favorite: false, viewed_at: null, ...found };
}

/**
 * What the caller may open in their unit whose name holds the text, grouped by kind: reports
 * (favorites and recently opened first), report groups, playlists and, for those who manage the
 * unit's users, its people. Each area's own rules decide what the caller may see.
 */
export async function searchUnit({
  db,
  scope,
  query,
}: SearchCall & { query: TSearchQuery }): Promise<TSearchResponse> {
  const unit = unitOf(scope);
  const term = foldSearchText(query.q);
  const { limit } = query;
  const visible = await visibilityCondition(db, scope);
  const reportsOn = { visible, listed: listedCondition(scope) };
  const [reportRows, groupRows, playlistRows, userRows] = await Promise.all([
    searchReports(db, scope, term, limit, reportsOn),
    searchReportGroups(db, unit, term, limit, reportPolicy.manage(scope) ? null : reportsOn),
    searchPlaylists(db, unit, term, limit, playlistPolicy.manage(scope) ? null : visible),
    unitUserPolicy.manage(scope) ? searchUnitUsers(db, unit, term, limit) : Promise.resolve([]),
  ]);

  const groups: TSearchGroup[] = [
    {
      kind: 'report',
      results: reportRows.map((row) =>
        hit({
          kind: 'report',
          id: row.id,
          title: row.title,
          subtitle: [row.groupName, row.subgroupName].filter(Boolean).join(' › ') || null,
          path: row.kind === 'external' ? `/${row.id}/reports/external` : reportViewPath(row.id),
          favorite: row.favorite,
          viewed_at: row.viewedAt?.toISOString() ?? null,
        }),
      ),
    },
    {
      kind: 'report_group',
      results: groupRows.map((row) =>
        hit({
          kind: 'report_group',
          id: row.id,
          title: row.name,
          subtitle: row.parentName,
          path: row.parentId === null ? `/${row.id}/reports` : `/${row.parentId}/reports?subgroup=${row.id}`,
        }),
      ),
    },
    {
      kind: 'playlist',
      results: playlistRows.map((row) =>
        hit({
          kind: 'playlist',
          id: row.id,
          title: row.name,
          subtitle: null,
          path: `/${row.id}/playlist/view`,
        }),
      ),
    },
    {
      kind: 'user',
      results: userRows.map((row) =>
        hit({ kind: 'user', id: row.id, title: row.name, subtitle: row.email, path: '/user' }),
      ),
    },
  ];
  return { q: query.q, groups: groups.filter((group) => group.results.length > 0) };
}
