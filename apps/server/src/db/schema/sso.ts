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
import { users } from './identity';
import { tenantId } from './tenant-id';

/*
 * Single sign-on: a unit's SAML configuration, the requests it has sent to its identity provider,
 * the assertions it has accepted, and the accounts linked to the provider's identities.
 */

/** A group claim value and the user group it puts the person in. */
export interface SamlGroupMapping {
  claim: string;
  group_id: number;
}

/** One SAML application per business unit: the identity provider it trusts and how it reads it. */
export const samlConfigs = pgTable(
  'saml_configs',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    status: text('status', { enum: ['enable', 'disable'] })
      .notNull()
      .default('enable'),
    idpEntityId: text('idp_entity_id').notNull(),
    ssoUrl: text('sso_url').notNull(),
    /** PEM certificates the provider signs with (several during a rollover). */
    idpCertificates: jsonb('idp_certificates').$type<string[]>().notNull(),
    emailAttribute: text('email_attribute').notNull(),
    groupAttribute: text('group_attribute'),
    groupMappings: jsonb('group_mappings').$type<SamlGroupMapping[]>().notNull().default([]),
    /** Create the account and the membership on a first sign-in (just in time). */
    jit: boolean('jit').notNull().default(false),
    /** E-mail domains whose people the sign-in page sends to this provider. */
    emailDomains: jsonb('email_domains').$type<string[]>().notNull().default([]),
    /** The portal origin the provider knows this unit by (entity ID and ACS URL are built on it). */
    spBaseUrl: text('sp_base_url').notNull(),
    /** The unit's own signing key (sealed) and its self-signed certificate. */
    spPrivateKeyEnc: text('sp_private_key_enc').notNull(),
    spCertificate: text('sp_certificate').notNull(),
    /**
     * When the application last completed a sign-in: a test sign-in from the configuration screen
     * or a person's. Only an application that has worked counts as a way into its unit.
     */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saml_configs_company_key').on(t.companyId)],
);

/**
 * Authentication requests sent and not yet answered: a response must answer one of them
 * (InResponseTo), on the unit that sent it, once.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    companyId: tenantId(),
    /** The value node-saml keeps for the request (its issue instant). */
    value: text('value').notNull(),
    /** A "test sign-in" from the configuration screen: no session is opened. */
    test: boolean('test').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saml_requests_expires_idx').on(t.expiresAt)],
);

/** Assertions already accepted, kept until they would have expired anyway: none is accepted twice. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    issuer: text('issuer').notNull(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saml_assertions_key').on(t.issuer, t.assertionId),
    index('saml_assertions_expires_idx').on(t.expiresAt),
  ],
);

/** An account linked to the identity provider's stable id of the person (Entra's object id). */
export const samlIdentities = pgTable(
  'saml_identities',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saml_identities_subject_key').on(t.companyId, t.subject),
    index('saml_identities_user_idx').on(t.userId),
    check('saml_identities_subject_check', sql`length(${t.subject}) > 0`),
  ],
);
