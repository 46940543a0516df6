import type { SharedTexts } from './pt-BR';

// Texts of the app shell and the shared components in American English.

export const app: SharedTexts['app'] = {
  name: 'Mirante',
  tagline: 'Your BI reports, published to the people who need them.',
  copyright: '© {{year}} Mirante',
};

export const language: SharedTexts['language'] = {
  label: 'Language',
  change: 'Change language',
  names: {
    'pt-BR': 'Português (Brasil)',
    'en-US': 'English (US)',
    es: 'Español',
    'pt-PT': 'Português (Portugal)',
  },
};

export const profiles: SharedTexts['profiles'] = {
  a2m: 'Operator',
  master: 'Partner',
  admin: 'Administrator',
  user: 'User',
};

export const layout: SharedTexts['layout'] = {
  navigation: 'Main menu',
  toggleNavigation: 'Open or close the menu',
  accountMenu: 'Account menu',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  homeOf: '{{name}}: home page',
  skipToContent: 'Skip to content',
  signIn: 'Sign in',
};

export const menu: SharedTexts['menu'] = {
  helpDesk: 'Help desk',
  analyze: 'Usage analytics',
  clients: 'Clients',
  setting: 'Settings',
  whitelabels: 'Themes',
  companies: 'Business units',
  registration: 'Registration',
  dashboard: 'Dashboard',
  partners: 'Partners',
  remoteAuthorization: 'Remote access',
  samlSso: 'Single sign-on (SAML)',
  users: 'Users',
  groupUsers: 'User groups',
  autoActions: 'Task scheduler',
  domain: 'Domains',
  powerbi: 'Power BI accounts',
  workspaces: 'Workspaces',
  resources: 'Capacities',
  reports: 'Reports',
  allReports: 'All reports',
  managementReport: 'Report management',
  playlists: 'Playlists',
  catalogs: 'Catalogs',
  reportsA2m: 'Reports',
  scim: 'Provisioning (SCIM)',
  notifications: 'Notifications',
  faq: 'FAQ',
  billing: 'Billing',
  billingSummary: 'Billing summary',
};

export const access: SharedTexts['access'] = {
  deniedTitle: 'Access denied',
  deniedHint: 'If you need this page, ask your business unit administrator for access.',
};

export const deleteConfirm: SharedTexts['deleteConfirm'] = {
  title: 'Delete {{name}}?',
  instruction: 'To confirm, type the text below:',
  label: 'Confirmation',
};

export const embed: SharedTexts['embed'] = {
  loading: 'Loading report',
  warmingUp: 'Warming up the capacity…',
  warmingUpHint: "The report's capacity was paused and is starting. This takes about a minute.",
  errorTitle: 'The report could not be shown',
  errorGeneric: 'The report provider reported an error while showing this report.',
  invalidUrl: "This report's address is not the report provider's.",
  pages: 'Report pages',
  openExternal: 'Open in a new tab',
  externalScan: "Point your phone's camera at the code to open it.",
  externalQrAlt: 'QR code of the link of {{title}}',
  externalBlocked: {
    refused: 'This site does not allow being shown inside another site.',
    insecure: 'This link is not secure (HTTP) and cannot be shown here.',
    unreachable: 'This site could not be checked, so it is not shown here.',
  },
  maintenanceTitle: 'Report under maintenance',
};

export const unitPicker: SharedTexts['unitPicker'] = { label: 'Business unit', placeholder: 'Choose a unit' };

export const avatar: SharedTexts['avatar'] = {
  label: 'Profile picture',
  upload: 'Upload picture',
  change: 'Change picture',
  remove: 'Remove picture',
  hint: 'PNG, JPEG or WebP, up to 2 MB.',
  tooLarge: 'The picture is larger than 2 MB.',
};

export const unitForm: SharedTexts['unitForm'] = {
  name: 'Name',
  subdomain: 'Subdomain',
  subdomainHint: 'Lower-case letters, digits and hyphens; it becomes the sign-in address.',
  client: 'Client',
  document: 'CNPJ or CPF',
  documentHint: 'Optional; checked by its check digits.',
  userLimit: 'User limit',
  userLimitHint: 'Empty means no limit.',
  bonusUsers: 'Bonus users',
  trialEndsAt: 'Trial ends on',
  trialHint: 'Empty means no trial period.',
  standardAuth: 'Standard authentication',
  authPassword: 'Password',
  authSaml: 'SAML',
  azureDefault: 'Default unit in Azure',
  standardAuthHint:
    'SAML: the sign-in page offers single sign-on only and passwords are refused. The unit needs a SAML application that has completed a sign-in.',
  azureDefaultHint:
    'People of several of your units who sign in with single sign-on on the general address land here. Only one unit can be the default; choosing this one unsets the others.',
  restrictProviderAccounts: 'Restrict report-provider accounts',
  restrictHint: 'Each admin sees only the provider accounts they registered.',
  allowAddReports: 'Allow the unit to add reports',
  active: 'Active',
  adminName: 'Administrator name',
  adminEmail: 'Administrator e-mail',
  adminPassword: 'Administrator password',
  adminPasswordHint: 'Leave empty to generate one; it is shown once.',
  togglePassword: 'Show or hide the password',
  noLimit: 'No limit',
  created: {
    text: '{{name}} is ready. Its administrator {{email}} can sign in now.',
    signInAddress: 'Sign-in address',
    passwordLabel: 'Generated password',
    passwordHint: 'Copy it now and hand it over safely: it will not be shown again.',
    copy: 'Copy',
    copied: 'Copied',
  },
};
