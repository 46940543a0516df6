import type { ThemesTexts } from './pt-BR';

/** Texts of the themes screens in American English. */
export const themes: ThemesTexts = {
  pageTitle: 'Themes',
  subtitle:
    'Colours, title and pictures of your portal and its sign-in page. The active theme applies to everyone.',
  add: 'New theme',
  addTitle: 'New theme',
  active: 'Active',
  noPageTitle: 'No page title',
  loading: 'Loading themes',
  loadFailed: 'The themes could not be loaded.',
  emptyTitle: 'No themes yet',
  emptyText: 'Create a theme with your brand colours and activate it to dress the portal.',
  saveFailed: 'The theme was not saved',
  colorsTitle: 'Colours',
  picturesTitle: 'Pictures',
  picturesHint: 'PNG, JPEG, WebP or ICO, up to {{size}} KB each.',
  keepPicture: 'Keep the current picture',
  choosePicture: 'Choose a file',
  pageTitleHint: 'Shown in the browser tab.',
  reportIconHint:
    "Shown for the unit's reports: on their cards (when they have no cover) and in the reports menu.",
  fields: {
    name: 'Name',
    page_title: 'Page title',
    icon: 'Icon',
    icon_report: 'Report icon',
    favicon: 'Favicon',
    background_image: 'Background image',
    show_background_image: 'Show the background image',
  },
  colors: {
    background: 'Background',
    card: 'Card',
    font: 'Text',
    button: 'Button',
    button_font: 'Button text',
    group: 'Group',
    subgroup: 'Subgroup',
    active_item: 'Active item',
    active_item_font: 'Active item text',
    login_background: 'Sign-in background',
    login_button: 'Sign-in button',
    forgot_password: 'Forgot password link',
  },
  unitPickerHint: 'Choose one of your units to edit its themes.',
};
