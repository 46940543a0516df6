import {
  ZAutoCapacityRule,
  ZAutoCapacityRuleList,
  ZAutoIdParams,
  ZAutoShift,
  ZAutoShiftList,
  ZAutoTask,
  ZAutoTaskPage,
  ZPageQuery,
  ZPatchAutoCapacityRuleRequest,
  ZSaveAutoShiftRequest,
  ZSaveAutoTaskRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { ProviderService } from '../provider/provider.service';
import { registerTaskRuntime } from './auto-actions.executor';
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
import { autoTriggerRoutes } from './auto-triggers.routes';

export interface AutoActionsModuleOptions {
  db: Db;
  secretBox: SecretBox;
  provider: Pick<ProviderService, 'refreshDataset'>;
  /** The scheduler's clock; tests pass one they control. */
  now?: () => Date;
}

export const AUTO_BASE = '/auth/auto-actions';
const deleted = z.object({ deleted: z.literal(true) });

export function autoActionRoutes(opts: AutoActionsModuleOptions): FastifyPluginAsyncZod {
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  registerTaskRuntime(db, { provider: opts.provider, secretBox: opts.secretBox });

  return async (app) => {
    const tags = ['auto-actions'];
    const config = { policy: autoActionPolicy.manage };
    const call = (request: { scope: Parameters<typeof listUnitShifts>[0]['scope'] }) => ({
      db,
      scope: request.scope,
      now,
    });

    app.get(
      `${AUTO_BASE}/shifts`,
      { config, schema: { tags, summary: "The unit's shifts", response: { 200: ZAutoShiftList } } },
      async (request) => listUnitShifts(call(request)),
    );
    app.post(
      `${AUTO_BASE}/shifts`,
      {
        config,
        schema: { tags, summary: 'Add a shift', body: ZSaveAutoShiftRequest, response: { 201: ZAutoShift } },
      },
      async (request, reply) => reply.status(201).send(await addUnitShift(call(request), request.body)),
    );
    app.put(
      `${AUTO_BASE}/shifts/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Edit a shift',
          params: ZAutoIdParams,
          body: ZSaveAutoShiftRequest,
          response: { 200: ZAutoShift },
        },
      },
      async (request) => editUnitShift(call(request), request.params.id, request.body),
    );
    app.delete(
      `${AUTO_BASE}/shifts/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Delete a shift (triggers stop using it)',
          params: ZAutoIdParams,
          response: { 200: deleted },
        },
      },
      async (request) => {
        await removeUnitShift(call(request), request.params.id);
        return { deleted: true as const };
      },
    );

    app.get(
      `${AUTO_BASE}/tasks`,
      {
        config,
        schema: {
          tags,
          summary: "The unit's tasks",
          querystring: ZPageQuery,
          response: { 200: ZAutoTaskPage },
        },
      },
      async (request) => listUnitTasks(call(request), request.query),
    );
    app.post(
      `${AUTO_BASE}/tasks`,
      {
        config,
        schema: { tags, summary: 'Add a task', body: ZSaveAutoTaskRequest, response: { 201: ZAutoTask } },
      },
      async (request, reply) => reply.status(201).send(await addUnitTask(call(request), request.body)),
    );
    app.put(
      `${AUTO_BASE}/tasks/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Edit a task',
          params: ZAutoIdParams,
          body: ZSaveAutoTaskRequest,
          response: { 200: ZAutoTask },
        },
      },
      async (request) => editUnitTask(call(request), request.params.id, request.body),
    );
    app.delete(
      `${AUTO_BASE}/tasks/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Delete a task and its triggers',
          params: ZAutoIdParams,
          response: { 200: deleted },
        },
      },
      async (request) => {
        await removeUnitTask(call(request), request.params.id);
        return { deleted: true as const };
      },
    );

    app.get(
      `${AUTO_BASE}/capacity-rules`,
      {
        config,
        schema: {
          tags,
          summary: "The rules of the unit's capacities",
          response: { 200: ZAutoCapacityRuleList },
        },
      },
      async (request) => listUnitCapacityRules(call(request)),
    );
    app.patch(
      `${AUTO_BASE}/capacity-rules/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Change force stop, automatic activation or pause, or minutes inactive of a capacity',
          params: ZAutoIdParams,
          body: ZPatchAutoCapacityRuleRequest,
          response: { 200: ZAutoCapacityRule },
        },
      },
      async (request) => editUnitCapacityRule(call(request), request.params.id, request.body),
    );

    await app.register(autoTriggerRoutes({ now }));
  };
}
