import { describe, expect, it } from 'vitest';
import {
  adjustThemeColor,
  colorPalette,
  contrastRatio,
  formatRatio,
  nearestPassingShade,
  paletteTextColor,
  parseColor,
  readableTextOn,
  relativeLuminance,
  themeContrastIssues,
} from './contrast';

describe('contrast maths (WCAG 2.1)', () => {
  it('gives the relative luminance of the reference colours', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('gives the ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe(4.48);
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe(4.54);
    // The order of the two does not matter.
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
    expect(formatRatio(contrastRatio('#0000ff', '#ffffff'))).toBe(8.59);
    expect(formatRatio(contrastRatio('#595959', '#ffffff'))).toBe(7);
  });

  it('reads every colour form a theme accepts', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('blue')).toBeNull();
    // Half-transparent black over white shows as mid grey.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#808080', '#ffffff'),
      1,
    );
  });

  it('never shows a failing ratio as the one it misses', () => {
    expect(formatRatio(4.497, 4.5)).toBe(4.49);
    expect(formatRatio(4.497)).toBe(4.5);
    expect(formatRatio(4.503, 4.5)).toBe(4.5);
  });

  it('finds the nearest passing shade, darker or lighter', () => {
    const onWhite = [{ against: '#ffffff', ratio: 4.5 }];
    expect(nearestPassingShade('#767676', onWhite)).toBe('#767676');
    const darker = nearestPassingShade('#777777', onWhite)!;
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(darker)).toBeLessThan(relativeLuminance('#777777'));
    // One step less would fail: it is the nearest.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(darker).toBe('#767676');
    const onBlack = [{ against: '#000000', ratio: 4.5 }];
    const lighter = nearestPassingShade('#333333', onBlack)!;
    expect(contrastRatio(lighter, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(lighter)).toBeGreaterThan(relativeLuminance('#333333'));
    // Mid grey cannot read 7:1 on both black and white.
    expect(
      nearestPassingShade('#777777', [
        { against: '#ffffff', ratio: 7 },
        { against: '#000000', ratio: 7 },
      ]),
    ).toBeNull();
  });

  it('picks black or white text for a background', () => {
    expect(readableTextOn('#0d63c3')).toBe('#ffffff');
    expect(readableTextOn('#ffd43b')).toBe('#000000');
  });

  it('makes a ten-shade palette around the colour, with text shades that read on its tints', () => {
    const palette = colorPalette('#2f9e44');
    expect(palette).toHaveLength(10);
    expect(palette[7]).toBe('#2f9e44');
    const luminances = palette.map((c) => relativeLuminance(c));
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
    for (const color of ['#2f9e44', '#ffd43b', '#0d63c3', '#e64980', '#101010']) {
      const text = paletteTextColor(color, ['#ffffff']);
      const tints = colorPalette(color);
      for (const surface of ['#ffffff', tints[1]!, tints[2]!]) {
        expect(contrastRatio(text, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('themeContrastIssues', () => {
  it('accepts the product colours and a readable theme', () => {
    expect(themeContrastIssues({})).toEqual([]);
    expect(
      themeContrastIssues({ button: '#1b5e20', button_font: '#ffffff', font: '#212529', card: '#ffffff' }),
    ).toEqual([]);
  });

  it('names the colour, the measured ratio and the needed one', () => {
    const issues = themeContrastIssues({ button: '#1b5e20', button_font: '#2e7d32' });
    expect(issues).toEqual([
      expect.objectContaining({
        field: 'button_font',
        against: '#1b5e20',
        againstField: 'button',
        required: 4.5,
      }),
    ]);
    expect(issues[0]!.ratio).toBeLessThan(4.5);
    // Grey text on white: 4.48:1 is not enough for text.
    const [font] = themeContrastIssues({ font: '#777777', background: '#ffffff' });
    expect(font).toMatchObject({ field: 'font', required: 4.5 });
    expect(formatRatio(font!.ratio)).toBe(4.48);
  });

  it('asks 3:1 of the button colour as a control on the cards and the page', () => {
    expect(themeContrastIssues({ button: '#8a8a8a' })).toEqual([]);
    const [issue] = themeContrastIssues({ button: '#ffe066' });
    expect(issue).toMatchObject({ field: 'button', required: 3 });
  });

  it('blames the colour the theme set when the other one is the product default', () => {
    expect(themeContrastIssues({ card: '#111111' }).map((i) => i.field)).toEqual(['card']);
    expect(themeContrastIssues({ forgot_password: '#aaaaaa' })).toEqual([
      expect.objectContaining({ field: 'forgot_password', against: '#ffffff', againstField: null }),
    ]);
  });

  it('adjusts a failing colour to the nearest shade that passes all its pairs', () => {
    const colors = { button: '#1b5e20', button_font: '#2e7d32', card: '#ffffff' };
    const fixed = adjustThemeColor(colors, 'button_font')!;
    expect(contrastRatio(fixed, '#1b5e20')).toBeGreaterThanOrEqual(4.5);
    expect(themeContrastIssues({ ...colors, button_font: fixed })).toEqual([]);
    expect(adjustThemeColor(colors, 'button')).toBeNull();
    const light = adjustThemeColor({ button: '#ffe066' }, 'button')!;
    expect(themeContrastIssues({ button: light })).toEqual([]);
    expect(contrastRatio(light, '#ffffff')).toBeLessThan(3.2);
  });
});
