import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  bigint,
  bigserial,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The operator that runs the platform and the partners (resellers) under it. */
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
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_partner_idx').on(t.partnerId)],
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

/** Status codes: A active, B blocked, I inactive, T test; deactivation is a separate moment. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    department: text('department'),
    position: text('position', { enum: ['director', 'supervisor', 'manager', 'analyst', 'other'] }),
    userType: text('user_type'),
    authLevel: text('auth_level'),
    /** File name under storage of the profile picture. */
    avatar: text('avatar'),
    /** The business unit this user is linked to for reporting (e.g. a branch), if any. */
    linkedCompanyId: integer('linked_company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    supportAgent: boolean('support_agent').notNull().default(false),
    allowAdminRemote: boolean('allow_admin_remote').notNull().default(false),
    allowCreateNotifications: boolean('allow_create_notifications').notNull().default(false),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('A'),
    authType: text('auth_type', { enum: ['password', 'saml'] })
      .notNull()
      .default('password'),
    language: text('language').notNull().default('pt-BR'),
    /** The user's own landing page (home page selection); null = the unit's home_page. */
    homePage: text('home_page'),
    showQuestionnaire: boolean('show_questionnaire').notNull().default(false),
    questionnaireAnswer: text('questionnaire_answer'),
    questionnaireOther: text('questionnaire_other'),
    questionnaireAnsweredAt: timestamp('questionnaire_answered_at', { withTimezone: true }),
    /** AES-256-GCM box of the TOTP secret; enrolment is complete once `totp_enabled_at` is set. */
    totpSecretEnc: text('totp_secret_enc'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Last accepted TOTP time step, so a code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/** A user's profile in a business unit (admin, user) or in a partner (master, a2m). */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    profile: text('perfil_usuario', { enum: ['a2m', 'master', 'admin', 'user'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The user's group in this unit; it drives report access. */
    groupId: integer('group_id').references((): AnyPgColumn => userGroups.id, { onDelete: 'set null' }),
    /** Soft removal from the unit, restorable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_user_company_key').on(t.userId, t.companyId),
    uniqueIndex('memberships_user_partner_key').on(t.userId, t.partnerId),
    index('memberships_company_idx').on(t.companyId),
    check(
      'memberships_target_check',
      sql`(${t.profile} in ('admin', 'user') and ${t.companyId} is not null and ${t.partnerId} is null)
        or (${t.profile} in ('master', 'a2m') and ${t.partnerId} is not null and ${t.companyId} is null)`,
    ),
  ],
);

/** Bearer sessions; only the SHA-256 of the token is kept. The scope is fixed at sign-in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    profile: text('perfil_usuario', { enum: ['a2m', 'master', 'admin', 'user'] }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Set when a partner acts inside a unit: the partner's user, audited beside the session's. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The partner session to return to with "back to partner". */
    originSessionId: integer('origin_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'set null',
    }),
    /** A TV screen's session: it may open only this playlist and its reports. */
    playlistId: integer('playlist_id').references((): AnyPgColumn => playlists.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use recovery codes for two-factor sign-in; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Single-use, short-lived tokens behind links and steps: password reset and forced change,
 * two-factor step, company change across domains, remote-access wait. Only hashes are kept.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['password_reset', 'password_change', 'two_factor', 'company_change', 'remote_access'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);

/** Who did what, when, from where, with which outcome: sign-ins, failures, switches, logouts. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    outcome: text('outcome').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The partner acting through an impersonated session, if any. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_company_idx').on(t.companyId, t.createdAt),
    index('audit_events_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Fixed-window counters for rate limits (sign-in attempts per account and per address). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** A partner asking to enter a business unit; the unit's admins authorize or refuse. */
export const remoteAccessRequests = pgTable(
  'remote_access_requests',
  {
    id: serial('id').primaryKey(),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterSessionId: integer('requester_session_id').references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    targetProfile: text('target_profile', { enum: ['admin', 'user'] }).notNull(),
    status: text('status', { enum: ['pending', 'authorized', 'refused', 'expired'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull(),
    reason: text('reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('remote_access_token_key').on(t.tokenHash),
    index('remote_access_company_idx').on(t.companyId, t.status),
  ],
);

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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Every colour of the theme (background, card, font, button, ...), as #rrggbb. */
    colors: jsonb('colors').notNull().default({}),
    icon: text('icon'),
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

/* ------------------------------------------------------------------------------------------
 * Report provider (Power BI and Azure)
 * ---------------------------------------------------------------------------------------- */

/** A service principal of the unit in Entra ID; the secret is sealed with the SecretBox. */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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

/* ------------------------------------------------------------------------------------------
 * Reports
 * ---------------------------------------------------------------------------------------- */

/** Report groups of a unit; a group with `parent_id` is a subgroup (one level). */
export const reportGroups = pgTable(
  'report_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => reportGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('report_groups_company_idx').on(t.companyId, t.parentId)],
);

/** A report of a unit: a provider report, imported HTML or an external link. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['powerbi', 'html', 'external'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** File name under storage of the cover image. */
    cover: text('cover'),
    groupId: integer('group_id').references(() => reportGroups.id, { onDelete: 'set null' }),
    subgroupId: integer('subgroup_id').references(() => reportGroups.id, { onDelete: 'set null' }),
    /** Provider reports: the embedded workspace and the report and dataset IDs in it. */
    workspaceId: integer('workspace_id').references(() => workspaces.id),
    providerReportId: text('provider_report_id'),
    providerDatasetId: text('provider_dataset_id'),
    embedUrl: text('embed_url'),
    /** Imported HTML, checked against the import rules before it is stored. */
    htmlContent: text('html_content'),
    externalUrl: text('external_url'),
    /** How access is narrowed: none, report filters, or row-level security roles. */
    filterMode: text('filter_mode', { enum: ['none', 'filter', 'rls'] })
      .notNull()
      .default('none'),
    ignoreRls: boolean('ignore_rls').notNull().default(false),
    sideFilter: boolean('side_filter').notNull().default(false),
    navPanel: boolean('nav_panel').notNull().default(false),
    showHiddenPages: boolean('show_hidden_pages').notNull().default(false),
    showOnCatalog: boolean('show_on_catalog').notNull().default(false),
    catalogDescription: text('catalog_description'),
    showOnApp: boolean('show_on_app').notNull().default(true),
    mobileBackground: boolean('mobile_background').notNull().default(false),
    /** 'WIDTHxHEIGHT', e.g. '1920x1080'. */
    resolution: text('resolution'),
    orientation: text('orientation', { enum: ['landscape', 'portrait', 'auto'] })
      .notNull()
      .default('auto'),
    allowEditing: boolean('allow_editing').notNull().default(false),
    visualHeaders: boolean('visual_headers').notNull().default(false),
    /** Reload the report every N seconds (0 = never). */
    updateSeconds: integer('update_seconds').notNull().default(0),
    showLastUpdate: boolean('show_last_update').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Maintenance now (flag) or in a window; users see the notice instead of the report. */
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    maintenanceMessage: text('maintenance_message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_company_idx').on(t.companyId, t.createdAt),
    index('reports_group_idx').on(t.groupId),
    check(
      'reports_kind_check',
      sql`(${t.kind} = 'powerbi' and ${t.providerReportId} is not null)
        or (${t.kind} = 'html' and ${t.htmlContent} is not null)
        or (${t.kind} = 'external' and ${t.externalUrl} is not null)`,
    ),
  ],
);

/**
 * Who may open a report: one user or one user group of the unit. Admins see every report of
 * their unit. `pages` null = every page; `rls_roles`/`filters` narrow what the grantee sees.
 */
export const reportAccess = pgTable(
  'report_access',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'cascade' }),
    canEdit: boolean('can_edit').notNull().default(false),
    pages: jsonb('pages'),
    rlsRoles: jsonb('rls_roles').notNull().default([]),
    /** Report filters (powerbi-models basic filters); a convenience, never the security boundary. */
    filters: jsonb('filters').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_access_user_key').on(t.reportId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('report_access_group_key').on(t.reportId, t.groupId).where(sql`${t.groupId} is not null`),
    index('report_access_company_idx').on(t.companyId),
    check('report_access_grantee_check', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

export const reportFavorites = pgTable(
  'report_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_favorites_key').on(t.userId, t.reportId)],
);

/** Every page view of a report (auth/log/report/page/view), for recently viewed and analytics. */
export const reportPageViews = pgTable(
  'report_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    pageName: text('page_name'),
    pageTitle: text('page_title'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_page_views_user_idx').on(t.userId, t.createdAt),
    index('report_page_views_report_idx').on(t.reportId, t.createdAt),
  ],
);

/** A user's last filters on a report, restored when the unit's save_filter is on. */
export const userReportFilters = pgTable(
  'user_report_filters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_report_filters_key').on(t.userId, t.reportId)],
);

/** A playlist (slideshow) of reports shown one after another, full screen. */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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

/** A user's request for a catalog report: requested → granted | denied (with a reason). */
export const catalogRequests = pgTable(
  'catalog_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: ['requested', 'granted', 'denied'] })
      .notNull()
      .default('requested'),
    reason: text('reason'),
    /** On grant: 'filters' (configured for the requester) or 'no_filters'. */
    grantMode: text('grant_mode', { enum: ['filters', 'no_filters'] }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the requester saw the outcome (their notice is then cleared). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalog_requests_company_idx').on(t.companyId, t.status),
    uniqueIndex('catalog_requests_open_key').on(t.reportId, t.userId).where(sql`${t.status} = 'requested'`),
  ],
);
