// WCAG 2.1 contrast maths and the contrast rule of a theme's colours, shared by the server (which
// refuses a failing theme) and the theme dialog (which explains and fixes it as colours are picked).
// Kept free of zod: the sign-in page dresses itself with it.
import { THEME_COLOR_KEYS, type ThemeColorKey } from './theme-colors';

/** WCAG 2.1 AA: normal text (1.4.3). */
export const AA_TEXT_RATIO = 4.5;
/** WCAG 2.1 AA: large text and the parts of a control that show it (1.4.11). */
export const AA_UI_RATIO = 3;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** Reads '#rgb', '#rrggbb', '#rrggbbaa', 'rgb(r, g, b)' or 'rgba(r, g, b, a)'; null otherwise. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const at = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { r: at(0), g: at(2), b: at(4), a: full.length === 8 ? at(6) / 255 : 1 };
  }
  const fn =
    /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d+(?:\.\d+)?|\.\d+)\s*)?\)$/.exec(text);
  if (!fn) return null;
  const [r, g, b] = [fn[1], fn[2], fn[3]].map(Number) as [number, number, number];
  const a = fn[4] === undefined ? 1 : Number(fn[4]);
  if ([r, g, b].some((c) => c > 255) || a > 1) return null;
  return { r, g, b, a };
}

function parsed(value: string | Rgba): Rgba {
  if (typeof value !== 'string') return value;
  const color = parseColor(value);
  if (!color) throw new Error(`not a colour: ${value}`);
  return color;
}

/** A colour with transparency as it shows over an opaque backdrop. */
function over(color: Rgba, backdrop: Rgba): Rgba {
  if (color.a >= 1) return color;
  const mixChannel = (c: number, b: number) => c * color.a + b * (1 - color.a);
  return {
    r: mixChannel(color.r, backdrop.r),
    g: mixChannel(color.g, backdrop.g),
    b: mixChannel(color.b, backdrop.b),
    a: 1,
  };
}

