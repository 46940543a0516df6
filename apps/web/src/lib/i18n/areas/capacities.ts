import { defineAreaMessages } from './define';

/** Texts of the capacities screens. */
export const capacitiesMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
