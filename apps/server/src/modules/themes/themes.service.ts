import type { TTheme, TThemeColors, TThemeInput } from '@mirante/contracts';
import { formatRatio, themeContrastIssues, ZThemeColors, ZThemeInput } from '@mirante/contracts';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import type { Scope, UnitId } from '../../platform/scope';
import { recordAudit } from '../../platform/audit';
import { removeThemePicture, storeThemePicture } from './themes-files.service';
import {
  findActiveThemeRow,
  findThemeRow,
  insertTheme,
  listThemeRows,
  setActiveThemeRow,
  softDeleteTheme,
  type ThemeRow,
  updateThemeRow,
} from './themes.repository';

const PICTURES = ['icon', 'icon_report', 'favicon', 'background_image'] as const;
const COLUMN = {
  icon: 'icon',
  icon_report: 'iconReport',
  favicon: 'favicon',
  background_image: 'backgroundImage',
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
    icon_report: storagePath(row.iconReport),
    page_title: row.pageTitle,
    favicon: storagePath(row.favicon),
    background_image: storagePath(row.backgroundImage),
    show_background_image: row.showBackgroundImage,
    active: row.active,
  };
}

function unitOf(scope: Scope): UnitId {
  if (scope.companyId === null) {
    throw new AppError('validation_failed', { errors: { company_id: ['field_required'] } });
  }
  return scope.companyId;
}

/**
 * Refuses colours that would fail WCAG 2.1 AA where the portal shows them together: each failing
 * colour is named with its measured ratio, the colour it is measured against and the ratio needed.
 */
function assertReadableColors(colors: TThemeColors): void {
  const issues = themeContrastIssues(colors);
  if (issues.length === 0) return;
  const field = (key: string) => `colors.${key}`;
  throw new AppError('theme_contrast_too_low', {
    errors: Object.fromEntries(issues.map((issue) => [field(issue.field), ['theme_color_contrast']])),
    fieldParams: Object.fromEntries(
      issues.map((issue) => [
        field(issue.field),
        { ratio: formatRatio(issue.ratio, issue.required), required: issue.required, against: issue.against },
      ]),
    ),
  });
}

export async function listThemes(db: Db, scope: Scope): Promise<TTheme[]> {
  const rows = await listThemeRows(db, unitOf(scope));
  return rows.map(toTheme);
}

/** A theme of the caller's unit; another unit's theme is simply not found. */
async function findOwnTheme(db: Db, scope: Scope, id: number): Promise<ThemeRow> {
  const row = await findThemeRow(db, unitOf(scope), id);
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
  assertReadableColors(input.colors);
  const { stored, written } = await picturesOf(storageDir, input);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertTheme(tx, companyId, {
        name: input.name,
        colors: input.colors,
        pageTitle: input.page_title || null,
        showBackgroundImage: input.show_background_image,
        ...stored,
      });
      await recordAudit(tx, { event: 'theme_create', outcome: 'success', userId: scope.userId, companyId });
      return inserted;
    });
    return toTheme(row);
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
  assertReadableColors(input.colors);
  const { stored } = await picturesOf(storageDir, input);
  const row = await updateThemeRow(db, unitOf(scope), current.id, {
    name: input.name,
    colors: input.colors,
    pageTitle: input.page_title || null,
    showBackgroundImage: input.show_background_image,
    ...stored,
  });
  // Pictures replaced or removed are no longer referenced.
  for (const column of Object.keys(stored) as (keyof typeof stored)[]) {
    if (current[column] !== row[column]) await removeThemePicture(storageDir, current[column]);
  }
  return toTheme(row);
}

export async function deleteTheme(db: Db, scope: Scope, id: number): Promise<void> {
  const current = await findOwnTheme(db, scope, id);
  await db.transaction(async (tx) => {
    await softDeleteTheme(tx, unitOf(scope), current.id);
    await recordAudit(tx, {
      event: 'theme_delete',
      outcome: 'success',
      userId: scope.userId,
      companyId: current.companyId,
      details: { themeId: current.id },
    });
  });
}

/** Makes one theme the unit's active theme (or none): the others go off in the same transaction. */
export async function setActiveTheme(db: Db, scope: Scope, id: number, active: boolean): Promise<TTheme> {
  const current = await findOwnTheme(db, scope, id);
  return toTheme(await setActiveThemeRow(db, unitOf(scope), current.id, active));
}

/** The active theme of a unit (the sign-in page of its host), or null. */
export async function findActiveTheme(db: Db, companyId: UnitId): Promise<TTheme | null> {
  const row = await findActiveThemeRow(db, companyId);
  return row ? toTheme(row) : null;
}
