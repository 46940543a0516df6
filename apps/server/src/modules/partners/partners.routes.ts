import { ZPageQuery, ZPartnerPage } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import { partnerPolicy } from './partners.policy';
import { listPartners } from './partners.repository';

export function partnerRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/partners',
      {
        schema: {
          tags: ['partners'],
          summary: "The operator's partners",
          querystring: ZPageQuery,
          response: { 200: ZPartnerPage },
        },
      },
      async (request) => {
        authorize(request.scope, partnerPolicy.list);
        return listPartners(db, request.scope, request.query);
      },
    );
  };
}
