import { registrationRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/serve';
import { companyAdminPolicy } from '../companies';
import { registerClient } from './registration.service';

/** The partner's registration flow: client, first unit and its admin in one request. */
export function registrationRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsync {
  return async (app) => {
    serve(
      app,
      calls.register,
      { tags: ['registration'], config: { policy: companyAdminPolicy.manage } },
      (request) =>
        registerClient({
          db: request.db,
          partnerId: request.scope.partnerId!,
          actorUserId: request.scope.userId,
          baseDomain,
          input: request.body,
        }),
    );
  };
}
