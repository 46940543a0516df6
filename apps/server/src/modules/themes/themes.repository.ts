import { and, asc, eq, isNull } from 'drizzle-orm';
import { themes } from '../../db/schema';
import type { UnitId } from '../../platform/scope';
import type { Db } from '../../platform/db';

export type ThemeRow = typeof themes.$inferSelect;
export type ThemeColumns = Pick<
  typeof themes.$inferInsert,
  | 'name'
  | 'colors'
  | 'pageTitle'
  | 'showBackgroundImage'
  | 'icon'
  | 'iconReport'
  | 'favicon'
  | 'backgroundImage'
>;

function liveOfUnit(companyId: UnitId) {
  return and(eq(themes.companyId, companyId), isNull(themes.deletedAt));
}

export function listThemeRows(db: Db, companyId: UnitId): Promise<ThemeRow[]> {
  return db.select().from(themes).where(liveOfUnit(companyId)).orderBy(asc(themes.name), asc(themes.id));
}

/** A live theme of the unit, or undefined (another unit's theme is not found). */
export async function findThemeRow(db: Db, companyId: UnitId, id: number): Promise<ThemeRow | undefined> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.id, id), liveOfUnit(companyId)))
    .limit(1);
  return row;
}

export async function insertTheme(db: Db, companyId: UnitId, values: ThemeColumns): Promise<ThemeRow> {
  const [row] = await db
    .insert(themes)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

export async function updateThemeRow(db: Db, companyId: UnitId, id: number, values: Partial<ThemeColumns>) {
  const [row] = await db
    .update(themes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(themes.id, id), eq(themes.companyId, companyId)))
    .returning();
  return row!;
}

/** Soft delete keeps the audit trail; a deleted theme is never the active one. */
export async function softDeleteTheme(db: Db, companyId: UnitId, id: number): Promise<void> {
  await db
    .update(themes)
    .set({ deletedAt: new Date(), active: false })
    .where(and(eq(themes.id, id), eq(themes.companyId, companyId)));
}

/** Makes one theme the unit's active theme (or none): the others go off in the same transaction. */
export async function setActiveThemeRow(db: Db, companyId: UnitId, id: number, active: boolean) {
  return db.transaction(async (tx) => {
    if (active) {
      await tx.update(themes).set({ active: false }).where(eq(themes.companyId, companyId));
    }
    const [updated] = await tx
      .update(themes)
      .set({ active })
      .where(and(eq(themes.id, id), eq(themes.companyId, companyId)))
      .returning();
    return updated!;
  });
}

/** The active theme of a unit, or undefined. */
export async function findActiveThemeRow(db: Db, companyId: UnitId): Promise<ThemeRow | undefined> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(liveOfUnit(companyId), eq(themes.active, true)))
    .limit(1);
  return row;
}
