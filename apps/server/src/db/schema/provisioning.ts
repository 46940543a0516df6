import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userGroups } from './administration';
import { memberships, users } from './identity';
import { tenantId } from './tenant-id';

/*
 * SCIM 2.0 provisioning: the bearer tokens an identity provider (Entra ID) calls a unit's
 * `/scim/v2/` endpoints with, and what the directory knows the unit's people and groups by.
 */

/**
 * A unit's provisioning token. Only the SHA-256 of the token is kept: it is shown once, when it
 * is made. A disabled or deleted token is refused at once (tokens are read from here on every
 * call, never kept in a cache).
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    description: text('description').notNull(),
    tokenHash: text('token_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scim_tokens_hash_key').on(t.tokenHash),
    index('scim_tokens_company_idx').on(t.companyId),
  ],
);

/**
 * What the directory knows a membership by: its `userName` (Entra sends the user principal name,
 * which need not be the e-mail) and its own id (`externalId`), each unique in the unit. A
 * membership with no row here answers with its account's e-mail as userName.
 */
export const scimMemberships = pgTable(
  'scim_memberships',
  {
    membershipId: integer('membership_id')
      .primaryKey()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    userName: text('user_name').notNull(),
    externalId: text('external_id'),
    /** The parts of the name the directory sends; the account keeps the whole name. */
    givenName: text('given_name'),
    familyName: text('family_name'),
    /**
     * `displayName` and `name.formatted` as the directory sent them, each kept on its own (either
     * may be cleared while the other stays); the account's name follows the last one changed.
     */
    displayName: text('display_name'),
    formattedName: text('formatted_name'),
    /** `preferredLanguage` as sent; the account takes it only when it is a language of the portal. */
    preferredLanguage: text('preferred_language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scim_memberships_user_name_key').on(t.companyId, sql`lower(${t.userName})`),
    uniqueIndex('scim_memberships_external_key')
      .on(t.companyId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/** The directory's own id (`externalId`) of a user group, unique in its unit. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    groupId: integer('group_id')
      .primaryKey()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scim_groups_external_key')
      .on(t.companyId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);
