import { and, eq } from 'drizzle-orm';
import { memberships, sessions } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import type { Membership } from '../identity';

/** One of the user's own memberships by id (another user's is simply not found). */
export async function findOwnMembership(
  db: Db | Tx,
  userId: number,
  membershipId: number,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      id: memberships.id,
      profile: memberships.profile,
      companyId: memberships.companyId,
      partnerId: memberships.partnerId,
    })
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

/** A session row with what a switch needs: its owner, membership, scope and liveness. */
export async function findSessionById(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      membershipId: sessions.membershipId,
      profile: sessions.profile,
      companyId: sessions.companyId,
      partnerId: sessions.partnerId,
      impersonatorUserId: sessions.impersonatorUserId,
      originSessionId: sessions.originSessionId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return row;
}

/** Whether a session row can still be used: not revoked and not past its end. */
export function isLiveSession(row: { revokedAt: Date | null; expiresAt: Date } | undefined): boolean {
  return Boolean(row && !row.revokedAt && row.expiresAt.getTime() > Date.now());
}
