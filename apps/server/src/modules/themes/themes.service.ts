import type { TTheme, TThemeColors, TThemeInput } from '@mirante/contracts';
import { ZThemeColors, ZThemeInput } from '@mirante/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { themes } from '../../db/schema';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { removeThemePicture, storeThemePicture } from './theme-files';

type ThemeRow = typeof themes.$inferSelect;
const PICTURES = ['icon', 'favicon', 'background_image'] as const;
const COLUMN = { icon: 'icon', favicon: 'favicon', background_image: 'backgroundImage' } as const;

/**
 * Themes belong to one unit and are edited by its admin, or by its partner's master naming the
 * unit (`company_id`, resolved by unitScopeOf: another partner's unit is not found).
 */
export const themePolicy = {
  manage: (scope: Scope) =>
    (scope.profile === 'admin' && scope.companyId !== null) || scope.profile === 'master',
} as const;

function storagePath(name: string | null): string | null {
  return name ? `/storage/${name}` : null;
}

export function toTheme(row: ThemeRow): TTheme {
  const colors = ZThemeColors.safeParse(row.colors);
  return {
    id: row.id,
    name: row.name,
    colors: colors.success ? colors.data : ({} as TThemeColors),
    icon: storagePath(row.icon),
    page_title: row.pageTitle,
    favicon: storagePath(row.favicon),
    background_image: storagePath(row.backgroundImage),
    show_background_image: row.showBackgroundImage,
    active: row.active,
  };
}

function unitOf(scope: Scope): number {
  if (scope.companyId === null) {
    throw new AppError('validation_failed', { errors: { company_id: ['field_required'] } });
  }
  return scope.companyId;
}

export async function listThemes(db: Db, scope: Scope): Promise<TTheme[]> {
  const rows = await db
    .select()
    .from(themes)
    .where(and(eq(themes.companyId, unitOf(scope)), isNull(themes.deletedAt)))
    .orderBy(asc(themes.name), asc(themes.id));
  return rows.map(toTheme);
}

/** A theme of the caller's unit; another unit's theme is simply not found. */
async function findOwnTheme(db: Db, scope: Scope, id: number): Promise<ThemeRow> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.id, id), eq(themes.companyId, unitOf(scope)), isNull(themes.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getTheme(db: Db, scope: Scope, id: number): Promise<TTheme> {
  return toTheme(await findOwnTheme(db, scope, id));
}

/** Stores new pictures first; on any later failure they are removed again. */
async function picturesOf(storageDir: string, input: ReturnType<typeof ZThemeInput.parse>) {
  const stored: Partial<Record<(typeof COLUMN)[keyof typeof COLUMN], string | null>> = {};
  const written: string[] = [];
  try {
    for (const field of PICTURES) {
      const upload = input[field];
      if (upload === undefined) continue;
      const name = upload === null ? null : await storeThemePicture(storageDir, field, upload);
      if (name) written.push(name);
      stored[COLUMN[field]] = name;
    }
  } catch (error) {
    await Promise.all(written.map((n) => removeThemePicture(storageDir, n)));
    throw error;
  }
  return { stored, written };
}

export async function createTheme(
  db: Db,
  storageDir: string,
  scope: Scope,
  raw: TThemeInput,
): Promise<TTheme> {
  const companyId = unitOf(scope);
  const input = ZThemeInput.parse(raw);
  const { stored, written } = await picturesOf(storageDir, input);
  try {
    const [row] = await db
      .insert(themes)
      .values({
        companyId,
        name: input.name,
        colors: input.colors,
        pageTitle: input.page_title || null,
        showBackgroundImage: input.show_background_image,
        ...stored,
      })
      .returning();
    await recordAudit(db, { event: 'theme_create', outcome: 'success', userId: scope.userId, companyId });
    return toTheme(row!);
  } catch (error) {
    await Promise.all(written.map((n) => removeThemePicture(storageDir, n)));
    throw error;
  }
}

export async function updateTheme(
  db: Db,
  storageDir: string,
  scope: Scope,
  id: number,
  raw: TThemeInput,
): Promise<TTheme> {
  const current = await findOwnTheme(db, scope, id);
  const input = ZThemeInput.parse(raw);
  const { stored } = await picturesOf(storageDir, input);
  const [row] = await db
    .update(themes)
    .set({
      name: input.name,
      colors: input.colors,
      pageTitle: input.page_title || null,
      showBackgroundImage: input.show_background_image,
      updatedAt: new Date(),
      ...stored,
    })
    .where(eq(themes.id, current.id))
    .returning();
  // Pictures replaced or removed are no longer referenced.
  for (const column of Object.keys(stored) as (keyof typeof stored)[]) {
    if (current[column] !== row![column]) await removeThemePicture(storageDir, current[column]);
  }
  return toTheme(row!);
}

export async function deleteTheme(db: Db, scope: Scope, id: number): Promise<void> {
  const current = await findOwnTheme(db, scope, id);
  // Soft delete keeps the audit trail; a deleted theme is never the active one.
  await db.update(themes).set({ deletedAt: new Date(), active: false }).where(eq(themes.id, current.id));
  await recordAudit(db, {
    event: 'theme_delete',
    outcome: 'success',
    userId: scope.userId,
    companyId: current.companyId,
    details: { themeId: current.id },
  });
}

/** Makes one theme the unit's active theme (or none): the others go off in the same transaction. */
export async function setActiveTheme(db: Db, scope: Scope, id: number, active: boolean): Promise<TTheme> {
  const current = await findOwnTheme(db, scope, id);
  const row = await db.transaction(async (tx) => {
    if (active) {
      await tx.update(themes).set({ active: false }).where(eq(themes.companyId, current.companyId));
    }
    const [updated] = await tx.update(themes).set({ active }).where(eq(themes.id, current.id)).returning();
    return updated!;
  });
  return toTheme(row);
}

/** The active theme of a unit (the sign-in page of its host), or null. */
export async function findActiveTheme(db: Db, companyId: number): Promise<TTheme | null> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.companyId, companyId), eq(themes.active, true), isNull(themes.deletedAt)))
    .limit(1);
  return row ? toTheme(row) : null;
}
