import type { AuthTexts } from './pt-BR';

/** Texts of the sign-in screens in American English. */
export const auth: AuthTexts = {
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
  forgot: 'Forgot your password?',
  heroTitle: 'Business intelligence in one place',
  heroText: 'Reports, slideshows and catalogs for every business unit, with access controlled by profile.',
  heroReports: 'Power BI reports embedded securely',
  heroAccess: 'Access by profile, group and business unit',
  heroLanguages: 'Available in Portuguese, English and Spanish',
  unitHeroText: 'Sign in to see your reports, slideshows and catalogs.',
  unitCopyright: '© {{year}} {{name}}',
  sso: 'Sign in with single sign-on (SSO)',
  ssoOnly: 'This business unit signs in through its identity provider, with your work account.',
  or: 'or',
  site: { unitLabel: 'Business unit' },
};
