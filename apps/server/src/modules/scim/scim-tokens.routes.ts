import {
  SCIM_BASE_PATH,
  translate,
  ZOkResponse,
  ZScimToken,
  ZScimTokenAddRequest,
  ZScimTokenAddResponse,
  ZScimTokenDeleteQuery,
  ZScimTokenList,
  ZScimTokenUpdateRequest,
  ZUnitScopeQuery,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitScopeOf } from '../config/unit-scope';
import { scimTokenPolicy } from './scim.policy';
import {
  addUnitScimToken,
  editUnitScimToken,
  listUnitScimTokens,
  removeUnitScimToken,
} from './scim-tokens.service';

/** The SCIM configuration screen's calls: a unit's provisioning tokens (`?company_id=` for a master). */
export function scimTokenRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['scim'];
    app.get(
      '/auth/scim/token',
      {
        config: { policy: scimTokenPolicy.manage },
        schema: {
          tags,
          summary: "The unit's provisioning tokens with their last use (never the tokens)",
          querystring: ZUnitScopeQuery,
          response: { 200: ZScimTokenList },
        },
      },
      async (request) => ({
        data: await listUnitScimTokens({ db: request.db, scope: await unitScopeOf(request.db, request) }),
        base_path: SCIM_BASE_PATH,
      }),
    );
    app.post(
      '/auth/scim/add',
      {
        config: { policy: scimTokenPolicy.manage },
        schema: {
          tags,
          summary: 'Make a provisioning token; the answer is the only time it is shown',
          querystring: ZUnitScopeQuery,
          body: ZScimTokenAddRequest,
          response: { 201: ZScimTokenAddResponse },
        },
      },
      async (request, reply) => {
        const scope = await unitScopeOf(request.db, request);
        const token = await addUnitScimToken({
          db: request.db,
          scope,
          description: request.body.description,
        });
        return reply.status(201).send(token);
      },
    );
    app.put(
      '/auth/scim/update',
      {
        config: { policy: scimTokenPolicy.manage },
        schema: {
          tags,
          summary: "Change a token's description or turn it on or off",
          querystring: ZUnitScopeQuery,
          body: ZScimTokenUpdateRequest,
          response: { 200: ZScimToken },
        },
      },
      async (request) => {
        const { id, ...fields } = request.body;
        return editUnitScimToken({
          db: request.db,
          scope: await unitScopeOf(request.db, request),
          id,
          fields,
        });
      },
    );
    app.delete(
      '/auth/scim/delete',
      {
        config: { policy: scimTokenPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a provisioning token: calls made with it are refused from then on',
          querystring: ZScimTokenDeleteQuery.extend(ZUnitScopeQuery.shape),
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await removeUnitScimToken({
          db: request.db,
          scope: await unitScopeOf(request.db, request),
          id: request.query.id,
        });
        return { status: 'success' as const, message: translate('done', request.lang) };
      },
    );
  };
}
