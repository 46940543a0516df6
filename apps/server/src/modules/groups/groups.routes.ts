import { groupRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import { groupPolicy } from './groups.policy';
import { addUnitGroup, editUnitGroup, getUnitGroup, listUnitGroups, removeUnitGroup } from './groups.service';

export function groupRoutes(): FastifyPluginAsync {
  return async (app) => {
    const tags = ['groups'];
    const read = { tags, config: { policy: groupPolicy.read } };
    const manage = { tags, config: { policy: groupPolicy.manage } };
    serve(app, calls.list, read, (request) => listUnitGroups(contextOf(request), request.query));
    serve(app, calls.get, manage, (request) => getUnitGroup(contextOf(request), request.params.id));
    serve(app, calls.create, manage, (request) => addUnitGroup(contextOf(request), request.body));
    serve(app, calls.update, manage, (request) =>
      editUnitGroup(contextOf(request), request.params.id, request.body),
    );
    serve(app, calls.remove, manage, (request) =>
      removeUnitGroup(contextOf(request), request.params.id, request.query.move_members),
    );
  };
}
