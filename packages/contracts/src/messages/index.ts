import type { MessageCode, MessageCatalog } from '../errors';
import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from '../languages';
import { enUS } from './en-US';
import { es } from './es';
import { ptBR } from './pt-BR';
import { ptPT } from './pt-PT';

export const MESSAGES: Record<Language, MessageCatalog> = {
  'en-US': enUS,
  'pt-BR': ptBR,
  es,
  'pt-PT': ptPT,
};

/** The catalogued message for `code` in `lang`, with `{placeholders}` filled from `params`. */
export function translate(
  code: MessageCode,
  lang: Language | string | undefined = DEFAULT_LANGUAGE,
  params: Record<string, string | number> = {},
): string {
  const catalog = MESSAGES[resolveLanguage(lang)];
  return fillMessage(catalog[code] ?? MESSAGES['en-US'][code] ?? code, params);
}

/** A catalogued text with its `{placeholders}` filled from `params`; one without a value stays. */
export function fillMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
