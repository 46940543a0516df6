import type { CompaniesTexts } from './pt-BR';

/** Texts of the business-unit screens in American English. */
export const companies: CompaniesTexts = {
  pageTitle: 'Business units',
  title: 'Business units',
  subtitle: 'The business units you sell, with their limits, trial and sign-in settings.',
  add: 'Add business unit',
  search: 'Search business units',
  searchPlaceholder: 'Search by name, subdomain or CNPJ/CPF',
  statusLabel: 'Show business units by status',
  status: { active: 'Active', inactive: 'Inactive', deleted: 'Deleted' },
  empty: {
    active: 'No active business units',
    inactive: 'No inactive business units',
    deleted: 'No deleted business units',
  },
  emptySearch: 'Nothing matches this search. Try another name or clear the search.',
  errorTitle: 'Could not load the business units',
  loadingLabel: 'Loading business units',
  noLimit: 'No limit',
  columns: {
    name: 'Business unit',
    document: 'CNPJ/CPF',
    users: 'User limit',
    trial: 'Trial ends',
    status: 'Status',
  },
  badge: { active: 'Active', inactive: 'Inactive', deleted: 'Deleted', azureDefault: 'Azure default' },
  actions: { menu: 'More actions for {{name}}', delete: 'Delete', restoreNamed: 'Restore {{name}}' },
  form: {
    createTitle: 'New business unit',
    failed: 'Could not save the business unit',
    sectionUnit: 'Business unit',
    sectionAccess: 'Users and access',
    sectionAdmin: 'First administrator',
    client: 'Client',
    clientHint: 'Who is billed for this unit.',
    clientNew: 'New client with the unit’s name',
    create: 'Create business unit',
  },
  created: {
    title: 'Business unit created',
    done: 'Done',
  },
  notifications: {
    saved: '{{name}} was saved.',
    deleted: '{{name}} was deleted. You can restore it from the Deleted filter.',
    restored: '{{name}} was restored.',
    activated: '{{name}} was activated.',
    deactivated: '{{name}} was deactivated.',
  },
};
