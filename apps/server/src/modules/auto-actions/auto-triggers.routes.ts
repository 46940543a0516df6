import {
  ZAutoIdParams,
  ZAutoPreview,
  ZAutoRun,
  ZAutoRunPage,
  ZAutoTrigger,
  ZAutoTriggerPage,
  ZPageQuery,
  ZSaveAutoTriggerRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitOf } from '../../platform/scope';
import { autoActionPolicy } from './auto-actions.policy';
import { previewTrigger, runTriggerNow } from './auto-actions.scheduler';
import {
  addUnitTrigger,
  editUnitTrigger,
  getUnitTrigger,
  listUnitTriggers,
  removeUnitTrigger,
} from './auto-actions.service';
import { findTriggerRow, listRuns } from './auto-triggers.repository';

const BASE = '/auth/auto-actions/triggers';

export function autoTriggerRoutes(opts: { now: () => Date }): FastifyPluginAsyncZod {
  const { now } = opts;
  return async (app) => {
    const tags = ['auto-actions'];
    const config = { policy: autoActionPolicy.manage };
    const params = ZAutoIdParams;

    app.get(
      BASE,
      {
        config,
        schema: {
          tags,
          summary: "The unit's triggers and its timezone",
          querystring: ZPageQuery,
          response: { 200: ZAutoTriggerPage },
        },
      },
      async (request) => listUnitTriggers({ db: request.db, scope: request.scope, now }, request.query),
    );
    app.get(
      `${BASE}/:id`,
      { config, schema: { tags, summary: 'One trigger', params, response: { 200: ZAutoTrigger } } },
      async (request) => getUnitTrigger({ db: request.db, scope: request.scope, now }, request.params.id),
    );
    app.post(
      BASE,
      {
        config,
        schema: {
          tags,
          summary: 'Add a trigger',
          body: ZSaveAutoTriggerRequest,
          response: { 201: ZAutoTrigger },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addUnitTrigger({ db: request.db, scope: request.scope, now }, request.body)),
    );
    app.put(
      `${BASE}/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Edit a trigger',
          params,
          body: ZSaveAutoTriggerRequest,
          response: { 200: ZAutoTrigger },
        },
      },
      async (request) =>
        editUnitTrigger({ db: request.db, scope: request.scope, now }, request.params.id, request.body),
    );
    app.delete(
      `${BASE}/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'Delete a trigger and its history',
          params,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await removeUnitTrigger({ db: request.db, scope: request.scope, now }, request.params.id);
        return { deleted: true as const };
      },
    );
    app.get(
      `${BASE}/:id/runs`,
      {
        config,
        schema: {
          tags,
          summary: "The trigger's runs, newest first",
          params,
          querystring: ZPageQuery,
          response: { 200: ZAutoRunPage },
        },
      },
      async (request) => {
        const companyId = unitOf(request.scope);
        await findTriggerRow(request.db, companyId, request.params.id);
        return listRuns(request.db, companyId, request.params.id, request.query);
      },
    );
    app.post(
      `${BASE}/:id/run`,
      {
        config,
        schema: { tags, summary: "Run the trigger's task now", params, response: { 200: ZAutoRun } },
      },
      async (request) =>
        runTriggerNow({
          db: request.db,
          companyId: unitOf(request.scope),
          triggerId: request.params.id,
          now,
        }),
    );
    app.get(
      `${BASE}/:id/preview`,
      {
        config,
        schema: {
          tags,
          summary: 'The next due times of the trigger',
          params,
          response: { 200: ZAutoPreview },
        },
      },
      async (request) =>
        previewTrigger({
          db: request.db,
          companyId: unitOf(request.scope),
          triggerId: request.params.id,
          now,
        }),
    );
  };
}
