import {
  playlistViewPath,
  type TCreatePlaylistDeviceResponse,
  type TLoginResponse,
  type TPlaylistDevice,
} from '@mirante/contracts';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { playlistDevices, playlists, sessions } from '../../db/schema';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { assertUserMayEnter, type ClientInfo, companyPolicy, presentSessionUser } from '../auth/auth.service';
import { insertSession } from '../auth/sessions.repository';
import { findMembership, findUserById } from '../users/users.repository';
import { findPlaylistRow } from './playlists.repository';

const HOUR_MS = 3_600_000;

/**
 * A screen's sessions carry their device in the user agent column (the sessions table has no
 * device column), so that revoking one device ends its screens and leaves the others running.
 */
function deviceMarker(deviceId: number): string {
  return `mirante-tv:${deviceId} `;
}

function present(row: typeof playlistDevices.$inferSelect): TPlaylistDevice {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listDevices(db: Db, companyId: number, playlistId: number) {
  await findPlaylistRow(db, companyId, playlistId);
  const rows = await db
    .select()
    .from(playlistDevices)
    .where(and(eq(playlistDevices.companyId, companyId), eq(playlistDevices.playlistId, playlistId)))
    .orderBy(desc(playlistDevices.createdAt), desc(playlistDevices.id));
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
  companyId: number;
  userId: number;
  playlistId: number;
  name: string;
}): Promise<TCreatePlaylistDeviceResponse> {
  await findPlaylistRow(db, companyId, playlistId);
  const token = newToken();
  const [row] = await db
    .insert(playlistDevices)
    .values({ playlistId, companyId, name, tokenHash: sha256(token), userId })
    .returning();
  return { device: present(row!), token, path: `/auth/playlist/${token}` };
}

/** Revokes a device link and signs its screens out. */
export async function revokeDevice(db: Db, companyId: number, playlistId: number, deviceId: number) {
  await findPlaylistRow(db, companyId, playlistId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(playlistDevices)
      .set({ revokedAt: sql`coalesce(${playlistDevices.revokedAt}, now())` })
      .where(
        and(
          eq(playlistDevices.id, deviceId),
          eq(playlistDevices.companyId, companyId),
          eq(playlistDevices.playlistId, playlistId),
        ),
      )
      .returning();
    if (!row) throw new AppError('not_found');
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.playlistId, playlistId),
          isNull(sessions.revokedAt),
          like(sessions.userAgent, `${deviceMarker(deviceId)}%`),
        ),
      );
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
  const [device] = await db
    .select({ device: playlistDevices, playlistDeleted: playlists.deletedAt })
    .from(playlistDevices)
    .innerJoin(playlists, eq(playlists.id, playlistDevices.playlistId))
    .where(eq(playlistDevices.tokenHash, sha256(token)))
    .limit(1);
  if (!device || device.device.revokedAt || device.playlistDeleted) throw new AppError('unauthorized');
  const { companyId, userId, playlistId } = device.device;
  const user = await findUserById(db, userId);
  const membership = user ? await findMembership(db, userId, companyId) : undefined;
  if (!user || !membership) throw new AppError('unauthorized');
  assertUserMayEnter(user);
  const config = await companyPolicy(db, companyId, client.ip);

  const sessionToken = newToken();
  const expiresAt = new Date(Date.now() + config.login_timeout * HOUR_MS);
  const scope = { companyId, partnerId: null, profile: membership.profile };
  const sessionId = await insertSession(db, {
    userId,
    membershipId: membership.id,
    ...scope,
    playlistId,
    tokenHash: sha256(sessionToken),
    expiresAt,
    ip: client.ip,
    userAgent: `${deviceMarker(device.device.id)}${client.userAgent ?? ''}`.slice(0, 512),
  });
  await db
    .update(playlistDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(playlistDevices.id, device.device.id));
  await recordAudit(db, {
    event: 'login_playlist',
    outcome: 'success',
    userId,
    companyId,
    ip: client.ip,
    userAgent: client.userAgent,
    details: { session_id: sessionId, playlist_id: playlistId, device_id: device.device.id },
  });
  return {
    status: 'success',
    token: sessionToken,
    expires_at: expiresAt.toISOString(),
    user: presentSessionUser(user, scope),
    data: { intended: playlistViewPath(playlistId) },
  };
}
