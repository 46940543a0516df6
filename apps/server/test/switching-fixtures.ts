import type { TCompanyConfig } from '@mirante/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, companyConfigs, memberships } from '../src/db/schema';
import { findCompanySettingsText } from '../src/modules/identity/identity-config.repository';
import type { Db } from '../src/platform/db';
import { trustedUnitId } from '../src/platform/scope';

/** Changes some settings of a unit, as its admin would. */
export async function setCompanySettings(db: Db, companyId: number, patch: Partial<TCompanyConfig>) {
  const stored = await findCompanySettingsText(db, trustedUnitId(companyId));
  const current = (stored === null ? {} : JSON.parse(stored)) as Record<string, unknown>;
  await db
    .update(companyConfigs)
    .set({ settings: { ...current, ...patch } })
    .where(eq(companyConfigs.companyId, companyId));
}

/** Gives an existing user a membership in another unit. */
export async function addMembership(db: Db, userId: number, companyId: number, profile: 'admin' | 'user') {
  const [row] = await db.insert(memberships).values({ userId, companyId, profile }).returning();
  return row!;
}

/** The newest audit rows of an event, newest first. */
export function auditRows(db: Db, event: string, userId?: number) {
  return db
    .select()
    .from(auditEvents)
    .where(
      userId === undefined
        ? eq(auditEvents.event, event)
        : and(eq(auditEvents.event, event), eq(auditEvents.userId, userId)),
    )
    .orderBy(desc(auditEvents.id));
}
