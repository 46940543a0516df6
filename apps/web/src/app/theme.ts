import { type MantineColorsTuple, createTheme } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Paper: { defaultProps: { shadow: 'xs' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});
