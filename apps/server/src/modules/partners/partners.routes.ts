import { ZPartner, ZPartnerInput, ZPartnerPage, ZPartnerParams, ZPartnerQuery } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerPolicy } from './partners.policy';
import { listPartners } from './partners.repository';
import { createPartner, setPartnerActive, updatePartner } from './partners.service';

export function partnerRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/partners',
      {
        config: { policy: partnerPolicy.list },
        schema: {
          tags: ['partners'],
          summary: "The operator's partners, searched by name or document and filtered by status",
          querystring: ZPartnerQuery,
          response: { 200: ZPartnerPage },
        },
      },
      async (request) => listPartners(request.db, request.scope, request.query),
    );

    app.post(
      '/auth/partners',
      {
        config: { policy: partnerPolicy.manage },
        schema: {
          tags: ['partners'],
          summary: 'Add a partner under the operator',
          body: ZPartnerInput,
          response: { 201: ZPartner },
        },
      },
      async (request, reply) => {
        const partner = await createPartner({ db: request.db, scope: request.scope, input: request.body });
        return reply.status(201).send(partner);
      },
    );

    app.put(
      '/auth/partners/:id',
      {
        config: { policy: partnerPolicy.manage },
        schema: {
          tags: ['partners'],
          summary: "Change one of the operator's partners",
          params: ZPartnerParams,
          body: ZPartnerInput,
          response: { 200: ZPartner },
        },
      },
      async (request) =>
        updatePartner({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );

    for (const [action, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.post(
        `/auth/partners/:id/${action}`,
        {
          config: { policy: partnerPolicy.manage },
          schema: {
            tags: ['partners'],
            summary: active
              ? 'Reactivate a partner'
              : 'Deactivate a partner whose units have no active users',
            params: ZPartnerParams,
            response: { 200: ZPartner },
          },
        },
        async (request) =>
          setPartnerActive({ db: request.db, scope: request.scope, id: request.params.id, active }),
      );
    }
  };
}
