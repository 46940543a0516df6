import { z } from 'zod';
import { pageOf, zIdParam, ZPageQuery, zText } from './common';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './languages';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;

/** One language's wording of an entry. */
export const ZFaqText = z.object({
  question: zText().trim().min(1).max(FAQ_QUESTION_MAX),
  answer: zText().trim().min(1).max(FAQ_ANSWER_MAX),
});
export type TFaqText = z.infer<typeof ZFaqText>;

/** Languages besides the default, which an entry may leave out (the reader then gets pt-BR). */
export const FAQ_OPTIONAL_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, typeof DEFAULT_LANGUAGE> => language !== DEFAULT_LANGUAGE,
);

/** Whose entry it is: the platform's (the operator's) or the reader's partner's. */
export const FAQ_SOURCES = ['platform', 'partner'] as const;
export type FaqSource = (typeof FAQ_SOURCES)[number];

/* ------------------------------ reading ------------------------------ */

/** `GET /api/auth/faq`: the entries a unit's member (or a partner) reads, in their language. */
export const ZFaqListQuery = ZPageQuery;
export const ZFaqEntry = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** The language the text is in: the reader's, or pt-BR when the entry lacks it. */
  language: z.enum(LANGUAGES),
  source: z.enum(FAQ_SOURCES),
  source_name: z.string(),
});
export type TFaqEntry = z.infer<typeof ZFaqEntry>;
export const ZFaqPage = pageOf(ZFaqEntry).extend({
  /** The caller keeps entries of their own (a partner). */
  policies: z.object({ can_manage: z.boolean() }),
});
export type TFaqPage = z.infer<typeof ZFaqPage>;

/* ------------------------------ managing ------------------------------ */

/** Every language of an entry: pt-BR always, the others when written. */
export const ZFaqTexts = z.object({
  'pt-BR': ZFaqText,
  'en-US': ZFaqText.nullable(),
  es: ZFaqText.nullable(),
  'pt-PT': ZFaqText.nullable(),
});
export type TFaqTexts = z.infer<typeof ZFaqTexts>;

/** `GET /api/auth/faq/entries`: the caller's own entries (operator or partner), in their order. */
export const ZManagedFaqListQuery = ZPageQuery;
export const ZManagedFaqEntry = z.object({
  id: z.number().int(),
  position: z.number().int(),
  texts: ZFaqTexts,
  /** First or last of the caller's entries: it cannot move further that way. */
  first: z.boolean(),
  last: z.boolean(),
  updated_at: z.string(),
});
export type TManagedFaqEntry = z.infer<typeof ZManagedFaqEntry>;
export const ZManagedFaqPage = pageOf(ZManagedFaqEntry);
export type TManagedFaqPage = z.infer<typeof ZManagedFaqPage>;

export const ZFaqEntryParams = z.object({ id: zIdParam() });

/** A new entry, put last: pt-BR is required, the other languages optional. */
export const ZCreateFaqEntryRequest = z.object({
  texts: z.object({
    'pt-BR': ZFaqText,
    'en-US': ZFaqText.nullish(),
    es: ZFaqText.nullish(),
    'pt-PT': ZFaqText.nullish(),
  }),
});
export type TCreateFaqEntryRequest = z.input<typeof ZCreateFaqEntryRequest>;

/**
 * Changes to an entry: a language left out stays as it is, one given replaces its text, null
 * removes it (pt-BR cannot be removed).
 */
export const ZUpdateFaqEntryRequest = z.object({
  texts: z.object({
    'pt-BR': ZFaqText.optional(),
    'en-US': ZFaqText.nullish(),
    es: ZFaqText.nullish(),
    'pt-PT': ZFaqText.nullish(),
  }),
});
export type TUpdateFaqEntryRequest = z.input<typeof ZUpdateFaqEntryRequest>;

/** `POST /api/auth/faq/entries/:id/move`: one place up or down in the caller's order. */
export const ZMoveFaqEntryRequest = z.object({ direction: z.enum(['up', 'down']) });
export type TMoveFaqEntryRequest = z.infer<typeof ZMoveFaqEntryRequest>;
