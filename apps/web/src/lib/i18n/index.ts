import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type MessageCode,
  resolveLanguage,
  translate,
} from '@mirante/contracts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

export type { Texts } from './texts';

/** Fetches every text of one language (the app passes one that imports a chunk per language). */
export type TextLoader = (language: Language) => Promise<object>;

let loadTexts: TextLoader | undefined;

/**
 * Names where the texts of a language come from. The app registers its loader before `initI18n`
 * (`main.tsx`, and the test setup); `lib` itself knows no feature.
 */
export function setTextLoader(loader: TextLoader): void {
  loadTexts = loader;
}

/** An i18next backend over the registered loader: a language's texts arrive when first needed. */
const textBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!loadTexts) {
      callback(new Error('No text loader: call setTextLoader before initI18n'), false);
      return;
    }
    loadTexts(resolveLanguage(language)).then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
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

/**
 * Starts i18next in the stored language, resolving once that language's texts have arrived (the
 * first render waits for it, so no key is ever shown). Only the active language is fetched: every
 * language is complete, so none falls back on another.
 */
export async function initI18n(language: Language = readStoredLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(textBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        load: 'currentOnly',
        ns: ['translation'],
        defaultNS: 'translation',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    assertLoaded(language);
  } else {
    await switchTo(language);
  }
  applyDocumentLanguage(language);
}

/** Fetches the language's texts first, so a failed download leaves the current language on. */
async function switchTo(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  assertLoaded(language);
  await i18n.changeLanguage(language);
}

function assertLoaded(language: Language): void {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    throw new Error(`The interface texts in ${language} could not be loaded`);
  }
}

/** The current interface language; API calls send it in the `lang` header. */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * Switches the interface language and remembers it for the next visits. The screens keep the
 * previous language until the new one's texts have arrived, then change all at once.
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  await switchTo(language);
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
