import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type MessageCode,
  resolveLanguage,
  translate,
} from '@mirante/contracts';
import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { enUS } from './locales/en-US';
import { es } from './locales/es';
import { ptBR, type UiMessages } from './locales/pt-BR';
import { ptPT } from './locales/pt-PT';
import { AREA_MESSAGES, type AreaMessages } from './areas';

export type { UiMessages };
/** Every text of the app: the shared locale files plus the per-area files under `areas/`. */
export type AppMessages = UiMessages & AreaMessages;

const BASE_MESSAGES: Record<Language, UiMessages> = { 'pt-BR': ptBR, 'en-US': enUS, es, 'pt-PT': ptPT };

function messagesFor(language: Language): AppMessages {
  const areas = Object.fromEntries(
    Object.entries(AREA_MESSAGES).map(([area, texts]) => [area, texts[language]]),
  ) as AreaMessages;
  return { ...BASE_MESSAGES[language], ...areas };
}

/** Every interface language with its texts; all four are complete (checked by the types). */
export const UI_MESSAGES: Record<Language, AppMessages> = {
  'pt-BR': messagesFor('pt-BR'),
  'en-US': messagesFor('en-US'),
  es: messagesFor('es'),
  'pt-PT': messagesFor('pt-PT'),
};

export const i18n = i18next.createInstance();

/** The language kept under LANGUAGE_STORAGE_KEY, or the default (pt-BR). */
export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Starts i18next with every locale bundled, in the stored language. */
export async function initI18n(language: Language = readStoredLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: UI_MESSAGES[lang] }])),
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    await i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
}

/** The current interface language; API calls send it in the `lang` header. */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the interface language at once and remembers it for the next visits. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return resolveLanguage(instance.resolvedLanguage ?? instance.language);
}

/** Catalogue messages (contracts) in the current language, re-rendering when it changes. */
export function useCatalog(): (code: MessageCode, params?: Record<string, string | number>) => string {
  const language = useLanguage();
  return useCallback((code, params) => translate(code, language, params), [language]);
}
