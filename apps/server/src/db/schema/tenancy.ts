import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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

/*
 * The operator, its partners, their clients and the business units (the tenants).
 */

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['operator', 'partner'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => partners.id),
    document: text('document'),
    email: text('email'),
    phone: text('phone'),
    contactName: text('contact_name'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partners_parent_idx').on(t.parentId),
    check('partners_kind_check', sql`${t.kind} in ('operator', 'partner')`),
  ],
);

/** The billed customer of a partner; owns one or more business units. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    /** CNPJ (legal person) or CPF (physical person), digits only. */
    document: text('document'),
    customerCode: text('customer_code'),
    personType: text('person_type', { enum: ['legal', 'physical'] }),
    fantasyName: text('fantasy_name'),
    stateRegistration: text('state_registration'),
    addressStreet: text('address_street'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressNeighborhood: text('address_neighborhood'),
    addressCity: text('address_city'),
    businessEmail: text('business_email'),
    commercialPhone: text('commercial_phone'),
    contactName: text('contact_name'),
    seller: text('seller'),
    contractDate: date('contract_date'),
    situation: text('situation', { enum: ['active', 'suspended', 'cancelled'] })
      .notNull()
      .default('active'),
    observation: text('observation'),
    /** Billing: price per billed user, users not billed, due day of the month, where invoices go. */
    unitPriceCents: integer('unit_price_cents').notNull().default(0),
    bonusUsers: integer('bonus_users').notNull().default(0),
    dueDay: integer('due_day'),
    invoiceEmail: text('invoice_email'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_partner_idx').on(t.partnerId),
    // The client list by name, read a page at a time in the index's order.
    index('clients_name_idx').on(t.name, t.id),
  ],
);

/** A business unit: the tenant. `partner_id` is kept beside `client_id` to scope partner queries. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    subdomain: text('subdomain'),
    domain: text('domain'),
    document: text('document'),
    userLimit: integer('user_limit'),
    bonusUsers: integer('bonus_users').notNull().default(0),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    standardAuth: text('standard_auth', { enum: ['password', 'saml'] })
      .notNull()
      .default('password'),
    /** The unit users land on when they come from Azure sign-in without a unit of their own. */
    azureDefault: boolean('azure_default').notNull().default(false),
    /** Admins see only the report-provider accounts they registered. */
    restrictProviderAccounts: boolean('restrict_provider_accounts').notNull().default(false),
    allowAddReports: boolean('allow_add_reports').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** Soft delete: the unit and everything under it can be restored. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_subdomain_key').on(sql`lower(${t.subdomain})`),
    uniqueIndex('companies_domain_key').on(sql`lower(${t.domain})`),
    index('companies_partner_idx').on(t.partnerId),
    index('companies_client_idx').on(t.clientId),
    // Units by name across partners (the operator's filters and analyze's reach) without a sort.
    index('companies_name_idx').on(t.name, t.id),
    // The domains screen's units, by name regardless of case.
    index('companies_lower_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/**
 * The company configuration form (spec §3). Stored as one JSON document validated by the
 * shared contract, which also supplies every default; secrets live in their own columns.
 */
export const companyConfigs = pgTable('company_configs', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  /** AES-256-GCM box of the mail-server password. */
  mailPasswordEnc: text('mail_password_enc'),
  updatedAt: updatedAt(),
});
