import { common } from '../../../lib/i18n/common/pt-PT';
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
} from '../../../lib/i18n/shared/pt-PT';
import { auth } from '../../../features/auth/texts/pt-PT';
import { errors } from '../../../features/errors/texts/pt-PT';
import type { FirstTexts } from './pt-BR';

/**
 * The texts fetched before the first render in European Portuguese: the app shell, the shared components,
 * sign-in and the error pages. Every other screen's texts follow (`../pt-PT.ts`) before it shows.
 */
export const firstPtPT: FirstTexts = {
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
export { ptPT as messages } from '@mirante/contracts/messages/pt-PT';
