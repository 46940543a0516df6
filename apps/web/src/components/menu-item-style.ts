import type { CSSProperties } from 'react';

/**
 * Style of a navbar entry: the active one wears the unit theme's "active item" colours (bi:theme,
 * as --bi-theme-* variables on the document), else the product's light primary.
 */
export const MENU_ITEM_STYLE = {
  borderRadius: 'var(--mantine-radius-md)',
  '--nl-bg': 'var(--bi-theme-active-item, var(--mantine-primary-color-light))',
  '--nl-hover': 'var(--bi-theme-active-item, var(--mantine-primary-color-light-hover))',
  '--nl-color': 'var(--bi-theme-active-item-font, var(--mantine-primary-color-light-color))',
} as CSSProperties;
