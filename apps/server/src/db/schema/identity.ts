import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
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
import { companies, partners } from './tenancy';
import { userGroups } from './administration';
import { playlists } from './playlists';
import { tenantId } from './tenant-id';

/*
 * Accounts, their memberships in units and partners, sessions, sign-in tokens, the audit trail and
 * remote access.
 */

/**
 * A person's account, shared by every unit and partner they belong to. Their standing in a unit
 * (status, deactivation) lives on the membership; `deactivated_at` here takes the whole account
 * out of use (the operator's command line).
 */
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
    /** Two-factor enrolment is complete (the secret itself is in `user_secrets`). */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
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

/**
 * What proves a person is who they say: the password hash and the TOTP secret. Only the crossing
 * role reads or writes it (migration 0022_tenant_wall); a unit's handle sees no row of it. Reached through
 * platform/secrets.ts alone. A missing row is an account with neither.
 */
export const userSecrets = pgTable('user_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash'),
  /** AES-256-GCM box of the TOTP secret; enrolment is complete once `users.totp_enabled_at` is set. */
  totpSecretEnc: text('totp_secret_enc'),
  /** Last accepted TOTP time step, so a code cannot be used twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  updatedAt: updatedAt(),
});

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
    /** Status in this unit: A active, B blocked, I inactive, T test (only within the unit's trial). */
    status: text('status').notNull().default('A'),
    /** Taken out of use in this unit (sessions there end); the person's other units are untouched. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Added to the unit by invitation (the account already existed): the person cannot enter the
     * unit until they accept it (`accepted_at`). The seat counts from the invitation on.
     */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The name the admin typed for an invitation, shown in the unit until the person accepts. */
    invitedName: text('invited_name'),
    /** Soft removal from the unit, restorable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Billing administrator: a partner's user who changes and mails its clients' invoices. */
    billingAdmin: boolean('billing_admin').notNull().default(false),
    /** Client contact: a unit's user who reads the invoices of the unit's client. */
    clientContact: boolean('client_contact').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_user_company_key').on(t.userId, t.companyId),
    uniqueIndex('memberships_user_partner_key').on(t.userId, t.partnerId),
    index('memberships_company_idx').on(t.companyId),
    // The people of a partner, as the row-level-security policy of users reads them.
    index('memberships_partner_idx').on(t.partnerId),
    // The operator's billing people counted per unit (or per partner, for a partner's own) in
    // the order of the index, without reading the table.
    index('memberships_billing_idx')
      .on(t.companyId, t.partnerId)
      .where(sql`${t.deletedAt} is null and ${t.profile} in ('master', 'admin', 'user')`),
    check(
      'memberships_target_check',
      sql`(${t.profile} in ('admin', 'user') and ${t.companyId} is not null and ${t.partnerId} is null)
        or (${t.profile} in ('master', 'a2m') and ${t.partnerId} is not null and ${t.companyId} is null)`,
    ),
    check('memberships_status_check', sql`${t.status} in ('A', 'B', 'I', 'T')`),
  ],
);

/**
 * The user groups a person is in, within one unit: any number of them. What the person may open
 * there is the union of what is granted to them and to each of these groups.
 */
export const membershipGroups = pgTable(
  'membership_groups',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    /** The unit of both the membership and the group. */
    companyId: tenantId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.groupId] }),
    index('membership_groups_group_idx').on(t.groupId),
    index('membership_groups_company_idx').on(t.companyId),
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
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // Who of a unit ever signed in there (analyze's seat counts and user list), by the unit.
    index('sessions_unit_user_idx')
      .on(t.companyId, t.userId)
      .where(sql`${t.impersonatorUserId} is null and ${t.companyId} is not null`),
  ],
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
      enum: [
        'password_reset',
        'password_change',
        'two_factor',
        'company_change',
        'remote_access',
        'invitation',
        'sso_handover',
      ],
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
    companyId: tenantId(),
    targetProfile: text('target_profile', { enum: ['admin', 'user'] }).notNull(),
    /** Set when an admin asks to act as this user: the user answers, not the unit's admins. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
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
