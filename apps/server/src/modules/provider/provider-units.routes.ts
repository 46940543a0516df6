import { providerRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/serve';
import { providerPolicy, providerReachOf } from './provider.policy';
import { listUnitsAccounts, listUnitsWorkspaces } from './provider-units.repository';

/**
 * Report-provider accounts and embedded workspaces across units, read-only: a partner sees its
 * units', the operator every partner's. No secret, no live provider call.
 */
export function providerUnitsRoutes(): FastifyPluginAsync {
  return async (app) => {
    const acrossUnits = { tags: ['powerbi'], config: { policy: providerPolicy.viewAcrossUnits } };
    serve(app, calls.unitsAccounts, acrossUnits, (request) =>
      listUnitsAccounts(request.db, providerReachOf(request.scope), request.query),
    );
    serve(app, calls.unitsWorkspaces, acrossUnits, (request) =>
      listUnitsWorkspaces(request.db, providerReachOf(request.scope), request.query),
    );
  };
}
