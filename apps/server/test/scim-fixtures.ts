import { scimTokenRoutes } from '@mirante/contracts';
import type { FastifyInstance } from 'fastify';
import { callRoute, type TestContext } from './helpers';

/** A call as Entra ID makes it: a provisioning token and `application/scim+json`. */
export function scim(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/scim+json; charset=utf-8' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** Makes a provisioning token for the admin's unit through the screen's call. */
export async function makeScimToken(ctx: TestContext, adminToken: string, description = 'Entra ID') {
  const res = await callRoute(ctx.app, scimTokenRoutes.add, { token: adminToken, body: { description } });
  if (res.statusCode !== 201) throw new Error(`token not made: ${res.statusCode} ${res.body}`);
  return res.data();
}

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** The body Entra ID posts to create a user (its documented request, with this test's names). */
export function entraUser(userName: string, externalId: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: [CORE_USER, ENTERPRISE_USER],
    externalId,
    userName,
    active: true,
    emails: [{ primary: true, type: 'work', value: userName }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Given Family', familyName: 'Family', givenName: 'Given' },
    roles: [],
    ...extra,
  };
}
