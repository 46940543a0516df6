import type { ErrorsTexts } from './pt-BR';

/** Texts of the error pages in American English. */
export const errors: ErrorsTexts = {
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
  popupOpenHere: 'Open it here instead',
  unexpectedText: 'Something went wrong while loading this page.',
};
