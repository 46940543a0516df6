import { ZTheme } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { storedThemeOf } from './apply-theme';

const theme = {
  id: 3,
  name: 'Acme',
  colors: { button: '#112233', login_button: ' rgb(1, 2, 3) ', card: null },
  icon: '/storage/icon.png',
  icon_report: '/storage/report.png',
  page_title: null,
  favicon: null,
  background_image: '/storage/bg.png',
  show_background_image: true,
  active: true,
};

// Records bi:theme may hold: a theme, an emptied record, and themes the contract refuses.
const records: Record<string, unknown>[] = [
  theme,
  { ...theme, extra: 'dropped', colors: { ...theme.colors, unknown_key: 'x' } },
  {},
  { page_title: 'Only a title' },
  { ...theme, id: 1.5 },
  { ...theme, id: '3' },
  { ...theme, name: null },
  { ...theme, icon: 7 },
  // Kept before the report icon existed: none; anything but a path or null is refused.
  { ...theme, icon_report: undefined },
  { ...theme, icon_report: 7 },
  { ...theme, show_background_image: 'yes' },
  { ...theme, active: undefined },
  { ...theme, colors: null },
  { ...theme, colors: [] },
  { ...theme, colors: { button: 'red' } },
  { ...theme, colors: { button: '' } },
  { ...theme, colors: { button: 12 } },
  { ...theme, colors: { button: '#12345' } },
];

describe('storedThemeOf', () => {
  it.each(records.map((record, index) => [index, record] as const))(
    'reads record %i as the contract does',
    (_, record) => {
      const parsed = ZTheme.safeParse(record);
      expect(storedThemeOf(record)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it('keeps the colours trimmed and leaves unknown keys out', () => {
    expect(storedThemeOf(records[1]!)).toEqual({
      ...theme,
      colors: { button: '#112233', login_button: 'rgb(1, 2, 3)', card: null },
    });
  });
});
