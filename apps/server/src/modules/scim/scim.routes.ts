import { AppError } from '../../platform/errors';
import { translate } from '@mirante/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { declarePublic } from '../../platform/auth-guard';
import { sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { UnitId } from '../../platform/scope';
import {
  type AttributeSelection,
  attributeSelection,
  project,
  projectList,
  selects,
} from './scim-attributes.service';
import { ScimError, scimErrorBody } from './scim-errors.service';
import { FILTER_MAX_LENGTH } from './scim-filter.service';
import { type Json, PATCH_OPERATIONS_MAX, type PatchOperation } from './scim-patch.service';
import { listResponse, pageOf, SCIM_PAGE_MAX } from './scim-query.repository';
import {
  deprovisionScimGroup,
  getGroup,
  listGroups,
  patchScimGroup,
  provisionScimGroup,
  replaceScimGroup,
} from './scim-groups.service';
import {
  findResourceType,
  findSchema,
  PATCH_SCHEMA,
  resourceTypes,
  schemas,
  serviceProviderConfig,
} from './scim-resources.service';
import { useScimToken } from './scim-tokens.repository';
import {
  deprovisionScimUser,
  getUser,
  listUsers,
  patchScimUser,
  provisionScimUser,
  replaceScimUser,
  type ScimCall,
} from './scim-users.service';

export const SCIM_CONTENT_TYPE = 'application/scim+json';

declare module 'fastify' {
  interface FastifyRequest {
    /** The unit whose provisioning token the SCIM call carries (set by the SCIM routes' hook). */
    scimUnit?: { companyId: UnitId; tokenId: number };
  }
}

/*
 * The inputs are checked here rather than by route schemas: a SCIM client must be answered in the
 * SCIM error schema (with `scimType`), not in the portal's field-error format.
 */
const ZListQuery = z.object({
  filter: z.string().max(FILTER_MAX_LENGTH).optional(),
  startIndex: z.string().max(12).optional(),
  count: z.string().max(12).optional(),
  attributes: z.string().max(500).optional(),
  excludedAttributes: z.string().max(500).optional(),
});
const ZSelectionQuery = ZListQuery.pick({ attributes: true, excludedAttributes: true });
const ZPatchRequest = z.object({
  schemas: z.array(z.string().max(200)).max(10).optional(),
  Operations: z
    .array(
      z.object({
        op: z.string().max(20),
        path: z.string().max(FILTER_MAX_LENGTH).nullish(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(PATCH_OPERATIONS_MAX),
});
const ZResource = z.record(z.string().max(200), z.unknown());

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') || 'request';
    throw new ScimError(400, 'invalidSyntax', `Invalid ${where}: ${issue?.message ?? 'malformed'}`);
  }
  return result.data;
}

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The methods a directory calls with; paths nobody serves answer a SCIM error on each of them. */
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Errors of the portal's services, said in SCIM terms. */
function fromAppError(error: AppError, lang: string) {
  const detail = translate(error.code, lang);
  switch (error.code) {
    case 'external_id_exists':
    case 'email_exists':
      return scimErrorBody(409, 'uniqueness', detail);
    // The directory is not at fault and may retry once a seat is free: not a conflict of values.
    case 'user_limit_reached':
      return scimErrorBody(403, null, detail);
    default:
      return scimErrorBody(error.status, null, detail);
  }
}

function sendError(reply: FastifyReply, body: ReturnType<typeof scimErrorBody>) {
  return reply.status(Number(body.status)).type(SCIM_CONTENT_TYPE).send(body);
}

/**
 * `/scim/v2/*`: what a unit's directory (Entra ID) calls with a provisioning token. No portal
 * session is involved: the token, checked on every call, names the unit.
 */
export function scimRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    // Each call runs in the reach of the unit its token names (checked by the hook below).
    declarePublic(app, {
      skipXsrf: true,
      reach: { token: (request) => request.scimUnit?.companyId ?? null },
    });
    app.addContentTypeParser(
      SCIM_CONTENT_TYPE,
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );

    app.addHook('onRequest', async (request) => {
      // Decided on the route the router matched; an unknown path goes on to the SCIM 404.
      if (!request.routeOptions.url) return;
      const token = bearerOf(request);
      const found = token ? await useScimToken(db, sha256(token)) : null;
      if (!found) throw new ScimError(401, null, translate('unauthorized', request.lang));
      request.scimUnit = found;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (payload !== undefined && payload !== null && payload !== '')
        reply.type(`${SCIM_CONTENT_TYPE}; charset=utf-8`);
      return payload;
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ScimError)
        return sendError(reply, scimErrorBody(error.status, error.scimType, error.detail));
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'scim request failed');
        return sendError(reply, fromAppError(error, request.lang));
      }
      const status = error.statusCode ?? 500;
      if (status === 413)
        return sendError(reply, scimErrorBody(413, null, translate('payload_too_large', request.lang)));
      if (status >= 400 && status < 500)
        return sendError(reply, scimErrorBody(400, 'invalidSyntax', 'Malformed request'));
      request.log.error({ err: error }, 'unexpected scim error');
      return sendError(reply, scimErrorBody(500, null, translate('unexpected_error', request.lang)));
    });
    app.setNotFoundHandler((_request, reply) =>
      sendError(reply, scimErrorBody(404, null, 'Resource not found')),
    );

    const base = (request: FastifyRequest) => `${request.protocol}://${request.host}/scim/v2`;
    const callOf = (request: FastifyRequest): ScimCall => {
      if (!request.scimUnit) throw new ScimError(401, null, translate('unauthorized', request.lang));
      return {
        db: request.db,
        unit: request.scimUnit.companyId,
        tokenId: request.scimUnit.tokenId,
        base: base(request),
      };
    };
    const idOf = (request: FastifyRequest) => parse(z.object({ id: z.string().max(64) }), request.params).id;
    const operationsOf = (request: FastifyRequest): PatchOperation[] => {
      const body = parse(ZPatchRequest, request.body);
      if (body.schemas && !body.schemas.includes(PATCH_SCHEMA)) {
        throw new ScimError(400, 'invalidSyntax', `A PATCH request has the schema ${PATCH_SCHEMA}`);
      }
      return body.Operations;
    };
    const resourceOf = (request: FastifyRequest): Json => parse(ZResource, request.body);
    // Read before any write: a bad query must refuse the call, not follow a change already made.
    const selectionOf = (request: FastifyRequest) =>
      attributeSelection(parse(ZSelectionQuery, request.query));
    /** A created resource: 201 with its URL in Location (RFC 7644 §3.3). */
    const created = <T extends { meta: { location: string } }>(
      reply: FastifyReply,
      selection: AttributeSelection,
      resource: T,
    ) => reply.status(201).header('location', resource.meta.location).send(project(resource, selection));
    const tags = ['scim'];

    app.get(
      '/Users',
      { schema: { tags, summary: "The unit's people, filtered and paged" } },
      async (request) => {
        const query = parse(ZListQuery, request.query);
        const list = await listUsers(callOf(request), query.filter, pageOf(query));
        return projectList(list, attributeSelection(query));
      },
    );
    app.get('/Users/:id', { schema: { tags, summary: 'One person of the unit' } }, async (request) =>
      project(await getUser(callOf(request), idOf(request)), selectionOf(request)),
    );
    app.post(
      '/Users',
      { schema: { tags, summary: 'Provision a person in the unit' } },
      async (request, reply) => {
        const selection = selectionOf(request);
        return created(reply, selection, await provisionScimUser(callOf(request), resourceOf(request)));
      },
    );
    app.put('/Users/:id', { schema: { tags, summary: 'Replace a person' } }, async (request) => {
      const selection = selectionOf(request);
      return project(await replaceScimUser(callOf(request), idOf(request), resourceOf(request)), selection);
    });
    app.patch(
      '/Users/:id',
      { schema: { tags, summary: 'Change a person (active false deprovisions)' } },
      async (request) => {
        const selection = selectionOf(request);
        return project(await patchScimUser(callOf(request), idOf(request), operationsOf(request)), selection);
      },
    );
    app.delete(
      '/Users/:id',
      { schema: { tags, summary: 'Remove a person from the unit' } },
      async (request, reply) => {
        await deprovisionScimUser(callOf(request), idOf(request));
        return reply.status(204).send();
      },
    );

    app.get('/Groups', { schema: { tags, summary: "The unit's user groups" } }, async (request) => {
      const query = parse(ZListQuery, request.query);
      const selection = attributeSelection(query);
      const list = await listGroups(
        callOf(request),
        query.filter,
        pageOf(query),
        selects(selection, 'members'),
      );
      return projectList(list, selection);
    });
    app.get('/Groups/:id', { schema: { tags, summary: 'One user group' } }, async (request) => {
      const selection = selectionOf(request);
      return project(
        await getGroup(callOf(request), idOf(request), selects(selection, 'members')),
        selection,
      );
    });
    app.post('/Groups', { schema: { tags, summary: 'Provision a user group' } }, async (request, reply) => {
      const selection = selectionOf(request);
      return created(reply, selection, await provisionScimGroup(callOf(request), resourceOf(request)));
    });
    app.put(
      '/Groups/:id',
      { schema: { tags, summary: 'Replace a user group and its members' } },
      async (request) => {
        const selection = selectionOf(request);
        return project(
          await replaceScimGroup(callOf(request), idOf(request), resourceOf(request)),
          selection,
        );
      },
    );
    app.patch(
      '/Groups/:id',
      { schema: { tags, summary: 'Change a user group or its members' } },
      async (request, reply) => {
        await patchScimGroup(callOf(request), idOf(request), operationsOf(request));
        return reply.status(204).send();
      },
    );
    app.delete(
      '/Groups/:id',
      { schema: { tags, summary: 'Delete a user group' } },
      async (request, reply) => {
        await deprovisionScimGroup(callOf(request), idOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/ServiceProviderConfig',
      { schema: { tags, summary: 'What this SCIM server supports' } },
      async (request) => serviceProviderConfig(base(request), SCIM_PAGE_MAX),
    );
    app.get('/ResourceTypes', { schema: { tags, summary: 'The resource types' } }, async (request) => {
      const list = resourceTypes(base(request));
      return listResponse(list, list.length, { startIndex: 1, count: list.length });
    });
    app.get(
      '/ResourceTypes/:id',
      { schema: { tags, summary: 'One resource type, by name' } },
      async (request) => {
        const { id } = parse(z.object({ id: z.string().max(200) }), request.params);
        const found = findResourceType(base(request), id);
        if (!found) throw new ScimError(404, null, 'Resource not found');
        return found;
      },
    );
    app.get('/Schemas', { schema: { tags, summary: 'The schemas of the resources' } }, async (request) => {
      const list = schemas(base(request));
      return listResponse(list, list.length, { startIndex: 1, count: list.length });
    });
    app.get('/Schemas/:id', { schema: { tags, summary: 'One schema, by its URN' } }, async (request) => {
      const { id } = parse(z.object({ id: z.string().max(200) }), request.params);
      const found = findSchema(base(request), id);
      if (!found) throw new ScimError(404, null, 'Resource not found');
      return found;
    });

    // What this server does not offer, said so in SCIM's terms (ServiceProviderConfig agrees).
    const notImplemented = (what: string) => async () => {
      throw new ScimError(501, null, `${what} is not supported`);
    };
    for (const url of ['/.search', '/Users/.search', '/Groups/.search']) {
      app.post(
        url,
        { schema: { tags, summary: 'Search by POST (not supported)' } },
        notImplemented('Search by POST'),
      );
    }
    app.post(
      '/Bulk',
      { schema: { tags, summary: 'Bulk operations (not supported)' } },
      notImplemented('Bulk'),
    );
    // RFC 7644 §3.11: a provisioning token names a unit, not a person, so there is no "me".
    app.route({
      method: METHODS,
      url: '/Me',
      schema: { tags, summary: 'The caller as a User (not supported)' },
      handler: notImplemented('/Me'),
    });
    // Every other path under /scim/v2 is this server's to answer, so that the web app's page
    // fallback never matches one: the router picks this route over the site's `/*`.
    for (const url of ['/', '/*']) {
      app.route({
        method: METHODS,
        url,
        schema: { tags, summary: 'No such SCIM resource', hide: true },
        handler: async () => {
          throw new ScimError(404, null, 'Resource not found');
        },
      });
    }
  };
}
