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
import { tenantId } from './tenant-id';

/*
 * The report provider (Power BI and Azure): service principals, capacities and embedded workspaces.
 */

export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    applicationId: text('application_id').notNull(),
    /** Directory (tenant) ID. */
    tenantId: text('tenant_id').notNull(),
    objectId: text('object_id'),
    subscriptionId: text('subscription_id'),
    secretEnc: text('secret_enc').notNull(),
    resourceGroup: text('resource_group'),
    /** The default workspace of the account. */
    workspaceId: text('workspace_id'),
    /** The admin who registered it (the unit's visibility restriction reads this). */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    lastTestOk: boolean('last_test_ok'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('provider_accounts_company_idx').on(t.companyId)],
);

/** A license capacity (Power BI Embedded, Microsoft.PowerBIDedicated/capacities) of a unit. */
export const capacities = pgTable(
  'capacities',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    providerAccountId: integer('provider_account_id')
      .notNull()
      .references(() => providerAccounts.id),
    /** The capacity's resource name in Azure ("feature name"). */
    name: text('name').notNull(),
    resourceGroup: text('resource_group').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    /** The SKU wanted (A1..A8, EM1..EM3, F2..); `current_size` is what Azure last reported. */
    size: text('size').notNull(),
    currentSize: text('current_size'),
    /** Last state read from Azure: Succeeded (running), Paused, Suspending, Resuming, Scaling... */
    state: text('state'),
    stateCheckedAt: timestamp('state_checked_at', { withTimezone: true }),
    /** Keep paused whatever happens (no automatic resume). */
    forceStop: boolean('force_stop').notNull().default(false),
    /** Resume on a report view, pause after `minutes_inactive` without views. */
    autoManage: boolean('auto_manage').notNull().default(true),
    minutesInactive: integer('minutes_inactive').notNull().default(30),
    /** Follow the shifts: running inside them, paused outside. */
    scheduleEnabled: boolean('schedule_enabled').notNull().default(false),
    lastViewAt: timestamp('last_view_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('capacities_company_idx').on(t.companyId)],
);

/** Hours a capacity must run (in the unit's timezone); `weekdays` holds codes dom..sab. */
export const capacityShifts = pgTable(
  'capacity_shifts',
  {
    id: serial('id').primaryKey(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    name: text('name').notNull(),
    /** 'HH:MM', 24 h. An end before the start crosses midnight. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    weekdays: jsonb('weekdays').notNull().default(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']),
    createdAt: createdAt(),
  },
  (t) => [index('capacity_shifts_capacity_idx').on(t.capacityId)],
);

/** A Power BI workspace embedded in the unit, reached through one provider account. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    providerAccountId: integer('provider_account_id')
      .notNull()
      .references(() => providerAccounts.id),
    /** The workspace (group) ID in Power BI. */
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    /** The capacity the workspace runs on, when Mirante manages it. */
    capacityId: integer('capacity_id').references(() => capacities.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('workspaces_company_idx').on(t.companyId),
    uniqueIndex('workspaces_company_workspace_key')
      .on(t.companyId, sql`lower(${t.workspaceId})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
