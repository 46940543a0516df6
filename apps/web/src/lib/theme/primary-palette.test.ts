import { contrastRatio } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { primaryVariablesOf } from './apply-theme';
import { PRIMARY_PALETTE_VARIABLES, primaryPaletteVariables } from './primary-palette';

const theme = (colors: Record<string, string>) => ({
  id: 1,
  name: 'Unit',
  colors,
  icon: null,
  icon_report: null,
  page_title: null,
  favicon: null,
  background_image: null,
  show_background_image: false,
  active: true,
});

describe('primary palette', () => {
  it("makes the unit's button colour the primary colour of every variant", () => {
    const vars = primaryVariablesOf(theme({ button: '#1b5e20', button_font: '#fefce8' }), 'layout');
    expect(vars['--mantine-color-brand-7']).toBe('#1b5e20');
    expect(vars['--mantine-color-brand-filled']).toBe('#1b5e20');
    expect(vars['--mantine-color-brand-light-color']).toBe('#1b5e20');
    expect(vars['--mantine-primary-color-contrast']).toBe('#fefce8');
    expect(Object.keys(vars).sort()).toEqual([...PRIMARY_PALETTE_VARIABLES].sort());
  });

  it('writes text in a shade of a light colour that keeps 4.5:1 on the surfaces and tints', () => {
    const vars = primaryPaletteVariables({ color: '#f59f00', surfaces: ['#ffffff', '#f1f3f5'] });
    expect(vars['--mantine-color-brand-filled']).toBe('#f59f00');
    const text = vars['--mantine-color-brand-light-color']!;
    for (const surface of [
      '#ffffff',
      '#f1f3f5',
      vars['--mantine-color-brand-1']!,
      vars['--mantine-color-brand-2']!,
    ]) {
      expect(contrastRatio(text, surface), surface).toBeGreaterThanOrEqual(4.5);
    }
    expect(vars['--mantine-color-anchor']).toBe(text);
    // Black reads better than white on orange.
    expect(vars['--mantine-primary-color-contrast']).toBe('#000000');
  });

  it('leaves the product palette when the theme sets no colour of its own for the context', () => {
    expect(primaryVariablesOf(null, 'layout')).toEqual({});
    expect(primaryVariablesOf(theme({ font: '#111111' }), 'layout')).toEqual({});
    expect(primaryVariablesOf(theme({ forgot_password: '#5f3dc4' }), 'signin')).toEqual({
      '--mantine-color-anchor': '#5f3dc4',
    });
    expect(
      primaryVariablesOf(theme({ login_button: '#5f3dc4' }), 'signin')['--mantine-color-brand-filled'],
    ).toBe('#5f3dc4');
  });
});
