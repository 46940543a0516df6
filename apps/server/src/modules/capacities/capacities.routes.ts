import { capacityRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { DEFAULT_PROVIDER_ENDPOINTS, type ProviderEndpoints } from '../../platform/config';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { serve } from '../../platform/serve';
import { EntraTokens } from '../provider';
import { ArmCapacities } from './capacities-arm.service';
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

export function capacityRoutes(opts: CapacityModuleOptions): FastifyPluginAsync {
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
    serve(app, calls.refresh, manage, (request) => refreshCapacity(contextOf(request), request.params.id));
    serve(app, calls.act, manage, (request) =>
      runCapacityAction(contextOf(request), request.params.id, request.body),
    );
  };
}
