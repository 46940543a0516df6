import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { PALETTE_BASE_SHADE } from '@mirante/contracts';
import { PRIMARY_COLOR } from '../lib/theme/primary-palette';

/** The product blue: from the brand mark's cyan to its deep blue. */
const brand: MantineColorsTuple = [
  '#e8f4ff',
  '#d1e5fb',
  '#a3c8f1',
  '#71a9e8',
  '#478fe0',
  '#2d7edc',
  '#1d75db',
  '#0d63c3',
  '#0058b0',
  '#004c9c',
];

/**
 * Filled buttons, badges and icons of the primary colour write in its contrast colour (white for
 * the product blue, the button text colour of a unit's theme) rather than always in white.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const primary = !input.color || input.color === PRIMARY_COLOR;
  if (input.variant === 'filled' && primary && input.autoContrast === undefined) {
    return { ...colors, color: 'var(--mantine-primary-color-contrast)' };
  }
  return colors;
};

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  primaryShade: PALETTE_BASE_SHADE,
  variantColorResolver,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Paper: { defaultProps: { shadow: 'xs' } },
    // The tick on the primary colour, in its contrast colour (a light theme colour gets black).
    Checkbox: { defaultProps: { iconColor: 'var(--mantine-primary-color-contrast)' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

/**
 * Text of the light variants (badges, initials, subtle buttons) that stays readable: Mantine's
 * shade 9 is under 4.5:1 on its own shade 1 for these palettes. Each is that shade 9 darkened
 * until it reaches 4.6:1 on shades 1 and 2 (the hovered background).
 */
const LIGHT_VARIANT_TEXT = {
  red: '#b02525',
  teal: '#076e4f',
  green: '#237133',
  lime: '#48730a',
  yellow: '#a15300',
  orange: '#ac390c',
} as const;

/**
 * Colours of the Mantine defaults that WCAG AA (4.5:1 for text) asks to darken. Secondary
 * ("dimmed") text: grey-6 is 3.3:1 on white; these keep 4.5:1 on white and on the light greys of
 * the page and of table stripes (gray-0 to gray-2), and on the dark scheme's surfaces (dark-7 to
 * dark-5).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    // A file field shows its placeholder as text: 5.2:1 on white, still lighter than a value.
    '--mantine-color-placeholder': '#676e75',
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': '#a6a6a6' },
});
