import type { TScimToken } from '@mirante/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { scimTokens } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type UnitId, trustedUnitId } from '../../platform/scope';

const columns = {
  id: scimTokens.id,
  description: scimTokens.description,
  enabled: scimTokens.enabled,
  lastUsedAt: scimTokens.lastUsedAt,
  createdAt: scimTokens.createdAt,
};
type Row = { id: number; description: string; enabled: boolean; lastUsedAt: Date | null; createdAt: Date };

/** What goes out of a token: never the token, never its hash. */
function present(row: Row): TScimToken {
  return {
    id: row.id,
    description: row.description,
    enabled: row.enabled,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listScimTokens(db: Db, companyId: UnitId): Promise<TScimToken[]> {
  const rows = await db
    .select(columns)
    .from(scimTokens)
    .where(eq(scimTokens.companyId, companyId))
    .orderBy(asc(scimTokens.createdAt), asc(scimTokens.id));
  return rows.map(present);
}

export async function countScimTokens(tx: Tx, companyId: UnitId): Promise<number> {
  // The unit's row is held so two adds at once cannot both pass the count.
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
  return tx.$count(scimTokens, eq(scimTokens.companyId, companyId));
}

export async function insertScimToken(
  tx: Tx,
  values: { companyId: UnitId; description: string; tokenHash: string; createdByUserId: number },
): Promise<TScimToken> {
  const [row] = await tx.insert(scimTokens).values(values).returning(columns);
  return present(row!);
}

/** Changes a token of the unit; another unit's token is not found. */
export async function updateScimToken(
  tx: Tx,
  companyId: UnitId,
  id: number,
  fields: { description: string; enabled: boolean },
): Promise<TScimToken> {
  const [row] = await tx
    .update(scimTokens)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(scimTokens.companyId, companyId), eq(scimTokens.id, id)))
    .returning(columns);
  if (!row) throw notFound();
  return present(row);
}

export async function deleteScimToken(tx: Tx, companyId: UnitId, id: number): Promise<TScimToken> {
  const [row] = await tx
    .delete(scimTokens)
    .where(and(eq(scimTokens.companyId, companyId), eq(scimTokens.id, id)))
    .returning(columns);
  if (!row) throw notFound();
  return present(row);
}

/**
 * The unit of an enabled token, found by its hash, noting when it was used (at most once a
 * minute, so a burst of calls does not write the row each time). Null for an unknown, disabled
 * or deleted token.
 */
export async function useScimToken(
  db: Db,
  tokenHash: string,
): Promise<{ tokenId: number; companyId: UnitId } | null> {
  const [row] = await db
    .select({ id: scimTokens.id, companyId: scimTokens.companyId, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, tokenHash), eq(scimTokens.enabled, true)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(scimTokens).set({ lastUsedAt: new Date() }).where(eq(scimTokens.id, row.id));
  }
  // The token row is the source of the unit: it was checked by its hash just above.
  return { tokenId: row.id, companyId: trustedUnitId(row.companyId) };
}
