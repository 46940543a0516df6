import type { ScimUserRow } from './scim-users.repository';

/*
 * How the unit's people and groups look to a directory (RFC 7643), and the discovery documents
 * (ServiceProviderConfig, ResourceTypes, Schemas) that say what this server supports.
 */

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export type ScimUser = ReturnType<typeof presentUser>;

/**
 * A membership as a SCIM User; `base` is the SCIM base URL of the portal's host. Once the directory
 * has written the person, displayName, name.formatted and preferredLanguage are the values it
 * sent (absent when it cleared them); before that they are read from the account.
 */
export function presentUser(row: ScimUserRow, base: string) {
  const written = row.scimUserName !== null;
  const displayName = written ? row.displayName : row.name;
  const formatted = written ? row.formattedName : row.name;
  const preferredLanguage = written ? row.preferredLanguage : row.language;
  const name = {
    ...(formatted ? { formatted } : {}),
    ...(row.givenName ? { givenName: row.givenName } : {}),
    ...(row.familyName ? { familyName: row.familyName } : {}),
  };
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: String(row.membershipId),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.scimUserName ?? row.email,
    ...(Object.keys(name).length > 0 ? { name } : {}),
    ...(displayName ? { displayName } : {}),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.deactivatedAt === null && row.accountDeactivatedAt === null,
    ...(preferredLanguage ? { preferredLanguage } : {}),
    ...(row.groupIds.length ? { groups: row.groupIds.map((id) => ({ value: String(id) })) } : {}),
    [ENTERPRISE_SCHEMA]: row.department ? { department: row.department } : {},
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${base}/Users/${row.membershipId}`,
    },
  };
}

export interface ScimGroupRow {
  id: number;
  name: string;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A user group as a SCIM Group; `members` is left out when the caller excluded it. */
export function presentGroup(row: ScimGroupRow, members: number[] | null, base: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(row.id),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    ...(members
      ? { members: members.map((id) => ({ value: String(id), $ref: `${base}/Users/${id}` })) }
      : {}),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${base}/Groups/${row.id}`,
    },
  };
}

export function serviceProviderConfig(base: string, maxResults: number) {
  return {
    schemas: [SPC_SCHEMA],
    documentationUri: `${base}/ServiceProviderConfig`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: "Authentication with a provisioning token made on the unit's SCIM screen",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'dateTime' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  caseExact?: boolean;
  subAttributes?: Attribute[];
};

function attribute(a: Attribute): Record<string, unknown> {
  return {
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...a,
    ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
  };
}

const USER_ATTRIBUTES: Attribute[] = [
  { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
  {
    name: 'name',
    type: 'complex',
    subAttributes: [
      { name: 'formatted', type: 'string' },
      { name: 'givenName', type: 'string' },
      { name: 'familyName', type: 'string' },
    ],
  },
  { name: 'displayName', type: 'string' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', type: 'string' },
      { name: 'type', type: 'string' },
      { name: 'primary', type: 'boolean' },
    ],
  },
  { name: 'active', type: 'boolean' },
  { name: 'preferredLanguage', type: 'string' },
  { name: 'externalId', type: 'string', caseExact: true },
  {
    name: 'groups',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [{ name: 'value', type: 'string', mutability: 'readOnly' }],
  },
];

const GROUP_ATTRIBUTES: Attribute[] = [
  { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
  { name: 'externalId', type: 'string', caseExact: true },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    subAttributes: [
      { name: 'value', type: 'string', mutability: 'immutable' },
      { name: '$ref', type: 'reference', mutability: 'immutable' },
    ],
  },
];

export function schemas(base: string) {
  const doc = (id: string, name: string, attributes: Attribute[]) => ({
    schemas: [SCHEMA_SCHEMA],
    id,
    name,
    attributes: attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${id}` },
  });
  return [
    doc(USER_SCHEMA, 'User', USER_ATTRIBUTES),
    doc(ENTERPRISE_SCHEMA, 'EnterpriseUser', [{ name: 'department', type: 'string' }]),
    doc(GROUP_SCHEMA, 'Group', GROUP_ATTRIBUTES),
  ];
}

/** One schema by its URN (matched without regard to case), or undefined. */
export function findSchema(base: string, id: string) {
  return schemas(base).find((s) => s.id.toLowerCase() === id.toLowerCase());
}

/** One resource type by its name (`User`, `Group`; any letter case), or undefined. */
export function findResourceType(base: string, id: string) {
  return resourceTypes(base).find((t) => t.id.toLowerCase() === id.toLowerCase());
}
