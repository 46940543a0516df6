import type { SearchTexts } from './pt-BR';

/** Texts of the global search (header box and Ctrl+K) in American English. */
export const search: SearchTexts = {
  open: 'Search',
  openHint: 'Search reports, playlists and screens',
  dialogTitle: 'Search',
  inputLabel: 'Search reports, groups, playlists and screens',
  placeholder: 'Type a report, playlist or screen name…',
  results: 'Results',
  groups: {
    favorites: 'Favorites',
    recent: 'Recently viewed',
    report: 'Reports',
    report_group: 'Report groups',
    playlist: 'Playlists',
    user: 'Users',
    screen: 'Screens',
  },
  loading: 'Searching…',
  empty: 'No results for “{{q}}”',
  start: 'Type to search. Your favorite and recently viewed reports show here.',
  startScreens: 'Type to search the screens you may open.',
  error: 'The search could not be done. Try again.',
  favorite: 'Favorite',
  keys: '↑ ↓ to move, Enter to open, Esc to close',
};
