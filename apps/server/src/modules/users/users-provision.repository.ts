import { and, eq, inArray, sql } from 'drizzle-orm';
import { memberships, users } from '../../db/schema';
import type { Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';
import type { UnitId } from '../../platform/scope';
import { writePasswordHash } from '../../platform/secrets';

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
