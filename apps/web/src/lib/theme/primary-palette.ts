import type { MantineColorsTuple } from '@mantine/core';
import { colorPalette, PALETTE_BASE_SHADE, paletteTextColor, readableTextOn } from '@mirante/contracts';

/** The Mantine theme's primary colour: a unit's theme puts its own palette in its variables. */
export const PRIMARY_COLOR = 'brand';

/** A unit's primary colour as a Mantine colour tuple: tints, the colour itself at shade 7, shades. */
export function unitPrimaryColors(color: string): MantineColorsTuple {
  return colorPalette(color) as unknown as MantineColorsTuple;
}

interface PrimaryPaletteOptions {
  /** The unit's primary colour (its button colour; the sign-in button on the sign-in page). */
  color: string;
  /** The surfaces its text shades are read on (cards, page background). */
  surfaces: readonly string[];
  /** The text colour on the filled colour; black or white, whichever reads, when not given. */
  contrast?: string | null;
  /** The link colour; the readable text shade when not given. */
  anchor?: string | null;
}

/**
 * The CSS variables that make a unit's colour the primary colour of every Mantine component
 * (filled, light, subtle and outline variants, tabs, switches, checkboxes, loaders, anchors and
 * the focus ring): the variables Mantine derives from the primary colour tuple, set from the
 * unit's palette. Text in the colour (light and subtle variants, outlines, links) uses its shade
 * that keeps 4.5:1 on the surfaces and on the palette's light tints.
 */
export function primaryPaletteVariables(options: PrimaryPaletteOptions): Record<string, string> {
  const tuple = unitPrimaryColors(options.color);
  const base = tuple[PALETTE_BASE_SHADE];
  const text = paletteTextColor(base, options.surfaces);
  const vars: Record<string, string> = {};
  tuple.forEach((shade, index) => {
    vars[`--mantine-color-${PRIMARY_COLOR}-${index}`] = shade;
  });
  return {
    ...vars,
    [`--mantine-color-${PRIMARY_COLOR}-filled`]: base,
    [`--mantine-color-${PRIMARY_COLOR}-filled-hover`]: tuple[PALETTE_BASE_SHADE + 1]!,
    [`--mantine-color-${PRIMARY_COLOR}-light`]: tuple[1],
    [`--mantine-color-${PRIMARY_COLOR}-light-hover`]: tuple[2],
    [`--mantine-color-${PRIMARY_COLOR}-light-color`]: text,
    [`--mantine-color-${PRIMARY_COLOR}-text`]: text,
    [`--mantine-color-${PRIMARY_COLOR}-outline`]: text,
    [`--mantine-color-${PRIMARY_COLOR}-outline-hover`]: `color-mix(in srgb, ${base}, transparent 95%)`,
    '--mantine-primary-color-contrast': options.contrast || readableTextOn(base),
    '--mantine-color-anchor': options.anchor || text,
  };
}

/** Every variable primaryPaletteVariables may set, to take a unit's palette off again. */
export const PRIMARY_PALETTE_VARIABLES = Object.keys(
  primaryPaletteVariables({ color: '#000000', surfaces: [] }),
);
