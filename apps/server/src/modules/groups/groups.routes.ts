import {
  ZDeleteUserGroupQuery,
  ZSaveUserGroupRequest,
  ZUserGroup,
  ZUserGroupPage,
  ZUserGroupParams,
  ZUserGroupQuery,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupPolicy } from './groups.policy';
import { addUnitGroup, editUnitGroup, getUnitGroup, listUnitGroups, removeUnitGroup } from './groups.service';

export function groupRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['groups'];
    app.get(
      '/auth/groups',
      {
        config: { policy: groupPolicy.read },
        schema: {
          tags,
          summary: "The unit's user groups (a partner names one of its units)",
          querystring: ZUserGroupQuery,
          response: { 200: ZUserGroupPage },
        },
      },
      async (request) => listUnitGroups({ db: request.db, scope: request.scope, query: request.query }),
    );
    app.get(
      '/auth/groups/:id',
      {
        config: { policy: groupPolicy.manage },
        schema: { tags, summary: 'One user group', params: ZUserGroupParams, response: { 200: ZUserGroup } },
      },
      async (request) => getUnitGroup({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/groups',
      {
        config: { policy: groupPolicy.manage },
        schema: {
          tags,
          summary: 'Add a user group',
          body: ZSaveUserGroupRequest,
          response: { 201: ZUserGroup },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addUnitGroup({ db: request.db, scope: request.scope, input: request.body })),
    );
    app.put(
      '/auth/groups/:id',
      {
        config: { policy: groupPolicy.manage },
        schema: {
          tags,
          summary: 'Edit a user group',
          params: ZUserGroupParams,
          body: ZSaveUserGroupRequest,
          response: { 200: ZUserGroup },
        },
      },
      async (request) =>
        editUnitGroup({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.delete(
      '/auth/groups/:id',
      {
        config: { policy: groupPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a user group (members move to no group only when asked)',
          params: ZUserGroupParams,
          querystring: ZDeleteUserGroupQuery,
          response: { 200: z.object({ moved: z.number().int() }) },
        },
      },
      async (request) =>
        removeUnitGroup({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          moveMembers: request.query.move_members,
        }),
    );
  };
}
