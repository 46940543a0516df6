import { defineAreaMessages } from './define';

/** Texts of the provider screens. */
export const providerMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
