/**
 * The shape of one language's texts, taken from the reference language (pt-BR): the same keys,
 * each a string, so every language may word a text its own way but none may miss or add a key.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
