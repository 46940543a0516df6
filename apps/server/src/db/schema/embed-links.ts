import type { TReportFilter } from '@mirante/contracts';
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

/**
 * Embed links (`/embedded/{token}`): one report of a unit shown on other sites without a
 * session. The token is kept sealed (the admin copies the link again) and by its SHA-256 hash
 * (the lookup); a regenerated token replaces both. Revoked links stay for their history.
 */
export const embedLinks = pgTable(
  'embed_links',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The fixed row-level-security identity (username and roles), or none. */
    rlsUsername: text('rls_username'),
    rlsRoles: jsonb('rls_roles').$type<string[]>().notNull().default([]),
    /** Filters applied on load and locked in the viewer. */
    filters: jsonb('filters').$type<TReportFilter[]>().notNull().default([]),
    /** Origins allowed to frame the page (frame-ancestors). */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    uniqueIndex('embed_links_token_hash_key').on(t.tokenHash),
    index('embed_links_company_idx').on(t.companyId, t.createdAt).where(sql`${t.revokedAt} is null`),
    index('embed_links_report_idx').on(t.reportId),
  ],
);
