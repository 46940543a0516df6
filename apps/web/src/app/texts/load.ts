import type { Language, MessageCatalog } from '@mirante/contracts';
import type { AppTexts } from './pt-BR';

/** One dynamic import per language, so each language is a chunk of its own. */
const BUNDLES: Record<Language, () => Promise<{ texts: AppTexts; messages: MessageCatalog }>> = {
  'pt-BR': () => import('./pt-BR').then((m) => ({ texts: m.ptBR, messages: m.messages })),
  'en-US': () => import('./en-US').then((m) => ({ texts: m.enUS, messages: m.messages })),
  es: () => import('./es').then((m) => ({ texts: m.es, messages: m.messages })),
  'pt-PT': () => import('./pt-PT').then((m) => ({ texts: m.ptPT, messages: m.messages })),
};

/** Fetches the texts of one language: the only language bundle the browser downloads. */
export function loadTexts(language: Language): Promise<AppTexts> {
  return BUNDLES[language]().then((bundle) => bundle.texts);
}

/** The catalogued messages of one language, from the same chunk as its texts. */
export function loadMessages(language: Language): Promise<MessageCatalog> {
  return BUNDLES[language]().then((bundle) => bundle.messages);
}
