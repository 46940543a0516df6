import {
  ZCapacity,
  ZCapacityActionRequest,
  ZCapacityList,
  ZCapacityOptions,
  ZCapacityParams,
  ZCapacityWorkspacesRequest,
  ZSaveCapacityRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PROVIDER_ENDPOINTS, type ProviderEndpoints } from '../../platform/config';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { JobRunner } from '../../platform/jobs';
import { authorize } from '../../platform/policy';
import type { Scope } from '../../platform/scope';
import { recordAudit } from '../audit/audit.service';
import { EntraTokens } from '../provider/entra';
import { ArmCapacities } from './arm';
import { capacityPolicy, reachOf } from './capacities.policy';
import {
  assignWorkspaces,
  capacityOptions,
  deleteCapacityRow,
  findCapacityRow,
  insertCapacity,
  listCapacities,
  presentCapacity,
  updateCapacityRow,
} from './capacities.repository';
import {
  credentialsFromBox,
  pauseCapacity,
  refreshCapacityState,
  registerCapacityJobs,
  registerCapacityRuntime,
  resumeCapacity,
  scaleCapacity,
} from './capacities.service';

export interface CapacityModuleOptions {
  db: Db;
  secretBox: SecretBox;
  provider?: Pick<ProviderEndpoints, 'loginUrl' | 'armUrl'>;
  /** Run the durable jobs (rules, polling) in this process; off in tests unless they ask. */
  jobs?: boolean;
}

/** The unit of an admin's session (the policy guarantees it). */
function unitOf(scope: Scope): number {
  authorize(scope, capacityPolicy.manage);
  return scope.companyId as number;
}

