import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@mirante/contracts';
import { companies, memberships, users } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import { AppError } from '../../platform/errors';
import { writePasswordHash } from '../../platform/secrets';
import type { MembershipStanding } from '../identity';

export type { MembershipStanding };

/**
 * A new account with its password. Written as the crossing role: under a unit's reach the account
 * is not visible until its membership exists, which comes next.
 */
export async function insertUser(
  tx: Tx,
  input: { name: string; email: string; passwordHash: string; language?: string },
) {
  const { passwordHash, ...account } = input;
  const row = await crossingRead(tx, async (c) => {
    const [inserted] = await c
      .insert(users)
      .values({ ...account, email: input.email.trim(), passwordChangedAt: new Date() })
      .returning();
    return inserted!;
  });
  await writePasswordHash(tx, row.id, passwordHash);
  return row;
}

export async function insertMembership(
  tx: Tx,
  input: {
    userId: number;
    profile: Profile;
    companyId?: number;
    partnerId?: number;
    isDefault: boolean;
    status?: string;
    /** An invitation: the person enters the unit once they accept it. */
    invitedAt?: Date;
    invitedName?: string;
  },
) {
  const [row] = await tx.insert(memberships).values(input).returning();
  return row!;
}

/**
 * Seats in use in a unit: memberships not removed nor deactivated there, of accounts still in use;
 * an invitation holds its seat while it waits. Inside a transaction pass `lock` to hold the company
 * row (SELECT ... FOR UPDATE) so two concurrent adds cannot both take the last seat.
 */
export async function countCompanyMembers(db: Db | Tx, companyId: UnitId, lock = false): Promise<number> {
  if (lock) await db.execute(sql`select id from companies where id = ${companyId} for update`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        isNull(memberships.deletedAt),
        isNull(memberships.deactivatedAt),
        isNull(users.deactivatedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Throws user_limit_reached when the unit has no free seat (user_limit plus bonus_users). */
export async function assertSeatAvailable(tx: Tx, companyId: UnitId): Promise<void> {
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
  await writePasswordHash(db, userId, passwordHash);
  await db
    .update(users)
    // A new password always satisfies a pending forced change.
    .set({ passwordChangedAt: sql`now()`, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Takes a whole account out of use (every unit and partner), or puts it back: the operator's call. */
export async function setUserDeactivated(db: Db | Tx, userId: number, deactivated: boolean): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt: deactivated ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Takes a person out of use in one unit (a membership), or puts them back; other units are untouched. */
export async function setMembershipDeactivated(
  db: Db | Tx,
  membershipId: number,
  deactivated: boolean,
): Promise<void> {
  await db
    .update(memberships)
    .set({ deactivatedAt: deactivated ? sql`now()` : null })
    .where(eq(memberships.id, membershipId));
}

/** The user's own landing page, or null. */
export async function findHomePage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ homePage: users.homePage }).from(users).where(eq(users.id, userId));
  return row?.homePage ?? null;
}

export async function setUserHomePage(db: Db, userId: number, homePage: string | null): Promise<void> {
  await db.update(users).set({ homePage, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A new account (created by a unit's admin), with its password when it has one; its membership is
 * added separately. Written as the crossing role, as `insertUser` says.
 */
export async function insertAccount(
  tx: Tx,
  values: typeof users.$inferInsert & { passwordHash?: string | null },
): Promise<number> {
  const { passwordHash, ...account } = values;
  const id = await crossingRead(tx, async (c) => {
    const [row] = await c.insert(users).values(account).returning({ id: users.id });
    return row!.id;
  });
  if (passwordHash) await writePasswordHash(tx, id, passwordHash);
  return id;
}

/** Writes account fields (name, e-mail, phone, language...) of a user. */
export async function updateAccountColumns(
  db: Db | Tx,
  userId: number,
  columns: Omit<Partial<typeof users.$inferInsert>, 'id'>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Writes what the unit holds of a membership: profile, status, the invited name. */
export async function updateMembership(
  tx: Tx,
  membershipId: number,
  fields: Pick<typeof memberships.$inferInsert, 'profile' | 'status' | 'invitedName'>,
): Promise<void> {
  await tx.update(memberships).set(fields).where(eq(memberships.id, membershipId));
}

export async function deleteMembership(tx: Tx, membershipId: number): Promise<void> {
  await tx.delete(memberships).where(eq(memberships.id, membershipId));
}

/**
 * Accepts (or, declined, deletes) a membership still waiting for its invitation to be answered;
 * false when it no longer waits (withdrawn or answered in the meantime).
 */
export async function answerPendingMembership(
  tx: Tx,
  membershipId: number,
  accept: boolean,
): Promise<boolean> {
  const pending = and(eq(memberships.id, membershipId), isNull(memberships.acceptedAt));
  const done = accept
    ? await tx
        .update(memberships)
        .set({ acceptedAt: new Date() })
        .where(pending)
        .returning({ id: memberships.id })
    : await tx.delete(memberships).where(pending).returning({ id: memberships.id });
  return done.length > 0;
}
