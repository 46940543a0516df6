/**
 * The shape of one language's texts, taken from the reference language (pt-BR): the same keys,
 * each a string, so every language may word a text its own way but none may miss or add a key.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Changes to another language's texts: any subset of its keys, each a string. */
export type TextChanges<T> = { [K in keyof T]?: T[K] extends string ? string : TextChanges<T[K]> };

/**
 * A language worded as another one but for some texts (European from Brazilian Portuguese):
 * the base's texts with `changes` laid over them, key by key.
 */
export function withChanges<T extends object>(base: T, changes: TextChanges<T>): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, change] of Object.entries(changes)) {
    const inBase = (base as Record<string, unknown>)[key];
    result[key] =
      typeof change === 'string' ? change : withChanges(inBase as object, change as TextChanges<object>);
  }
  return result as T;
}
