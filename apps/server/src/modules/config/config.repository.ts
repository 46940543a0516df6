import { and, eq, isNull } from 'drizzle-orm';
import { companies, companyConfigs, domainRegistrations, reports } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db, Tx } from '../../platform/db';

/** Raw stored settings of a company, or undefined when it has none yet. */
export async function findCompanySettings(db: Db, companyId: UnitId): Promise<unknown> {
  const [row] = await db
    .select({ settings: companyConfigs.settings })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return row?.settings;
}

export async function insertCompanySettings(db: Db | Tx, companyId: UnitId, settings: object): Promise<void> {
  await db.insert(companyConfigs).values({ companyId, settings });
}

/** Whether the unit has a mail-server password stored (the password itself never leaves). */
export async function hasMailPassword(db: Db, companyId: UnitId): Promise<boolean> {
  const [row] = await db
    .select({ enc: companyConfigs.mailPasswordEnc })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return Boolean(row?.enc);
}

/** The unit's sealed mail-server password, or null when none is stored. */
export async function findSealedMailPassword(db: Db, companyId: UnitId): Promise<string | null> {
  const [row] = await db
    .select({ sealed: companyConfigs.mailPasswordEnc })
    .from(companyConfigs)
    .where(eq(companyConfigs.companyId, companyId))
    .limit(1);
  return row?.sealed ?? null;
}

/**
 * Writes the settings of a unit, creating its row on first save. `mailPasswordEnc` undefined
 * keeps the stored password.
 */
export async function upsertCompanySettings(
  db: Db | Tx,
  companyId: UnitId,
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

/** Whether the report is a live report of the unit (another unit's report is simply not found). */
export async function isLiveUnitReport(db: Db, companyId: UnitId, reportId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.companyId, companyId), isNull(reports.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** A registered custom domain still in use, with the unit and partner it belongs to. */
export async function findLiveDomainRegistration(db: Db, domainId: number) {
  const [row] = await db
    .select({ domain: domainRegistrations.domain, companyId: companies.id, partnerId: companies.partnerId })
    .from(domainRegistrations)
    .innerJoin(companies, eq(companies.id, domainRegistrations.companyId))
    .where(and(eq(domainRegistrations.id, domainId), isNull(domainRegistrations.removedAt)))
    .limit(1);
  return row;
}
