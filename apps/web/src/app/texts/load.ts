import type { Language, MessageCatalog } from '@mirante/contracts';
import type { FirstTexts } from './first/pt-BR';
import type { AppTexts } from './pt-BR';

// One dynamic import per language and part, so each is a chunk of its own: the first texts with
// the catalogued messages, then every text (which builds on the first ones, already loaded).
const FIRST: Record<Language, () => Promise<{ texts: FirstTexts; messages: MessageCatalog }>> = {
  'pt-BR': () => import('./first/pt-BR').then((m) => ({ texts: m.firstPtBR, messages: m.messages })),
  'en-US': () => import('./first/en-US').then((m) => ({ texts: m.firstEnUS, messages: m.messages })),
  es: () => import('./first/es').then((m) => ({ texts: m.firstEs, messages: m.messages })),
  'pt-PT': () => import('./first/pt-PT').then((m) => ({ texts: m.firstPtPT, messages: m.messages })),
};

const ALL: Record<Language, () => Promise<AppTexts>> = {
  'pt-BR': () => import('./pt-BR').then((m) => m.ptBR),
  'en-US': () => import('./en-US').then((m) => m.enUS),
  es: () => import('./es').then((m) => m.es),
  'pt-PT': () => import('./pt-PT').then((m) => m.ptPT),
};

/** Every text of one language: the only language bundle the browser downloads. */
export function loadTexts(language: Language): Promise<AppTexts> {
  return ALL[language]();
}

/** The texts the first render needs (app shell, sign-in, error pages) in one language. */
export function loadFirstTexts(language: Language): Promise<FirstTexts> {
  return FIRST[language]().then((bundle) => bundle.texts);
}

/** The catalogued messages of one language, from the same chunk as its first texts. */
export function loadMessages(language: Language): Promise<MessageCatalog> {
  return FIRST[language]().then((bundle) => bundle.messages);
}
