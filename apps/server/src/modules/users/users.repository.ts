import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@mirante/contracts';
import type { QuestionnaireOption } from '@mirante/contracts';
import { inArray } from 'drizzle-orm';
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

/**
 * The unit's free seats (user limit plus bonus seats, less the seats in use), or null when it has
 * no limit.
 */
export async function freeSeats(db: Db | Tx, companyId: UnitId): Promise<number | null> {
  const [company] = await db
    .select({ userLimit: companies.userLimit, bonusUsers: companies.bonusUsers })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.userLimit === null) return null;
  return Math.max(0, company.userLimit + company.bonusUsers - (await countCompanyMembers(db, companyId)));
}

/**
 * The unit's free seats, holding the company row (SELECT ... FOR UPDATE) until the transaction
 * ends, so two concurrent adds cannot both take the last seat.
 */
export async function lockFreeSeats(tx: Tx, companyId: UnitId): Promise<number | null> {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
  return freeSeats(tx, companyId);
}

/** Throws user_limit_reached when the unit has no free seat (user_limit plus bonus_users). */
export async function assertSeatAvailable(tx: Tx, companyId: UnitId): Promise<void> {
  if ((await lockFreeSeats(tx, companyId)) === 0) throw new AppError('user_limit_reached');
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

/** A membership's profile and status in its unit (or partner). */
export async function findMembershipTerms(
  db: Db | Tx,
  membershipId: number,
): Promise<{ profile: Profile; status: string } | undefined> {
  const [row] = await db
    .select({ profile: memberships.profile, status: memberships.status })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  return row;
}

/** Writes what the unit holds of a membership: profile, status, the invited name. */
export async function updateMembership(
  tx: Tx,
  membershipId: number,
  fields: Pick<typeof memberships.$inferInsert, 'profile' | 'status' | 'invitedName'>,
): Promise<void> {
  await tx.update(memberships).set(fields).where(eq(memberships.id, membershipId));
}

/** Writes a membership's billing roles (the operator names them on the billing screens). */
export async function updateMembershipBillingRoles(
  tx: Tx,
  membershipId: number,
  fields: Pick<typeof memberships.$inferInsert, 'billingAdmin' | 'clientContact'>,
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

/** Stores a person's questionnaire answer and stops asking: it is shown until it is answered. */
export async function saveQuestionnaireAnswer(
  db: Db,
  userId: number,
  answer: { option: QuestionnaireOption; other: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      questionnaireAnswer: answer.option,
      questionnaireOther: answer.other,
      questionnaireAnsweredAt: sql`now()`,
      showQuestionnaire: false,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** How many rows one insert statement carries (PostgreSQL takes at most 65,535 parameters). */
const INSERT_CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) out.push(rows.slice(i, i + INSERT_CHUNK));
  return out;
}

export interface KnownAccount {
  id: number;
  email: string;
  /** The account's membership in the unit, if any (removed and invited ones too). */
  membershipId: number | null;
  membershipRemoved: boolean;
}

/**
 * The accounts holding these e-mails (any unit: an address is one account across the platform, so
 * they are read as the crossing role), or these ids, each with its place in the unit.
 */
export async function knownAccounts(
  tx: Tx,
  unit: UnitId,
  find: { emails: string[]; ids: number[] },
): Promise<KnownAccount[]> {
  if (find.emails.length === 0 && find.ids.length === 0) return [];
  const emails = [...new Set(find.emails.map((e) => e.trim().toLowerCase()))];
  const rows = await crossingRead(tx, (reader) =>
    reader
      .select({
        id: users.id,
        email: users.email,
        membershipId: memberships.id,
        deletedAt: memberships.deletedAt,
      })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, unit)))
      .where(
        sql`(lower(${users.email}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))
          or ${users.id} in (select (jsonb_array_elements_text(${JSON.stringify(find.ids)}::jsonb))::int))`,
      ),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    membershipId: r.membershipId,
    membershipRemoved: r.deletedAt !== null,
  }));
}

export type NewAccount = typeof users.$inferInsert & { passwordHash?: string | null };

/**
 * New accounts, a statement per thousand, with their passwords when given; their ids by e-mail.
 * Written as the crossing role: under a unit's reach an account is not visible before its
 * membership, which comes next.
 */
export async function insertAccounts(tx: Tx, accounts: NewAccount[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(accounts)) {
    const rows = await crossingRead(tx, (c) =>
      c
        .insert(users)
        .values(
          chunk.map(({ passwordHash: _hash, ...account }) => ({ ...account, email: account.email.trim() })),
        )
        .returning({ id: users.id, email: users.email }),
    );
    for (const row of rows) ids.set(row.email.toLowerCase(), row.id);
  }
  for (const account of accounts) {
    if (account.passwordHash) {
      await writePasswordHash(tx, ids.get(account.email.trim().toLowerCase())!, account.passwordHash);
    }
  }
  return ids;
}

export type NewMembership = Omit<typeof memberships.$inferInsert, 'companyId' | 'partnerId' | 'id'>;

/** The unit's new memberships, a statement per thousand; their ids by account. */
export async function insertUnitMemberships(
  tx: Tx,
  unit: UnitId,
  rows: NewMembership[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const chunk of chunks(rows)) {
    const inserted = await tx
      .insert(memberships)
      .values(chunk.map((row) => ({ ...row, companyId: unit })))
      .returning({ id: memberships.id, userId: memberships.userId });
    for (const row of inserted) ids.set(row.userId, row.id);
  }
  return ids;
}

/** Puts removed memberships of the unit back, in use or deactivated as each says. */
export async function restoreUnitMemberships(
  tx: Tx,
  unit: UnitId,
  rows: { id: number; deactivated: boolean }[],
): Promise<void> {
  for (const deactivated of [false, true]) {
    const ids = rows.filter((r) => r.deactivated === deactivated).map((r) => r.id);
    if (ids.length === 0) continue;
    await tx
      .update(memberships)
      .set({ deletedAt: null, deactivatedAt: deactivated ? sql`now()` : null })
      .where(and(eq(memberships.companyId, unit), inArray(memberships.id, ids)));
  }
}
