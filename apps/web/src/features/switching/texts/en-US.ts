import type { SwitchingTexts } from './pt-BR';

/** Texts of unit switching, impersonation and the unit gate in American English. */
export const switching: SwitchingTexts = {
  unitsLabel: 'Business units',
  currentUnit: 'Current',
  switchingTitle: 'Switching business unit',
  switchingTo: 'Switching to {{name}}…',
  enteringUnit: 'Entering {{name}}…',
  returning: 'Returning to the partner…',
  failedTitle: 'Could not switch business unit',
  enterUnit: 'Enter a business unit',
  enterUnitTitle: 'Enter a business unit',
  enterUnitHint:
    'Choose the unit and the profile to enter with. You can return to the partner at any time from the bar at the top of the page. A unit lets you in when its settings allow partner remote access; some also ask an administrator to approve each entry.',
  searchUnits: 'Search units',
  noUnits: 'No business unit found.',
  asAdmin: 'As administrator',
  asUser: 'As user',
  enterAs: 'Enter {{name}}: {{profile}}',
  bannerLabel: 'Partner access',
  bannerText: 'You are in {{unit}} as {{profile}} on behalf of {{partner}}.',
  backToPartner: 'Back to partner',
  backToAdmin: 'Back to administrator',
  bannerLabelAdmin: 'Administrator access',
  bannerTextAdmin: 'You are in {{unit}} as a user, on behalf of the administrator {{partner}}.',
  changeTitle: 'Entering the business unit',
  changeWorking: 'Connecting you to the other business unit…',
  changeFailedTitle: 'Could not sign in',
  changeFailedText:
    'A business unit switch link lasts a few seconds and works once. Sign in again to continue.',
  unitGate: {
    pageTitle: 'Enter a unit',
    title: 'Enter one of your units',
    text: "This screen shows one business unit's reports and catalogs. Choose the unit and the profile to enter with; you return to the partner from the bar at the top of the page.",
    listLabel: 'Your business units',
    noUnitsTitle: 'No business units',
    noUnitsText: 'This partner has no units yet. Register one under Business units.',
    unitsLink: 'Go to Business units',
    operatorTitle: 'Reports open inside their unit',
    operatorText:
      "A report belongs to a business unit and opens only for its members. The operator sees every unit's reports, read-only, in the list of reports.",
    operatorLink: "See the units' reports",
  },
};
