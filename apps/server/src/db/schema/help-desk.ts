import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';
import { tenantId } from './tenant-id';

/*
 * The help desk: a unit's tickets, the follow-ups of each ticket's thread (answers, internal
 * notes, status changes) and the files attached to either. The ticket number people quote is the
 * ticket's id.
 */

export const helpDeskTickets = pgTable(
  'help_desk_tickets',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['high', 'normal', 'low'] })
      .notNull()
      .default('normal'),
    /** open → ongoing → solved; a follow-up on a solved ticket opens it again. */
    status: text('status', { enum: ['open', 'ongoing', 'solved'] })
      .notNull()
      .default('open'),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the support side expects to have it solved. */
    estimatedAt: timestamp('estimated_at', { withTimezone: true }),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('help_desk_tickets_company_idx').on(t.companyId, t.id),
    index('help_desk_tickets_opener_idx').on(t.openedBy),
  ],
);

export const helpDeskFollowUps = pgTable(
  'help_desk_follow_ups',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpDeskTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    /** Seen only by the support side (support agents, admins, partners, the operator). */
    internal: boolean('internal').notNull().default(false),
    /** The status the ticket moved to with this follow-up, if it moved. */
    statusChange: text('status_change', { enum: ['open', 'ongoing', 'solved'] }),
    createdAt: createdAt(),
  },
  (t) => [index('help_desk_follow_ups_ticket_idx').on(t.ticketId, t.id)],
);

export const helpDeskAttachments = pgTable(
  'help_desk_attachments',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpDeskTickets.id, { onDelete: 'cascade' }),
    /** Null: attached to the ticket itself. */
    followUpId: integer('follow_up_id').references(() => helpDeskFollowUps.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name the file had on the uploader's machine, as shown and offered on download. */
    fileName: text('file_name').notNull(),
    /** The random name under the storage directory (no extension, so /storage never serves it). */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_desk_attachments_ticket_idx').on(t.ticketId),
    check('help_desk_attachments_size_check', sql`${t.size} > 0`),
  ],
);
