import { common } from '../../../lib/i18n/common/en-US';
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
} from '../../../lib/i18n/shared/en-US';
import { auth } from '../../../features/auth/texts/en-US';
import { errors } from '../../../features/errors/texts/en-US';
import type { FirstTexts } from './pt-BR';

/**
 * The texts fetched before the first render in American English: the app shell, the shared components,
 * sign-in and the error pages. Every other screen's texts follow (`../en-US.ts`) before it shows.
 */
export const firstEnUS: FirstTexts = {
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
export { enUS as messages } from '@mirante/contracts/messages/en-US';
