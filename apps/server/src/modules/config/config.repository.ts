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

/** Whether the unit has a mail-server password stored (the password itself never leaves). */
export async function hasMailPassword(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ enc: companyConfigs.mailPasswordEnc })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return Boolean(row?.enc);
}

/**
 * Writes the settings of a unit, creating its row on first save. `mailPasswordEnc` undefined
 * keeps the stored password.
 */
export async function upsertCompanySettings(
  db: Db | Tx,
  companyId: number,
  settings: object,
  mailPasswordEnc?: string | null,
): Promise<void> {
  const password = mailPasswordEnc === undefined ? {} : { mailPasswordEnc };
  await db
    .insert(companyConfigs)
    .values({ companyId, settings, ...password })
    .onConflictDoUpdate({
      target: companyConfigs.companyId,
      set: { settings, updatedAt: new Date(), ...password },
    });
}
