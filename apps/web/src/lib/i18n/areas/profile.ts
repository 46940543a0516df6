import { defineAreaMessages } from './define';

/** Texts of the profile screens. */
export const profileMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
