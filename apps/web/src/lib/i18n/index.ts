import {
  DEFAULT_LANGUAGE,
  fillMessage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type MessageCode,
  resolveLanguage,
} from '@mirante/contracts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

export type { Texts } from './texts';

/** Fetches every text of one language (the app passes one that imports a chunk per language). */
export type TextLoader = (language: Language) => Promise<object>;

let loadTexts: TextLoader | undefined;
let loadMessages: TextLoader | undefined;
let loadScreens: TextLoader | undefined;
/** Whether a screen asked for every text (`loadScreenTexts`): a language switch then fetches them all. */
let screensWanted = false;
const screensLoaded = new Set<Language>();

/**
 * Names where the texts of a language come from, its catalogued messages (`useCatalog`, the API
 * client's own errors) and, when `texts` holds only the first screens' texts, every other
 * screen's (`loadScreenTexts`). The app registers its loaders before `initI18n` (`main.tsx`, and
 * the test setup); `lib` itself knows no feature.
 */
export function setTextLoader(texts: TextLoader, messages?: TextLoader, screens?: TextLoader): void {
  loadTexts = texts;
  loadMessages = messages;
  loadScreens = screens;
  screensWanted = false;
  screensLoaded.clear();
}

/** Adds every screen's texts of `language` to the ones loaded first, once. */
async function addScreenTexts(language: Language): Promise<void> {
  if (!loadScreens || screensLoaded.has(language)) return;
  i18n.addResourceBundle(language, 'translation', await loadScreens(language), true, true);
  screensLoaded.add(language);
}

/**
 * Fetches the texts of every screen in the current language, once; the router waits for it before
 * showing any screen but sign-in, so no key ever shows. Later language switches fetch them too.
 */
export async function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  await addScreenTexts(currentLanguage());
}

/** The namespace of the catalogued messages, beside the interface texts (`translation`). */
const MESSAGES_NS = 'messages';

/** An i18next backend over the registered loaders: a language's texts arrive when first needed. */
const textBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!loadTexts) {
      callback(new Error('No text loader: call setTextLoader before initI18n'), false);
      return;
    }
    // Without a message loader the messages show by their codes.
    const load = namespace === MESSAGES_NS ? (loadMessages ?? (async () => ({}))) : loadTexts;
    load(resolveLanguage(language)).then(
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
        ns: ['translation', MESSAGES_NS],
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
  if (screensWanted) await addScreenTexts(language);
  await i18n.changeLanguage(language);
}

function assertLoaded(language: Language): void {
  if (!['translation', MESSAGES_NS].every((ns) => i18n.hasResourceBundle(language, ns))) {
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

/**
 * A catalogued message (contracts) in `language` when its messages have been fetched, else in the
 * current language, with `{placeholders}` filled from `params`.
 */
export function translateMessage(
  code: MessageCode,
  language: string = currentLanguage(),
  params?: Record<string, string | number>,
): string {
  const text = [resolveLanguage(language), currentLanguage()]
    .map((lang) => i18n.getResource(lang, MESSAGES_NS, code) as string | undefined)
    .find((found) => typeof found === 'string');
  return fillMessage(text ?? code, params);
}

/** Catalogue messages (contracts) in the current language, re-rendering when it changes. */
export function useCatalog(): (code: MessageCode, params?: Record<string, string | number>) => string {
  const language = useLanguage();
  return useCallback((code, params) => translateMessage(code, language, params), [language]);
}
