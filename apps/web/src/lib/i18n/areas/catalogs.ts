import { defineAreaMessages } from './define';

/** Texts of the catalogs screens. */
export const catalogsMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
