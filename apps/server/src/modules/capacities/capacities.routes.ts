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
import { EntraTokens } from '../provider/entra';
import { ArmCapacities } from './arm';
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
import { credentialsFromBox, registerCapacityRuntime } from './capacities.service';

export interface CapacityModuleOptions {
  db: Db;
  secretBox: SecretBox;
  provider?: Pick<ProviderEndpoints, 'loginUrl' | 'armUrl'>;
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

    app.get(
      '/auth/powerbi/resources',
      {
        config: { policy: capacityPolicy.view },
        schema: {
          tags,
          summary: 'License capacities: a unit admin sees its own, partners their units, the operator all',
          response: { 200: ZCapacityList },
        },
      },
      async (request) => listCapacitiesFor({ db: request.db, scope: request.scope }),
    );
    app.get(
      '/auth/powerbi/resources/options',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: 'Provider accounts and workspaces of the unit, for the capacity form',
          response: { 200: ZCapacityOptions },
        },
      },
      async (request) => capacityFormOptions({ db: request.db, scope: request.scope }),
    );
    app.get(
      '/auth/powerbi/resources/:id',
      {
        config: { policy: capacityPolicy.view },
        schema: {
          tags,
          summary: 'One license capacity',
          params: ZCapacityParams,
          response: { 200: ZCapacity },
        },
      },
      async (request) => getCapacity({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/powerbi/resources',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: 'Add a license capacity',
          body: ZSaveCapacityRequest,
          response: { 201: ZCapacity },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createCapacity({ db: request.db, scope: request.scope, input: request.body })),
    );
    app.put(
      '/auth/powerbi/resources/:id',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: 'Edit a license capacity and its shifts',
          params: ZCapacityParams,
          body: ZSaveCapacityRequest,
          response: { 200: ZCapacity },
        },
      },
      async (request) =>
        updateCapacity({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.delete(
      '/auth/powerbi/resources/:id',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a license capacity (its workspaces stop pointing at it)',
          params: ZCapacityParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await deleteCapacity({ db: request.db, scope: request.scope, id: request.params.id });
        return { deleted: true as const };
      },
    );
    app.put(
      '/auth/powerbi/resources/:id/workspaces',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: "Choose which of the unit's workspaces run on the capacity",
          params: ZCapacityParams,
          body: ZCapacityWorkspacesRequest,
          response: { 200: ZCapacity },
        },
      },
      async (request) =>
        setCapacityWorkspaces({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          workspaceIds: request.body.workspace_ids,
        }),
    );
    app.post(
      '/auth/powerbi/resources/:id/refresh',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: 'Read the capacity state from Azure now',
          params: ZCapacityParams,
          response: { 200: ZCapacity },
        },
      },
      async (request) => refreshCapacity({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/powerbi/resources/:id/actions',
      {
        config: { policy: capacityPolicy.manage },
        schema: {
          tags,
          summary: 'Pause, resume or scale the capacity in Azure',
          params: ZCapacityParams,
          body: ZCapacityActionRequest,
          response: { 200: ZCapacity },
        },
      },
      async (request) =>
        runCapacityAction({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          action: request.body,
        }),
    );
  };
}
