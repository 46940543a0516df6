import { and, desc, eq, sql } from 'drizzle-orm';
import { playlistDevices, playlists } from '../../db/schema/index';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';

export type DeviceRow = typeof playlistDevices.$inferSelect;

export function listDeviceRows(db: Db, companyId: UnitId, playlistId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(playlistDevices)
    .where(and(eq(playlistDevices.companyId, companyId), eq(playlistDevices.playlistId, playlistId)))
    .orderBy(desc(playlistDevices.createdAt), desc(playlistDevices.id));
}

export async function insertDevice(
  db: Db,
  values: { playlistId: number; companyId: UnitId; name: string; tokenHash: string; userId: number },
): Promise<DeviceRow> {
  const [row] = await db.insert(playlistDevices).values(values).returning();
  return row!;
}

/** Marks a device of the unit's playlist revoked (keeping the first date); undefined when none. */
export async function revokeDeviceRow(tx: Tx, companyId: UnitId, playlistId: number, deviceId: number) {
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
  return row;
}

/** The device a token was issued for, and whether its playlist was deleted. */
export async function findDeviceByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ device: playlistDevices, playlistDeleted: playlists.deletedAt })
    .from(playlistDevices)
    .innerJoin(playlists, eq(playlists.id, playlistDevices.playlistId))
    .where(eq(playlistDevices.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchDevice(db: Db, deviceId: number): Promise<void> {
  await db.update(playlistDevices).set({ lastSeenAt: sql`now()` }).where(eq(playlistDevices.id, deviceId));
}
