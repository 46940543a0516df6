import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { authTokens, companies, memberships, recoveryCodes, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

/** The TOTP columns of a user; the secret stays sealed here. */
export async function findTotpState(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      totpSecretEnc: users.totpSecretEnc,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Stores a pending (not yet confirmed) secret unless the user already has one or is enrolled.
 * Returns whether it was stored: of two concurrent first visits only one writes.
 */
export async function storePendingSecret(db: Db | Tx, userId: number, sealed: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecretEnc: sealed, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), isNull(users.totpSecretEnc)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Replaces a pending secret that can no longer be opened (the key changed). */
export async function replacePendingSecret(
  db: Db | Tx,
  userId: number,
  previous: string,
  sealed: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecretEnc: sealed, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecretEnc, previous)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Completes enrolment with the secret the code was checked against, recording its step as
 * used. Fails (false) when the user enrolled meanwhile or the pending secret changed.
 */
export async function confirmEnrolment(
  db: Db | Tx,
  userId: number,
  sealed: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabledAt: sql`now()`, totpLastStep: step, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecretEnc, sealed)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Records `step` as the last one used, only if it is later than the stored one: a single
 * conditional update, so two concurrent uses of the same code cannot both pass.
 */
export async function claimTotpStep(db: Db | Tx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.totpEnabledAt),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Forgets the user's second factor: secret, enrolment, last step and recovery codes. */
export async function clearTwoFactor(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecretEnc: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Replaces every recovery code of the user with the given hashes. */
export async function replaceRecoveryCodes(db: Db | Tx, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0) {
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  }
}

/** Uses up an unused recovery code atomically; false when unknown or already used. */
export async function claimRecoveryCode(db: Db | Tx, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Takes one attempt on a live second-factor token before its code is checked: the counter in
 * its payload goes up atomically, and a token out of attempts is not returned. So however many
 * codes arrive at once, at most `max` are ever checked against one token.
 */
export async function takeTokenAttempt(db: Db, tokenHash: string, max: number) {
  const attempts = sql`coalesce((${authTokens.payload}->>'attempts')::int, 0)`;
  const [row] = await db
    .update(authTokens)
    .set({ payload: sql`jsonb_set(${authTokens.payload}, '{attempts}', to_jsonb(${attempts} + 1))` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, 'two_factor'),
        isNull(authTokens.usedAt),
        sql`${authTokens.expiresAt} > now()`,
        sql`${attempts} < ${max}`,
      ),
    )
    .returning();
  return row;
}

/** Voids one token (out of attempts). */
export async function voidToken(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)));
}

/** Every membership of a user, with the partner of each business unit. */
export async function listMembershipsOfUser(db: Db | Tx, userId: number) {
  return db
    .select({
      profile: memberships.profile,
      companyId: memberships.companyId,
      partnerId: memberships.partnerId,
      companyPartnerId: companies.partnerId,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId));
}
