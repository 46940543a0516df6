import {
  effectiveThemeColors,
  isValidColor,
  PRODUCT_COLORS,
  THEME_COLOR_KEYS,
  type TTheme,
  type TThemeColors,
} from '@mirante/contracts';
import { useEffect } from 'react';
import { useStoredTheme } from '../storage';
import { PRIMARY_PALETTE_VARIABLES, primaryPaletteVariables } from './primary-palette';

/** Where the theme is worn: the layout uses its button colour, the sign-in page its login colours. */
export type ThemeContext = 'layout' | 'signin';

/** The Mantine variables a theme colour sets as it is, in each context. */
const MANTINE_VARS: Record<ThemeContext, Partial<Record<string, (typeof THEME_COLOR_KEYS)[number]>>> = {
  layout: {
    '--mantine-color-text': 'font',
    '--mantine-color-body': 'card',
  },
  signin: {},
};

/**
 * The primary colour's variables for the context: the layout's palette grows from the button
 * colour (its text read on the cards and page background), the sign-in page's from the sign-in
 * button (read on its white card). Without its own colour the product's palette stays, with the
 * theme's button text or link colour.
 */
export function primaryVariablesOf(theme: TTheme | null, context: ThemeContext): Record<string, string> {
  if (!theme) return {};
  const own = theme.colors;
  const shown = effectiveThemeColors(own);
  if (context === 'layout') {
    if (!own.button) return own.button_font ? { '--mantine-primary-color-contrast': own.button_font } : {};
    return primaryPaletteVariables({
      color: shown.button,
      surfaces: [shown.card, shown.background],
      contrast: own.button_font,
    });
  }
  if (!own.login_button) return own.forgot_password ? { '--mantine-color-anchor': own.forgot_password } : {};
  return primaryPaletteVariables({
    color: shown.login_button,
    surfaces: [PRODUCT_COLORS.signInCard],
    anchor: own.forgot_password,
  });
}

let defaultFavicon: string | null | undefined;

function setFavicon(href: string | null) {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (defaultFavicon === undefined) defaultFavicon = link?.getAttribute('href') ?? null;
  const target = href ?? defaultFavicon;
  if (!target) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = target;
}

/**
 * Puts a theme on the document: each colour as a `--bi-theme-*` variable, the Mantine variables
 * the context uses (its primary colour's whole palette among them), and the favicon. A null theme
 * restores the product's look.
 */
export function applyThemeToDocument(theme: TTheme | null, context: ThemeContext): void {
  const root = document.documentElement;
  for (const key of THEME_COLOR_KEYS) {
    const value = theme?.colors[key];
    const name = `--bi-theme-${key.replaceAll('_', '-')}`;
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
  for (const ctx of Object.keys(MANTINE_VARS) as ThemeContext[]) {
    for (const name of Object.keys(MANTINE_VARS[ctx])) root.style.removeProperty(name);
  }
  for (const name of PRIMARY_PALETTE_VARIABLES) root.style.removeProperty(name);
  for (const [name, key] of Object.entries(MANTINE_VARS[context])) {
    const value = key ? theme?.colors[key] : null;
    if (value) root.style.setProperty(name, value);
  }
  for (const [name, value] of Object.entries(primaryVariablesOf(theme, context))) {
    root.style.setProperty(name, value);
  }
  const background = theme?.show_background_image ? theme.background_image : null;
  if (background) root.style.setProperty('--bi-theme-background-image', `url("${background}")`);
  else root.style.removeProperty('--bi-theme-background-image');
  setFavicon(theme?.favicon ?? null);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

/** The theme's colours as the contract reads them (trimmed), or null when one is not a colour. */
function colorsOf(value: unknown): TThemeColors | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const colors: TThemeColors = {};
  for (const key of THEME_COLOR_KEYS) {
    const color = (value as Record<string, unknown>)[key];
    if (color === undefined) continue;
    if (color === null) colors[key] = null;
    else if (isText(color) && color.trim() !== '' && isValidColor(color.trim())) colors[key] = color.trim();
    else return null;
  }
  return colors;
}

/**
 * The theme kept in bi:theme, when it is one (bi:theme is free-form and may be empty): what the
 * contract's ZTheme accepts, read without the schema library, which the sign-in page does not load.
 */
export function storedThemeOf(stored: Record<string, unknown>): TTheme | null {
  const { id, name, icon, page_title, favicon, background_image, show_background_image, active } = stored;
  // Kept by an older version without it: no report icon.
  const icon_report = stored.icon_report ?? null;
  const colors = colorsOf(stored.colors);
  const valid =
    colors !== null &&
    Number.isSafeInteger(id) &&
    isText(name) &&
    [icon, icon_report, page_title, favicon, background_image].every(isTextOrNull) &&
    typeof show_background_image === 'boolean' &&
    typeof active === 'boolean';
  if (!valid) return null;
  return {
    id: id as number,
    name: name as string,
    colors,
    icon: icon as string | null,
    icon_report: icon_report as string | null,
    page_title: page_title as string | null,
    favicon: favicon as string | null,
    background_image: background_image as string | null,
    show_background_image: show_background_image as boolean,
    active: active as boolean,
  };
}

/** Keeps the document dressed in bi:theme while the calling screen is shown. */
export function useWearStoredTheme(context: ThemeContext): void {
  const stored = useStoredTheme();
  useEffect(() => {
    applyThemeToDocument(storedThemeOf(stored), context);
  }, [stored, context]);
}

/** The unit's report icon (its active theme's iconReport), drawn for its reports; null for none. */
export function useReportIcon(): string | null {
  return storedThemeOf(useStoredTheme())?.icon_report ?? null;
}