export function toHex(color: Rgba): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(color.r)}${channel(color.g)}${channel(color.b)}`;
}

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(value: string | Rgba): number {
  const { r, g, b } = parsed(value);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG contrast ratio (1 to 21) of a foreground on a background; a translucent background is
 * taken over white, a translucent foreground over the background.
 */
export function contrastRatio(foreground: string | Rgba, background: string | Rgba): number {
  const back = over(parsed(background), WHITE);
  const fore = over(parsed(foreground), back);
  const [light, dark] = [relativeLuminance(fore), relativeLuminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as shown to people, with two decimals; a failing one never rounds up to the ratio it
 * misses (4.497 against 4.5 shows 4.49).
 */
export function formatRatio(ratio: number, required?: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  if (required !== undefined && ratio < required && rounded >= required) return Math.floor(ratio * 100) / 100;
  return rounded;
}

/** `a` moved toward `b` by `t` (0 keeps `a`, 1 gives `b`), as an opaque colour. */
export function mixColors(a: string | Rgba, b: string | Rgba, t: number): string {
  const from = over(parsed(a), WHITE);
  const to = over(parsed(b), WHITE);
  const channel = (x: number, y: number) => x + (y - x) * t;
  return toHex({ r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b), a: 1 });
}

/** What a colour has to keep its contrast with. */
export interface ContrastNeed {
  against: string;
  ratio: number;
}

const passesAll = (color: string, needs: readonly ContrastNeed[]) =>
  needs.every((need) => contrastRatio(color, need.against) >= need.ratio);

/**
 * The shade of `color` nearest to it (mixed toward black or toward white by the least amount) that
 * meets every need; the colour itself when it already does, null when no shade can.
 */
export function nearestPassingShade(color: string, needs: readonly ContrastNeed[]): string | null {
  const base = toHex(over(parsed(color), WHITE));
  if (passesAll(base, needs)) return base;
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const darker = mixColors(base, BLACK, t);
    const lighter = mixColors(base, WHITE, t);
    const darkOk = passesAll(darker, needs);
    const lightOk = passesAll(lighter, needs);
    if (darkOk && lightOk) {
      // Both move as far: keep the one with the more comfortable margin.
      const margin = (c: string) => Math.min(...needs.map((n) => contrastRatio(c, n.against) / n.ratio));
      return margin(darker) >= margin(lighter) ? darker : lighter;
    }
    if (darkOk) return darker;
    if (lightOk) return lighter;
  }
  return null;
}

/** Black or white, whichever reads better on the background. */
export function readableTextOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/** How far each shade of a palette sits from white (0-6) or toward black (8-9); 7 is the colour. */
const TINTS = [0.08, 0.16, 0.3, 0.45, 0.6, 0.75, 0.88] as const;
const SHADES = [0.15, 0.3] as const;
/** The shade of a generated palette that is the colour itself (the Mantine theme's primaryShade). */
export const PALETTE_BASE_SHADE = 7;

/**
 * Ten shades of one colour, lightest first, for a Mantine colour tuple: tints toward white, the
 * colour itself at `PALETTE_BASE_SHADE`, then two darker shades.
 */
export function colorPalette(color: string): string[] {
  const base = toHex(over(parsed(color), WHITE));
  return [
    ...TINTS.map((t) => mixColors('#ffffff', base, t)),
    base,
    ...SHADES.map((t) => mixColors(base, '#000000', t)),
  ];
}

/**
 * The colour to write text in a palette's colour with: the colour itself when it reads (4.5:1)
 * on every surface given and on the palette's light tints (light buttons, badges), else its
 * nearest shade that does.
 */
export function paletteTextColor(color: string, surfaces: readonly string[]): string {
  const palette = colorPalette(color);
  const against = [...surfaces, palette[1]!, palette[2]!];
  const needs = against.map((c) => ({ against: c, ratio: AA_TEXT_RATIO }));
  return nearestPassingShade(color, needs) ?? readableTextOn(palette[1]!);
}

/** The product's colours a theme falls back to where it sets none. */
export const PRODUCT_COLORS = {
  background: '#f8f9fa',
  card: '#ffffff',
  font: '#000000',
  primary: '#0d63c3',
  signInCard: '#ffffff',
} as const;

type ThemeColorValues = Partial<Record<ThemeColorKey, string | null | undefined>>;

/** The colour each theme colour shows in, the product's where the theme sets none or a bad one. */
export function effectiveThemeColors(colors: ThemeColorValues): Record<ThemeColorKey, string> {
  const own = (key: ThemeColorKey) => {
    const value = colors[key];
    return value && parseColor(value) ? value.trim() : null;
  };
  const background = own('background') ?? PRODUCT_COLORS.background;
  const card = own('card') ?? PRODUCT_COLORS.card;
  const font = own('font') ?? PRODUCT_COLORS.font;
  const button = own('button') ?? PRODUCT_COLORS.primary;
  const palette = colorPalette(button);
  const loginButton = own('login_button') ?? PRODUCT_COLORS.primary;
  return {
    background,
    card,
    font,
    button,
    button_font: own('button_font') ?? readableTextOn(button),
    // The menu inherits the text colour; its active item wears the light variant of the button.
    group: own('group') ?? font,
    subgroup: own('subgroup') ?? font,
    active_item: own('active_item') ?? palette[1]!,
    active_item_font: own('active_item_font') ?? paletteTextColor(button, [card, background]),
    login_background: own('login_background') ?? PRODUCT_COLORS.background,
    login_button: loginButton,
    forgot_password: own('forgot_password') ?? paletteTextColor(loginButton, [PRODUCT_COLORS.signInCard]),
  };
}

/**
 * One pair of colours the theme puts together and the ratio it needs. `against` is a theme
 * colour, or a fixed colour of the product (the sign-in card is always white).
 */
interface ContrastPair {
  field: ThemeColorKey;
  against: ThemeColorKey | { fixed: string };
  ratio: number;
  /** Left unset, the colour is another one's (the menu's groups inherit the text colour). */
  onlyWhenSet?: true;
}

/**
 * Where the portal puts the theme's colours together, from how each is used:
 * - filled buttons, badges and the active tab write `button_font` on `button` (text, 4.5:1);
 * - `button` fills controls (buttons, switches, checkboxes, tab indicator, focus ring) drawn on
 *   the cards and on the page background: 3:1 (its text shades are derived to read at 4.5:1);
 * - `font` is the text on the cards and on the page background;
 * - the menu writes `group` and `subgroup` on the card colour, and `active_item_font` on
 *   `active_item`;
 * - the sign-in card (white) holds the `login_button` (3:1) and the `forgot_password` link.
 */
const PAIRS: readonly ContrastPair[] = [
  { field: 'button_font', against: 'button', ratio: AA_TEXT_RATIO },
  { field: 'button', against: 'card', ratio: AA_UI_RATIO },
  { field: 'button', against: 'background', ratio: AA_UI_RATIO },
  { field: 'font', against: 'card', ratio: AA_TEXT_RATIO },
  { field: 'font', against: 'background', ratio: AA_TEXT_RATIO },
  { field: 'group', against: 'card', ratio: AA_TEXT_RATIO, onlyWhenSet: true },
  { field: 'subgroup', against: 'card', ratio: AA_TEXT_RATIO, onlyWhenSet: true },
  { field: 'active_item_font', against: 'active_item', ratio: AA_TEXT_RATIO },
  { field: 'login_button', against: { fixed: PRODUCT_COLORS.signInCard }, ratio: AA_UI_RATIO },
  { field: 'forgot_password', against: { fixed: PRODUCT_COLORS.signInCard }, ratio: AA_TEXT_RATIO },
];

/** Colours the portal derives, where the theme leaves them unset, from another one. */
const DERIVED_FROM: Partial<Record<ThemeColorKey, ThemeColorKey>> = {
  button_font: 'button',
  active_item: 'button',
  active_item_font: 'button',
  forgot_password: 'login_button',
};

/** A theme colour that fails one of its pairs. */
export interface ThemeContrastIssue {
  /** The colour to change: the pair's own colour when the theme sets it, else the other one. */
  field: ThemeColorKey;
  /** The colour it is measured against. */
  against: string;
  /** The theme colour it is measured against, when it is one. */
  againstField: ThemeColorKey | null;
  ratio: number;
  required: number;
}

/**
 * The contrast failures of a theme's colours, at most one per colour (its worst), in the order of
 * THEME_COLOR_KEYS. Pairs of colours the theme leaves to the product are not the theme's doing.
 */
export function themeContrastIssues(colors: ThemeColorValues): ThemeContrastIssue[] {
  const shown = effectiveThemeColors(colors);
  const isSet = (key: ThemeColorKey) => Boolean(colors[key] && parseColor(colors[key]!));
  const found = new Map<ThemeColorKey, ThemeContrastIssue>();
  for (const pair of PAIRS) {
    const otherField = typeof pair.against === 'string' ? pair.against : null;
    if (!isSet(pair.field) && (pair.onlyWhenSet || !(otherField && isSet(otherField)))) continue;
    const fore = shown[pair.field];
    const back = otherField ? shown[otherField] : (pair.against as { fixed: string }).fixed;
    const ratio = contrastRatio(fore, back);
    if (ratio >= pair.ratio) continue;
    const field = isSet(pair.field) || !otherField ? pair.field : otherField;
    const issue: ThemeContrastIssue = {
      field,
      against: field === pair.field ? back : fore,
      againstField: field === pair.field ? otherField : pair.field,
      ratio,
      required: pair.ratio,
    };
    const before = found.get(field);
    if (!before || issue.ratio / issue.required < before.ratio / before.required) found.set(field, issue);
  }
  return THEME_COLOR_KEYS.flatMap((key) => {
    const issue = found.get(key);
    return issue ? [issue] : [];
  });
}

/**
 * The nearest shade of one theme colour that meets every pair it is part of, given the other
 * colours as they are; null when the colour has no failure or no shade can fix it.
 */
export function adjustThemeColor(colors: ThemeColorValues, field: ThemeColorKey): string | null {
  if (!themeContrastIssues(colors).some((issue) => issue.field === field)) return null;
  const shown = effectiveThemeColors(colors);
  // A colour the theme leaves unset and the portal derives from this one follows it.
  const follows = (other: ThemeColorKey) => !colors[other] && DERIVED_FROM[other] === field;
  const needs: ContrastNeed[] = [];
  for (const pair of PAIRS) {
    const otherField = typeof pair.against === 'string' ? pair.against : null;
    if (pair.onlyWhenSet && !colors[pair.field]) continue;
    if (pair.field === field) {
      if (otherField && follows(otherField)) continue;
      const against = otherField ? shown[otherField] : (pair.against as { fixed: string }).fixed;
      needs.push({ against, ratio: pair.ratio });
    } else if (otherField === field && !follows(pair.field)) {
      needs.push({ against: shown[pair.field], ratio: pair.ratio });
    }
  }
  return nearestPassingShade(shown[field], needs);
}
