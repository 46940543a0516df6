import type { Texts } from '../../../lib/i18n/texts';
import { common } from '../../../lib/i18n/common/pt-BR';
import {
  access,
  app,
  avatar,
  deleteConfirm,
  embed,
  language,
  layout,
  menu,
  profiles,
  unitForm,
  unitPicker,
} from '../../../lib/i18n/shared/pt-BR';
import { auth } from '../../../features/auth/texts/pt-BR';
import { errors } from '../../../features/errors/texts/pt-BR';

/**
 * The texts fetched before the first render in Brazilian Portuguese: the app shell, the shared components,
 * sign-in and the error pages. Every other screen's texts follow (`../pt-BR.ts`) before it shows.
 */
export const firstPtBR = {
  common,
  access,
  app,
  avatar,
  deleteConfirm,
  embed,
  language,
  layout,
  menu,
  profiles,
  unitPicker,
  unitForm,
  auth,
  errors,
};

/** The catalogued messages (errors, notices) in the same language, fetched with these texts (their own
 * module, so no other language comes with them). */
export { ptBR as messages } from '@mirante/contracts/messages/pt-BR';

/** The shape of the first texts of a language. */
export type FirstTexts = Texts<typeof firstPtBR>;
