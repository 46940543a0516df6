import { defineAreaMessages } from './define';

/** Texts of the reports screens. */
export const reportsMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
