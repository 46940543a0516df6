import { eq } from 'drizzle-orm';
import { companyConfigs } from '../../db/schema';
import type { Db, Tx } from '../../platform/db';

/** Raw stored settings of a company, or undefined when it has none yet. */
export async function findCompanySettings(db: Db, companyId: number): Promise<unknown> {
  const [row] = await db
    .select({ settings: companyConfigs.settings })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return row?.settings;
}

export async function insertCompanySettings(db: Db | Tx, companyId: number, settings: object): Promise<void> {
  await db.insert(companyConfigs).values({ companyId, settings });
}
