import { autoActionRoutes as routes } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db';
import { serve } from '../../platform/serve';
import type { TaskRuntime } from './auto-actions-executor.repository';
import { autoActionPolicy } from './auto-actions.policy';
import {
  addUnitShift,
  addUnitTask,
  editUnitCapacityRule,
  editUnitShift,
  editUnitTask,
  listUnitCapacityRules,
  listUnitShifts,
  listUnitTasks,
  removeUnitShift,
  removeUnitTask,
} from './auto-actions.service';
import { autoTriggerRoutes } from './auto-actions-triggers.routes';

export interface AutoActionsModuleOptions {
  db: Db;
  /** What the tasks run with when a trigger is run at once (the instance's `autoActionTasks`). */
  tasks: TaskRuntime;
  /** The scheduler's clock; tests pass one they control. */
  now?: () => Date;
}

export function autoActionRoutes(opts: AutoActionsModuleOptions): FastifyPluginAsync {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());

  return async (app) => {
    const tags = ['auto-actions'];
    const config = { policy: autoActionPolicy.manage };
    const call = (request: { scope: Parameters<typeof listUnitShifts>[0]['scope'] }) => ({
      db,
      scope: request.scope,
      now,
    });

    const manage = { tags, config };
    serve(app, routes.shifts, manage, (request) => listUnitShifts(call(request)));
    serve(app, routes.createShift, manage, (request) => addUnitShift(call(request), request.body));
    serve(app, routes.updateShift, manage, (request) =>
      editUnitShift(call(request), request.params.id, request.body),
    );
    serve(app, routes.removeShift, manage, async (request) => {
      await removeUnitShift(call(request), request.params.id);
      return { deleted: true as const };
    });

    serve(app, routes.tasks, manage, (request) => listUnitTasks(call(request), request.query));
    serve(app, routes.createTask, manage, (request) => addUnitTask(call(request), request.body));
    serve(app, routes.updateTask, manage, (request) =>
      editUnitTask(call(request), request.params.id, request.body),
    );
    serve(app, routes.removeTask, manage, async (request) => {
      await removeUnitTask(call(request), request.params.id);
      return { deleted: true as const };
    });

    serve(app, routes.capacityRules, manage, (request) => listUnitCapacityRules(call(request)));
    serve(app, routes.patchCapacityRule, manage, (request) =>
      editUnitCapacityRule(call(request), request.params.id, request.body),
    );

    await app.register(autoTriggerRoutes({ now, tasks: opts.tasks }));
  };
}
