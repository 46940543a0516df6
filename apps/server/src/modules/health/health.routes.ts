import { ZHealthResponse } from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db';
import { NO_UNIT_ROUTE } from '../../platform/route-reach';

export function healthRoutes(database: Pick<Database, 'ping'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { public: true, reach: NO_UNIT_ROUTE },
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: ZHealthResponse, 503: ZHealthResponse },
        },
      },
      async (_request, reply) => {
        const up = await database.ping();
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
      },
    );
  };
}
