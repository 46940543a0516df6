import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authTokens, recoveryCodes, userSecrets, users } from '../db/schema';
import { newToken, sha256 } from './crypto';
import type { Db, Tx } from './db';
import { crossingRead } from './db-reach';
import { AppError } from './errors';

/*
 * The one way to what proves a person is who they say: password hashes, TOTP secrets, recovery
 * codes and the single-use sign-in tokens. The crossing role alone may read or write them
 * (migration 0022_tenant_wall): every function here runs its statements as that role, on the crossing handle
 * next to the one it is given, or inside the given transaction switched to that role for the
 * statement. A unit's handle that named these tables itself would fail.
 */

type Conn = Db | Tx;

const asCrossing = <T>(db: Conn, work: (db: Conn) => Promise<T>): Promise<T> => crossingRead(db, work);

// Passwords

/** The account's password hash, or null (none set, single sign-on only, no such account). */
export async function readPasswordHash(db: Conn, userId: number): Promise<string | null> {
  const [row] = await asCrossing(db, (c) =>
    c
      .select({ hash: userSecrets.passwordHash })
      .from(userSecrets)
      .where(eq(userSecrets.userId, userId))
      .limit(1),
  );
  return row?.hash ?? null;
}

/** Stores the account's password hash (null clears it). */
export async function writePasswordHash(db: Conn, userId: number, hash: string | null): Promise<void> {
  await asCrossing(db, (c) =>
    c
      .insert(userSecrets)
      .values({ userId, passwordHash: hash })
      .onConflictDoUpdate({
        target: userSecrets.userId,
        set: { passwordHash: hash, updatedAt: sql`now()` },
      }),
  );
}

// Two-factor (TOTP)

/** The account's e-mail and TOTP state; the secret stays sealed here. */
export async function findTotpState(db: Conn, userId: number) {
  const [row] = await asCrossing(db, (c) =>
    c
      .select({
        id: users.id,
        email: users.email,
        totpSecretEnc: userSecrets.totpSecretEnc,
        totpEnabledAt: users.totpEnabledAt,
        totpLastStep: userSecrets.totpLastStep,
      })
      .from(users)
      .leftJoin(userSecrets, eq(userSecrets.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1),
  );
  return row
    ? { ...row, totpSecretEnc: row.totpSecretEnc ?? null, totpLastStep: row.totpLastStep ?? null }
    : row;
}

/** The account is not enrolled (yet). */
const notEnrolled = (userId: number) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.totpEnabledAt} is null)`;

/**
 * Stores a pending (not yet confirmed) secret unless the user already has one or is enrolled.
 * Returns whether it was stored: of two concurrent first visits only one writes.
 */
export async function storePendingSecret(db: Conn, userId: number, sealed: string): Promise<boolean> {
  const rows = await asCrossing(db, (c) =>
    c
      .insert(userSecrets)
      .values({ userId, totpSecretEnc: sealed })
      .onConflictDoUpdate({
        target: userSecrets.userId,
        set: { totpSecretEnc: sealed, updatedAt: sql`now()` },
        setWhere: and(isNull(userSecrets.totpSecretEnc), notEnrolled(userId)),
      })
      .returning({ id: userSecrets.userId }),
  );
  return rows.length === 1;
}

/** Replaces a pending secret that can no longer be opened (the key changed). */
export async function replacePendingSecret(
  db: Conn,
  userId: number,
  previous: string,
  sealed: string,
): Promise<boolean> {
  const rows = await asCrossing(db, (c) =>
    c
      .update(userSecrets)
      .set({ totpSecretEnc: sealed, updatedAt: sql`now()` })
      .where(
        and(eq(userSecrets.userId, userId), eq(userSecrets.totpSecretEnc, previous), notEnrolled(userId)),
      )
      .returning({ id: userSecrets.userId }),
  );
  return rows.length === 1;
}

/**
 * Completes enrolment with the secret the code was checked against, recording its step as
 * used, in one statement. Fails (false) when the user enrolled meanwhile or the pending secret
 * changed.
 */
export async function confirmEnrolment(
  db: Conn,
  userId: number,
  sealed: string,
  step: number,
): Promise<boolean> {
  const result = await asCrossing(db, (c) =>
    c.execute(sql`
      with enrolled as (
        update ${users} set totp_enabled_at = now(), updated_at = now()
        where ${users.id} = ${userId} and ${users.totpEnabledAt} is null
          and exists (select 1 from ${userSecrets}
            where ${userSecrets.userId} = ${userId} and ${userSecrets.totpSecretEnc} = ${sealed})
        returning ${users.id})
      update ${userSecrets} set totp_last_step = ${step}, updated_at = now()
      where ${userSecrets.userId} in (select id from enrolled)
      returning ${userSecrets.userId}`),
  );
  return rowsOf(result).length === 1;
}

/**
 * Records `step` as the last one used, only if it is later than the stored one: a single
 * conditional update, so two concurrent uses of the same code cannot both pass.
 */
export async function claimTotpStep(db: Conn, userId: number, step: number): Promise<boolean> {
  const rows = await asCrossing(db, (c) =>
    c
      .update(userSecrets)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(userSecrets.userId, userId),
          sql`(${userSecrets.totpLastStep} is null or ${userSecrets.totpLastStep} < ${step})`,
          sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.totpEnabledAt} is not null)`,
        ),
      )
      .returning({ id: userSecrets.userId }),
  );
  return rows.length === 1;
}