export function capacityRoutes(opts: CapacityModuleOptions): FastifyPluginAsyncZod {
  const { db } = opts;
  const endpoints = opts.provider ?? DEFAULT_PROVIDER_ENDPOINTS;
  const tokens = new EntraTokens({ loginUrl: endpoints.loginUrl });
  registerCapacityRuntime(db, {
    arm: new ArmCapacities({ armUrl: endpoints.armUrl, tokens }),
    credentials: credentialsFromBox(opts.secretBox),
    now: () => new Date(),
  });

  return async (app) => {
    const tags = ['capacities'];
    if (opts.jobs) {
      const runner = registerCapacityJobs(
        new JobRunner({ db, onError: (error) => app.log.warn({ err: error }, 'capacity job failed') }),
        db,
        (error) => app.log.warn({ err: error }, 'capacity rule failed'),
      );
      app.addHook('onReady', async () => runner.start());
      app.addHook('onClose', async () => runner.stop());
    }

    app.addHook('preValidation', async (request) => {
      const viewing = request.method === 'GET' && !request.url.includes('/options');
      authorize(request.scope, viewing ? capacityPolicy.view : capacityPolicy.manage);
    });

    const one = (scope: Scope, id: number) => presentCapacity(db, reachOf(scope), id);

    app.get(
      '/auth/powerbi/resources',
      {
        schema: {
          tags,
          summary: 'License capacities: a unit admin sees its own, partners their units, the operator all',
          response: { 200: ZCapacityList },
        },
      },
      async (request) => ({
        data: await listCapacities(db, reachOf(request.scope)),
        policies: { manage: capacityPolicy.manage(request.scope) },
      }),
    );
    app.get(
      '/auth/powerbi/resources/options',
      {
        schema: {
          tags,
          summary: 'Provider accounts and workspaces of the unit, for the capacity form',
          response: { 200: ZCapacityOptions },
        },
      },
      async (request) => capacityOptions(db, unitOf(request.scope)),
    );
    app.get(
      '/auth/powerbi/resources/:id',
      {
        schema: {
          tags,
          summary: 'One license capacity',
          params: ZCapacityParams,
          response: { 200: ZCapacity },
        },
      },
      async (request) => one(request.scope, request.params.id),
    );
    app.post(
      '/auth/powerbi/resources',
      {
        schema: {
          tags,
          summary: 'Add a license capacity',
          body: ZSaveCapacityRequest,
          response: { 201: ZCapacity },
        },
      },
      async (request, reply) => {
        const id = await insertCapacity(db, unitOf(request.scope), request.body);
        await audit(request.scope, 'capacity.created', id, { name: request.body.name });
        return reply.status(201).send(await one(request.scope, id));
      },
    );
    app.put(
      '/auth/powerbi/resources/:id',
      {
        schema: {
          tags,
          summary: 'Edit a license capacity and its shifts',
          params: ZCapacityParams,
          body: ZSaveCapacityRequest,
          response: { 200: ZCapacity },
        },
      },
      async (request) => {
        await updateCapacityRow(db, unitOf(request.scope), request.params.id, request.body);
        await audit(request.scope, 'capacity.updated', request.params.id, { name: request.body.name });
        return one(request.scope, request.params.id);
      },
    );
    app.delete(
      '/auth/powerbi/resources/:id',
      {
        schema: {
          tags,
          summary: 'Delete a license capacity (its workspaces stop pointing at it)',
          params: ZCapacityParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await deleteCapacityRow(db, unitOf(request.scope), request.params.id);
        await audit(request.scope, 'capacity.deleted', request.params.id, {});
        return { deleted: true as const };
      },
    );
    app.put(
      '/auth/powerbi/resources/:id/workspaces',
      {
        schema: {
          tags,
          summary: "Choose which of the unit's workspaces run on the capacity",
          params: ZCapacityParams,
          body: ZCapacityWorkspacesRequest,
          response: { 200: ZCapacity },
        },
      },
      async (request) => {
        await assignWorkspaces(db, unitOf(request.scope), request.params.id, request.body.workspace_ids);
        await audit(request.scope, 'capacity.workspaces', request.params.id, {
          workspace_ids: request.body.workspace_ids,
        });
        return one(request.scope, request.params.id);
      },
    );
    app.post(
      '/auth/powerbi/resources/:id/refresh',
      {
        schema: {
          tags,
          summary: 'Read the capacity state from Azure now',
          params: ZCapacityParams,
          response: { 200: ZCapacity },
        },
      },
      async (request) => {
        const row = await findCapacityRow(db, unitOf(request.scope), request.params.id);
        await refreshCapacityState(db, row);
        return one(request.scope, row.id);
      },
    );
    app.post(
      '/auth/powerbi/resources/:id/actions',
      {
        schema: {
          tags,
          summary: 'Pause, resume or scale the capacity in Azure',
          params: ZCapacityParams,
          body: ZCapacityActionRequest,
          response: { 200: ZCapacity },
        },
      },
      async (request) => {
        const companyId = unitOf(request.scope);
        let row = await findCapacityRow(db, companyId, request.params.id);
        // Act on what Azure says now, not on what was last stored.
        row = await refreshCapacityState(db, row);
        const body = request.body;
        const busy = () => new AppError('capacity_busy', { params: { state: row.state ?? '' } });
        try {
          if (body.action === 'pause') {
            if (!(await pauseCapacity(db, row))) throw busy();
          } else if (body.action === 'resume') {
            if (row.forceStop) throw new AppError('capacity_force_stopped');
            if (!(await resumeCapacity(db, row))) throw busy();
          } else {
            await scaleCapacity(db, row, body.size);
          }
        } catch (error) {
          // Azure's own "busy" answers carry no state: name the one just read.
          if (error instanceof AppError && error.code === 'capacity_busy') throw busy();
          throw error;
        }
        await audit(
          request.scope,
          `capacity.${body.action}`,
          row.id,
          body.action === 'scale' ? { size: body.size } : {},
        );
        return one(request.scope, row.id);
      },
    );

    function audit(scope: Scope, event: string, id: number, details: Record<string, unknown>) {
      return recordAudit(db, {
        event,
        outcome: 'success',
        userId: scope.userId,
        actorUserId: scope.impersonatorUserId,
        companyId: scope.companyId,
        details: { capacity_id: id, ...details },
      });
    }
  };
}
