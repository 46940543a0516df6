import type { ScimTexts } from './pt-BR';

/** Texts of the SCIM provisioning screen in American English. */
export const scim: ScimTexts = {
  pageTitle: 'Provisioning (SCIM)',
  title: 'User provisioning (SCIM)',
  subtitle:
    'Tokens your identity provider (Microsoft Entra ID) uses to create, update and deactivate the users and groups of this business unit.',
  unitPickerHint: 'Choose the business unit whose tokens you want to manage.',
  baseUrl: 'Tenant URL',
  baseUrlHint: "Enter this address and a token in the application's provisioning settings in Entra ID.",
  copy: 'Copy',
  copied: 'Copied',
  add: 'Generate token',
  addTitle: 'New provisioning token',
  loading: 'Loading tokens',
  errorTitle: 'The tokens could not be loaded',
  emptyTitle: 'No tokens yet',
  emptyText: "Generate a token to connect your identity provider's provisioning.",
  fields: { description: 'Description', enabled: 'Enabled' },
  enabledHint: 'A disabled token is refused at once.',
  columns: { description: 'Description', status: 'Status', lastUsed: 'Last used', created: 'Created' },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  neverUsed: 'Never used',
  saved: 'Token {{name}} saved.',
  deleted: 'Token {{name}} deleted.',
  deleteHint: 'The identity provider using this token will no longer be able to provision users.',
  createdTitle: 'Token generated',
  createdWarning: 'Copy the token now: for your security it will not be shown again.',
  tokenLabel: 'Secret token',
  done: 'Done',
};
