import { z } from 'zod';
import { zIdParam, zText } from './common';
import { THEME_COLOR_KEYS, type ThemeColorKey } from './theme-colors';
import { zColor } from './validator-schemas';

export const ZThemeColors = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, zColor.nullable().optional()])) as Record<
    ThemeColorKey,
    z.ZodOptional<z.ZodNullable<typeof zColor>>
  >,
);
export type TThemeColors = z.infer<typeof ZThemeColors>;

/** Picture types a theme accepts (icon, report icon, favicon, background image) and their size limit. */
export const THEME_UPLOAD_TYPES = ['.png', '.jpg', '.jpeg', '.webp', '.ico'] as const;
export const THEME_UPLOAD_MAX_BYTES = 1024 * 1024;

/** An upload sent as JSON: the original name (for its extension) and the bytes in base64. */
export const ZUpload = z.object({
  filename: zText().min(1).max(255),
  content_base64: zText().min(1),
});
export type TUpload = z.infer<typeof ZUpload>;

export const ZTheme = z.object({
  id: z.number().int(),
  name: z.string(),
  colors: ZThemeColors,
  /** Paths under /storage/, or null. */
  icon: z.string().nullable(),
  /**
   * The unit's report icon (spec §3 "whitelabel (iconReport)"): drawn for its reports on the
   * report cards (those without a cover) and in the reports menu, in place of the kind's icon.
   * A theme kept before it existed has none.
   */
  icon_report: z.string().nullable().default(null),
  page_title: z.string().nullable(),
  favicon: z.string().nullable(),
  background_image: z.string().nullable(),
  show_background_image: z.boolean(),
  active: z.boolean(),
});
export type TTheme = z.infer<typeof ZTheme>;

/**
 * Create or edit a theme. Pictures: an upload replaces the picture, null removes it, absent
 * keeps it.
 */
export const ZThemeInput = z.object({
  name: zText().trim().min(1, { error: 'field_required' }).max(120),
  colors: ZThemeColors.default({}),
  page_title: zText().trim().max(120).nullable().optional(),
  show_background_image: z.boolean().default(false),
  icon: ZUpload.nullable().optional(),
  icon_report: ZUpload.nullable().optional(),
  favicon: ZUpload.nullable().optional(),
  background_image: ZUpload.nullable().optional(),
});
export type TThemeInput = z.input<typeof ZThemeInput>;

export const ZThemeList = z.object({ data: z.array(ZTheme) });
export const ZThemeIdParams = z.object({ id: zIdParam() });

/** `GET /api/site/theme`: the active theme of the request host's unit, or null. */
export const ZSiteTheme = z.object({ theme: ZTheme.nullable() });
