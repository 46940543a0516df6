import type { CustomFieldsTexts } from './pt-BR';

/** Texts of the custom-fields screens in American English. */
export const customFields: CustomFieldsTexts = {
  adminIntro:
    "Extra fields of this unit's user records. Global fields are defined by the partner and are read only here.",
  partnerIntro: "Every unit's administrators see these fields but cannot change them.",
  add: 'Add field',
  addTitle: 'New custom field',
  loading: 'Loading fields',
  errorTitle: 'The fields could not be loaded',
  empty: 'No custom fields yet.',
  created: 'Field {{name}} created.',
  updated: 'Field {{name}} saved.',
  deleted: 'Field {{name}} deleted.',
  globalLabel: 'Global',
  optional: 'Optional',
  readOnly: 'Defined by the partner: read only',
  optionsHint: 'Type an option and press Enter.',
  duplicateOptions: 'Options must not repeat.',
  positionHint: 'Fields with a lower number come first.',
  searchableHint: 'Can be used as a filter in the users list.',
  fields: {
    name: 'Name',
    type: 'Type',
    options: 'Options',
    position: 'Order',
    required: 'Required',
    searchable: 'Searchable',
  },
  columns: { position: 'Order', name: 'Name', type: 'Type', options: 'Options', rules: 'Rules' },
  types: {
    text: 'Text',
    number: 'Number',
    date: 'Date',
    list: 'List',
    multiple: 'Multiple choice',
    single: 'Single choice',
  },
};
