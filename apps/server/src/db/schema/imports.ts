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
import { companies } from './tenancy';
import { tenantId } from './tenant-id';

/*
 * User imports: one row per import (its file as read, the mapping chosen, its progress) and one
 * row per data row of the file with what became of it. Both are written as the import goes, so
 * progress and results survive a restart and an interrupted import picks up its pending rows.
 */

export const userImports = pgTable(
  'user_imports',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** uploaded → reviewed (rows validated) → running → finished. */
    status: text('status', { enum: ['uploaded', 'reviewed', 'running', 'finished'] })
      .notNull()
      .default('uploaded'),
    fileName: text('file_name'),
    /** People taken from another unit of the same client instead of a file. */
    sourceCompanyId: integer('source_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The file's cells as read (rows of strings), header row included. */
    cells: jsonb('cells').$type<string[][]>().notNull(),
    headerRow: integer('header_row').notNull().default(0),
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull().default([]),
    mode: text('mode', { enum: ['add', 'add_update'] })
      .notNull()
      .default('add'),
    sendWelcome: boolean('send_welcome').notNull().default(false),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    successRows: integer('success_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** Written after each batch while running: a stale one means the import was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_imports_company_idx').on(t.companyId)],
);

export const userImportRows = pgTable(
  'user_import_rows',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => userImports.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    /** The row's number in the file (1-based, as a spreadsheet shows it). */
    rowNo: integer('row_no').notNull(),
    /** The row's cells by target (field or `custom:<id>`). */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** Each invalid cell's message codes, by target. */
    errors: jsonb('errors').$type<Record<string, string[]>>().notNull().default({}),
    status: text('status', { enum: ['invalid', 'pending', 'success', 'failed'] }).notNull(),
    /** The message code of a failure on import. */
    reason: text('reason'),
    action: text('action', { enum: ['created', 'updated', 'invited', 'added'] }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('user_import_rows_row_key').on(t.importId, t.rowNo),
    index('user_import_rows_status_idx').on(t.importId, t.status),
  ],
);
