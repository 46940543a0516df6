/** Interface languages of the portal; pt-BR is the default. */
export const LANGUAGES = ['pt-BR', 'en-US', 'es', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
/** Key under which the browser keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Picks the supported language named by a `lang` header (or Accept-Language-like value).
 * Unknown or missing values fall back to the default.
 */
export function resolveLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag) continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'pt' || tag.startsWith('pt-br')) return 'pt-BR';
    if (tag.startsWith('pt')) return 'pt-PT';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}
