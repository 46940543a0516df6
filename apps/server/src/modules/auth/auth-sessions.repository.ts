import { and, desc, eq, gt, isNull, like, ne, sql } from 'drizzle-orm';
import type { Profile } from '@mirante/contracts';
import { companies, companyConfigs, memberships, sessions, users } from '../../db/schema/index';
import type { UnitId } from '../../platform/scope';
import { type Db, preparedQuery, type Tx } from '../../platform/db';
import { escapeLike } from '../../platform/sql';

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

/**
 * The session of a token hash with its account's state, the person's standing in the unit
 * of its membership (removed, pending, deactivated, status, the unit's trial) and the stored
 * settings of the session's unit as JSON text (null when it has none), or undefined. One query:
 * it runs on every authenticated call.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row;
}

const sessionByTokenHash = preparedQuery((db) =>
  db
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
      userDeactivatedAt: users.deactivatedAt,
      membershipStatus: memberships.status,
      membershipDeactivatedAt: memberships.deactivatedAt,
      membershipRemovedAt: memberships.deletedAt,
      membershipInvitedAt: memberships.invitedAt,
      membershipAcceptedAt: memberships.acceptedAt,
      membershipUnitId: memberships.companyId,
      trialEndsAt: companies.trialEndsAt,
      unitSettings: sql<string | null>`${companyConfigs.settings}::text`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(memberships, eq(memberships.id, sessions.membershipId))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(companyConfigs, eq(companyConfigs.companyId, sessions.companyId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user in one business unit (their standing there changed). */
export async function revokeUserSessionsInUnit(
  db: Db | Tx,
  userId: number,
  companyId: UnitId,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user (password reset, deactivation of the account). */
export async function revokeUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every open session on a business unit, partners' included (the unit was switched off). */
export async function revokeCompanySessions(db: Db | Tx, companyId: UnitId): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
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

/** Ends every open session of a user but one (the caller's, after a password change). */
export async function revokeOtherSessions(db: Db | Tx, userId: number, keepSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** Ends every open screen session of a playlist (the playlist is gone). */
export async function revokePlaylistSessions(db: Db | Tx, playlistId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.playlistId, playlistId), isNull(sessions.revokedAt)));
}

/**
 * Ends a playlist's open screen sessions whose user agent starts with `prefix` (a device's
 * marker): revoking one device signs out its screens and leaves the others running.
 */
export async function revokeSessionsByAgentPrefix(db: Db | Tx, playlistId: number, prefix: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.playlistId, playlistId),
        isNull(sessions.revokedAt),
        like(sessions.userAgent, `${escapeLike(prefix)}%`),
      ),
    );
}
