import type { TwoFactorTexts } from './pt-BR';

/** Texts of the two-step verification screens in American English. */
export const twoFactor: TwoFactorTexts = {
  pageTitle: 'Two-step verification',
  enrolTitle: 'Set up two-step verification',
  enrolSubtitle:
    'Your business unit asks for a second step at sign-in. Set it up once with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
  signingInAs: 'Signing in as {{email}}',
  steps: { scan: 'Scan', save: 'Save' },
  scanTitle: 'Scan the QR code with your authenticator app',
  qrAlt: 'QR code to add {{email}} to an authenticator app',
  manualLabel: 'Can’t scan it? Type this key in the app',
  manualHint: 'Time-based, 6 digits, renewed every 30 seconds.',
  copyKey: 'Copy key',
  copied: 'Copied!',
  next: 'Continue',
  verifyTitle: 'Enter the 6-digit code shown in the app',
  verifyHint: 'The code changes every 30 seconds; use the one on the screen.',
  codeLabel: 'Verification code',
  digitLabel: 'Digit {{n}} of {{total}}',
  challengeTitle: 'Two-step verification',
  challengeSubtitle: 'Open your authenticator app and enter the 6-digit code for your account.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from the app instead',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'Each recovery code works only once.',
  signIn: 'Sign in',
  failed: 'Could not verify',
  codesTitle: 'Save your recovery codes',
  codesText:
    'If you lose access to your authenticator app, each of these codes lets you sign in once. Keep them somewhere safe: they will not be shown again.',
  codesListLabel: 'Recovery codes',
  copyCodes: 'Copy codes',
  download: 'Download',
  downloadHeader: 'Mirante recovery codes for {{email}}',
  downloadFooter: 'Each code works only once.',
  saved: 'I saved them, continue',
  invalidTitle: 'This link has expired',
  invalidText:
    'The verification step lasts a few minutes and works only once. Sign in again to get a new one.',
  loadError: 'Could not load this step',
  loading: 'Preparing the verification…',
};
