import type { CommonTexts } from './pt-BR';

/** Texts every screen shares (actions, states, pagination) in American English. */
export const common: CommonTexts = {
  actions: {
    cancel: 'Cancel',
    save: 'Save',
    saveChanges: 'Save changes',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    close: 'Close',
    back: 'Back',
    confirm: 'Confirm',
    goToSignin: 'Go to sign in',
    activate: 'Activate',
    deactivate: 'Deactivate',
    restore: 'Restore',
    retry: 'Try again',
    clearSearch: 'Clear search',
    menuFor: 'Actions for {{name}}',
    goHome: 'Go to the home page',
    reload: 'Reload the page',
  },
  discard: {
    title: 'Discard changes?',
    text: 'What you typed in this form will be lost.',
    keep: 'Keep editing',
    confirm: 'Discard',
  },
  states: { loading: 'Loading…' },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
    page: 'Page {{page}}',
    summary: 'Showing {{from}}–{{to}} of {{total}}',
    range: '{{from}}–{{to}} of {{total}}',
  },
  columns: { actions: 'Actions' },
  dateInput: {
    placeholder: { dmy: 'DD/MM/YYYY', mdy: 'MM/DD/YYYY', time: 'HH:MM' },
    openCalendar: 'Open the calendar of {{name}}',
    timeOf: '{{name}} (time)',
  },
  progress: {
    working: 'Loading…',
    stillWorking: 'Still working… You can keep browsing.',
  },
  answers: { yes: 'Yes', no: 'No' },
};
