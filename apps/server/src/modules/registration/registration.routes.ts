import { ZRegistrationRequest, ZRegistrationResponse } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyAdminPolicy } from '../companies/companies.policy';
import { registerClient } from './registration.service';

/** The partner's registration flow: client, first unit and its admin in one request. */
export function registrationRoutes({ baseDomain }: { baseDomain: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/registration',
      {
        config: { policy: companyAdminPolicy.manage },
        schema: {
          tags: ['registration'],
          summary: 'Registers a client with its first business unit and admin',
          body: ZRegistrationRequest,
          response: { 201: ZRegistrationResponse },
        },
      },
      async (request, reply) => {
        const created = await registerClient({
          db: request.db,
          partnerId: request.scope.partnerId!,
          actorUserId: request.scope.userId,
          baseDomain,
          input: request.body,
        });
        return reply.status(201).send(created);
      },
    );
  };
}
