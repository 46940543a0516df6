// Kept apart from the schemas of themes.ts: the sign-in page dresses itself without loading zod.

/** Every colour a theme sets (spec §3), as #rrggbb. */
export const THEME_COLOR_KEYS = [
  'background',
  'card',
  'font',
  'button',
  'button_font',
  'group',
  'subgroup',
  'active_item',
  'active_item_font',
  'login_background',
  'login_button',
  'forgot_password',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
