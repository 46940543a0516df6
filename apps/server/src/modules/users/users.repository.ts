import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@mirante/contracts';
import { companies, memberships, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';

export async function findUserById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

export async function insertUser(
  tx: Tx,
  input: { name: string; email: string; passwordHash: string; language?: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...input, email: input.email.trim(), passwordChangedAt: new Date() })
    .returning();
  return row!;
}

export async function insertMembership(
  tx: Tx,
  input: { userId: number; profile: Profile; companyId?: number; partnerId?: number; isDefault: boolean },
) {
  const [row] = await tx.insert(memberships).values(input).returning();
  return row!;
}

const membershipColumns = {
  id: memberships.id,
  profile: memberships.profile,
  companyId: memberships.companyId,
  partnerId: memberships.partnerId,
};
export type Membership = {
  id: number;
  profile: Profile;
  companyId: number | null;
  partnerId: number | null;
};

/** The user's membership in a business unit, if any. */
export async function findMembership(
  db: Db | Tx,
  userId: number,
  companyId: number,
): Promise<Membership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** One of the user's memberships by its id (a step token names the one it was issued for). */
export async function findMembershipOfUser(
  db: Db | Tx,
  userId: number,
  membershipId: number,
): Promise<Membership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), eq(memberships.id, membershipId), isNull(memberships.deletedAt)),
    )
    .limit(1);
  return row;
}

/** The membership a sign-in lands on: the default one, else the oldest. */
export async function findLandingMembership(db: Db, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, userId),
        isNull(memberships.deletedAt),
        sql`(${companies.id} is null or ${companies.active})`,
      ),
    )
    .orderBy(desc(memberships.isDefault), asc(memberships.id))
    .limit(1);
  return row;
}

/**
 * Seats in use in a unit: memberships not removed whose account is not deactivated. Inside a
 * transaction pass `lock` to hold the company row (SELECT ... FOR UPDATE) so two concurrent adds
 * cannot both take the last seat.
 */
export async function countCompanyMembers(db: Db | Tx, companyId: number, lock = false): Promise<number> {
  if (lock) await db.execute(sql`select id from companies where id = ${companyId} for update`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.companyId, companyId), isNull(memberships.deletedAt), isNull(users.deactivatedAt)),
    );
  return row?.n ?? 0;
}

/** Throws user_limit_reached when the unit has no free seat (user_limit plus bonus_users). */
export async function assertSeatAvailable(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
  const [company] = await tx
    .select({ userLimit: companies.userLimit, bonusUsers: companies.bonusUsers })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.userLimit === null) return;
  if ((await countCompanyMembers(tx, companyId)) >= company.userLimit + company.bonusUsers) {
    throw new AppError('user_limit_reached');
  }
}

export async function updatePassword(db: Db | Tx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    // A new password always satisfies a pending forced change.
    .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Takes an account out of use, or puts it back. */
export async function setUserDeactivated(db: Db | Tx, userId: number, deactivated: boolean): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt: deactivated ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
