import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';
import { reports } from './reports';
import { tenantId } from './tenant-id';

/*
 * The notification center: what a unit sends (the sender's record), each addressee's copy in
 * their inbox, and the unit's named templates.
 */

/** A notification as it was sent: the sender's record, which addressees' deletions leave alone. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    /** 'manual' from the composer, 'maintenance' when a report enters maintenance. */
    kind: text('kind', { enum: ['manual', 'maintenance', 'scheduled', 'catalog', 'remote_access'] })
      .notNull()
      .default('manual'),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** Sanitised HTML, as the sender wrote it (addressees' copies have their variables filled). */
    body: text('body').notNull(),
    /** Who it was addressed to (`ZNotificationAudience`); null for maintenance notices. */
    audience: jsonb('audience'),
    loginNotice: boolean('login_notice').notNull().default(false),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    templateId: integer('template_id'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** E-mails still to be handed to the mail server (the unit's send_email_notification). */
    mailPending: boolean('mail_pending').notNull().default(false),
    /** Rounds of sending that left some addressee without the e-mail; it gives up after a few. */
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /**
     * The origin its links were built on when it was sent (the unit's host, the install's scheme
     * and port): its e-mails, sent later by a job, link there too. Null: older notifications.
     */
    linkOrigin: text('link_origin'),
    /**
     * Where its e-mail's button leads, when not the unit's inbox: a notice to someone outside
     * the unit (a partner told of the answer to its request) links to their own portal.
     */
    mailLink: text('mail_link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_company_idx').on(t.companyId, t.lastSentAt),
    index('notifications_mail_pending_idx').on(t.createdAt).where(sql`${t.mailPending}`),
  ],
);

/** One addressee's copy: read and deleted per person, with the texts filled for them. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A login notice is shown once, after the first sign-in that follows it. */
    loginShownAt: timestamp('login_shown_at', { withTimezone: true }),
    /** When its e-mail was handed to the mail server (the unit's send_email_notification). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_recipients_key').on(t.notificationId, t.userId),
    index('notification_recipients_inbox_idx')
      .on(t.userId, t.companyId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A unit's named template: a subject and body (Liquid) per interface language. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    /** `{ [language]: { subject, body } }`, at least one language. */
    texts: jsonb('texts').notNull(),
    /** 'maintenance': the unit's texts for the notice sent when a report enters maintenance (one at most). */
    purpose: text('purpose', { enum: ['general', 'maintenance'] })
      .notNull()
      .default('general'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_templates_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