/** Forgets the user's second factor: secret, enrolment, last step and recovery codes. */
export async function clearTwoFactor(tx: Tx, userId: number): Promise<void> {
  await asCrossing(tx, async (c) => {
    await c.update(users).set({ totpEnabledAt: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await c
      .update(userSecrets)
      .set({ totpSecretEnc: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(userSecrets.userId, userId));
    await c.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

// Recovery codes

/** Replaces every recovery code of the user with the given hashes. */
export async function replaceRecoveryCodes(db: Conn, userId: number, hashes: string[]): Promise<void> {
  await asCrossing(db, async (c) => {
    await c.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (hashes.length > 0) {
      await c.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    }
  });
}

/** Uses up an unused recovery code atomically; false when unknown or already used. */
export async function claimRecoveryCode(db: Conn, userId: number, codeHash: string): Promise<boolean> {
  const rows = await asCrossing(db, (c) =>
    c
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id }),
  );
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Conn, userId: number): Promise<number> {
  const [row] = await asCrossing(db, (c) =>
    c
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  );
  return row?.n ?? 0;
}

// Single-use tokens (password reset and change, two-factor step, unit change, remote access,
// invitation, single sign-on handover). Only their hashes are kept.

export type AuthTokenKind = (typeof authTokens.$inferSelect)['kind'];

/** Issues a single-use token of `kind` for a user; returns the token (only its hash is kept). */
export async function issueAuthToken(
  db: Conn,
  input: { userId: number; kind: AuthTokenKind; ttlMs: number; payload?: Record<string, unknown> },
): Promise<string> {
  const token = newToken();
  await asCrossing(db, (c) =>
    c.insert(authTokens).values({
      userId: input.userId,
      kind: input.kind,
      tokenHash: sha256(token),
      payload: input.payload ?? {},
      expiresAt: new Date(Date.now() + input.ttlMs),
    }),
  );
  return token;
}

const live = (token: string, kind: AuthTokenKind) =>
  and(
    eq(authTokens.tokenHash, sha256(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** A live (unused, unexpired) token of `kind`, without using it up. */
export async function peekAuthToken(db: Conn, token: string, kind: AuthTokenKind) {
  const [row] = await asCrossing(db, (c) => c.select().from(authTokens).where(live(token, kind)).limit(1));
  return row;
}

/**
 * Uses up a token of `kind` atomically: of two concurrent uses only one succeeds. Throws
 * `invalid_token` for an unknown, used or expired token.
 */
export async function consumeAuthToken(db: Conn, token: string, kind: AuthTokenKind) {
  const [row] = await asCrossing(db, (c) =>
    c.update(authTokens).set({ usedAt: sql`now()` }).where(live(token, kind)).returning(),
  );
  if (!row) throw new AppError('invalid_token');
  return row;
}

/** Voids every open token of `kind` for a user (a new reset link replaces the old one). */
export async function revokeAuthTokens(db: Conn, userId: number, kind: AuthTokenKind): Promise<void> {
  await asCrossing(db, (c) =>
    c
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt))),
  );
}

/** Voids the live tokens of `kind` issued for one membership (payload `membershipId`). */
export async function revokeMembershipTokens(
  db: Conn,
  userId: number,
  kind: AuthTokenKind,
  membershipId: number,
): Promise<void> {
  await asCrossing(db, (c) =>
    c
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.kind, kind),
          isNull(authTokens.usedAt),
          sql`(${authTokens.payload} ->> 'membershipId')::int = ${membershipId}`,
        ),
      ),
  );
}

/**
 * Takes one attempt on a live second-factor token before its code is checked: the counter in
 * its payload goes up atomically, and a token out of attempts is not returned. So however many
 * codes arrive at once, at most `max` are ever checked against one token.
 */
export async function takeTokenAttempt(db: Conn, tokenHash: string, max: number) {
  const attempts = sql`coalesce((${authTokens.payload}->>'attempts')::int, 0)`;
  const [row] = await asCrossing(db, (c) =>
    c
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
      .returning(),
  );
  return row;
}

/** Voids one token (out of attempts). */
export async function voidToken(db: Conn, id: number): Promise<void> {
  await asCrossing(db, (c) =>
    c
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt))),
  );
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
