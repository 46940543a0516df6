import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@mirante/contracts';
import { sessions, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

export interface NewSession {
  userId: number;
  membershipId: number;
  profile: Profile;
  companyId: number | null;
  partnerId: number | null;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  impersonatorUserId?: number | null;
  originSessionId?: number | null;
  playlistId?: number | null;
}

export async function insertSession(db: Db, input: NewSession): Promise<number> {
  const [row] = await db.insert(sessions).values(input).returning({ id: sessions.id });
  return row!.id;
}

/** The live session of a token hash with its user's standing, or undefined. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      profile: sessions.profile,
      companyId: sessions.companyId,
      partnerId: sessions.partnerId,
      impersonatorUserId: sessions.impersonatorUserId,
      originSessionId: sessions.originSessionId,
      playlistId: sessions.playlistId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userStatus: users.status,
      userDeactivatedAt: users.deactivatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user (password reset, deactivation). */
export async function revokeUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Swaps the token of a live session and extends it; the old token stops working at once. */
export async function rotateSessionToken(
  db: Db,
  id: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ tokenHash, expiresAt, lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** The user's open sessions (not revoked, not expired), the most recently active first. */
export function listOpenSessions(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      impersonatorUserId: sessions.impersonatorUserId,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/**
 * Ends one open session of the user; false when the user has no such session (another user's
 * id reads as unknown).
 */
export async function revokeUserSession(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Marks a live session as seen now (the heartbeat). */
export async function touchSession(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}
