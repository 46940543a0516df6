import {
  playlistViewPath,
  type TCreatePlaylistDeviceResponse,
  type TLoginResponse,
  type TPlaylistDevice,
} from '@mirante/contracts';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { assertUserMayEnter, companyPolicy, presentSessionUser } from '../auth';
import type { ClientInfo } from '../../platform/request';
import { insertSession, revokeSessionsByAgentPrefix } from '../auth';
import { findMembership, findUserById } from '../identity';
import {
  type DeviceRow,
  findDeviceByTokenHash,
  insertDevice,
  listDeviceRows,
  revokeDeviceRow,
  touchDevice,
} from './playlists-devices.repository';
import { findPlaylistRow } from './playlists.repository';
import { type UnitId, unitOfRow } from '../../platform/scope';

const HOUR_MS = 3_600_000;

/**
 * A screen's sessions carry their device in the user agent column (the sessions table has no
 * device column), so that revoking one device ends its screens and leaves the others running.
 */
function deviceMarker(deviceId: number): string {
  return `mirante-tv:${deviceId} `;
}

function present(row: DeviceRow): TPlaylistDevice {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listDevices(db: Db, companyId: UnitId, playlistId: number) {
  await findPlaylistRow(db, companyId, playlistId);
  const rows = await listDeviceRows(db, companyId, playlistId);
  return { data: rows.map(present) };
}

/** A device link for a playlist; the token is returned once and only its hash is kept. */
export async function createDevice({
  db,
  companyId,
  userId,
  playlistId,
  name,
}: {
  db: Db;
  companyId: UnitId;
  userId: number;
  playlistId: number;
  name: string;
}): Promise<TCreatePlaylistDeviceResponse> {
  await findPlaylistRow(db, companyId, playlistId);
  const token = newToken();
  const row = await insertDevice(db, { playlistId, companyId, name, tokenHash: sha256(token), userId });
  return { device: present(row), token, path: `/auth/playlist/${token}` };
}

/** Revokes a device link and signs its screens out. */
export async function revokeDevice(db: Db, companyId: UnitId, playlistId: number, deviceId: number) {
  await findPlaylistRow(db, companyId, playlistId);
  return db.transaction(async (tx) => {
    const row = await revokeDeviceRow(tx, companyId, playlistId, deviceId);
    if (!row) throw new AppError('not_found');
    await revokeSessionsByAgentPrefix(tx, playlistId, deviceMarker(deviceId));
    return present(row);
  });
}

/**
 * Signs a screen in with a device token: a session restricted to the device's playlist, as the
 * user who created the device, for the unit's login_timeout. The unit's address and hour rules
 * apply as for any sign-in.
 */
export async function playlistLogin({
  db,
  token,
  client,
}: {
  db: Db;
  token: string;
  client: Pick<ClientInfo, 'ip' | 'userAgent'>;
}): Promise<TLoginResponse> {
  const device = await findDeviceByTokenHash(db, sha256(token));
  if (!device || device.device.revokedAt || device.playlistDeleted) throw new AppError('unauthorized');
  const { companyId, userId, playlistId } = device.device;
  const user = await findUserById(db, userId);
  const membership = user ? await findMembership(db, userId, companyId) : undefined;
  if (!user || !membership) throw new AppError('unauthorized');
  assertUserMayEnter(user);
  const config = await companyPolicy(db, unitOfRow(device.device), client.ip);

  const sessionToken = newToken();
  const expiresAt = new Date(Date.now() + config.login_timeout * HOUR_MS);
  const scope = { companyId, partnerId: null, profile: membership.profile, playlistId };
  await db.transaction(async (tx) => {
    const sessionId = await insertSession(tx, {
      userId,
      membershipId: membership.id,
      ...scope,
      tokenHash: sha256(sessionToken),
      expiresAt,
      ip: client.ip,
      userAgent: `${deviceMarker(device.device.id)}${client.userAgent ?? ''}`.slice(0, 512),
    });
    await touchDevice(tx, device.device.id);
    await recordAudit(tx, {
      event: 'login_playlist',
      outcome: 'success',
      userId,
      companyId,
      ip: client.ip,
      userAgent: client.userAgent,
      details: { session_id: sessionId, playlist_id: playlistId, device_id: device.device.id },
    });
  });
  return {
    status: 'success',
    token: sessionToken,
    expires_at: expiresAt.toISOString(),
    user: presentSessionUser(user, scope),
    data: { intended: playlistViewPath(playlistId) },
  };
}
