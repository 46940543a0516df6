import type {
  TCreatePlaylistDeviceResponse,
  TPageQuery,
  TPlaylist,
  TPlaylistDevice,
  TPlaylistPage,
  TPlaylistView,
} from '@mirante/contracts';
import { recordAudit, successBy } from '../../platform/audit';
import type { CallContext } from '../../platform/call-context';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { type Scope, unitOf } from '../../platform/scope';
import { revokePlaylistSessions } from '../auth';
import { visibleReportIds } from '../reports';
import { isInMaintenance } from '../reports';
import { createDevice, listDevices, revokeDevice } from './playlists-devices.service';
import { playlistPolicy } from './playlists.policy';
import {
  createPlaylist,
  deletePlaylist,
  findPlaylist,
  findPlaylistRow,
  listItems,
  listPlaylists,
  type PlaylistInput,
  updatePlaylist,
} from './playlists.repository';

/** What the playlist screen's calls work with: the request's handle and the caller. */
type PlaylistCall = Pick<CallContext, 'db' | 'scope'>;

function auditPlaylist(tx: Tx, scope: Scope, event: string, id: number, details: Record<string, unknown>) {
  return recordAudit(tx, { ...successBy(scope), event, details: { playlist_id: id, ...details } });
}

/**
 * The playlists the caller may watch: every playlist of the unit for its admins; for a user,
 * those with at least one report the user can open, counting only those reports.
 */
export async function listPlaylistsFor({
  db,
  scope,
  query,
}: PlaylistCall & { query: TPageQuery }): Promise<TPlaylistPage> {
  const isManager = playlistPolicy.manage(scope);
  const visible = isManager ? null : await visibleReportIds(db, scope);
  const page = await listPlaylists(db, unitOf(scope), query, visible, !isManager);
  return { ...page, policies: { manage: isManager } };
}

/** One playlist of the unit with its items, for its admin. */
export function getPlaylist({ db, scope, id }: PlaylistCall & { id: number }): Promise<TPlaylist> {
  return findPlaylist(db, unitOf(scope), id);
}

export function addPlaylist({
  db,
  scope,
  input,
}: PlaylistCall & { input: PlaylistInput }): Promise<TPlaylist> {
  return db.transaction(async (tx) => {
    const playlist = await createPlaylist(tx, unitOf(scope), scope.userId, input);
    await auditPlaylist(tx, scope, 'playlist.created', playlist.id, { name: playlist.name });
    return playlist;
  });
}

export function editPlaylist({
  db,
  scope,
  id,
  input,
}: PlaylistCall & { id: number; input: PlaylistInput }): Promise<TPlaylist> {
  return db.transaction(async (tx) => {
    const playlist = await updatePlaylist(tx, unitOf(scope), id, input);
    await auditPlaylist(tx, scope, 'playlist.updated', playlist.id, { name: playlist.name });
    return playlist;
  });
}

/** Deletes a playlist: its devices are revoked and its screens signed out. */
export async function removePlaylist({ db, scope, id }: PlaylistCall & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await deletePlaylist(tx, unitOf(scope), id);
    // Its screens are signed out at once.
    await revokePlaylistSessions(tx, id);
    await auditPlaylist(tx, scope, 'playlist.deleted', id, {});
  });
}

/** The TV devices of one of the unit's playlists. */
export function listPlaylistDevices({ db, scope, playlistId }: PlaylistCall & { playlistId: number }) {
  return listDevices(db, unitOf(scope), playlistId);
}

/** A TV device link for the playlist; the link is in this answer only. */
export function addPlaylistDevice({
  db,
  scope,
  playlistId,
  name,
}: PlaylistCall & { playlistId: number; name: string }): Promise<TCreatePlaylistDeviceResponse> {
  return db.transaction(async (tx) => {
    const created = await createDevice({
      db: tx,
      companyId: unitOf(scope),
      userId: scope.userId,
      playlistId,
      name,
    });
    await auditPlaylist(tx, scope, 'playlist.device_created', playlistId, { device_id: created.device.id });
    return created;
  });
}

/** Revokes a TV device; its screens are signed out. */
export function revokePlaylistDevice({
  db,
  scope,
  playlistId,
  deviceId,
}: PlaylistCall & { playlistId: number; deviceId: number }): Promise<TPlaylistDevice> {
  return db.transaction(async (tx) => {
    const device = await revokeDevice(tx, unitOf(scope), playlistId, deviceId);
    await auditPlaylist(tx, scope, 'playlist.device_revoked', playlistId, { device_id: device.id });
    return device;
  });
}

/**
 * The slides a caller gets for a playlist: its items whose report the caller may open, in
 * order, each with its time resolved (own seconds, else the playlist's) and whether its report is
 * under maintenance (the slide then shows the message, for admins too). A TV session may open
 * only its own playlist; any other id is not found. No visible item leaves the slides empty,
 * which the view shows as 'No report in slideshow'.
 */
export async function playlistView(db: Db, scope: Scope, id: number): Promise<TPlaylistView> {
  if (scope.playlistId && scope.playlistId !== id) throw new AppError('not_found');
  const playlist = await findPlaylistRow(db, scope.companyId!, id);
  const items = await listItems(db, scope.companyId!, id, await visibleReportIds(db, scope));
  return {
    id: playlist.id,
    name: playlist.name,
    slides: items.map((item) => ({
      report_id: item.report_id,
      title: item.report_title,
      kind: item.report_kind,
      seconds: item.seconds ?? playlist.updateSeconds,
      page_name: item.page_name,
      in_maintenance: isInMaintenance(item.maintenance),
      maintenance_message: item.maintenance.message,
    })),
  };
}
