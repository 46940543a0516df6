import { eq, sql } from 'drizzle-orm';
import { companyConfigs } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { UnitId } from '../../platform/scope';

/** Stored settings of a company as JSON text, or null when it has none yet. */
export async function findCompanySettingsText(db: Db, companyId: UnitId): Promise<string | null> {
  const [row] = await db
    .select({ settings: sql<string>`${companyConfigs.settings}::text` })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return row?.settings ?? null;
}
