import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { capacities } from './provider';
import { reports } from './reports';
import { tenantId } from './tenant-id';

/*
 * The task scheduler (auto actions): shifts, tasks, triggers and the runs of each trigger.
 */

/** A named span of the day ('HH:MM', the unit's timezone); an end before the start crosses midnight. */
export const autoShifts = pgTable(
  'auto_shifts',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auto_shifts_company_idx').on(t.companyId)],
);

/** What a trigger does: an action on a capacity, a report, a dataset, or a notification. */
export const autoTasks = pgTable(
  'auto_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    action: text('action').notNull(),
    capacityId: integer('capacity_id').references(() => capacities.id, { onDelete: 'cascade' }),
    /** The SKU a scale action asks for. */
    size: text('size'),
    /** The report put in or out of maintenance, or whose dataset is refreshed. */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    /** The notification template (owned by the notifications area). */
    templateId: integer('template_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auto_tasks_company_idx').on(t.companyId)],
);

export const autoTriggers = pgTable(
  'auto_triggers',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    taskId: integer('task_id')
      .notNull()
      .references(() => autoTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** daily, weekly or monthly. */
    frequency: text('frequency').notNull(),
    /** Weekday codes dom..sab (weekly). */
    weekdays: jsonb('weekdays').$type<string[]>().notNull().default([]),
    monthDay: integer('month_day'),
    triggerTime: text('trigger_time').notNull(),
    /** Minutes between runs inside the range. */
    periods: integer('periods'),
    rangeStart: text('range_start'),
    rangeEnd: text('range_end'),
    /** 'YYYY-MM-DD' in the unit's timezone, both days included. */
    activationStart: text('activation_start').notNull(),
    activationEnd: text('activation_end'),
    /** The last due time handled (run or claimed by another instance); earlier ones never run. */
    lastDueAt: timestamp('last_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auto_triggers_company_idx').on(t.companyId)],
);

export const autoTriggerShifts = pgTable(
  'auto_trigger_shifts',
  {
    triggerId: integer('trigger_id')
      .notNull()
      .references(() => autoTriggers.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => autoShifts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.triggerId, t.shiftId] })],
);

/**
 * One run of a trigger. A scheduled run is unique per (trigger, due time): the instance that
 * inserts the row runs it, every other instance finds it there and does not.
 */
export const autoRuns = pgTable(
  'auto_runs',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    triggerId: integer('trigger_id')
      .notNull()
      .references(() => autoTriggers.id, { onDelete: 'cascade' }),
    /** scheduled or manual ("run now"). */
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, success or failed. */
    status: text('status').notNull(),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('auto_runs_trigger_due_key').on(t.triggerId, t.dueAt).where(sql`${t.kind} = 'scheduled'`),
    index('auto_runs_trigger_idx').on(t.triggerId, t.startedAt),
  ],
);
