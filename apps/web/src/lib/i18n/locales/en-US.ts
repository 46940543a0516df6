import type { UiMessages } from './pt-BR';

export const enUS: UiMessages = {
  app: {
    name: 'Mirante',
    tagline: 'Your BI reports, published to the people who need them.',
    loading: 'Loading…',
    copyright: '© {{year}} Mirante',
  },
  language: {
    label: 'Language',
    change: 'Change language',
    names: {
      'pt-BR': 'Português (Brasil)',
      'en-US': 'English (US)',
      es: 'Español',
      'pt-PT': 'Português (Portugal)',
    },
  },
  profiles: {
    a2m: 'Operator',
    master: 'Partner',
    admin: 'Administrator',
    user: 'User',
  },
  signin: {
    pageTitle: 'Sign in',
    title: 'Sign in to your account',
    subtitle: 'Use the e-mail and password registered in your business unit.',
    email: 'E-mail',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    togglePassword: 'Show or hide the password',
    submit: 'Sign in',
    failed: 'Could not sign in',
    heroTitle: 'Business intelligence in one place',
    heroText: 'Reports, slideshows and catalogs for every business unit, with access controlled by profile.',
    heroReports: 'Power BI reports embedded securely',
    heroAccess: 'Access by profile, group and business unit',
    heroLanguages: 'Available in Portuguese, English and Spanish',
  },
  layout: {
    navigation: 'Main menu',
    toggleNavigation: 'Open or close the menu',
    accountMenu: 'Account menu',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    home: 'Home page',
  },
  menu: {
    dashboard: 'Dashboard',
    partners: 'Partners',
  },
  access: {
    deniedTitle: 'Access denied',
    deniedHint: 'If you need this page, ask your business unit administrator for access.',
  },
  dashboard: {
    pageTitle: 'Dashboard',
    greeting: 'Hello, {{name}}!',
    subtitle: 'Reports published to you show up here.',
    emptyTitle: 'No reports yet',
    emptyDescription:
      'No reports have been published to you yet. When an administrator shares a report with you, it will appear here.',
  },
  partners: {
    pageTitle: 'Partners',
    title: 'Partners',
    subtitle: 'Partners and resellers that distribute Mirante to their clients.',
    search: 'Search partners',
    searchPlaceholder: 'Search by name',
    clearSearch: 'Clear search',
    columns: {
      name: 'Name',
      kind: 'Type',
      status: 'Status',
      companies: 'Business units',
      createdAt: 'Created on',
    },
    kind: {
      operator: 'Operator',
      partner: 'Partner',
    },
    status: {
      active: 'Active',
      inactive: 'Inactive',
    },
    summary: 'Showing {{from}}–{{to}} of {{total}}',
    emptySearch: 'Try searching for another name.',
    errorTitle: 'Could not load the partners',
    loadingLabel: 'Loading partners',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  common: {
    retry: 'Try again',
    goHome: 'Go to the home page',
    goToSignin: 'Go to sign in',
    reload: 'Reload the page',
    back: 'Back',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The address you opened does not exist or has moved.',
    domainTitle: 'Unknown domain',
    domainText:
      'This address is not linked to any business unit. Check the link or contact your administrator.',
    ipTitle: 'Access blocked',
    ipText:
      'The network address you are connecting from is not allowed for this business unit. Connect from an authorized network or contact your administrator.',
    popupTitle: 'Pop-up window blocked',
    popupText:
      'Your browser blocked a window that Mirante tried to open. Allow pop-ups for this site and try again.',
    unexpectedText: 'Something went wrong while loading this page.',
  },
};
