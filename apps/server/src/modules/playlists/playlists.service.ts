import type { TPlaylistView } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { visibleReportIds } from '../reports/report-access';
import { findPlaylistRow, listItems } from './playlists.repository';

/**
 * The slides a caller gets for a playlist: its items whose report the caller may open, in
 * order, each with its time resolved (own seconds, else the playlist's). A TV session may open
 * only its own playlist; any other id is not found. No visible item leaves the slides empty,
 * which the view shows as 'No report in slideshow'.
 */
export async function playlistView(db: Db, scope: Scope, id: number): Promise<TPlaylistView> {
  if (scope.playlistId && scope.playlistId !== id) throw new AppError('not_found');
  const playlist = await findPlaylistRow(db, scope.companyId as number, id);
  const items = await listItems(db, id, await visibleReportIds(db, scope));
  return {
    id: playlist.id,
    name: playlist.name,
    slides: items.map((item) => ({
      report_id: item.report_id,
      title: item.report_title,
      kind: item.report_kind,
      seconds: item.seconds ?? playlist.updateSeconds,
      page_name: item.page_name,
    })),
  };
}
