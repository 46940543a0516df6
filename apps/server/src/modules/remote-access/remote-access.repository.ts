import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UnitProfile } from '@mirante/contracts';
import { companies, memberships, partners, remoteAccessRequests, users } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';

/** How many answered or expired requests the admin's list shows beside the pending ones. */
export const RECENT_REQUESTS_LIMIT = 30;
/** Answered requests older than this drop out of the admin's list. */
const RECENT_WINDOW = sql`interval '30 days'`;

/**
 * The user a request is addressed to when an admin asks to act as one of the unit's users, or
 * null for a partner's request to the unit's admins.
 */
export const requestTargetUserId = remoteAccessRequests.targetUserId;

/** Requests for the unit's admins (no target user), or those addressed to one user. */
function addressedTo(targetUserId: number | null): SQL {
  return targetUserId === null
    ? sql`${requestTargetUserId} is null`
    : sql`${requestTargetUserId} = ${targetUserId}`;
}

export type RemoteAccessRow = typeof remoteAccessRequests.$inferSelect;

export async function insertRemoteAccessRequest(
  db: Db | Tx,
  input: {
    requesterUserId: number;
    requesterSessionId: number;
    companyId: UnitId;
    targetProfile: UnitProfile;
    targetUserId: number | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(remoteAccessRequests)
    .values({ ...input, status: 'pending' })
    .returning({ id: remoteAccessRequests.id });
  return row!.id;
}

const decider = alias(users, 'decider');

/**
 * Who asks: partners ask the unit's admins to enter (no target user); a request addressed to a
 * user comes from one of the unit's administrators, unless the requester is a partner's user
 * acting as administrator (no admin membership of their own in the unit).
 */
const requestedBy = sql<'partner' | 'admin'>`case
  when ${requestTargetUserId} is not null and exists (
    select 1 from ${memberships}
    where ${memberships.userId} = ${remoteAccessRequests.requesterUserId}
      and ${memberships.companyId} = ${remoteAccessRequests.companyId}
      and ${memberships.profile} = 'admin'
      and ${memberships.deletedAt} is null)
  then 'admin' else 'partner' end`;

/**
 * A unit's requests for its admins: live pending ones first, then the recent others, newest
 * first. A pending request past its end reads as expired.
 */
export function listCompanyRemoteAccessRequests(db: Db, companyId: UnitId, targetUserId: number | null) {
  const effectiveStatus = sql<RemoteAccessRow['status']>`case
    when ${remoteAccessRequests.status} = 'pending' and ${remoteAccessRequests.expiresAt} <= now() then 'expired'
    else ${remoteAccessRequests.status} end`;
  return db
    .select({
      id: remoteAccessRequests.id,
      status: effectiveStatus,
      targetProfile: remoteAccessRequests.targetProfile,
      reason: remoteAccessRequests.reason,
      decidedAt: remoteAccessRequests.decidedAt,
      createdAt: remoteAccessRequests.createdAt,
      expiresAt: remoteAccessRequests.expiresAt,
      requesterId: users.id,
      requesterName: users.name,
      requesterEmail: users.email,
      requestedBy,
      partnerId: partners.id,
      partnerName: partners.name,
      deciderId: decider.id,
      deciderName: decider.name,
    })
    .from(remoteAccessRequests)
    .innerJoin(users, eq(users.id, remoteAccessRequests.requesterUserId))
    .innerJoin(companies, eq(companies.id, remoteAccessRequests.companyId))
    .innerJoin(partners, eq(partners.id, companies.partnerId))
    .leftJoin(decider, eq(decider.id, remoteAccessRequests.decidedByUserId))
    .where(
      and(
        eq(remoteAccessRequests.companyId, companyId),
        addressedTo(targetUserId),
        gt(remoteAccessRequests.createdAt, sql`now() - ${RECENT_WINDOW}`),
      ),
    )
    .orderBy(
      desc(sql`(${remoteAccessRequests.status} = 'pending' and ${remoteAccessRequests.expiresAt} > now())`),
      desc(remoteAccessRequests.createdAt),
      desc(remoteAccessRequests.id),
    )
    .limit(RECENT_REQUESTS_LIMIT);
}

/**
 * A request of the unit by id addressed to the admins (`targetUserId` null) or to that user;
 * another unit's, or one addressed to someone else, is not found.
 */
export async function findCompanyRemoteAccessRequest(
  db: Db | Tx,
  companyId: UnitId,
  id: number,
  targetUserId: number | null,
) {
  const [row] = await db
    .select()
    .from(remoteAccessRequests)
    .where(
      and(
        eq(remoteAccessRequests.id, id),
        eq(remoteAccessRequests.companyId, companyId),
        addressedTo(targetUserId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Answers a live pending request atomically: of two admins answering at once only one wins.
 * Returns the updated row, or undefined when it was not pending or has expired.
 */
export async function decideRemoteAccessRequest(
  db: Db | Tx,
  input: {
    companyId: UnitId;
    id: number;
    status: 'authorized' | 'refused';
    reason: string | null;
    decidedByUserId: number;
  },
) {
  const [row] = await db
    .update(remoteAccessRequests)
    .set({
      status: input.status,
      reason: input.reason,
      decidedByUserId: input.decidedByUserId,
      decidedAt: sql`now()`,
    })
    .where(
      and(
        eq(remoteAccessRequests.id, input.id),
        eq(remoteAccessRequests.companyId, input.companyId),
        eq(remoteAccessRequests.status, 'pending'),
        gt(remoteAccessRequests.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Marks a pending request whose time is up as expired. */
export async function expireRemoteAccessRequest(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(remoteAccessRequests)
    .set({ status: 'expired' })
    .where(and(eq(remoteAccessRequests.id, id), eq(remoteAccessRequests.status, 'pending')));
}

/** The requester's own request by its token hash, with the unit's name; anyone else's is not found. */
export async function findOwnRemoteAccessRequest(db: Db, requesterUserId: number, tokenHash: string) {
  const [row] = await db
    .select({
      request: remoteAccessRequests,
      companyName: companies.name,
      targetUserId: requestTargetUserId,
    })
    .from(remoteAccessRequests)
    .innerJoin(companies, eq(companies.id, remoteAccessRequests.companyId))
    .where(
      and(
        eq(remoteAccessRequests.tokenHash, tokenHash),
        eq(remoteAccessRequests.requesterUserId, requesterUserId),
      ),
    )
    .limit(1);
  return row;
}

/** Ends the requester's earlier pending requests for the unit: a new request replaces them. */
export async function supersedePendingRequests(db: Db | Tx, requesterUserId: number, companyId: UnitId) {
  await db
    .update(remoteAccessRequests)
    .set({ status: 'expired' })
    .where(
      and(
        eq(remoteAccessRequests.requesterUserId, requesterUserId),
        eq(remoteAccessRequests.companyId, companyId),
        eq(remoteAccessRequests.status, 'pending'),
      ),
    );
}
