import type { Language } from '@mirante/contracts';
import type { AppTexts } from './pt-BR';

/** One dynamic import per language, so each language is a chunk of its own. */
const BUNDLES: Record<Language, () => Promise<AppTexts>> = {
  'pt-BR': () => import('./pt-BR').then((m) => m.ptBR),
  'en-US': () => import('./en-US').then((m) => m.enUS),
  es: () => import('./es').then((m) => m.es),
  'pt-PT': () => import('./pt-PT').then((m) => m.ptPT),
};

/** Fetches the texts of one language: the only language bundle the browser downloads. */
export function loadTexts(language: Language): Promise<AppTexts> {
  return BUNDLES[language]();
}
