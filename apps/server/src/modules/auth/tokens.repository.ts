import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authTokens } from '../../db/schema';
import { newToken, sha256 } from '../../platform/crypto';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';

export type AuthTokenKind = (typeof authTokens.$inferSelect)['kind'];

/** Issues a single-use token of `kind` for a user; returns the token (only its hash is kept). */
export async function issueAuthToken(
  db: Db | Tx,
  input: { userId: number; kind: AuthTokenKind; ttlMs: number; payload?: Record<string, unknown> },
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId: input.userId,
    kind: input.kind,
    tokenHash: sha256(token),
    payload: input.payload ?? {},
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

/** A live (unused, unexpired) token of `kind`, without using it up. */
export async function peekAuthToken(db: Db | Tx, token: string, kind: AuthTokenKind) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses up a token of `kind` atomically: of two concurrent uses only one succeeds. Throws
 * `invalid_token` for an unknown, used or expired token.
 */
export async function consumeAuthToken(db: Db | Tx, token: string, kind: AuthTokenKind) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) throw new AppError('invalid_token');
  return row;
}

/** Voids every open token of `kind` for a user (a new reset link replaces the old one). */
export async function revokeAuthTokens(db: Db | Tx, userId: number, kind: AuthTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

/** Voids the live tokens of `kind` issued for one membership (payload `membershipId`). */
export async function revokeMembershipTokens(
  db: Db | Tx,
  userId: number,
  kind: AuthTokenKind,
  membershipId: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        sql`(${authTokens.payload} ->> 'membershipId')::int = ${membershipId}`,
      ),
    );
}
