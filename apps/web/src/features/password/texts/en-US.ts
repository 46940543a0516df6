import type { PasswordTexts } from './pt-BR';

/** Texts of the password recovery and expiry screens in American English. */
export const password: PasswordTexts = {
  forgotPageTitle: 'Recover password',
  forgotTitle: 'Forgot your password?',
  forgotSubtitle: "Enter your account's e-mail and we will send you a link to choose a new password.",
  forgotSubmit: 'Send recovery link',
  sentTitle: 'Check your e-mail',
  sentHint:
    'The link is valid for {{minutes}} minutes and can be used once. If you cannot find it, look in your spam folder.',
  sendAgain: 'Send to another e-mail',
  backToSignin: 'Back to sign-in',
  email: 'E-mail',
  emailPlaceholder: 'you@company.com',
  failed: 'Could not send the link',
  newPageTitle: 'New password',
  newTitle: 'Choose a new password',
  newSubtitle: 'Pick a strong password that you do not use on other sites.',
  newPassword: 'New password',
  newPasswordPlaceholder: 'Type the new password',
  confirmPassword: 'Confirm the new password',
  confirmPasswordPlaceholder: 'Type the new password again',
  togglePassword: 'Show or hide the password',
  rulesTitle: 'The new password needs',
  ruleMet: 'met',
  ruleNotMet: 'not met',
  matches: 'Confirmation matches the new password',
  expiryHint: 'In this business unit, passwords expire every {{days}} days.',
  rulesNotMet: 'The password does not meet every rule.',
  submit: 'Save new password',
  saveFailed: 'Could not save the password',
  loadingRules: 'Loading the password rules',
  rulesError: 'Could not load the password rules',
  invalidTitle: 'Invalid or expired link',
  invalidText:
    'Recovery links are valid for {{minutes}} minutes and can be used only once. Ask for a new link to continue.',
  requestNewLink: 'Ask for a new link',
};
