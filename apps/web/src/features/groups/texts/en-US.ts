import type { GroupsTexts } from './pt-BR';

/** Texts of the user-groups screens in American English. */
export const groups: GroupsTexts = {
  pageTitle: 'User groups',
  title: 'User groups',
  subtitle: "Organize the unit's users into groups and define the extra fields of their records.",
  partnerTitle: 'Global custom fields',
  partnerSubtitle: "Fields every business unit of the partner shows on its users' records.",
  tabGroups: 'Groups',
  tabFields: 'Custom fields',
  add: 'Add group',
  addTitle: 'New group',
  search: 'Search groups',
  searchPlaceholder: 'Search by name',
  clearSearch: 'Clear search',
  loading: 'Loading groups',
  errorTitle: 'The groups could not be loaded',
  empty: 'Create the first group to organize your users.',
  emptySearch: 'No group matches the search.',
  created: 'Group {{name}} created.',
  updated: 'Group {{name}} saved.',
  deleted: 'Group {{name}} deleted.',
  deletedMoved: 'Group {{name}} deleted; {{count}} member(s) now have no group.',
  deleteMovesMembers: 'This group has {{count}} member(s). Deleting it leaves them with no group.',
  fields: { name: 'Name', description: 'Description' },
  columns: { name: 'Name', description: 'Description', members: 'Members', createdAt: 'Created on' },
};
