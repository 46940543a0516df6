import { eq, sql } from 'drizzle-orm';
import { clients, companies } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';
import { crossingRead } from '../../platform/db-reach';

export async function findCompanyBySubdomain(db: Db | Tx, subdomain: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(sql`lower(${companies.subdomain}) = lower(${subdomain})`)
    .limit(1);
  return row;
}

/**
 * The unit that holds a subdomain, whoever's it is: a subdomain is one address on the whole
 * platform, so whether it is free is read past the caller's own units (only the id is answered).
 */
export async function findSubdomainHolder(db: Db, subdomain: string): Promise<{ id: number } | undefined> {
  return crossingRead(db, async (crossing) => {
    const [row] = await crossing
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.subdomain}) = lower(${subdomain})`)
      .limit(1);
    return row;
  });
}

export async function findClientById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

export async function insertCompany(
  tx: Tx,
  input: { clientId: number; partnerId: number; name: string; subdomain: string },
) {
  const [row] = await tx.insert(companies).values(input).returning();
  return row!;
}

/** Sets a unit's own domain or subdomain (whichever is given). */
export async function setCompanyAddress(
  db: Db | Tx,
  id: number,
  values: { domain?: string | null; subdomain?: string },
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** Moves a client's units to the client's partner, so partner-scoped reads stay right. */
export async function moveClientUnits(tx: Tx, clientId: number, partnerId: number): Promise<void> {
  await tx.update(companies).set({ partnerId }).where(eq(companies.clientId, clientId));
}
