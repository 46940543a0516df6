import { autoActionRoutes as routes } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db';
import { type Scope, unitOf } from '../../platform/scope';
import { serve } from '../../platform/serve';
import { autoActionPolicy } from './auto-actions.policy';
import type { TaskRuntime } from './auto-actions-executor.repository';
import { previewTrigger, runTriggerNow } from './auto-actions-scheduler.jobs';
import {
  addUnitTrigger,
  editUnitTrigger,
  getUnitTrigger,
  listUnitTriggers,
  removeUnitTrigger,
} from './auto-actions.service';
import { findTriggerRow, listRuns } from './auto-actions-triggers.repository';

export function autoTriggerRoutes(opts: { now: () => Date; tasks: TaskRuntime }): FastifyPluginAsync {
  const { now, tasks } = opts;
  return async (app) => {
    const tags = ['auto-actions'];
    const config = { policy: autoActionPolicy.manage };
    const manage = { tags, config };
    const call = (request: { db: Db; scope: Scope }) => ({ db: request.db, scope: request.scope, now });

    serve(app, routes.triggers, manage, (request) => listUnitTriggers(call(request), request.query));
    serve(app, routes.trigger, manage, (request) => getUnitTrigger(call(request), request.params.id));
    serve(app, routes.createTrigger, manage, (request) => addUnitTrigger(call(request), request.body));
    serve(app, routes.updateTrigger, manage, (request) =>
      editUnitTrigger(call(request), request.params.id, request.body),
    );
    serve(app, routes.removeTrigger, manage, async (request) => {
      await removeUnitTrigger(call(request), request.params.id);
      return { deleted: true as const };
    });
    serve(app, routes.runs, manage, async (request) => {
      const companyId = unitOf(request.scope);
      await findTriggerRow(request.db, companyId, request.params.id);
      return listRuns(request.db, companyId, request.params.id, request.query);
    });
    serve(app, routes.run, manage, (request) =>
      runTriggerNow({
        db: request.db,
        tasks,
        companyId: unitOf(request.scope),
        triggerId: request.params.id,
        now,
      }),
    );
    serve(app, routes.preview, manage, (request) =>
      previewTrigger({
        db: request.db,
        companyId: unitOf(request.scope),
        triggerId: request.params.id,
        now,
      }),
    );
  };
}
