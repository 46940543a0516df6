import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';
import { reports } from './reports';
import { tenantId } from './tenant-id';

/*
 * Playlists (slideshows of reports) and the TV screens signed in to them.
 */

export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    /** Default time per slide; an item may override it. */
    updateSeconds: integer('update_seconds').notNull().default(30),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('playlists_company_idx').on(t.companyId)],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    seconds: integer('seconds'),
    /** Provider reports: show this page (null = the report's default page). */
    pageName: text('page_name'),
  },
  (t) => [index('playlist_items_playlist_idx').on(t.playlistId, t.position)],
);

/** A TV screen signed in to one playlist through /auth/playlist/{token}; only the hash is kept. */
export const playlistDevices = pgTable(
  'playlist_devices',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The user whose access the screen uses (the admin who created it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('playlist_devices_token_key').on(t.tokenHash)],
);
