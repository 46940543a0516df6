import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { companies } from './tenancy';
import { capacities } from './provider';
import { PAGE_VIEW_SOURCES, reports } from './reports';
import { tenantId } from './tenant-id';

/*
 * Usage analytics: the page-view log rolled up per day (UTC) by the analytics job, so the analyze
 * screen never reads the raw log, and the capacities' state changes for their running hours.
 */

/**
 * Page views of one unit's day, per report, viewer and source: the count of the raw log's rows
 * whose `started_at` falls on `day`. Rebuilt whole for every day the log touched (idempotent).
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    companyId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** Null for anonymous views (public links). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: PAGE_VIEW_SOURCES }).notNull(),
    views: integer('views').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('page_view_days_company_day_idx').on(t.companyId, t.day),
    index('page_view_days_report_idx').on(t.reportId, t.day),
    index('page_view_days_user_idx').on(t.userId, t.day),
  ],
);

/** A unit's day in total (every report, viewer and source), for the day series and unit table. */
export const pageViewUnitDays = pgTable(
  'page_view_unit_days',
  {
    companyId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
    /** Distinct signed-in viewers of the day. */
    viewers: integer('viewers').notNull(),
    anonymousViews: integer('anonymous_views').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** Each viewer's last day with a view in a unit (inactivity windows without reading the days). */
export const pageViewLastDays = pgTable(
  'page_view_last_days',
  {
    companyId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** Each report's last day with a view (reports never opened, last view in the report table). */
export const pageViewReportLastDays = pgTable('page_view_report_last_days', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  companyId: tenantId(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
});

/**
 * Days of a unit whose rollup is out of date. A trigger on the page-view log adds the day of
 * every new view in the view's own transaction; the analytics job takes them and rebuilds them.
 */
export const pageViewDirtyDays = pgTable(
  'page_view_dirty_days',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * Every change of a capacity's stored state (written by a trigger on `capacities.state`), from
 * which the analyze screen sums the hours each capacity was running.
 */
export const capacityStateChanges = pgTable(
  'capacity_state_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: tenantId(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id, { onDelete: 'cascade' }),
    /** The new state as Azure names it (Succeeded = running); null when it was forgotten. */
    state: text('state'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('capacity_state_changes_capacity_idx').on(t.capacityId, t.changedAt)],
);

/**
 * Each unit's seats (admin and user memberships) and how many saw nothing in 7/30/90 days or
 * never signed in, counted by the analytics job each round: the operator's totals over every
 * unit read these instead of every seat.
 */
export const pageViewUnitSeats = pgTable('page_view_unit_seats', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  users: integer('users').notNull(),
  idle7: integer('idle_7').notNull(),
  idle30: integer('idle_30').notNull(),
  idle90: integer('idle_90').notNull(),
  neverSignedIn: integer('never_signed_in').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
});
