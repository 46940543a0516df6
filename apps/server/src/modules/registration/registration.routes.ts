import { ZRegistrationRequest, ZRegistrationResponse } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import { companyAdminPolicy } from '../companies/companies.policy';
import { registerClient } from './registration.service';

/** The partner's registration flow: client, first unit and its admin in one request. */
export function registrationRoutes({
  db,
  baseDomain,
}: {
  db: Db;
  baseDomain: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Before body validation, so that a wrong profile gets 403 and not a 400 about its body.
    app.addHook('preValidation', async (request) => authorize(request.scope, companyAdminPolicy.manage));
    app.post(
      '/auth/registration',
      {
        schema: {
          tags: ['registration'],
          summary: 'Registers a client with its first business unit and admin',
          body: ZRegistrationRequest,
          response: { 201: ZRegistrationResponse },
        },
      },
      async (request, reply) => {
        const created = await registerClient({
          db,
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
