import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';
import { partners } from './tenancy';

/*
 * Questions and answers kept by the operator (for the whole platform) and by each partner (for
 * its units). Each entry has its wording per interface language; pt-BR is always there and the
 * reader falls back to it.
 */

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    /** The operator or partner that keeps the entry. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Order among the keeper's entries, ascending. */
    position: integer('position').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_entries_partner_idx').on(t.partnerId, t.position)],
);

export const faqEntryTexts = pgTable(
  'faq_entry_texts',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.language] }),
    check('faq_entry_texts_language_check', sql`${t.language} in ('pt-BR', 'en-US', 'es', 'pt-PT')`),
  ],
);
