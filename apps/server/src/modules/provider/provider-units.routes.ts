import {
  ZUnitEmbeddedWorkspacePage,
  ZUnitProviderAccountPage,
  ZUnitsProviderListQuery,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerPolicy, providerReachOf } from './provider.policy';
import { listUnitsAccounts, listUnitsWorkspaces } from './provider-units.repository';

/**
 * Report-provider accounts and embedded workspaces across units, read-only: a partner sees its
 * units', the operator every partner's. No secret, no live provider call.
 */
export function providerUnitsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['powerbi'];

    app.get(
      '/auth/powerbi/accounts/a2m',
      {
        config: { policy: providerPolicy.viewAcrossUnits },
        schema: {
          tags,
          summary: "Report-provider accounts of the partner's units (operator: every partner's), read-only",
          querystring: ZUnitsProviderListQuery,
          response: { 200: ZUnitProviderAccountPage },
        },
      },
      async (request) => listUnitsAccounts(request.db, providerReachOf(request.scope), request.query),
    );
    app.get(
      '/auth/powerbi/workspaces/a2m',
      {
        config: { policy: providerPolicy.viewAcrossUnits },
        schema: {
          tags,
          summary: "Embedded workspaces of the partner's units (operator: every partner's), read-only",
          querystring: ZUnitsProviderListQuery,
          response: { 200: ZUnitEmbeddedWorkspacePage },
        },
      },
      async (request) => listUnitsWorkspaces(request.db, providerReachOf(request.scope), request.query),
    );
  };
}
