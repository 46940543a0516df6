import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema/index';
import type { Db } from '../../platform/db';

/** Every operator (the scheduled close bills each one's clients). */
export async function listOperatorIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.kind, 'operator'));
  return rows.map((r) => r.id);
}
