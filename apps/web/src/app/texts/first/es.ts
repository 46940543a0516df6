import { common } from '../../../lib/i18n/common/es';
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
} from '../../../lib/i18n/shared/es';
import { auth } from '../../../features/auth/texts/es';
import { errors } from '../../../features/errors/texts/es';
import type { FirstTexts } from './pt-BR';

/**
 * The texts fetched before the first render in Spanish: the app shell, the shared components,
 * sign-in and the error pages. Every other screen's texts follow (`../es.ts`) before it shows.
 */
export const firstEs: FirstTexts = {
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
export { es as messages } from '@mirante/contracts/messages/es';
