import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { companies, partners } from './tenancy';
import { users } from './identity';
import { tenantId } from './tenant-id';

/*
 * What a unit's administration manages: custom domains, user groups, custom fields and themes,
 * with the platform-wide settings.
 */

/** Platform-wide settings the operator manages (e.g. the monthly fee of a custom domain). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Custom domains registered for units, with the monthly fee in force when registered. */
export const domainRegistrations = pgTable(
  'domain_registrations',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    domain: text('domain').notNull(),
    monthlyFeeCents: integer('monthly_fee_cents').notNull(),
    currency: text('currency').notNull().default('BRL'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('domain_registrations_company_idx').on(t.companyId)],
);

/** User groups of a unit. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_groups_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Extra user fields. A unit's own fields carry its company_id; global fields are defined by a
 * partner (partner_id, no company_id) and shown to every unit's admins under that partner.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['text', 'number', 'date', 'list', 'multiple', 'single'] }).notNull(),
    options: jsonb('options').notNull().default([]),
    required: boolean('required').notNull().default(false),
    global: boolean('global').notNull().default(false),
    searchable: boolean('searchable').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('custom_fields_company_idx').on(t.companyId),
    index('custom_fields_partner_idx').on(t.partnerId),
    check(
      'custom_fields_owner_check',
      sql`(${t.global} and ${t.partnerId} is not null and ${t.companyId} is null)
        or (not ${t.global} and ${t.companyId} is not null)`,
    ),
  ],
);

/** A user's value of a custom field in a unit. */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    value: jsonb('value'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_field_values_key').on(t.fieldId, t.userId, t.companyId),
    index('custom_field_values_company_idx').on(t.companyId, t.fieldId),
  ],
);

/** Whitelabel themes of a unit; at most one is active. */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    name: text('name').notNull(),
    /** Every colour of the theme (background, card, font, button, ...), as #rrggbb. */
    colors: jsonb('colors').notNull().default({}),
    icon: text('icon'),
    /** The unit's report icon (whitelabel iconReport): shown for its reports on cards and in the menu. */
    iconReport: text('icon_report'),
    pageTitle: text('page_title'),
    favicon: text('favicon'),
    backgroundImage: text('background_image'),
    showBackgroundImage: boolean('show_background_image').notNull().default(false),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('themes_company_idx').on(t.companyId),
    uniqueIndex('themes_one_active_key').on(t.companyId).where(sql`${t.active} and ${t.deletedAt} is null`),
  ],
);
