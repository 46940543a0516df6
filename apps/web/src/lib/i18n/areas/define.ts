import type { Language } from '@mirante/contracts';

/** Widens string literals so that every language may word a text its own way. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * The texts of one business area in the four interface languages. The pt-BR object fixes the
 * shape; the other three must have every key of it.
 */
export function defineAreaMessages<T extends object>(
  messages: { 'pt-BR': T } & Record<Exclude<Language, 'pt-BR'>, Texts<T>>,
): Record<Language, Texts<T>> {
  // pt-BR is the shape itself, so it is also one of its widened forms.
  return messages as Record<Language, Texts<T>>;
}
