import type { Profile } from '@mirante/contracts';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { companies, memberships, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import type { MembershipStanding } from './identity-standing.service';

// Accounts and memberships as every way in and every admin screen reads them.

export async function findUserById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The account of an e-mail address, wherever it belongs: an address is one account across the
 * platform, so a unit adding someone must find them in other units too (read as the crossing
 * role).
 */
export async function findUserByEmail(db: Db | Tx, email: string) {
  const [row] = await crossingRead(db, (reader) =>
    reader.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).limit(1),
  );
  return row;
}

const membershipColumns = {
  id: memberships.id,
  profile: memberships.profile,
  companyId: memberships.companyId,
  partnerId: memberships.partnerId,
  status: memberships.status,
  deactivatedAt: memberships.deactivatedAt,
  trialEndsAt: companies.trialEndsAt,
};
export type Membership = {
  id: number;
  profile: Profile;
  companyId: number | null;
  partnerId: number | null;
};

/** Not waiting for the person to accept an invitation. */
export function isAccepted(): SQL {
  return or(isNull(memberships.invitedAt), isNotNull(memberships.acceptedAt))!;
}

/** A membership the person can use: not removed from the unit, not a pending invitation. */
export function isUsableMembership(): SQL {
  return and(isNull(memberships.deletedAt), isAccepted())!;
}

type MembershipRow = Membership & MembershipStanding;

function selectMemberships(db: Db | Tx) {
  return db
    .select(membershipColumns)
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId));
}

/** The user's usable membership in a business unit (with their standing there), if any. */
export async function findMembership(
  db: Db | Tx,
  userId: number,
  companyId: number,
): Promise<MembershipRow | undefined> {
  const [row] = await selectMemberships(db)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId), isUsableMembership()))
    .limit(1);
  return row;
}

/** One of the user's usable memberships by its id (a step token names the one it was issued for). */
export async function findMembershipOfUser(
  db: Db | Tx,
  userId: number,
  membershipId: number,
): Promise<MembershipRow | undefined> {
  const [row] = await selectMemberships(db)
    .where(and(eq(memberships.userId, userId), eq(memberships.id, membershipId), isUsableMembership()))
    .limit(1);
  return row;
}

/** A usable membership by id with the standing of its person there, for the last check of a way in. */
export async function findMembershipStanding(
  db: Db | Tx,
  membershipId: number,
): Promise<MembershipRow | undefined> {
  const [row] = await selectMemberships(db)
    .where(and(eq(memberships.id, membershipId), isUsableMembership()))
    .limit(1);
  return row;
}

/** The membership a sign-in lands on: the default one, else the oldest. */
export async function findLandingMembership(db: Db, userId: number): Promise<MembershipRow | undefined> {
  const [row] = await selectMemberships(db)
    .where(
      and(
        eq(memberships.userId, userId),
        isUsableMembership(),
        sql`(${companies.id} is null or ${companies.active})`,
      ),
    )
    .orderBy(desc(memberships.isDefault), asc(memberships.id))
    .limit(1);
  return row;
}

/** A unit of the partner that is not deleted, for a master working on it. */
export async function findPartnerUnit(db: Db, partnerId: number, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.partnerId, partnerId), isNull(companies.deletedAt)))
    .limit(1);
  return row;
}
