import type { DashboardTexts } from './pt-BR';

/** Texts of the home page (dashboard) and the choice of a home page in American English. */
export const dashboard: DashboardTexts = {
  pageTitle: 'Dashboard',
  greeting: 'Hello, {{name}}!',
  subtitle: 'Reports published to you show up here.',
  emptyTitle: 'No reports yet',
  emptyDescription:
    'No reports have been published to you yet. When an administrator shares a report with you, it will appear here.',
  favorites: 'Favorites',
  recent: 'Recently viewed',
  latest: 'Latest reports added',
  noFavoritesTitle: 'No favorites yet',
  noFavorites: 'Star a report to keep it here.',
  noRecentTitle: 'Nothing viewed yet',
  noRecent: 'The reports you open will show up here.',
  viewedAt: 'Viewed {{date}}',
  allReports: 'All reports',
  error: 'Could not load your reports',
  partnerHint: 'Switch into one of your business units (account menu) to see and manage its reports.',
  homePage: {
    open: 'Home page',
    title: 'Home page',
    description: 'Choose the page you land on after signing in.',
    default: 'Business unit default ({{page}})',
    route: 'A page of the menu',
    report: 'A report',
    pickRoute: 'Choose a page',
    pickReport: 'Choose a report',
    saved: 'Home page saved.',
    error: 'The home page was not saved',
  },
};
