import { capacityRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import {
  capacityFormOptions,
  createCapacity,
  deleteCapacity,
  getCapacity,
  listCapacitiesFor,
  refreshCapacity,
  runCapacityAction,
  setCapacityWorkspaces,
  updateCapacity,
} from './capacities-admin.service';
import { capacityPolicy } from './capacities.policy';
import type { CapacityRuntime } from './capacities.service';

export interface CapacityModuleOptions {
  /** Azure, the credentials and the clock the operations use (the instance's `capacityRuntime`). */
  runtime: CapacityRuntime;
}

export function capacityRoutes({ runtime }: CapacityModuleOptions): FastifyPluginAsync {
  return async (app) => {
    const tags = ['capacities'];

    const view = { tags, config: { policy: capacityPolicy.view } };
    const manage = { tags, config: { policy: capacityPolicy.manage } };
    serve(app, calls.list, view, (request) => listCapacitiesFor(contextOf(request)));
    serve(app, calls.options, manage, (request) => capacityFormOptions(contextOf(request)));
    serve(app, calls.get, view, (request) => getCapacity(contextOf(request), request.params.id));
    serve(app, calls.create, manage, (request) => createCapacity(contextOf(request), request.body));
    serve(app, calls.update, manage, (request) =>
      updateCapacity(contextOf(request), request.params.id, request.body),
    );
    serve(app, calls.remove, manage, async (request) => {
      await deleteCapacity(contextOf(request), request.params.id);
      return { deleted: true as const };
    });
    serve(app, calls.setWorkspaces, manage, (request) =>
      setCapacityWorkspaces(contextOf(request), request.params.id, request.body.workspace_ids),
    );
    serve(app, calls.refresh, manage, (request) =>
      refreshCapacity(runtime, contextOf(request), request.params.id),
    );
    serve(app, calls.act, manage, (request) =>
      runCapacityAction(runtime, contextOf(request), request.params.id, request.body),
    );
  };
}
