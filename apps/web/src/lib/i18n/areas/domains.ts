import { defineAreaMessages } from './define';

/** Texts of the domains screens. */
export const domainsMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
