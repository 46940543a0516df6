import {
  ZDeleteUserGroupQuery,
  ZPageQuery,
  ZSaveUserGroupRequest,
  ZUserGroup,
  ZUserGroupPage,
  ZUserGroupParams,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { groupPolicy } from './groups.policy';
import { createGroup, deleteGroup, findGroup, listGroups, updateGroup } from './groups.repository';

/** The policy guarantees the unit; this narrows the type. */
function unitOf(scope: Scope): number {
  authorize(scope, groupPolicy.manage);
  return scope.companyId as number;
}

export function groupRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['groups'];
    // Profile first, so a caller without access gets 403 even when its body is wrong.
    app.addHook('preValidation', async (request) => authorize(request.scope, groupPolicy.manage));
    app.get(
      '/auth/groups',
      {
        schema: {
          tags,
          summary: "The unit's user groups",
          querystring: ZPageQuery,
          response: { 200: ZUserGroupPage },
        },
      },
      async (request) => listGroups(db, unitOf(request.scope), request.query),
    );
    app.get(
      '/auth/groups/:id',
      {
        schema: { tags, summary: 'One user group', params: ZUserGroupParams, response: { 200: ZUserGroup } },
      },
      async (request) => findGroup(db, unitOf(request.scope), request.params.id),
    );
    app.post(
      '/auth/groups',
      {
        schema: {
          tags,
          summary: 'Add a user group',
          body: ZSaveUserGroupRequest,
          response: { 201: ZUserGroup },
        },
      },
      async (request, reply) => {
        const group = await createGroup(db, unitOf(request.scope), request.body);
        await audit(request.scope, 'group.created', group.id, { name: group.name });
        return reply.status(201).send(group);
      },
    );
    app.put(
      '/auth/groups/:id',
      {
        schema: {
          tags,
          summary: 'Edit a user group',
          params: ZUserGroupParams,
          body: ZSaveUserGroupRequest,
          response: { 200: ZUserGroup },
        },
      },
      async (request) => {
        const group = await updateGroup(db, unitOf(request.scope), request.params.id, request.body);
        await audit(request.scope, 'group.updated', group.id, { name: group.name });
        return group;
      },
    );
    app.delete(
      '/auth/groups/:id',
      {
        schema: {
          tags,
          summary: 'Delete a user group (members move to no group only when asked)',
          params: ZUserGroupParams,
          querystring: ZDeleteUserGroupQuery,
          response: { 200: z.object({ moved: z.number().int() }) },
        },
      },
      async (request) => {
        const result = await deleteGroup(
          db,
          unitOf(request.scope),
          request.params.id,
          request.query.move_members,
        );
        await audit(request.scope, 'group.deleted', request.params.id, result);
        return result;
      },
    );

    function audit(scope: Scope, event: string, id: number, details: Record<string, unknown>) {
      return recordAudit(db, {
        event,
        outcome: 'success',
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        details: { group_id: id, ...details },
      });
    }
  };
}
